package computelab.scan;

import computelab.failure.LabException;

/**
 * Where the data of one scan is bound and how the kernels reach it. Storage bindings must start at
 * multiples of the device's offset alignment (256 bytes), so a range at any element offset is bound
 * from the aligned byte below it and the kernels add a base. vec4 access needs both bases to be
 * multiples of 4 and room in the buffers for the last vector; otherwise the kernels read single
 * words. Input and output in one buffer share one binding (WebGPU forbids a buffer in a read-only
 * and a writable binding of the same dispatch), which covers in-place scans and disjoint ranges.
 * Pure logic: planned the same way on the JVM in tests.
 *
 * @param access how the kernels address the data (the shaders' ACCESS override)
 * @param inBase first input element counted from the start of the input binding
 * @param outBase first output element counted from the start of the output binding
 * @param input the input binding's byte range in the input buffer
 * @param output the output binding's byte range (the same as input with one buffer)
 */
public record ScanLayout(Access access, long inBase, long outBase, Range input, Range output) {

    /** The four ways of the shaders' ACCESS override, with its code. */
    public enum Access {
        VECTORS(0), WORDS(1), ONE_BUFFER_VECTORS(2), ONE_BUFFER_WORDS(3);

        private final int code;

        Access(int code) {
            this.code = code;
        }

        public int code() {
            return code;
        }

        public boolean vectors() {
            return this == VECTORS || this == ONE_BUFFER_VECTORS;
        }

        public boolean oneBuffer() {
            return this == ONE_BUFFER_VECTORS || this == ONE_BUFFER_WORDS;
        }
    }

    /** A byte range of a buffer, as a binding takes it. */
    public record Range(double byteOffset, double bytes) {
    }

    /** A range of 32-bit elements in a buffer of the given size. */
    public record Span(long offset, double bufferBytes) {
        long capacity() {
            return (long) Math.floor(bufferBytes / 4);
        }
    }

    /** The device limits the layout depends on. */
    public record Limits(double offsetAlignment, double maxBindingBytes) {
    }

    /** Output written over its own input (same buffer, same offset). */
    public boolean inPlace() {
        return access.oneBuffer() && inBase == outBase;
    }

    public static ScanLayout plan(Span in, Span out, boolean sameBuffer, long n, Limits limits, boolean vectorize) {
        if (n < 1) {
            throw new LabException("A scan needs at least 1 element, not " + n + ".");
        }
        check("input", in, n);
        check("output", out, n);
        if (sameBuffer) {
            return oneBuffer(in, out, n, limits, vectorize);
        }
        Range inWords = wordRange(in.offset(), n, limits);
        Range outWords = wordRange(out.offset(), n, limits);
        long inBase = base(in.offset(), inWords);
        long outBase = base(out.offset(), outWords);
        if (vectorize && inBase % 4 == 0 && outBase % 4 == 0) {
            Range inVectors = vectorRange(inWords);
            Range outVectors = vectorRange(outWords);
            if (fits(inVectors, in, limits) && fits(outVectors, out, limits)) {
                return new ScanLayout(Access.VECTORS, inBase, outBase, inVectors, outVectors);
            }
        }
        requireBindable(inWords, limits);
        requireBindable(outWords, limits);
        return new ScanLayout(Access.WORDS, inBase, outBase, inWords, outWords);
    }

    private static ScanLayout oneBuffer(Span in, Span out, long n, Limits limits, boolean vectorize) {
        long first = Math.min(in.offset(), out.offset());
        long last = Math.max(in.offset(), out.offset());
        if (first != last && last < first + n) {
            throw new LabException("The input and output ranges overlap without being the same range: "
                    + "scan in place (equal offsets) or into a range that does not overlap the input.");
        }
        Range words = wordRange(first, last - first + n, limits);
        long inBase = base(in.offset(), words);
        long outBase = base(out.offset(), words);
        if (vectorize && inBase % 4 == 0 && outBase % 4 == 0) {
            Range vectors = vectorRange(words);
            if (fits(vectors, in, limits)) {
                return new ScanLayout(Access.ONE_BUFFER_VECTORS, inBase, outBase, vectors, vectors);
            }
        }
        requireBindable(words, limits);
        return new ScanLayout(Access.ONE_BUFFER_WORDS, inBase, outBase, words, words);
    }

    private static void check(String role, Span span, long n) {
        if (span.offset() < 0) {
            throw new LabException("The " + role + " offset must not be negative, not " + span.offset() + ".");
        }
        if (span.offset() + n > span.capacity()) {
            throw new LabException("The " + role + " range of " + n + " elements at offset " + span.offset()
                    + " does not fit in its buffer of " + span.capacity() + " elements.");
        }
    }

    /** From the aligned byte at or below the first element to the end of the last one. */
    private static Range wordRange(long offset, long elements, Limits limits) {
        double start = Math.floor(offset * 4.0 / limits.offsetAlignment()) * limits.offsetAlignment();
        return new Range(start, offset * 4.0 + elements * 4.0 - start);
    }

    /** The same start, rounded up to whole vectors (the start is a multiple of 16 already). */
    private static Range vectorRange(Range words) {
        return new Range(words.byteOffset(), Math.ceil(words.bytes() / 16) * 16);
    }

    private static long base(long offset, Range range) {
        return (long) (offset - range.byteOffset() / 4);
    }

    private static boolean fits(Range range, Span span, Limits limits) {
        return range.byteOffset() + range.bytes() <= span.bufferBytes() && range.bytes() <= limits.maxBindingBytes();
    }

    private static void requireBindable(Range range, Limits limits) {
        if (range.bytes() > limits.maxBindingBytes()) {
            throw new LabException("This scan needs a storage binding of " + (long) range.bytes()
                    + " bytes, more than this device's largest (" + (long) limits.maxBindingBytes()
                    + " bytes): scan fewer elements, or keep input and output in separate buffers at offsets "
                    + "that are multiples of " + (long) (limits.offsetAlignment() / 4) + " elements.");
        }
    }
}
