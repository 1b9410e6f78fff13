package computelab.compact;

import computelab.data.ElementType;
import computelab.failure.LabException;

/**
 * What a compaction keeps and writes: the element type, the predicate, its pivot (for {@link Keep#BELOW})
 * and the output. Made only when they fit together, so a kernel never sees a predicate its type lacks:
 * odd is for integers; an integer type's pivot is a whole number of that type, and an f32 pivot is
 * rounded to f32. Pure logic, the one place the predicate is defined for the CPU.
 */
public record Selection(ElementType type, Keep keep, double pivot, CompactOutput output) {

    public Selection {
        if (keep == Keep.ODD && !type.isInteger()) {
            throw new LabException("The keep=odd predicate takes integers (u32 or i32), not f32: keep f32 values "
                    + "with nonzero or below.");
        }
        if (Double.isNaN(pivot)) {
            throw new LabException("The pivot must be a number.");
        }
        if (keep == Keep.BELOW && type.isInteger()) {
            double min = type == ElementType.U32 ? 0 : Integer.MIN_VALUE;
            double max = type == ElementType.U32 ? 0xFFFFFFFFL : Integer.MAX_VALUE;
            if (pivot != Math.rint(pivot) || pivot < min || pivot > max) {
                throw new LabException("The pivot of " + type.wgsl() + " values must be a whole number from "
                        + (long) min + " to " + (long) max + ", not " + pivot + ".");
            }
        }
    }

    /** The pivot's 32-bit pattern in the element type (the kernel's params.pivot). */
    public int pivotBits() {
        if (type == ElementType.F32) {
            return Float.floatToRawIntBits((float) pivot);
        }
        return (int) (long) pivot;
    }

    /** Whether the element with these 32 bits is kept. */
    public boolean keeps(int bits) {
        return switch (keep) {
            case ODD -> (bits & 1) != 0;
            case NONZERO -> type == ElementType.F32 ? (bits & 0x7FFFFFFF) != 0 : bits != 0;
            case BELOW -> switch (type) {
                case U32 -> Integer.compareUnsigned(bits, pivotBits()) < 0;
                case I32 -> bits < pivotBits();
                case F32 -> Float.intBitsToFloat(bits) < (float) pivot;
            };
        };
    }
}
