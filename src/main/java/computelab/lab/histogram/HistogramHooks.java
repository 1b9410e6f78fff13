package computelab.lab.histogram;

import computelab.gpu.Gpu;
import computelab.gpu.Tuning;
import computelab.histogram.Histogram;
import computelab.lab.Hooks;
import computelab.lab.Json;
import java.util.List;
import java.util.function.Supplier;
import org.teavm.jso.JSBody;
import org.teavm.jso.JSFunctor;
import org.teavm.jso.JSObject;

/**
 * The histogram page's test hook, a global beside {@code labRun}: {@code labHistogramCounts(algorithm,
 * values, bins, bits, callback)} counts the given u32 values (comma-separated decimals, so a test chooses
 * the edges: 0, 2^bits - 1, each side of a bin boundary) with {@link Histogram#count} and passes
 * {@code {"counts": [...]}} (decimal strings, bin 0 first). DOM-free: under Node the global lives on globalThis.
 */
final class HistogramHooks {
    private HistogramHooks() {
    }

    static void install(Supplier<Gpu> device) {
        exposeCounts((algorithm, values, bins, bits, callback) -> Hooks.reportLater(callback, () -> {
            String[] texts = values.split(",");
            int[] words = new int[texts.length];
            for (int i = 0; i < texts.length; i++) {
                words[i] = (int) Long.parseLong(texts[i].trim());
            }
            try (Histogram histogram = Histogram.create(device.get(), algorithm, Tuning.DEFAULT)) {
                List<Object> counts = Json.list();
                for (int count : histogram.count(words, bins, bits)) {
                    counts.add(Long.toString(count & 0xFFFFFFFFL));
                }
                return Json.object().put("counts", counts).toString();
            }
        }));
    }

    @JSBody(params = "hook", script = "globalThis.labHistogramCounts = hook;")
    private static native void exposeCounts(CountsHook hook);

    @JSFunctor
    interface CountsHook extends JSObject {
        void run(String algorithm, String values, int bins, int bits, Hooks.TextCallback callback);
    }
}
