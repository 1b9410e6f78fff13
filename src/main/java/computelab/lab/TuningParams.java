package computelab.lab;

import computelab.gpu.Tuning;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The hidden parameters that set a workload's {@link Tuning}, declared once for every page that takes
 * them: the one channel for forcing portable paths, small grids or the look-back's fallback in tests,
 * and for timing a variant in benchmarks ({@code scan.html?n=2^20&subgroups=0&fallback=1}). Results of a
 * run that gives any of them carry {@code "tuning"}.
 */
public final class TuningParams {
    static final Param<Boolean> SUBGROUPS = Param.flag("subgroups", "Subgroups", true).hidden()
            .help("1: subgroup operations where the device has them; 0: the workgroup-memory forms");
    static final Param<Boolean> VECTORIZE = Param.flag("vectorize", "Vector access", true).hidden()
            .help("1: vec4 loads and stores where the layout allows; 0: single words");
    static final Param<Long> MAX_DIM = Param.whole("maxdim", "Workgroups per dimension", 0, 1 << 20, 0L).hidden()
            .help("0: the device's limit; smaller values force 2D dispatch grids");
    static final Param<Long> SPIN = Param.whole("spin", "Look-back spin limit", 0, 1 << 20, null).hidden()
            .help("look-back steps without news before a tile is reduced by its waiting successor");
    static final Param<Boolean> FALLBACK = Param.flag("fallback", "Force the fallback", false).hidden()
            .help("1: every tile reduces its predecessor itself (proves the fallback path)");
    static final Param<Long> KEYS = Param.whole("keys", "Keys per invocation", 8, 16, null).hidden()
            .help("onesweep's keys per invocation (tiles of 256 times as many)");
    static final Param<Boolean> COUNTED = Param.flag("counted", "Count on the GPU", false).hidden()
            .help("1: the run reads n from a word on the GPU and sizes its dispatches there (indirect)");
    static final Param<Long> WORKGROUPS = Param.whole("workgroups", "Fast: workgroups", 0, 1 << 20, 0L).hidden()
            .help("workgroups the fast reduction's first pass aims for; 0: its default");

    /** What the scan page takes. */
    public static final List<Param<?>> SCAN = List.of(SUBGROUPS, VECTORIZE, MAX_DIM, SPIN, FALLBACK, COUNTED);
    /** What the segmented scan page takes: the scan's but the count on the GPU, which it does not offer. */
    public static final List<Param<?>> SEGMENTED_SCAN = List.of(SUBGROUPS, VECTORIZE, MAX_DIM, SPIN, FALLBACK);
    /** What the sort page takes. */
    public static final List<Param<?>> SORT = List.of(SUBGROUPS, MAX_DIM, SPIN, FALLBACK, KEYS, COUNTED);
    /** What the compact page takes. */
    public static final List<Param<?>> COMPACT = List.of(SUBGROUPS, MAX_DIM, SPIN, FALLBACK, COUNTED);
    /** What the reduce page takes. */
    public static final List<Param<?>> REDUCE = List.of(SUBGROUPS, MAX_DIM, WORKGROUPS);
    /** What the histogram page takes (workgroups: how many walk the input). */
    public static final List<Param<?>> HISTOGRAM = List.of(MAX_DIM, WORKGROUPS);

    private TuningParams() {
    }

    /** The tuning a request asks for (defaults for what it does not give). */
    public static Tuning of(Request request) {
        Tuning tuning = Tuning.DEFAULT;
        List<Param<?>> own = request.table().params();
        if (own.contains(SUBGROUPS)) {
            tuning = tuning.withSubgroups(request.get(SUBGROUPS));
        }
        if (own.contains(VECTORIZE)) {
            tuning = tuning.withVectorize(request.get(VECTORIZE));
        }
        if (own.contains(MAX_DIM)) {
            tuning = tuning.withMaxWorkgroupsPerDimension(request.get(MAX_DIM).intValue());
        }
        if (own.contains(SPIN) && request.get(SPIN) != null) {
            tuning = tuning.withSpinLimit(request.get(SPIN).intValue());
        }
        if (own.contains(FALLBACK)) {
            tuning = tuning.withForceFallback(request.get(FALLBACK));
        }
        if (own.contains(KEYS) && request.get(KEYS) != null) {
            tuning = tuning.withKeysPerInvocation(request.get(KEYS).intValue());
        }
        if (own.contains(WORKGROUPS)) {
            tuning = tuning.withTargetWorkgroups(request.get(WORKGROUPS).intValue());
        }
        if (own.contains(COUNTED)) {
            tuning = tuning.withCountOnGpu(request.get(COUNTED));
        }
        return tuning;
    }

    /**
     * The URL texts that ask for {@code tuning} (the inverse of {@link #of}): a parameter for each setting
     * that differs from the default, by name.
     */
    static Map<String, String> texts(Tuning tuning) {
        Map<String, String> texts = new LinkedHashMap<>();
        Tuning base = Tuning.DEFAULT;
        if (tuning.subgroups() != base.subgroups()) {
            texts.put(SUBGROUPS.name(), SUBGROUPS.write(tuning.subgroups()));
        }
        if (tuning.vectorize() != base.vectorize()) {
            texts.put(VECTORIZE.name(), VECTORIZE.write(tuning.vectorize()));
        }
        if (tuning.maxWorkgroupsPerDimension() != base.maxWorkgroupsPerDimension()) {
            texts.put(MAX_DIM.name(), MAX_DIM.write((long) tuning.maxWorkgroupsPerDimension()));
        }
        if (tuning.spinLimit() != base.spinLimit()) {
            texts.put(SPIN.name(), SPIN.write((long) tuning.spinLimit()));
        }
        if (tuning.forceFallback() != base.forceFallback()) {
            texts.put(FALLBACK.name(), FALLBACK.write(tuning.forceFallback()));
        }
        if (tuning.keysPerInvocation() != base.keysPerInvocation()) {
            texts.put(KEYS.name(), KEYS.write((long) tuning.keysPerInvocation()));
        }
        if (tuning.targetWorkgroups() != base.targetWorkgroups()) {
            texts.put(WORKGROUPS.name(), WORKGROUPS.write((long) tuning.targetWorkgroups()));
        }
        if (tuning.countOnGpu() != base.countOnGpu()) {
            texts.put(COUNTED.name(), COUNTED.write(tuning.countOnGpu()));
        }
        return texts;
    }

    /** The result's {@code "tuning"}: the tuning parameters the request gave, as given; null if none. */
    public static Json.Obj given(Request request) {
        Json.Obj given = null;
        for (Param<?> param : request.table().params()) {
            if (isTuning(param) && request.given(param)) {
                given = given == null ? Json.object() : given;
                given.put(param.name(), request.text(param));
            }
        }
        return given;
    }

    private static boolean isTuning(Param<?> param) {
        return List.of(SUBGROUPS, VECTORIZE, MAX_DIM, SPIN, FALLBACK, KEYS, WORKGROUPS, COUNTED).contains(param);
    }
}
