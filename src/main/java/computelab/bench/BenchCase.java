package computelab.bench;

import computelab.gpu.GpuTimer;
import org.teavm.jso.webgpu.GPUCommandEncoder;

/** One prepared (suite, algorithm, size): encodes timed repetitions, then verifies and frees. */
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

    /** GPU bytes this case allocated beyond its input and output (scratch, tile state, ping-pong). */
    double scratchBytes();

    /** GPU bytes this case allocated in all. */
    double allocatedBytes();

    @Override
    void close();
}
