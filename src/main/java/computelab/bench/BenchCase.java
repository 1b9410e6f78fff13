package computelab.bench;

import computelab.gpu.GpuTimer;
import org.teavm.jso.webgpu.GPUCommandEncoder;

/**
 * One prepared (suite, algorithm, size): encodes repetitions, then verifies and frees. The bench encodes
 * a few warm-up repetitions and then the timed ones, all through {@link #encode}; {@link #verify()}
 * checks the state after all of them (a case whose repetitions change its data, like Life, counts them).
 */
public interface BenchCase extends AutoCloseable {
    /** Encodes one repetition; every compute pass is begun through the timer. */
    void encode(GPUCommandEncoder encoder, GpuTimer timer);

    /** The most passes one repetition begins, to size the timer. */
    int passesPerRepetition();

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
