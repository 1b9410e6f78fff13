package computelab.gpu;

import java.util.List;
import org.teavm.jso.typedarrays.Int32Array;
import org.teavm.jso.webgpu.GPUBindGroup;
import org.teavm.jso.webgpu.GPUBuffer;
import org.teavm.jso.webgpu.GPUComputePassEncoder;
import org.teavm.jso.webgpu.GPUPipeline;

/**
 * The first dispatch of a counted run (count_sizes.wgsl): it reads the element count from the caller's
 * {@link GpuCount}, then writes the parameter words and indirect dispatch arguments that follow it
 * ({@link CountRecipe}), so the run's later dispatches size themselves without the count coming back to the
 * host. Owns its recipe and argument buffers; the parameter uniform belongs to the {@link PreparedPlan}.
 */
final class CountStage {
    static final Kernel KERNEL = Kernel.of("common/count_sizes.wgsl", "sizes_from_count");

    private final GPUBuffer recipe;
    private final GPUBuffer arguments;
    private final GPUPipeline.Compute pipeline;
    private final GPUBindGroup bindGroup;

    CountStage(Gpu gpu, String label, GpuCount count, CountRecipe sizes, GPUBuffer parameters) {
        // The count binding starts at an aligned offset at or before the count's word.
        double alignment = Math.max(4, gpu.limit("minStorageBufferOffsetAlignment"));
        double start = Math.floor(count.byteOffset() / alignment) * alignment;
        int[] words = sizes.words(count.capacity(), (int) ((count.byteOffset() - start) / 4));
        recipe = BufferIO.storage(gpu, label + " count recipe", words.length * 4.0);
        gpu.queue().writeBuffer(recipe, 0, Int32Array.fromJavaArray(words));
        arguments = BufferIO.create(gpu, label + " indirect dispatches",
                Math.max(16, sizes.argumentWords() * 4.0),
                GPUBuffer.Usage.STORAGE | GPUBuffer.Usage.INDIRECT | GPUBuffer.Usage.COPY_DST);
        pipeline = gpu.pipelines().compute(KERNEL);
        bindGroup = Bindings.of(gpu, pipeline, label + ": sizes from the count", List.of(
                new Bound(1, count.buffer(), start, count.byteOffset() + 4 - start), Bound.whole(2, recipe),
                Bound.whole(3, parameters), Bound.whole(4, arguments)));
    }

    /** Records the dispatch that writes this run's sizes; the dispatches after it in the pass read them. */
    void encode(GPUComputePassEncoder pass) {
        pass.setPipeline(pipeline);
        pass.setBindGroup(0, bindGroup);
        pass.dispatchWorkgroups(1);
    }

    /** The buffer of the indirect dispatches' arguments. */
    GPUBuffer arguments() {
        return arguments;
    }

    double bytes() {
        return recipe.getSize() + arguments.getSize();
    }

    void close() {
        recipe.destroy();
        arguments.destroy();
    }
}
