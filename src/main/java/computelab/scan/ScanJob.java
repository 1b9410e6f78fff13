package computelab.scan;

import computelab.data.ElementType;
import computelab.gpu.Bound;
import computelab.gpu.DispatchGrid;
import computelab.gpu.Kernel;
import computelab.gpu.Plan;
import computelab.gpu.Scratch;
import computelab.gpu.Tuning;
import computelab.gpu.UniformLayout;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.teavm.jso.webgpu.GPUBuffer;

/**
 * Everything a {@link ScanVariant} needs to plan one scan: the request, where the data is bound
 * (bindings 1..4 as the shaders' ACCESS expects, dummies where unused), the scratch it may lease and
 * the device's shape ({@code maxWorkgroupSize}: the most invocations one 1D workgroup may have).
 * {@code counted}: the number of elements is read on the GPU at every run ({@link computelab.gpu.GpuCount}),
 * {@code n} is its capacity.
 */
record ScanJob(long n, ElementType type, ScanMode mode, ScanLayout layout, List<Bound> data, boolean subgroups,
        int maxWorkgroupsPerDimension, int maxWorkgroupSize, long alignmentWords, Tuning options, Scratch sums,
        Scratch tileState, GPUBuffer readDummy, boolean counted) {

    /** The parameters of every scan kernel (tile_access.wgsl is the part the tiled scans share). */
    static final UniformLayout PARAMS = UniformLayout.struct("Params", "scan/blelloch.wgsl", "scan/tile_access.wgsl")
            .u32("n").u32("in_base").u32("out_base").u32("tiles").u32("inclusive");

    /** The words of {@link #PARAMS}. */
    static int[] params(long n, long inBase, long outBase, long tiles, boolean inclusive) {
        return PARAMS.words().set("n", n).set("in_base", inBase).set("out_base", outBase).set("tiles", tiles)
                .set("inclusive", inclusive).array();
    }

    /** One dispatch of a scan kernel over {@code workgroups} workgroups. */
    Plan.Dispatch dispatch(String shader, String entryPoint, boolean withSubgroups, Map<String, Double> constants,
            long workgroups, int[] params, List<Bound> bindings) {
        return new Plan.Dispatch(new Kernel(shader, entryPoint, withSubgroups, constants), grid(workgroups), params,
                bindings);
    }

    /** The grid for a number of workgroups, 2D where one dimension cannot hold them. */
    DispatchGrid grid(long workgroups) {
        return DispatchGrid.of(workgroups, maxWorkgroupsPerDimension);
    }

    /** Override constants every scan kernel takes: the element type. */
    Map<String, Double> typeConstants() {
        Map<String, Double> constants = new HashMap<>();
        constants.put("IS_F32", type == ElementType.F32 ? 1.0 : 0.0);
        return constants;
    }

    /** The data bindings a kernel with only single-word access uses (3 and 4). */
    List<Bound> wordBindings() {
        List<Bound> words = new ArrayList<>();
        for (Bound bound : data) {
            if (bound.binding() == 3 || bound.binding() == 4) {
                words.add(bound);
            }
        }
        return words;
    }

    /** The output's binding among the single-word ones (binding 4). */
    Bound wordOutput() {
        for (Bound bound : data) {
            if (bound.binding() == 4) {
                return bound;
            }
        }
        throw new IllegalStateException("No output binding");
    }

    static long ceil(long a, long b) {
        return (a + b - 1) / b;
    }
}
