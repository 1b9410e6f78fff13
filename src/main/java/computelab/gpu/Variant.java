package computelab.gpu;

/**
 * One algorithm of a workload in the shape every workload shares: given a job (what to run, where the
 * data is bound, the scratch it may lease, the device's shape), the {@link Plan} of one run. Each
 * workload registers its variants in a {@link Registry}; its facade makes the job and prepares the plan.
 *
 * @param <J> the workload's job
 */
public interface Variant<J> extends Algorithm {
    Plan plan(J job);
}
