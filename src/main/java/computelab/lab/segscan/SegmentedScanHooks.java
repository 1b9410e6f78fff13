package computelab.lab.segscan;

import computelab.data.ElementType;
import computelab.gpu.Gpu;
import computelab.lab.Hooks;
import computelab.lab.Json;
import computelab.scan.ScanMode;
import computelab.scan.SegmentedPrefixSum;
import java.util.List;
import java.util.function.Supplier;

/**
 * The segmented scan page's test hook, a global beside {@code labRun}: {@code labSegmentedScanExample(callback)}
 * runs the library's array calls (the example of {@link SegmentedPrefixSum}'s documentation, an f32 scan and
 * 1000 i32 values in segments of 7) and passes their outputs as JSON, for the end-to-end test to check
 * against its own reference. DOM-free.
 */
final class SegmentedScanHooks {
    /** Values and heads of the longer example: value i % 5 - 2, a head at every multiple of 7. */
    static final int LONG = 1000;

    private SegmentedScanHooks() {
    }

    static void install(Supplier<Gpu> device) {
        Hooks.exposeExample("labSegmentedScanExample", callback -> Hooks.reportLater(callback,
                () -> run(device.get())));
    }

    private static String run(Gpu gpu) {
        try (SegmentedPrefixSum scan = SegmentedPrefixSum.create(gpu)) {
            int[] heads = { 0b101 };
            int[] values = { 1, 2, 3, 4 };
            int[] longValues = new int[LONG];
            int[] longHeads = new int[(LONG + 31) / 32];
            for (int i = 0; i < LONG; i++) {
                longValues[i] = i % 5 - 2;
                if (i % 7 == 0) {
                    longHeads[i / 32] |= 1 << (i % 32);
                }
            }
            return Json.object().put("algorithm", scan.algorithm())
                    .put("inclusive", list(scan.scan(values, heads, ElementType.U32, ScanMode.INCLUSIVE)))
                    .put("exclusive", list(scan.scan(values, heads, ElementType.U32, ScanMode.EXCLUSIVE)))
                    .put("floats", floats(scan.scan(new float[] { 0.5f, 0.25f, 0.125f, 1f }, heads, ScanMode.INCLUSIVE)))
                    .put("long", list(scan.scan(longValues, longHeads, ElementType.I32, ScanMode.EXCLUSIVE)))
                    .toString();
        }
    }

    private static List<Object> list(int[] values) {
        List<Object> list = Json.list();
        for (int value : values) {
            list.add(value);
        }
        return list;
    }

    private static List<Object> floats(float[] values) {
        List<Object> list = Json.list();
        for (float value : values) {
            list.add((double) value);
        }
        return list;
    }
}
