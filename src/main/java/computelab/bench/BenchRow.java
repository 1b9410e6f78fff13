package computelab.bench;

import computelab.ceiling.CeilingComparison;
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

    /** The case against the copy kernel over its minimum traffic (read + write). */
    public CeilingComparison againstCopy() {
        return CeilingComparison.of("copy", facts.trafficBytes(), copy, timing());
    }

    /** The case against the read-only kernel reading its minimum traffic. */
    public CeilingComparison againstRead() {
        return CeilingComparison.of("read", facts.trafficBytes(), read, timing());
    }

    /** The copy kernel's bandwidth over this case's minimum traffic, GB/s. */
    public Double copyGBs() {
        return againstCopy().gbPerS();
    }

    /** The read-only kernel's bandwidth reading this case's minimum traffic, GB/s. */
    public Double readGBs() {
        return againstRead().gbPerS();
    }

    /**
     * The copy kernel's time for the minimum traffic divided by the case's time: 1 is copy speed. Null
     * for read-only cases, which a copy does not bound (their ceiling is the read kernel).
     */
    public Double fractionOfCopy() {
        return facts.readOnly() ? null : againstCopy().fraction();
    }

    /** Like {@link #fractionOfCopy()} against the read-only kernel; only for read-only cases. */
    public Double fractionOfRead() {
        return facts.readOnly() ? againstRead().fraction() : null;
    }

    /** Whether this row's own ceiling ran too slow (see {@link CeilingComparison#suspect()}). */
    public boolean ceilingSuspect() {
        return timing() != null && (facts.readOnly() ? againstRead() : againstCopy()).suspect();
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
