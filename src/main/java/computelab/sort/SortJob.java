package computelab.sort;

import computelab.data.ElementType;
import computelab.gpu.Bound;
import computelab.gpu.DispatchGrid;
import computelab.gpu.Kernel;
import computelab.gpu.Plan;
import computelab.gpu.Scratch;
import computelab.gpu.Tuning;
import computelab.scan.PrefixSum;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.teavm.jso.webgpu.GPUBuffer;

/**
 * Everything a {@link SortVariant} needs to plan one sort: the request, where the caller's keys and
 * values are bound (values null for keys only), the scratch it may lease (the second copy of the keys
 * and values that passes ping-pong through, and digit counts), the prefix sum it may borrow, stand-ins
 * for unused bindings, the device's grid and workgroup-memory limits, and whether kernels may use
 * subgroup operations (the device has them and the options allow them).
 */
record SortJob(long n, ElementType type, SortRange keysIn, SortRange keysOut, SortRange valuesIn,
        SortRange valuesOut, Scratch alternateKeys, Scratch alternateValues, Scratch counts,
        PrefixSum prefixSum, GPUBuffer readDummy, GPUBuffer writeDummy, int maxWorkgroupsPerDimension,
        double workgroupStorageBytes, boolean subgroups, Tuning options) {

    boolean hasValues() {
        return valuesIn != null;
    }

    /** The override constants of a kernel that moves keys: the key type and whether values move. */
    Map<String, Double> constants() {
        Map<String, Double> constants = keyConstants();
        constants.put("HAS_VALUES", hasValues() ? 1.0 : 0.0);
        return constants;
    }

    /**
     * The override constants of a kernel that only reads keys: the key type. Kernels get only the
     * constants they depend on, so sorts that differ in nothing else share their pipelines.
     */
    Map<String, Double> keyConstants() {
        Map<String, Double> constants = new HashMap<>();
        constants.put("KEY_TYPE", (double) type.code());
        return constants;
    }

    Plan.Dispatch dispatch(String shader, String entryPoint, Map<String, Double> constants, long workgroups,
            int[] params, List<Bound> bindings) {
        return new Plan.Dispatch(new Kernel(shader, entryPoint, false, constants),
                DispatchGrid.of(Math.max(1, workgroups), maxWorkgroupsPerDimension), params, bindings);
    }

    /** A value binding, or the stand-in where keys travel alone. */
    Bound values(SortRange range, int binding, boolean writable) {
        if (range != null) {
            return range.at(binding);
        }
        return Bound.whole(binding, writable ? writeDummy : readDummy);
    }

    static long ceil(long a, long b) {
        return (a + b - 1) / b;
    }
}
