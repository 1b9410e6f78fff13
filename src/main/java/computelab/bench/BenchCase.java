package computelab.bench;

import computelab.gpu.Passes;
import computelab.gpu.Timed;
import org.teavm.jso.webgpu.GPUCommandEncoder;

/**
 * One prepared (suite, algorithm, size): the Stopwatch repeats it (warm-up, then the timed
 * repetitions), then it verifies and frees. {@link #verify()} checks the state after all repetitions
 * (a case whose repetitions change its data, like Life, counts them).
 */
public interface BenchCase extends Timed, AutoCloseable {
    /** The work one repetition runs; the case times it as it is. */
    Timed run();

    @Override
    default void encode(GPUCommandEncoder encoder, Passes passes) {
        run().encode(encoder, passes);
    }

    @Override
    default int passesPerRepetition() {
        return run().passesPerRepetition();
    }

    /** Reads the output back after the repetitions and compares it with a CPU reference. */
    boolean verify();

    /** What a repetition works on and moves, and what the case holds on the GPU, for its result row. */
    CaseFacts facts();

    @Override
    void close();
}
