package computelab.gpu;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.teavm.jso.JSBody;

/**
 * A test hook: the device as the lab sees it, smaller than it is. A script that runs before the lab's
 * may set
 *
 * <pre>
 * globalThis.labDeviceOverrides = {limits: {maxBufferSize: 1048576, maxStorageBufferBindingSize: 1048576},
 *                                  hideFeatures: ["subgroups"]};
 * </pre>
 *
 * ({@code bench/lab.mjs} sets it from the environment variable {@code LAB_DEVICE_OVERRIDES}). {@link Gpu}
 * reads it once, when it acquires a device: a lowered limit is what every size check, allocation plan and
 * dispatch grid of the lab sees (a limit is never raised past the device's own) and what the device is
 * requested with (so it enforces the limit where WebGPU's default allows: the 16 KiB of workgroup memory
 * every device offers, for one), and a hidden feature is not requested, so the device really lacks it.
 * End-to-end tests reach a page's largest size with small buffers this way, and run the paths of a
 * device without subgroups or with the least workgroup memory.
 */
final class DeviceOverrides {
    static final DeviceOverrides NONE = new DeviceOverrides(Map.of(), List.of());

    private final Map<String, Double> limits;
    private final List<String> hiddenFeatures;

    private DeviceOverrides(Map<String, Double> limits, List<String> hiddenFeatures) {
        this.limits = limits;
        this.hiddenFeatures = hiddenFeatures;
    }

    /** What the page's script set, or {@link #NONE}. */
    static DeviceOverrides read() {
        if (!present()) {
            return NONE;
        }
        Map<String, Double> limits = new HashMap<>();
        for (String name : limitNames()) {
            double value = limitValue(name);
            if (value >= 0) {
                limits.put(name, value);
            }
        }
        return new DeviceOverrides(Map.copyOf(limits), List.of(hiddenFeatureNames()));
    }

    /** The limit as the lab sees it: the device's, or the override where that is lower. */
    double limit(String name, double deviceValue) {
        Double lowered = limits.get(name);
        return lowered == null ? deviceValue : Math.min(lowered, deviceValue);
    }

    boolean hides(String feature) {
        return hiddenFeatures.contains(feature);
    }

    @JSBody(script = "var o = globalThis.labDeviceOverrides; return o != null && typeof o === 'object';")
    private static native boolean present();

    @JSBody(script = "var l = globalThis.labDeviceOverrides.limits; return l ? Object.keys(l) : [];")
    private static native String[] limitNames();

    @JSBody(params = "name", script = "var v = Number(globalThis.labDeviceOverrides.limits[name]);"
            + "return isFinite(v) && v >= 0 ? v : -1;")
    private static native double limitValue(String name);

    @JSBody(script = "var h = globalThis.labDeviceOverrides.hideFeatures;"
            + "return Array.isArray(h) ? h.map(String) : [];")
    private static native String[] hiddenFeatureNames();
}
