package computelab.gpu;

import java.util.List;
import org.teavm.jso.JSBody;
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
            entries[i] = entry(i, ranges[i].buffer(), ranges[i].byteOffset(), ranges[i].bytes());
        }
        return create(gpu, pipeline, null, entries);
    }

    /** Group 0 of the pipeline's automatic layout with explicit binding numbers, labelled for error messages. */
    public static GPUBindGroup of(Gpu gpu, GPUPipeline pipeline, String label, List<Bound> bindings) {
        GPUDescriptor.BindGroupEntry[] entries = new GPUDescriptor.BindGroupEntry[bindings.size()];
        for (int i = 0; i < entries.length; i++) {
            Bound bound = bindings.get(i);
            entries[i] = entry(bound.binding(), bound.buffer(), bound.byteOffset(), bound.bytes());
        }
        return create(gpu, pipeline, label, entries);
    }

    private static GPUDescriptor.BindGroupEntry entry(int binding, GPUBuffer buffer, double offset, double bytes) {
        GPUDescriptor.BufferBinding resource = GPUDescriptor.create();
        resource.setBuffer(buffer);
        resource.setOffset(offset);
        resource.setSize(bytes);
        GPUDescriptor.BindGroupEntry entry = GPUDescriptor.create();
        entry.setBinding(binding);
        entry.setResource(resource);
        return entry;
    }

    private static GPUBindGroup create(Gpu gpu, GPUPipeline pipeline, String label,
            GPUDescriptor.BindGroupEntry[] entries) {
        double most = gpu.limit("maxStorageBufferBindingSize");
        for (GPUDescriptor.BindGroupEntry entry : entries) {
            double bytes = sizeOf(entry);
            if (bytes > most) {
                throw new IllegalStateException("the lab bound " + (long) bytes + " bytes" + (label == null ? "" : " in "
                        + label) + ", past this device's maxStorageBufferBindingSize of " + (long) most
                        + " bytes, which its size checks should have refused first");
            }
        }
        GPUDescriptor.BindGroup descriptor = GPUDescriptor.create();
        if (label != null) {
            descriptor.setLabel(label);
        }
        descriptor.setLayout(pipeline.getBindGroupLayout(0));
        descriptor.setEntries(entries);
        return gpu.device().createBindGroup(descriptor);
    }

    @JSBody(params = "entry", script = "return entry.resource.size;")
    private static native double sizeOf(GPUDescriptor.BindGroupEntry entry);

    /** A byte range of a buffer; offsets must respect minStorageBufferOffsetAlignment (256). */
    public record Range(GPUBuffer buffer, double byteOffset, double bytes) {
    }
}
