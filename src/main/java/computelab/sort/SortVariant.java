package computelab.sort;

import computelab.gpu.Algorithm;

/** One sort algorithm: what passes one run of it takes for a given job. Registered in {@link RadixSort#ALGORITHMS}. */
interface SortVariant extends Algorithm {
    SortPlan plan(SortJob job);

    /** The least bytes one sort of {@code n} keys must move with this algorithm (the bandwidth bound's traffic). */
    double trafficBytes(long n, boolean values);
}
