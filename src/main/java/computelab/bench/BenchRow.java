package computelab.bench;

import computelab.gpu.Measured;
import computelab.gpu.Timing;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One result row: a case's GPU times beside the copy and read ceilings measured over its minimum
 * traffic in the same run, or the sentence saying why the case has no times. A row that failed has
 * only its error: times of a wrong result mean nothing.
 */
public record BenchRow(PlannedCase planned, String throughputKey, Measured measured, CaseFacts facts,
        Timing copy, Timing read, String error) {

    /** The largest fraction of a ceiling a row may show without its ceiling being flagged as suspect. */
    public static final double SUSPECT_FRACTION = 1.05;

    public static BenchRow measured(PlannedCase planned, Measured measured, CaseFacts facts, Timing copy,
            Timing read) {
        return new BenchRow(planned, planned.subject().throughputKey(), measured, facts, copy, read, null);
    }

    public static BenchRow failed(PlannedCase planned, String error) {
        return new BenchRow(planned, planned.subject().throughputKey(), null, null, null, null, error);
    }

    public boolean ok() {
        return error == null;
    }

    public String suite() {
        return planned.suite();
    }

    public String algorithm() {
        return planned.algorithm();
    }

    public long size() {
        return planned.size();
    }

    public Timing timing() {
        return measured == null ? null : measured.timing();
    }

    /** Billions of work items per second at the median time. */
    public Double throughput() {
        Timing timing = timing();
        return timing == null ? null : facts.items() / timing.median() / 1e6;
    }

    /** The copy kernel's bandwidth over this case's minimum traffic (read + write), GB/s. */
    public Double copyGBs() {
        return copy == null ? null : facts.trafficBytes() / copy.median() / 1e6;
    }

    /** The read-only kernel's bandwidth reading this case's minimum traffic, GB/s. */
    public Double readGBs() {
        return read == null ? null : facts.trafficBytes() / read.median() / 1e6;
    }

    /**
     * The copy kernel's time for the minimum traffic divided by the case's time: 1 is copy speed. Null
     * for read-only cases, which a copy does not bound (their ceiling is the read kernel).
     */
    public Double fractionOfCopy() {
        return copy == null || timing() == null || facts.readOnly() ? null : copy.median() / timing().median();
    }

    /** Like {@link #fractionOfCopy()} against the read-only kernel; only for read-only cases. */
    public Double fractionOfRead() {
        return read == null || timing() == null || !facts.readOnly() ? null : read.median() / timing().median();
    }

    /**
     * Whether a fraction of a ceiling came out above {@link #SUSPECT_FRACTION}: no algorithm moves its
     * least traffic faster than a plain kernel moving the same bytes, so the ceiling was measured too
     * slow (a disturbed run) and the fractions of this row are no bound.
     */
    public boolean ceilingSuspect() {
        Double copyFraction = fractionOfCopy();
        Double readFraction = fractionOfRead();
        return copyFraction != null && copyFraction > SUSPECT_FRACTION
                || readFraction != null && readFraction > SUSPECT_FRACTION;
    }

    /** Median milliseconds per pass label, where a repetition has more than one kind of pass. */
    public Map<String, Double> passMedians() {
        Map<String, Double> medians = new LinkedHashMap<>();
        if (measured != null && measured.passes().size() > 1) {
            measured.passes().forEach((label, timing) -> medians.put(label, timing.median()));
        }
        return medians;
    }
}
