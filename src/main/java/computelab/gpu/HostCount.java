package computelab.gpu;

import java.util.ArrayList;
import java.util.List;
import org.teavm.jso.typedarrays.Int32Array;
import org.teavm.jso.webgpu.GPUBuffer;

/**
 * A count the host knows, written to a GPU word of its own so that a run of it takes the path of a count on
 * the GPU ({@link Tuning#countOnGpu()}): tests and sweeps prove that path at every size they run. Held by the
 * plan it counts, its word destroyed with it.
 */
public final class HostCount implements Plan.Held {
    private final GPUBuffer word;
    private final GpuCount count;

    public HostCount(Gpu gpu, String label, long n) {
        word = BufferIO.storage(gpu, label + " count", 4);
        gpu.queue().writeBuffer(word, 0, Int32Array.fromJavaArray(new int[] { (int) n }));
        count = GpuCount.at(word, 0, n);
    }

    /** The count: its word, and n as its capacity. */
    public GpuCount count() {
        return count;
    }

    /** {@code plan} counted by this word and holding it. */
    public Plan counting(Plan plan) {
        List<Plan.Held> holds = new ArrayList<>(plan.holds());
        holds.add(this);
        return plan.holding(holds).countedBy(count);
    }

    @Override
    public double bytes() {
        return word.getSize();
    }

    @Override
    public void release() {
        word.destroy();
    }
}
