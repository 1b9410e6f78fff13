package computelab.scan;

import computelab.gpu.Variant;

/** One scan algorithm: the plan of one run for a given job. Registered in {@link PrefixSum#ALGORITHMS}. */
interface ScanVariant extends Variant<ScanJob> {
    /** Whether its kernels read and write vec4 where the layout allows. */
    boolean vectorizes();

    /** Whether it may write its output over its own input. */
    boolean worksInPlace();

    /**
     * Whether its plan follows a count on the GPU ({@link computelab.gpu.Plan.Counted}): every size its kernels
     * take from n can be written there.
     */
    default boolean followsCount() {
        return false;
    }
}
