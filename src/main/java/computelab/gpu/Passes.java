package computelab.gpu;

import org.teavm.jso.webgpu.GPUCommandEncoder;
import org.teavm.jso.webgpu.GPUComputePassEncoder;
import org.teavm.jso.webgpu.GPUDescriptor;
import org.teavm.jso.webgpu.GPURenderPassEncoder;

/**
 * Where a workload begins its compute passes. Workloads never decide whether a pass is timed: the
 * {@link Stopwatch} hands them a Passes that writes timestamps, everything else uses {@link #UNTIMED}.
 */
@FunctionalInterface
public interface Passes {
    /** Plain labelled passes, no timestamps. */
    Passes UNTIMED = Passes::untimed;

    /** Begins a compute pass named {@code label} (the name shows in timings and GPU error messages). */
    GPUComputePassEncoder begin(GPUCommandEncoder encoder, String label);

    /** Begins a render pass (a frame that draws as well as computes is timed as one repetition). */
    default GPURenderPassEncoder beginRender(GPUCommandEncoder encoder, GPUDescriptor.RenderPass descriptor,
            String label) {
        descriptor.setLabel(label);
        return encoder.beginRenderPass(descriptor);
    }

    static GPUComputePassEncoder untimed(GPUCommandEncoder encoder, String label) {
        GPUDescriptor.ComputePass descriptor = GPUDescriptor.create();
        descriptor.setLabel(label);
        return encoder.beginComputePass(descriptor);
    }
}
