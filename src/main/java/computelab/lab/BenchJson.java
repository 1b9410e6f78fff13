package computelab.lab;

import computelab.bench.BenchRow;
import computelab.bench.BenchSettings;
import computelab.bench.PlannedCase;
import computelab.gpu.Timing;
import java.util.List;

/** The bench result's JSON: the settings, the plan, and one object per result row (docs/page-contract.md). */
final class BenchJson {
    private BenchJson() {
    }

    /** What the run was asked for; algos is "all" or the list of names. */
    static Json.Obj settings(BenchSettings settings) {
        List<Object> sizes = Json.list();
        sizes.addAll(settings.sizes());
        Object algos = settings.algorithms().isEmpty() ? "all" : List.copyOf(settings.algorithms());
        return Json.object().put("suite", settings.suite()).put("sizes", sizes)
                .put("sizesAreElementCounts", settings.elementCounts()).put("algos", algos)
                .put("reps", settings.reps());
    }

    static List<Object> plan(List<PlannedCase> cases) {
        List<Object> list = Json.list();
        for (PlannedCase planned : cases) {
            list.add(Json.object().put("suite", planned.suite()).put("algo", planned.algorithm())
                    .put("n", planned.size()));
        }
        return list;
    }

    static List<Object> rows(List<BenchRow> rows) {
        List<Object> list = Json.list();
        for (BenchRow row : rows) {
            list.add(row(row));
        }
        return list;
    }

    /**
     * A row: times and ceilings when it ran and verified, else only the sentence saying why not. Values
     * that need timestamp queries are null without them.
     */
    static Json.Obj row(BenchRow row) {
        Json.Obj json = Json.object().put("suite", row.suite()).put("algo", row.algorithm()).put("n", row.size());
        if (!row.ok()) {
            return json.put("ok", false).put("error", row.error());
        }
        Timing timing = row.timing();
        json.put("gpuMsMedian", timing == null ? null : timing.median())
                .put("gpuMsMin", timing == null ? null : timing.min())
                .put("gpuMsSpread", timing == null ? null : timing.spread())
                .put("reps", timing == null ? null : timing.reps())
                .put("warmUpReps", row.measured().warmUpReps())
                .put(row.throughputKey(), row.throughput())
                .put("copyGBs", row.copyGBs())
                .put("readGBs", row.readGBs())
                .put("fractionOfCopy", row.fractionOfCopy());
        if (row.facts().readOnly()) {
            json.put("fractionOfRead", row.fractionOfRead());
        }
        if (row.ceilingSuspect()) {
            // No algorithm beats a plain kernel moving its least traffic: this row's ceiling ran too slow.
            json.put("ceilingSuspect", true);
        }
        json.put("items", row.facts().items())
                .put("minimumTrafficBytes", row.facts().trafficBytes())
                .put("allocatedBytes", row.facts().allocatedBytes())
                .put("scratchBytes", row.facts().scratchBytes());
        if (!row.passMedians().isEmpty()) {
            Json.Obj passes = Json.object();
            row.passMedians().forEach(passes::put);
            json.put("passMsMedian", passes);
        }
        return json.put("ok", true);
    }
}
