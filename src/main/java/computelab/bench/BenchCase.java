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

    /** Work items per repetition: elements (scan, reduce) or cell updates (life). */
    double items();

    /** The least bytes one repetition must move: the copy-ceiling comparison uses this. */
    double minimumTrafficBytes();

    /**
     * Whether that least traffic is reads only (a reduction): the result row then also compares the
     * time with the read-only ceiling over the same bytes ({@code fractionOfRead}).
     */
    default boolean readOnly() {
        return false;
    }

    /** GPU bytes this case allocated beyond its input and output (scratch, tile state, ping-pong). */
    double scratchBytes();

    /** GPU bytes this case allocated in all. */
    double allocatedBytes();

    @Override
    void close();
}
