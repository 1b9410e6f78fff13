package computelab.ceiling;

import computelab.gpu.Timing;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A run's time beside its ceiling's: a plain kernel (the copy, or for read-only algorithms the read
 * kernel) timed in the same run, and the bytes the algorithm must move. The one place a measurement
 * and its ceiling become bandwidth, the fraction of the ceiling, and the flag that the ceiling itself
 * ran too slow, for every page and the bench. The ceiling may have been timed over fewer bytes than the
 * algorithm moves (a sort moves 36 bytes per key; a copy of as many would not fit beside its data): its
 * bandwidth then stands for the whole traffic.
 *
 * @param kernel "copy" or "read"
 * @param trafficBytes the bytes the algorithm must move
 * @param ceilingBytes the bytes the ceiling kernel moved when it was timed
 * @param ceiling the ceiling kernel's time (null: not measured, e.g. without timestamps)
 * @param run the algorithm's time (null likewise)
 */
public record CeilingComparison(String kernel, double trafficBytes, double ceilingBytes, Timing ceiling, Timing run) {
    /** Past this fraction of its ceiling a run says the ceiling was measured too slow (a disturbed run). */
    public static final double SUSPECT_FRACTION = 1.05;

    /** The ceiling timed over the bytes the algorithm moves. */
    public static CeilingComparison of(String kernel, double bytes, Timing ceiling, Timing run) {
        return new CeilingComparison(kernel, bytes, bytes, ceiling, run);
    }

    /** The ceiling's bandwidth, GB/s; null where either time is missing. */
    public Double gbPerS() {
        return ceiling == null ? null : ceilingBytes / ceiling.median() / 1e6;
    }

    /** The time the ceiling would take for the traffic divided by the run's: 1 is the ceiling's speed. */
    public Double fraction() {
        Double bandwidth = gbPerS();
        return bandwidth == null || run == null ? null : trafficBytes / (bandwidth * 1e6) / run.median();
    }

    /**
     * Whether the run came out faster than its ceiling by more than {@link #SUSPECT_FRACTION}: no
     * algorithm moves its least traffic faster than a plain kernel moving the same bytes, so the ceiling
     * ran too slow and the fraction is no bound.
     */
    public boolean suspect() {
        Double fraction = fraction();
        return fraction != null && fraction > SUSPECT_FRACTION;
    }

    /** The result fields: {@code copyGBs} and {@code fractionOfCopy} (or read's), {@code ceilingSuspect} where so. */
    public Map<String, Object> fields() {
        String name = Character.toUpperCase(kernel.charAt(0)) + kernel.substring(1);
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put(kernel + "GBs", gbPerS());
        fields.put("fractionOf" + name, fraction());
        if (suspect()) {
            fields.put("ceilingSuspect", true);
        }
        return fields;
    }
}
