package computelab.scan;

/** One scan algorithm: what passes one run of it takes for a given job. */
interface ScanVariant {
    /** The name used in URLs, results and {@link PrefixSum#create}. */
    String name();

    /** Whether its kernels read and write vec4 where the layout allows. */
    boolean vectorizes();

    /** Whether it may write its output over its own input. */
    boolean worksInPlace();

    ScanPlan plan(ScanJob job);
}
