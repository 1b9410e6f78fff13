package computelab.web;

import computelab.bench.BenchRow;
import computelab.bench.PlannedCase;
import computelab.bench.Sizes;
import computelab.lab.BenchBaseline;
import computelab.lab.Numbers;
import java.util.ArrayList;
import java.util.List;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The bench rows as a table, a row added as each case finishes. Element counts and Life boards have
 * columns of their own (a board is its side and its cells), shown only where the run has such rows. Each
 * row is compared with its own ceiling: a copy, or a read for read-only algorithms; a suspect ceiling is
 * flagged. With a baseline loaded, its time and the speed-up for the same (suite, algorithm, size).
 */
final class BenchTable {
    private final HTMLElement body;
    private final boolean elements;
    private final boolean boards;
    private final BenchBaseline baseline;
    private final int columns;
    private String lastSuite;

    /** A table for the planned cases, appended to {@code parent}; empty until rows come. */
    BenchTable(HTMLElement parent, List<PlannedCase> plan, BenchBaseline baseline) {
        boolean anyBoard = false;
        boolean anyElements = false;
        for (PlannedCase planned : plan) {
            anyBoard |= planned.subject().sizeIsSide();
            anyElements |= !planned.subject().sizeIsSide();
        }
        this.elements = anyElements;
        this.boards = anyBoard;
        this.baseline = baseline;
        HTMLElement wrap = Dom.append(parent, "div");
        wrap.setAttribute("class", "bench-table-wrap");
        HTMLElement table = Dom.append(wrap, "table");
        table.setAttribute("class", "numbers bench-table");
        table.setAttribute("id", "bench-table");
        HTMLElement head = Dom.append(Dom.append(table, "thead"), "tr");
        List<String> headings = new ArrayList<>(List.of("Suite", "Algorithm"));
        List<String> classes = new ArrayList<>(List.of("text", "text"));
        if (elements) {
            headings.add("Elements");
            classes.add("size-elements");
        }
        if (boards) {
            headings.addAll(List.of("Life board", "Cells"));
            classes.addAll(List.of("size-board", "size-cells"));
        }
        headings.addAll(List.of("Median time", "Throughput", "Ceiling", "Of ceiling"));
        classes.addAll(List.of("time", "throughput", "ceiling", "fraction"));
        if (baseline != null) {
            headings.addAll(List.of("Baseline", "vs baseline"));
            classes.addAll(List.of("baseline-time", "baseline-ratio"));
        }
        headings.addAll(List.of("Allocated", "Checked"));
        classes.addAll(List.of("bytes", "check"));
        for (int i = 0; i < headings.size(); i++) {
            Dom.append(head, "th", headings.get(i)).setAttribute("class", classes.get(i));
        }
        columns = headings.size();
        body = Dom.append(table, "tbody");
    }

    void add(BenchRow row) {
        HTMLElement tr = Dom.append(body, "tr");
        tr.setAttribute("data-suite", row.suite());
        tr.setAttribute("data-algo", row.algorithm());
        tr.setAttribute("data-n", String.valueOf(row.size()));
        if (lastSuite != null && !lastSuite.equals(row.suite())) {
            tr.setAttribute("class", "new-suite");
        }
        lastSuite = row.suite();
        cell(tr, "text", row.suite());
        cell(tr, "text", row.algorithm());
        boolean side = row.planned().subject().sizeIsSide();
        if (elements) {
            HTMLElement count = cell(tr, "size-elements", side ? "" : Numbers.count(row.size()));
            if (!side) {
                count.setAttribute("title", Sizes.format(row.size()) + " elements");
            }
        }
        if (boards) {
            cell(tr, "size-board", side ? row.size() + " x " + row.size() : "");
            cell(tr, "size-cells", side ? Numbers.count(row.size() * row.size()) : "");
        }
        if (!row.ok()) {
            HTMLElement error = cell(tr, "bench-error", row.error());
            error.setAttribute("colspan", String.valueOf(columns - 2 - (elements ? 1 : 0) - (boards ? 2 : 0)));
            addClass(tr, "failed");
            return;
        }
        Double median = row.timing() == null ? null : row.timing().median();
        String item = side ? "cells" : "elements";
        cell(tr, "time", Numbers.millis(median));
        cell(tr, "throughput", Numbers.rate(row.throughput(), item));
        boolean readOnly = row.facts().readOnly();
        String kind = readOnly ? "read" : "copy";
        Double ceiling = readOnly ? row.readGBs() : row.copyGBs();
        cell(tr, "ceiling", ceiling == null ? "n/a" : kind + " · " + Numbers.bandwidth(ceiling));
        fraction(tr, row, readOnly ? row.fractionOfRead() : row.fractionOfCopy(), kind);
        if (baseline != null) {
            compare(tr, baseline.find(row.suite(), row.algorithm(), row.size()), median);
        }
        cell(tr, "bytes", Numbers.bytes(row.facts().allocatedBytes()));
        cell(tr, "check", "✓").setAttribute("title", "The result equals the CPU reference.");
    }

    private static void fraction(HTMLElement tr, BenchRow row, Double fraction, String kind) {
        HTMLElement cell = cell(tr, "fraction", Numbers.percent(fraction));
        if (fraction != null) {
            cell.setAttribute("title", "The " + kind + " kernel's time for this case's minimum traffic / this case's time.");
        }
        if (row.ceilingSuspect()) {
            addClass(tr, "suspect");
            HTMLElement flag = Dom.append(cell, "span", " ⚠ suspect");
            flag.setAttribute("class", "suspect-flag");
            cell.setAttribute("title", "Faster than a plain " + kind + " of its own minimum traffic, twice: the "
                    + "ceiling was measured too slow (a disturbed run), so this fraction bounds nothing.");
        }
    }

    private static void compare(HTMLElement tr, BenchBaseline.Row before, Double median) {
        if (before == null) {
            cell(tr, "baseline-time", "–").setAttribute("title", "No row for this case in the baseline.");
            cell(tr, "baseline-ratio", "");
            return;
        }
        cell(tr, "baseline-time", Numbers.millis(before.medianMs()));
        Double speedUp = BenchBaseline.speedUp(before, median);
        if (speedUp == null) {
            cell(tr, "baseline-ratio", "n/a");
            return;
        }
        boolean faster = speedUp >= 1;
        HTMLElement ratio = cell(tr, "baseline-ratio " + (faster ? "faster" : "slower"),
                Numbers.significant(faster ? speedUp : 1 / speedUp, 3) + "× " + (faster ? "faster" : "slower"));
        ratio.setAttribute("data-speed-up", String.valueOf(speedUp));
        ratio.setAttribute("title", "Baseline time / this time = " + Numbers.significant(speedUp, 3));
    }

    private static void addClass(HTMLElement element, String name) {
        String classes = element.getAttribute("class");
        element.setAttribute("class", classes == null || classes.isEmpty() ? name : classes + " " + name);
    }

    private static HTMLElement cell(HTMLElement tr, String cssClass, String text) {
        HTMLElement td = Dom.append(tr, "td", text);
        td.setAttribute("class", cssClass);
        return td;
    }
}
