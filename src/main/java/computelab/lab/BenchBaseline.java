package computelab.lab;

import computelab.failure.LabException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * An earlier bench result (bench.html's JSON, or bench/run.mjs's) that a person loads to compare a run
 * with: its timed rows by suite, algorithm and size. Rows without a time (errors, no timestamps) are left
 * out; so is anything that is not a bench result, with a sentence saying why.
 */
public final class BenchBaseline {
    /** One timed row of the baseline: its median time and its throughput (billions of items per second). */
    public record Row(String suite, String algorithm, long n, double medianMs, Double throughput) {
    }

    private final String name;
    private final String adapter;
    private final Map<String, Row> rows;

    private BenchBaseline(String name, String adapter, Map<String, Row> rows) {
        this.name = name;
        this.adapter = adapter;
        this.rows = rows;
    }

    /** Reads a result file's text; {@code name} is the file's name, for the page to show. */
    public static BenchBaseline parse(String name, String text) {
        Object parsed;
        try {
            parsed = JsonReader.read(text);
        } catch (LabException malformed) {
            throw new LabException(LabException.quotable(name) + " is not a bench result. "
                    + malformed.getMessage());
        }
        if (!(parsed instanceof Json.Obj result) || !(result.get("results") instanceof List<?> list)
                || result.get("page") != null && !"bench".equals(result.get("page"))) {
            throw new LabException(LabException.quotable(name) + " is not a bench result: it has no \"results\" "
                    + "list of a bench page (save one with Download JSON).");
        }
        Map<String, Row> rows = new LinkedHashMap<>();
        for (Object item : list) {
            if (item instanceof Json.Obj row && row.get("suite") instanceof String suite
                    && row.get("algo") instanceof String algorithm && row.get("n") instanceof Double n
                    && row.get("gpuMsMedian") instanceof Double median && median > 0) {
                Object throughput = row.get("gelemPerS") != null ? row.get("gelemPerS")
                        : row.get("gcellsPerS") != null ? row.get("gcellsPerS") : row.get("gkeysPerS");
                rows.put(key(suite, algorithm, n.longValue()), new Row(suite, algorithm, n.longValue(), median,
                        throughput instanceof Double value ? value : null));
            }
        }
        if (rows.isEmpty()) {
            throw new LabException(LabException.quotable(name) + " has no timed rows to compare with.");
        }
        return new BenchBaseline(name, adapterOf(result.get("adapter")), rows);
    }

    /** The baseline's row for the same case, or null. */
    public Row find(String suite, String algorithm, long n) {
        return rows.get(key(suite, algorithm, n));
    }

    public List<Row> rows() {
        return List.copyOf(rows.values());
    }

    public String name() {
        return name;
    }

    /** The GPU the baseline ran on, as its result describes it ("" when it does not). */
    public String adapter() {
        return adapter;
    }

    /** How many times faster this run is than the baseline: baseline time / this time (null without both). */
    public static Double speedUp(Row baseline, Double medianMs) {
        return baseline == null || medianMs == null || !(medianMs > 0) ? null : baseline.medianMs() / medianMs;
    }

    private static String key(String suite, String algorithm, long n) {
        return suite + "\n" + algorithm + "\n" + n;
    }

    private static String adapterOf(Object adapter) {
        if (!(adapter instanceof Json.Obj object)) {
            return "";
        }
        for (String field : new String[] { "description", "architecture", "vendor" }) {
            if (object.get(field) instanceof String text && !text.isEmpty()) {
                return text;
            }
        }
        return "";
    }
}
