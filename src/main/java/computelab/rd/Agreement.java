package computelab.rd;

/**
 * How close a GPU run must come to the CPU reference run from the same start, with the same steps and
 * storage precision: each of meanU, meanV, minV and maxV within {@code stats}, and every cell's u and v
 * within {@code cell}. The GPU may fuse a multiply and an add where the CPU rounds twice, so single
 * cells drift apart by a few units in the last place per step, and more where a front grows; the
 * statistics average that away.
 */
public record Agreement(double stats, double cell) {
    /** f32: the contract's 2e-4 for the statistics. */
    public static final Agreement F32 = new Agreement(2e-4, 1e-2);
    /** f16, against the CPU's own f16 rounding: one rounding apart flips a half-precision unit (2^-11 near 1). */
    public static final Agreement F16 = new Agreement(2e-3, 5e-2);

    /**
     * How far the statistics of an f16 run may lie from an f32 run of the same request (F = 0.055, the
     * default): where u is close to 1, F (1 - u) dt is less than half a half-precision unit below 1 (2^-12)
     * once 1 - u < 2^-12 / (F dt) = 0.0044, so f16 stops u there while f32 goes on to 1; patterns move
     * by about 1e-3 in meanU and meanV over 2,000 steps on top of that.
     */
    public static final double F16_AGAINST_F32 = 5e-3;

    public static Agreement of(Precision precision) {
        return precision == Precision.F16 ? F16 : F32;
    }

    public boolean holds(FieldStats gpu, FieldStats cpu, double maxAbsErr) {
        return gpu.largestDifference(cpu) <= stats && maxAbsErr <= cell;
    }
}
