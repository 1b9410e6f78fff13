package computelab.scan;

import computelab.gpu.BufferIO;
import computelab.gpu.Gpu;
import computelab.gpu.GpuTimer;
import java.util.ArrayList;
import java.util.List;
import org.teavm.jso.typedarrays.Int32Array;
import org.teavm.jso.webgpu.GPUBindGroup;
import org.teavm.jso.webgpu.GPUBuffer;
import org.teavm.jso.webgpu.GPUCommandEncoder;
import org.teavm.jso.webgpu.GPUComputePassEncoder;
import org.teavm.jso.webgpu.GPUDescriptor;
import org.teavm.jso.webgpu.GPUPipeline;

/**
 * One scan, ready to be encoded any number of times: pipelines, bind groups and the parameters of
 * every pass are made once here. Each {@link #encode} records one complete run. Close it to free its
 * parameter buffer and its hold on the scratch buffers.
 */
public final class PreparedScan implements AutoCloseable {
    private final ScanPlan plan;
    private final ScanLayout layout;
    private final List<GPUPipeline.Compute> pipelines = new ArrayList<>();
    private final List<GPUBindGroup> bindGroups = new ArrayList<>();
    private final GPUBuffer parameters;
    private final double parameterBytes;
    private boolean closed;

    PreparedScan(Gpu gpu, ScanPipelines cache, ScanPlan plan, ScanLayout layout) {
        this.plan = plan;
        this.layout = layout;
        List<ScanPass> passes = plan.passes();
        int slot = (int) Math.max(256, gpu.limit("minUniformBufferOffsetAlignment"));
        parameterBytes = (double) slot * passes.size();
        // Every pass reads its own parameters from one uniform buffer, each at an aligned slot.
        parameters = BufferIO.uniform(gpu, plan.algorithm() + " parameters", parameterBytes);
        int[] words = new int[slot / 4 * passes.size()];
        for (int p = 0; p < passes.size(); p++) {
            System.arraycopy(passes.get(p).params(), 0, words, p * slot / 4, ScanPass.PARAMS_BYTES / 4);
        }
        gpu.queue().writeBuffer(parameters, 0, Int32Array.fromJavaArray(words));
        for (int p = 0; p < passes.size(); p++) {
            ScanPass pass = passes.get(p);
            GPUPipeline.Compute pipeline = cache.pipeline(pass.kernel());
            List<Bound> bindings = new ArrayList<>();
            bindings.add(new Bound(0, parameters, (double) p * slot, ScanPass.PARAMS_BYTES));
            bindings.addAll(pass.bindings());
            pipelines.add(pipeline);
            bindGroups.add(bindGroup(gpu, pipeline, pass.label(), bindings));
        }
    }

    private static GPUBindGroup bindGroup(Gpu gpu, GPUPipeline.Compute pipeline, String label, List<Bound> bindings) {
        GPUDescriptor.BindGroupEntry[] entries = new GPUDescriptor.BindGroupEntry[bindings.size()];
        for (int i = 0; i < entries.length; i++) {
            Bound bound = bindings.get(i);
            GPUDescriptor.BufferBinding resource = GPUDescriptor.create();
            resource.setBuffer(bound.buffer());
            resource.setOffset(bound.byteOffset());
            resource.setSize(bound.bytes());
            GPUDescriptor.BindGroupEntry entry = GPUDescriptor.create();
            entry.setBinding(bound.binding());
            entry.setResource(resource);
            entries[i] = entry;
        }
        GPUDescriptor.BindGroup descriptor = GPUDescriptor.create();
        descriptor.setLabel(label);
        descriptor.setLayout(pipeline.getBindGroupLayout(0));
        descriptor.setEntries(entries);
        return gpu.device().createBindGroup(descriptor);
    }

    /**
     * Records one run. With a timer, every pass is timed (call {@code timer.nextRepetition()} before
     * each run you want measured as one repetition); with null, passes run untimed.
     */
    public void encode(GPUCommandEncoder encoder, GpuTimer timer) {
        if (closed) {
            throw new IllegalStateException("This prepared scan is closed.");
        }
        plan.beforeEachRun().accept(encoder);
        List<ScanPass> passes = plan.passes();
        for (int p = 0; p < passes.size(); p++) {
            GPUComputePassEncoder pass = begin(encoder, timer, passes.get(p).label());
            pass.setPipeline(pipelines.get(p));
            pass.setBindGroup(0, bindGroups.get(p));
            passes.get(p).grid().dispatch(pass);
            pass.end();
        }
    }

    private static GPUComputePassEncoder begin(GPUCommandEncoder encoder, GpuTimer timer, String label) {
        if (timer != null) {
            return timer.beginComputePass(encoder, label);
        }
        GPUDescriptor.ComputePass descriptor = GPUDescriptor.create();
        descriptor.setLabel(label);
        return encoder.beginComputePass(descriptor);
    }

    /** The algorithm that runs: the one asked for, or reduce-then-scan for an in-place decoupled-lookback. */
    public String algorithm() {
        return plan.algorithm();
    }

    /** Compute passes per run. */
    public int passes() {
        return plan.passes().size();
    }

    /** The labels of the passes of one run, in order. */
    public List<String> passLabels() {
        List<String> labels = new ArrayList<>();
        for (ScanPass pass : plan.passes()) {
            labels.add(pass.label());
        }
        return labels;
    }

    /** Workgroups of each pass and the grid they were spread over, e.g. "245 as 245x1". */
    public List<String> dispatches() {
        List<String> grids = new ArrayList<>();
        for (ScanPass pass : plan.passes()) {
            grids.add(pass.grid().workgroups() + " as " + pass.grid().x() + "x" + pass.grid().y());
        }
        return grids;
    }

    /** "vec4" or "words": how the kernels touch the caller's data. */
    public String access() {
        return layout.access().vectors() ? "vec4" : "words";
    }

    public boolean inPlace() {
        return layout.inPlace();
    }

    /** Bytes of GPU memory this scan holds beyond input and output: scratch it leases and its parameters. */
    public double scratchBytes() {
        double bytes = parameterBytes;
        for (Scratch.Lease lease : plan.leases()) {
            bytes += lease.bytes();
        }
        return bytes;
    }

    @Override
    public void close() {
        if (!closed) {
            closed = true;
            parameters.destroy();
            for (Scratch.Lease lease : plan.leases()) {
                lease.release();
            }
        }
    }
}
