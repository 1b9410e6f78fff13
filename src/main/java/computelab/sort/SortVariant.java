package computelab.sort;

import computelab.gpu.Variant;

/**
 * One sort algorithm: the plan of one run for a given job, whose dispatches follow a count on the GPU
 * ({@link computelab.gpu.Plan.Counted}) wherever they take n. Registered in {@link RadixSort#ALGORITHMS}.
 */
interface SortVariant extends Variant<SortJob> {
    /** The least bytes one sort of {@code n} keys must move with this algorithm (the bandwidth bound's traffic). */
    double trafficBytes(long n, boolean values);
}
