package computelab.compact.example;

import computelab.compact.CompactOutput;
import computelab.compact.Keep;
import computelab.compact.Selection;
import computelab.compact.StreamCompaction;
import computelab.data.ElementType;
import computelab.failure.LabException;
import computelab.gpu.BufferIO;
import computelab.gpu.Gpu;
import computelab.gpu.GpuCount;
import computelab.gpu.Passes;
import computelab.gpu.PreparedPlan;
import computelab.gpu.Submit;
import computelab.sort.RadixSort;
import computelab.sort.SortData;
import org.teavm.jso.webgpu.GPUBuffer;
import org.teavm.jso.webgpu.GPUCommandEncoder;

/**
 * How another TeaVM application chains the primitives on its own buffers (quoted in README.md): the
 * points nearer than a far plane keep their depth, and the kept depths are sorted front to back, both
 * recorded into one command encoder. How many points were kept stays on the GPU: the sort reads it there.
 * Call it from a TeaVM thread: GPU calls wait for their promises.
 */
public final class VisibleDepthsExample {
    private VisibleDepthsExample() {
    }

    /** The caller's buffers after the run: the sorted depths from element 0, and how many in word 0 of count. */
    public record VisibleDepths(GPUBuffer sorted, GPUBuffer count) {
    }

    /**
     * Keeps the depths below {@code far} and sorts them, without reading anything back. A program acquires
     * its device once ({@code Gpu.acquire()}) and hands it to everything that runs on the GPU; it destroys
     * the two buffers returned when it is done with them.
     */
    public static VisibleDepths run(Gpu gpu, float[] depths, float far) {
        if (depths.length == 0) {
            throw new LabException("There are no depths to keep and sort: give at least one.");
        }
        int capacity = depths.length;
        // The compaction reads its input as vec4s: the buffer holds whole vectors.
        GPUBuffer points = BufferIO.storage(gpu, "example depths", Math.ceil(capacity / 4.0) * 16);
        GPUBuffer visible = BufferIO.storage(gpu, "example visible depths", capacity * 4.0);
        GPUBuffer count = BufferIO.storage(gpu, "example visible count", 4);
        boolean returned = false;
        try {
            BufferIO io = new BufferIO(gpu);
            io.upload(points, 0, depths);
            io.destroy();
            try (StreamCompaction compaction = StreamCompaction.create(gpu);
                    RadixSort radixSort = RadixSort.create(gpu)) {
                Selection nearer = new Selection(ElementType.F32, Keep.BELOW, far, CompactOutput.VALUES);
                // Both planned once for the capacity; the sort takes its count from word 0 of count at each run.
                GpuCount kept = GpuCount.at(count, 0, capacity);
                try (PreparedPlan keep = compaction.prepare(points, visible, count, capacity, nearer);
                        PreparedPlan order = radixSort.prepare(SortData.keys(visible, 0, visible, 0, kept,
                                ElementType.F32))) {
                    GPUCommandEncoder encoder = gpu.device().createCommandEncoder();
                    keep.encode(encoder, Passes.UNTIMED);
                    order.encode(encoder, Passes.UNTIMED);
                    gpu.queue().submit(Submit.of(encoder.finish()));
                }
            }
            returned = true;
            return new VisibleDepths(visible, count);
        } finally {
            // The input is the example's own; the results are the caller's, unless the run failed.
            points.destroy();
            if (!returned) {
                visible.destroy();
                count.destroy();
            }
        }
    }
}
