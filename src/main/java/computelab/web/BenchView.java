package computelab.web;

import computelab.bench.BenchOutcome;
import computelab.bench.BenchRow;
import computelab.bench.Sizes;
import computelab.lab.Numbers;
import java.util.ArrayList;
import java.util.List;
import org.teavm.jso.JSBody;
import org.teavm.jso.dom.html.HTMLElement;

/** The bench result in the page: export buttons, a table of every row, one chart per suite. */
final class BenchView {
    private static final String[] HEADINGS = {
        "Suite", "Algorithm", "Size", "Median ms", "Min ms", "G items/s", "Copy GB/s", "Read GB/s",
        "Of copy", "Of read", "Allocated", "Scratch", "Result"
    };

    private BenchView() {
    }

    static void show(HTMLElement output, BenchOutcome outcome, String json) {
        actions(output, json);
        if (outcome.cancelled()) {
            Dom.append(output, "p", "Cancelled: the table holds the " + outcome.rows().size()
                    + " cases that finished.").setAttribute("class", "bench-note");
        }
        table(output, outcome.rows());
        for (String suite : suites(outcome.rows())) {
            List<BenchRow> ofSuite = new ArrayList<>();
            for (BenchRow row : outcome.rows()) {
                if (row.suite().equals(suite)) {
                    ofSuite.add(row);
                }
            }
            BenchChart.draw(output, suite, ofSuite);
        }
    }

    private static void actions(HTMLElement output, String json) {
        HTMLElement bar = Dom.append(output, "div");
        bar.setAttribute("class", "bench-actions");
        HTMLElement download = button(bar, "download", "Download JSON");
        HTMLElement copy = button(bar, "copy-json", "Copy JSON");
        HTMLElement status = Dom.append(bar, "span");
        status.setAttribute("id", "export-status");
        status.setAttribute("role", "status");
        download.addEventListener("click", event -> downloadJson(json, "bench-results.json"));
        copy.addEventListener("click", event -> copyText(json, status));
    }

    private static HTMLElement button(HTMLElement parent, String id, String text) {
        HTMLElement button = Dom.append(parent, "button", text);
        button.setAttribute("type", "button");
        button.setAttribute("id", id);
        button.setAttribute("class", "secondary");
        return button;
    }

    private static void table(HTMLElement output, List<BenchRow> rows) {
        HTMLElement table = Dom.append(output, "table");
        table.setAttribute("class", "numbers bench-table");
        table.setAttribute("id", "bench-table");
        HTMLElement head = Dom.append(Dom.append(table, "thead"), "tr");
        for (String heading : HEADINGS) {
            Dom.append(head, "th", heading);
        }
        HTMLElement body = Dom.append(table, "tbody");
        for (BenchRow row : rows) {
            HTMLElement tr = Dom.append(body, "tr");
            Dom.append(tr, "td", row.suite());
            Dom.append(tr, "td", row.algorithm());
            Dom.append(tr, "td", Sizes.format(row.size()));
            if (!row.ok()) {
                HTMLElement error = Dom.append(tr, "td", row.error());
                error.setAttribute("colspan", String.valueOf(HEADINGS.length - 3));
                error.setAttribute("class", "bench-error");
                continue;
            }
            Double median = row.timing() == null ? null : row.timing().median();
            Double min = row.timing() == null ? null : row.timing().min();
            Dom.append(tr, "td", Numbers.significant(median, 4));
            Dom.append(tr, "td", Numbers.significant(min, 4));
            Dom.append(tr, "td", Numbers.significant(row.throughput(), 4));
            Dom.append(tr, "td", Numbers.significant(row.copyGBs(), 4));
            Dom.append(tr, "td", Numbers.significant(row.readGBs(), 4));
            Dom.append(tr, "td", Numbers.percent(row.fractionOfCopy()));
            Dom.append(tr, "td", row.facts().readOnly() ? Numbers.percent(row.fractionOfRead()) : "");
            Dom.append(tr, "td", Numbers.bytes(row.facts().allocatedBytes()));
            Dom.append(tr, "td", Numbers.bytes(row.facts().scratchBytes()));
            Dom.append(tr, "td", "verified");
        }
    }

    private static List<String> suites(List<BenchRow> rows) {
        List<String> suites = new ArrayList<>();
        for (BenchRow row : rows) {
            if (!suites.contains(row.suite())) {
                suites.add(row.suite());
            }
        }
        return suites;
    }

    /** Saves the text through a Blob URL made here (same origin), revoked once the download has started. */
    @JSBody(params = { "text", "name" }, script = "var url = URL.createObjectURL(new Blob([text], "
            + "{type: 'application/json'})); var a = document.createElement('a'); a.href = url; a.download = name;"
            + "document.body.appendChild(a); a.click(); a.remove();"
            + "setTimeout(function() { URL.revokeObjectURL(url); }, 60000);")
    private static native void downloadJson(String text, String name);

    @JSBody(params = { "text", "status" }, script = "function say(t) { status.textContent = t; }"
            + "if (!navigator.clipboard) { say('Copying needs a secure page (https or localhost).'); return; }"
            + "navigator.clipboard.writeText(text).then(function() { say('Copied to the clipboard.'); },"
            + "function(e) { say('Copying failed: ' + (e && e.message ? e.message : e)); });")
    private static native void copyText(String text, HTMLElement status);
}
