package computelab.gpu;

import org.teavm.jso.webgpu.GPUCommandEncoder;

/** GPU work that the {@link Stopwatch} can repeat and time: one call of {@link #encode} is one repetition. */
public interface Timed {
    /** Encodes one repetition; every compute pass is begun through {@code passes}. */
    void encode(GPUCommandEncoder encoder, Passes passes);

    /** The most compute passes one repetition begins. */
    int passesPerRepetition();
}
