package computelab.gpu;

import org.teavm.jso.webgpu.GPUBindGroup;
import org.teavm.jso.webgpu.GPUBuffer;
import org.teavm.jso.webgpu.GPUDescriptor;
import org.teavm.jso.webgpu.GPUPipeline;

/** Bind groups of whole buffers or buffer ranges, bound at consecutive binding numbers from 0. */
public final class Bindings {
    private Bindings() {
    }

    /** Group 0 of the pipeline's automatic layout, binding i = buffers[i] (whole buffers). */
    public static GPUBindGroup of(Gpu gpu, GPUPipeline pipeline, GPUBuffer... buffers) {
        Range[] ranges = new Range[buffers.length];
        for (int i = 0; i < buffers.length; i++) {
            ranges[i] = new Range(buffers[i], 0, buffers[i].getSize());
        }
        return of(gpu, pipeline, ranges);
    }

    /** Group 0 of the pipeline's automatic layout, binding i = ranges[i]. */
    public static GPUBindGroup of(Gpu gpu, GPUPipeline pipeline, Range... ranges) {
        GPUDescriptor.BindGroupEntry[] entries = new GPUDescriptor.BindGroupEntry[ranges.length];
        for (int i = 0; i < ranges.length; i++) {
            GPUDescriptor.BufferBinding resource = GPUDescriptor.create();
            resource.setBuffer(ranges[i].buffer());
            resource.setOffset(ranges[i].byteOffset());
            resource.setSize(ranges[i].bytes());
            GPUDescriptor.BindGroupEntry entry = GPUDescriptor.create();
            entry.setBinding(i);
            entry.setResource(resource);
            entries[i] = entry;
        }
        GPUDescriptor.BindGroup descriptor = GPUDescriptor.create();
        descriptor.setLayout(pipeline.getBindGroupLayout(0));
        descriptor.setEntries(entries);
        return gpu.device().createBindGroup(descriptor);
    }

    /** A byte range of a buffer; offsets must respect minStorageBufferOffsetAlignment (256). */
    public record Range(GPUBuffer buffer, double byteOffset, double bytes) {
    }
}
