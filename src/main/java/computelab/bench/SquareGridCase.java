package computelab.bench;

import computelab.gpu.Gpu;
import computelab.gpu.Passes;
import computelab.gpu.Submit;
import computelab.gpu.Timed;
import org.teavm.jso.webgpu.GPUCommandEncoder;

/**
 * A prepared case of a square grid held in two states used in turn (Life, reaction-diffusion): its scratch
 * is the second state and the engine's small buffers, and its checks advance the grid untimed.
 */
public abstract class SquareGridCase implements BenchCase {
    protected final Gpu gpu;

    protected SquareGridCase(Gpu gpu) {
        this.gpu = gpu;
    }

    /** Bytes of one state of the grid, every buffer. */
    protected abstract double stateBytes();

    /** Bytes of the engine's buffers beside its two states (uniforms, counters). */
    protected double smallBytes() {
        return 0;
    }

    /** Cell updates of a repetition (a pass). */
    protected abstract double items();

    /** The least bytes a repetition (a pass) must move. */
    protected abstract double trafficBytes();

    /** Its scratch is the second state and the small buffers. */
    @Override
    public final CaseFacts facts() {
        return CaseFacts.moving(items(), trafficBytes(), stateBytes() + smallBytes(), 2 * stateBytes() + smallBytes());
    }

    /** Encodes {@code work} untimed and submits it. */
    protected void submitUntimed(Timed work) {
        GPUCommandEncoder encoder = gpu.device().createCommandEncoder();
        work.encode(encoder, Passes.UNTIMED);
        gpu.queue().submit(Submit.of(encoder.finish()));
    }
}
