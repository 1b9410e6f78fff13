package computelab.life;

import computelab.gpu.Gpu;
import computelab.gpu.GpuTimer;
import computelab.gpu.Submit;
import org.teavm.jso.webgpu.GPUCommandEncoder;

/**
 * Advances an engine many generations without drawing: up to {@link #GENERATIONS_PER_SUBMIT} steps
 * per command buffer (one compute pass each, timed separately), then the next batch. Waiting for each
 * batch keeps the queue short and gives a time for every generation.
 */
public final class LifeRunner {
    public static final int GENERATIONS_PER_SUBMIT = 64;

    private LifeRunner() {
    }

    /**
     * Encodes and submits {@code generations} steps; returns the GPU milliseconds of each (empty
     * without timestamp queries). The timer needs room for {@link #GENERATIONS_PER_SUBMIT} passes.
     */
    public static double[] advance(Gpu gpu, LifeEngine engine, GpuTimer timer, long generations) {
        boolean timed = timer != null && timer.enabled();
        double[] millis = new double[timed ? (int) generations : 0];
        int timedSoFar = 0;
        for (long done = 0; done < generations;) {
            int batch = (int) Math.min(GENERATIONS_PER_SUBMIT, generations - done);
            if (timed) {
                timer.reset();
            }
            GPUCommandEncoder encoder = gpu.device().createCommandEncoder();
            for (int i = 0; i < batch; i++) {
                if (timed) {
                    timer.nextRepetition();
                }
                engine.step(encoder, timed ? timer : null);
            }
            if (timed) {
                timer.resolve(encoder);
            }
            gpu.queue().submit(Submit.of(encoder.finish()));
            if (timed) {
                double[] batchMillis = timer.read().repetitionMillis();
                System.arraycopy(batchMillis, 0, millis, timedSoFar, batchMillis.length);
                timedSoFar += batchMillis.length;
            } else {
                gpu.finishQueue();
            }
            done += batch;
        }
        return millis;
    }
}
