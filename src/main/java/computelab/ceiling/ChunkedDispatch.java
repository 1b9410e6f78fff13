package computelab.ceiling;

import computelab.gpu.DispatchGrid;
import computelab.gpu.Passes;
import java.util.ArrayList;
import java.util.List;
import org.teavm.jso.webgpu.GPUBindGroup;
import org.teavm.jso.webgpu.GPUCommandEncoder;
import org.teavm.jso.webgpu.GPUComputePassEncoder;
import org.teavm.jso.webgpu.GPUPipeline;

/** One kernel over data split into chunks: a bind group and a dispatch per chunk, all in one pass. */
final class ChunkedDispatch {
    private final GPUPipeline.Compute pipeline;
    private final List<GPUBindGroup> groups = new ArrayList<>();
    private final List<DispatchGrid> grids = new ArrayList<>();

    ChunkedDispatch(GPUPipeline.Compute pipeline) {
        this.pipeline = pipeline;
    }

    void add(GPUBindGroup group, DispatchGrid grid) {
        groups.add(group);
        grids.add(grid);
    }

    /** Encodes every chunk's dispatch as one compute pass named {@code label}. */
    void encode(GPUCommandEncoder encoder, Passes passes, String label) {
        GPUComputePassEncoder pass = passes.begin(encoder, label);
        encode(pass);
        pass.end();
    }

    void encode(GPUComputePassEncoder pass) {
        pass.setPipeline(pipeline);
        for (int i = 0; i < groups.size(); i++) {
            pass.setBindGroup(0, groups.get(i));
            grids.get(i).dispatch(pass);
        }
    }
}
