package computelab.sort;

import computelab.gpu.Variant;

/** One sort algorithm: the plan of one run for a given job. Registered in {@link RadixSort#ALGORITHMS}. */
interface SortVariant extends Variant<SortJob> {
    /** The least bytes one sort of {@code n} keys must move with this algorithm (the bandwidth bound's traffic). */
    double trafficBytes(long n, boolean values);
}
