package computelab.scan;

import computelab.gpu.Algorithm;

/** One scan algorithm: what passes one run of it takes for a given job. Registered in {@link PrefixSum#ALGORITHMS}. */
interface ScanVariant extends Algorithm {
    /** Whether its kernels read and write vec4 where the layout allows. */
    boolean vectorizes();

    /** Whether it may write its output over its own input. */
    boolean worksInPlace();

    ScanPlan plan(ScanJob job);
}
