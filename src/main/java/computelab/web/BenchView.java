package computelab.web;

import computelab.bench.BenchOutcome;
import computelab.bench.BenchRow;
import computelab.bench.PlannedCase;
import computelab.lab.BenchBaseline;
import computelab.lab.Json;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The bench result in the page, built while the run goes: the table gains a row and its suite's chart is
 * drawn again as each case finishes; at the end come the export links and the notes. A baseline loaded at
 * any time redraws both with it.
 */
final class BenchView {
    private final HTMLElement output;
    private final BenchExports exports = new BenchExports();
    private final List<BenchRow> rows = new ArrayList<>();
    private final Map<String, HTMLElement> chartSlots = new LinkedHashMap<>();
    private List<PlannedCase> plan = List.of();
    private BenchBaseline baseline;
    private HTMLElement tableSlot;
    private HTMLElement charts;
    private HTMLElement key;
    private BenchTable table;

    BenchView(HTMLElement output) {
        this.output = output;
    }

    /** A run is about to measure these cases: an empty table with the columns they need, a place per chart. */
    void begin(List<PlannedCase> cases) {
        exports.release();
        output.clear();
        rows.clear();
        chartSlots.clear();
        plan = List.copyOf(cases);
        HTMLElement results = Dom.append(output, "div");
        results.setAttribute("class", "bench-results");
        // The charts first: the picture of the run; the table after: every number of it.
        key = Dom.append(results, "p", BenchChart.key(baseline));
        key.setAttribute("class", "bench-chart-key");
        charts = Dom.append(results, "div");
        charts.setAttribute("class", "bench-charts");
        tableSlot = Dom.append(results, "div");
        tableSlot.setAttribute("class", "bench-table-slot");
        for (PlannedCase planned : plan) {
            if (!chartSlots.containsKey(planned.suite())) {
                HTMLElement slot = Dom.append(charts, "div");
                slot.setAttribute("class", "bench-chart-slot");
                chartSlots.put(planned.suite(), slot);
            }
        }
        table = new BenchTable(tableSlot, plan, baseline);
    }

    /** A case finished: its row joins the table and its suite's chart is drawn again. */
    void add(BenchRow row) {
        rows.add(row);
        table.add(row);
        chart(row.suite());
    }

    /** The run ended with this result: exports and notes above the table. */
    void finish(Json.Obj result, BenchOutcome outcome) {
        if (!outcome.rows().equals(rows)) {
            // Shown without having watched the run (a run through the test hook): build it all now.
            List<PlannedCase> cases = new ArrayList<>();
            outcome.rows().forEach(row -> cases.add(row.planned()));
            begin(cases);
            outcome.rows().forEach(this::add);
        }
        HTMLElement top = Dom.append(output, "div");
        output.insertBefore(top, output.getFirstChild());
        exports.show(top, result);
        notes(top, outcome);
    }

    /** Compares the shown rows with a baseline (null: none) from now on. */
    void setBaseline(BenchBaseline baseline) {
        this.baseline = baseline;
        if (table == null) {
            return;
        }
        key.withText(BenchChart.key(baseline));
        tableSlot.clear();
        table = new BenchTable(tableSlot, plan, baseline);
        rows.forEach(table::add);
        chartSlots.keySet().forEach(this::chart);
    }

    private void chart(String suite) {
        HTMLElement slot = chartSlots.get(suite);
        if (slot == null) {
            return;
        }
        slot.clear();
        List<BenchRow> ofSuite = new ArrayList<>();
        for (BenchRow row : rows) {
            if (row.suite().equals(suite)) {
                ofSuite.add(row);
            }
        }
        BenchChart.draw(slot, suite, ofSuite, baseline);
    }

    private static void notes(HTMLElement parent, BenchOutcome outcome) {
        if (outcome.cancelled()) {
            note(parent, "Cancelled: the table holds the " + outcome.rows().size() + " cases that finished.");
        }
        boolean suspect = false;
        boolean untimed = false;
        for (BenchRow row : outcome.rows()) {
            suspect |= row.ok() && row.ceilingSuspect();
            untimed |= row.ok() && row.timing() == null;
        }
        if (suspect) {
            note(parent, "⚠ suspect: a case ran faster than a plain kernel moving its own minimum traffic, twice. "
                    + "Its ceiling was measured too slow (a disturbed run), so its fraction bounds nothing; run again.")
                    .setAttribute("class", "bench-note warning");
        }
        if (untimed) {
            note(parent, "This GPU offers no timestamp queries: cases are verified, but times read n/a.");
        }
    }

    private static HTMLElement note(HTMLElement parent, String text) {
        HTMLElement note = Dom.append(parent, "p", text);
        note.setAttribute("class", "bench-note");
        return note;
    }
}
