package computelab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import computelab.lab.Numbers;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebElement;

/** The benchmark page in headless Chromium on SwiftShader. URLs carry '^' as people type it; Chromium sends it raw. */
@ExtendWith(ConsoleOnFailure.class)
class BenchIT {
    /** The fields every measured row carries (docs/page-contract.md, bench.html). */
    static final List<String> ROW_FIELDS = List.of("suite", "algo", "n", "gpuMsMedian", "gpuMsMin", "copyGBs",
            "readGBs", "fractionOfCopy", "allocatedBytes", "scratchBytes", "ok");

    /** The suites the page offers, read from its form: every registered one, without "all". */
    private static List<String> registeredSuites(Browser browser) {
        List<String> suites = new ArrayList<>();
        for (WebElement option : browser.driver().findElements(By.cssSelector("#field-suite option"))) {
            if (!option.getAttribute("value").equals("all")) {
                suites.add(option.getAttribute("value"));
            }
        }
        return suites;
    }

    /** Whether a suite's sizes are a board's side (its rows count cells), as Life's and reaction-diffusion's. */
    static boolean onBoards(String suite) {
        return suite.equals("life") || suite.equals("rd");
    }

    @Test
    void sizesAreElementCountsButWhereOneSuiteOfBoardsIsGivenSideLengths() throws IOException {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        browser.open("bench.html");
        for (String suite : registeredSuites(browser)) {
            JsonValue planned = browser.run("suite=" + suite + "&sizes=2^6&plan=1");
            assertEquals(!onBoards(suite), planned.get("sizesAreElementCounts").bool(), planned.toString());
            // The default sizes count elements for every suite.
            assertTrue(browser.run("suite=" + suite + "&plan=1").get("sizesAreElementCounts").bool(), suite);
        }
        assertTrue(browser.run("suite=all&sizes=2^6&plan=1").get("sizesAreElementCounts").bool());
    }

    /** Checks one measured row's fields and that its derived numbers follow from its times. */
    static void assertMeasuredRow(JsonValue row) {
        for (String field : ROW_FIELDS) {
            assertTrue(row.has(field), "row lacks " + field + ": " + row);
        }
        assertTrue(row.get("ok").bool(), row.toString());
        String throughputKey = onBoards(row.get("suite").text()) ? "gcellsPerS" : "gelemPerS";
        double median = row.get("gpuMsMedian").number();
        assertTrue(median > 0 && row.get("gpuMsMin").number() <= median, row.toString());
        double items = row.get("items").number();
        assertEquals(items / median / 1e6, row.get(throughputKey).number(), 1e-9 * items / median, row.toString());
        double traffic = row.get("minimumTrafficBytes").number();
        // A read-only case (a reduction, the read kernel) is bounded by the read kernel, not by a copy.
        boolean readOnly = row.has("fractionOfRead");
        String ceiling = readOnly ? "read" : "copy";
        double ceilingMillis = traffic / row.get(ceiling + "GBs").number() / 1e6;
        String fraction = readOnly ? "fractionOfRead" : "fractionOfCopy";
        assertEquals(ceilingMillis / median, row.get(fraction).number(), 1e-6 * ceilingMillis / median,
                row.toString());
        if (readOnly) {
            assertTrue(row.get("fractionOfCopy").isNull(), row.toString());
        }
        assertTrue(row.get("allocatedBytes").number() >= row.get("scratchBytes").number(), row.toString());
    }

    @Test
    void aRunOfEverySuiteMeasuresEveryAlgorithmAndShowsTableAndCharts() throws IOException {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        JsonValue result = browser.open("bench.html?run=1&suite=all&sizes=2^12&reps=3");
        assertEquals("done", result.get("state").text(), result.toString());
        assertEquals("bench", result.get("page").text());
        assertTrue(result.get("adapter").has("description"));
        assertFalse(result.get("cancelled").bool());
        JsonValue plan = browser.run("suite=all&sizes=2^12&reps=3&plan=1").get("plan");
        JsonValue rows = result.get("results");
        assertEquals(plan.size(), rows.size(), "one row per planned case");
        List<String> suitesSeen = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            JsonValue row = rows.at(i);
            assertEquals(plan.at(i).get("suite").text(), row.get("suite").text());
            assertEquals(plan.at(i).get("algo").text(), row.get("algo").text());
            assertMeasuredRow(row);
            if (!suitesSeen.contains(row.get("suite").text())) {
                suitesSeen.add(row.get("suite").text());
            }
        }
        // suite=all runs every suite but sort, which runs only when asked for by name.
        List<String> inAll = new ArrayList<>(registeredSuites(browser));
        assertTrue(inAll.remove("sort"), "sort is a registered suite");
        assertEquals(inAll, suitesSeen, "every suite of suite=all has rows");
        List<String> copyAlgorithms = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            if (rows.at(i).get("suite").text().equals("copy")) {
                copyAlgorithms.add(rows.at(i).get("algo").text());
            }
        }
        assertEquals(List.of("copy", "read", "copy-x4", "read-x4"), copyAlgorithms);

        List<TableRow> tableRows = tableRows(browser);
        assertEquals(rows.size(), tableRows.size());
        for (int i = 0; i < rows.size(); i++) {
            assertTableRowShows(tableRows.get(i), rows.at(i));
        }
        // One size: a bar per algorithm on a log scale, each with its own ceiling's mark.
        for (String suite : suitesSeen) {
            WebElement chart = browser.driver().findElement(By.cssSelector("svg[data-suite='" + suite + "']"));
            assertEquals("bars", chart.getDomAttribute("data-kind"), suite);
            assertEquals("log", chart.getDomAttribute("data-scale"), suite);
            List<String> algorithms = new ArrayList<>();
            for (int i = 0; i < rows.size(); i++) {
                if (rows.at(i).get("suite").text().equals(suite)) {
                    algorithms.add(rows.at(i).get("algo").text());
                }
            }
            List<WebElement> bars = chart.findElements(By.cssSelector("rect.bar"));
            List<String> labels = new ArrayList<>();
            for (WebElement bar : bars) {
                labels.add(bar.getDomAttribute("data-label"));
            }
            assertEquals(algorithms, labels, suite + ": a bar for every algorithm");
            assertEquals(bars.size(), chart.findElements(By.cssSelector("line.ceiling")).size(), suite + " ceilings");
            assertLogarithmic(bars, bar -> Double.parseDouble(bar.getDomAttribute("width")), suite);
            for (WebElement bar : bars) {
                assertTrue(Double.parseDouble(bar.getDomAttribute("width")) >= 8, suite + ": every bar is visible");
            }
        }
        assertTrue(browser.driver().findElements(By.cssSelector("svg[data-kind='lines']")).isEmpty());
    }

    /**
     * A table row shows its case: element counts and Life boards in columns of their own, the time and
     * throughput in people's units, the fraction of the row's own ceiling (read for read-only rows).
     */
    static void assertTableRowShows(TableRow tr, JsonValue row) {
        String suite = row.get("suite").text();
        long n = (long) row.get("n").number();
        assertEquals(suite, tr.suite());
        assertEquals(row.get("algo").text(), tr.algo());
        boolean life = onBoards(suite);
        assertEquals(life ? "" : Numbers.count(n), cell(tr, "size-elements"), tr.getText());
        assertEquals(life ? n + " x " + n : "", cell(tr, "size-board"), tr.getText());
        assertEquals(life ? Numbers.count(n * n) : "", cell(tr, "size-cells"), tr.getText());
        assertEquals(Numbers.millis(row.get("gpuMsMedian").number()), cell(tr, "time"));
        String throughputKey = life ? "gcellsPerS" : "gelemPerS";
        assertEquals(Numbers.rate(row.get(throughputKey).number(), life ? "cells" : "elements"), cell(tr, "throughput"));
        boolean readOnly = row.has("fractionOfRead");
        String ceiling = readOnly ? "read" : "copy";
        assertEquals(ceiling + " · " + Numbers.bandwidth(row.get(ceiling + "GBs").number()), cell(tr, "ceiling"));
        String fraction = Numbers.percent(row.get(readOnly ? "fractionOfRead" : "fractionOfCopy").number());
        boolean suspect = row.has("ceilingSuspect");
        assertEquals(suspect ? fraction + " ⚠ suspect" : fraction, cell(tr, "fraction"), tr.getText());
        assertEquals(suspect, List.of(tr.rowClass().split(" ")).contains("suspect"), tr.getText());
    }

    /** A row of the page's table: its data attributes, its class and the text of each cell by the cell's first class. */
    record TableRow(String suite, String algo, String rowClass, Map<String, String> cells) {
        String getText() {
            return suite + " " + algo + " " + cells;
        }
    }

    /** Every row of #bench-table, read in one script (a WebDriver call per cell would take seconds). */
    @SuppressWarnings("unchecked")
    static List<TableRow> tableRows(Browser browser) {
        List<Map<String, Object>> raw = (List<Map<String, Object>>) browser.script(
                "return Array.from(document.querySelectorAll('#bench-table tbody tr')).map(function(tr) {"
                + "  var cells = {}; Array.from(tr.cells).forEach(function(td) {"
                + "    cells[td.className.split(' ')[0]] = td.textContent; });"
                + "  return {suite: tr.dataset.suite, algo: tr.dataset.algo, cls: tr.className, cells: cells}; });");
        List<TableRow> rows = new ArrayList<>();
        for (Map<String, Object> row : raw) {
            rows.add(new TableRow((String) row.get("suite"), (String) row.get("algo"), (String) row.get("cls"),
                    (Map<String, String>) row.get("cells")));
        }
        return rows;
    }

    private static String cell(TableRow tr, String column) {
        return tr.cells().getOrDefault(column, "");
    }

    private static String cell(WebElement tr, String column) {
        List<WebElement> cells = tr.findElements(By.cssSelector("td." + column));
        return cells.isEmpty() ? "" : cells.get(0).getDomProperty("textContent");
    }

    /** Positions on a log scale: the distance between two values is proportional to the log of their ratio. */
    static void assertLogarithmic(List<WebElement> marks, java.util.function.ToDoubleFunction<WebElement> position,
            String what) {
        double scale = Double.NaN;
        WebElement first = marks.get(0);
        double firstValue = Double.parseDouble(first.getDomAttribute("data-value"));
        for (WebElement mark : marks.subList(1, marks.size())) {
            double value = Double.parseDouble(mark.getDomAttribute("data-value"));
            double decades = Math.log10(value / firstValue);
            if (Math.abs(decades) < 0.05) {
                continue;
            }
            double perDecade = (position.applyAsDouble(mark) - position.applyAsDouble(first)) / decades;
            if (Double.isNaN(scale)) {
                scale = perDecade;
            } else {
                assertEquals(scale, perDecade, Math.abs(scale) * 0.02 + 0.5 / Math.abs(decades), what + ": log scale");
            }
        }
    }

    @Test
    void severalSizesDrawALineForEveryAlgorithmOnLogScalesAndBoardsInTheirOwnColumns() throws IOException {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        // Two algorithms of each suite whose lines are checked below, and reaction-diffusion's tutorial engine.
        JsonValue result = browser.open("bench.html?run=1&suite=all&sizes=2^10,2^12&reps=2&algos=blelloch,"
                + "decoupled-lookback,v1-interleaved-modulo,v2-strided-index,naive/1d-64,bitpacked,tutorial,copy,read");
        assertEquals("done", result.get("state").text(), result.toString());
        JsonValue rows = result.get("results");
        List<TableRow> tableRows = tableRows(browser);
        assertEquals(rows.size(), tableRows.size());
        for (int i = 0; i < rows.size(); i++) {
            assertTableRowShows(tableRows.get(i), rows.at(i));
        }
        TableRow life = tableRows.stream().filter(row -> row.suite().equals("life")).findFirst().orElseThrow();
        assertEquals("32 x 32", cell(life, "size-board"), "2^10 elements: a 32 x 32 board");
        assertEquals("1,024", cell(life, "size-cells"));
        assertEquals("", cell(life, "size-elements"));

        for (String suite : List.of("scan", "reduce", "life", "copy")) {
            WebElement chart = browser.driver().findElement(By.cssSelector("svg[data-suite='" + suite + "']"));
            assertEquals("lines", chart.getDomAttribute("data-kind"), suite);
            assertTrue(chart.findElements(By.cssSelector("rect.bar")).isEmpty(), suite + ": no bars");
            List<String> algorithms = new ArrayList<>();
            for (int i = 0; i < rows.size(); i++) {
                String algo = rows.at(i).get("algo").text();
                if (rows.at(i).get("suite").text().equals(suite) && !algorithms.contains(algo)) {
                    algorithms.add(algo);
                }
            }
            List<String> lines = new ArrayList<>();
            for (WebElement line : chart.findElements(By.cssSelector("polyline.series"))) {
                lines.add(line.getDomAttribute("data-label"));
            }
            assertEquals(algorithms, lines, suite + ": a line for every algorithm");
            assertFalse(chart.findElements(By.cssSelector("polyline.ceiling")).isEmpty(), suite + " has a ceiling");
            List<WebElement> points = chart.findElements(By.cssSelector("circle.point"));
            assertEquals(2 * algorithms.size(), points.size(), suite);
            // Larger throughput is higher up: the position falls with the log of the value.
            assertLogarithmic(points, point -> -Double.parseDouble(point.getDomAttribute("cy")), suite);
            double axis = Double.parseDouble(chart.findElement(By.cssSelector("line.axis")).getDomAttribute("y1"));
            for (WebElement point : points) {
                double cy = Double.parseDouble(point.getDomAttribute("cy"));
                assertTrue(cy < axis - 4 && cy > 20, suite + ": every point clear of the axes, y = " + cy);
            }
        }
    }

    @Test
    void rowsAndChartsAppearAsEachCaseFinishesWithAnEstimateOfTheTimeLeft() throws IOException {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        assertEquals("ready", browser.open("bench.html?suite=copy&sizes=2^12,2^13,2^14&reps=2").get("state").text());
        // Record the table's row count, the charts and the progress line at every change while the run goes.
        browser.script("window.labSeen = []; var output = document.getElementById('output');"
                + "function look() { window.labSeen.push({state: document.body.dataset.state,"
                + "  rows: output.querySelectorAll('#bench-table tbody tr').length,"
                + "  charts: output.querySelectorAll('svg').length,"
                + "  line: document.getElementById('progress').textContent}); }"
                + "new MutationObserver(look).observe(document.body, {childList: true, subtree: true,"
                + "  characterData: true, attributes: true, attributeFilter: ['data-state']});");
        browser.submit();
        assertEquals("done", browser.awaitState("done", "error"), browser.result().toString());
        int total = browser.result().get("results").size();
        assertEquals(12, total);
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> seen = (List<Map<String, Object>>) browser.script("return window.labSeen;");
        List<Long> whileRunning = new ArrayList<>();
        boolean chartWhileRunning = false;
        boolean estimateShown = false;
        for (Map<String, Object> moment : seen) {
            if ("running".equals(moment.get("state"))) {
                long rows = (Long) moment.get("rows");
                if (whileRunning.isEmpty() || whileRunning.get(whileRunning.size() - 1) != rows) {
                    whileRunning.add(rows);
                }
                chartWhileRunning |= rows > 0 && (Long) moment.get("charts") > 0;
                String line = (String) moment.get("line");
                estimateShown |= line.matches("case \\d+ of 12: copy .* · about .+ left \\(an estimate from the \\d+ cases? done\\)");
            }
        }
        assertTrue(whileRunning.size() >= 4, "the table grew row by row during the run: " + whileRunning);
        for (int i = 1; i < whileRunning.size(); i++) {
            assertTrue(whileRunning.get(i) > whileRunning.get(i - 1), "rows only grow: " + whileRunning);
        }
        assertTrue(whileRunning.stream().anyMatch(rows -> rows > 0 && rows < total), "rows before the end: " + whileRunning);
        assertTrue(chartWhileRunning, "charts are drawn during the run");
        assertTrue(estimateShown, "the progress line estimates the time left: " + seen);
        assertEquals(total, browser.driver().findElements(By.cssSelector("#bench-table tbody tr")).size());
    }

    @Test
    void cancellingStopsTheRunningCaseAndReportsTheRowsDone() throws IOException {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        assertEquals("ready", browser.open("bench.html?suite=copy&sizes=2^12,2^13,2^14&reps=2").get("state").text());
        // Press Cancel as soon as the second case is announced: the run stops within that case (between
        // batches of repetitions) and reports the one case it finished.
        browser.script("var line = document.getElementById('progress');"
                + "new MutationObserver(function() {"
                + "  if (line.textContent.indexOf('case 2 of 12') === 0) document.getElementById('cancel-run').click();"
                + "}).observe(line, {childList: true, characterData: true, subtree: true});");
        browser.submit();
        assertEquals("cancelled", browser.awaitState("done", "error", "cancelled"), browser.result().toString());
        JsonValue result = browser.result();
        assertEquals("cancelled", result.get("state").text(), result.toString());
        assertTrue(result.get("cancelled").bool(), result.toString());
        assertEquals(1, result.get("results").size(), result.toString());
        assertMeasuredRow(result.get("results").at(0));
        assertTrue(browser.driver().findElement(By.id("output")).getText().contains("Cancelled"));
        assertFalse(browser.driver().findElement(By.id("cancel-run")).isDisplayed(), "Cancel hides after the run");
    }

    @Test
    void badParametersEndInOneSentenceEach() throws IOException {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        browser.open("bench.html");
        Map<String, String> cases = Map.of(
                "suite=heapsort", "Unknown suite \"heapsort\"",
                "sizes=0", "The parameter sizes must be between 1 and",
                "sizes=2^40", "The size 2^40 is over this device's limit for",
                "reps=0", "The parameter reps must be between 1 and 1000",
                "algos=quick", "Unknown algorithm \"quick\"",
                "sizes=lots", "The parameter sizes must be a whole number",
                "sizes=2^10,,2^12", "The parameter sizes must be a whole number",
                "speed=1", "Unknown parameter \"speed\"");
        cases.forEach((query, start) -> {
            JsonValue result = browser.run(query);
            assertEquals("error", result.get("state").text(), query + " -> " + result);
            assertTrue(result.get("error").text().startsWith(start), query + " -> " + result.get("error").text());
        });
    }

    @Test
    void textFromTheUrlIsShownAsTextNeverAsHtml() throws IOException {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        JsonValue result = browser.open("bench.html?run=1&suite=%3Cb%3Ebold%3C/b%3E");
        assertEquals("error", result.get("state").text());
        assertTrue(browser.message().contains("<b>bold</b>"), browser.message());
        assertTrue(browser.driver().findElements(By.tagName("b")).isEmpty(), "URL text must never become HTML");
    }

    @Test
    void theResultDownloadsAsTheSameJsonAndAsCsvOfItsRowsAndCopyingSaysWhatHappened() throws IOException {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        JsonValue result = browser.open("bench.html?run=1&suite=copy&sizes=2^12&reps=2");
        assertEquals("done", result.get("state").text(), result.toString());
        WebElement json = browser.driver().findElement(By.id("download"));
        assertEquals("bench-results.json", json.getDomAttribute("download"));
        String href = json.getDomAttribute("href");
        assertTrue(href.startsWith("blob:" + browser.url("").replaceAll("/$", "")), href);
        assertEquals(browser.resultText(), fetch(browser, href));

        WebElement csvLink = browser.driver().findElement(By.id("download-csv"));
        assertEquals("bench-results.csv", csvLink.getDomAttribute("download"));
        List<List<String>> csv = parseCsv(fetch(browser, csvLink.getDomAttribute("href")));
        JsonValue rows = result.get("results");
        assertEquals(rows.size() + 1, csv.size(), "a header and a line per row");
        List<String> columns = csv.get(0);
        List<Map<String, JsonValue>> flatRows = new ArrayList<>();
        List<String> expectedColumns = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            Map<String, JsonValue> flat = flatten(rows.at(i));
            flatRows.add(flat);
            for (String key : flat.keySet()) {
                if (!expectedColumns.contains(key)) {
                    expectedColumns.add(key);
                }
            }
        }
        assertEquals(expectedColumns, columns);
        for (int i = 0; i < rows.size(); i++) {
            Map<String, JsonValue> row = flatRows.get(i);
            for (int c = 0; c < columns.size(); c++) {
                String cellText = csv.get(i + 1).get(c);
                JsonValue value = row.get(columns.get(c));
                if (value == null || value.isNull()) {
                    assertEquals("", cellText, columns.get(c));
                } else if (value.toString().equals(String.valueOf((Object) tryNumber(value)))) {
                    assertEquals(value.number(), Double.parseDouble(cellText), 0, columns.get(c));
                } else {
                    assertEquals(value.toString(), cellText, columns.get(c));
                }
            }
        }
        // The read kernel's row is compared with the read kernel, never shown as a fraction of a copy.
        List<String> readRow = csv.get(2);
        assertEquals("read", readRow.get(columns.indexOf("algo")));
        assertEquals("", readRow.get(columns.indexOf("fractionOfCopy")));
        assertFalse(readRow.get(columns.indexOf("fractionOfRead")).isEmpty());

        browser.driver().findElement(By.id("copy-json")).click();
        browser.waitUpTo(Duration.ofSeconds(10))
                .until(d -> !d.findElement(By.id("export-status")).getText().isEmpty());
        String status = browser.driver().findElement(By.id("export-status")).getText();
        assertTrue(status.startsWith("Copied") || status.startsWith("Copying failed"), status);
    }

    @Test
    void aLoadedBaselineShowsItsTimeAndTheSpeedUpForMatchingRowsAndFaintlyInTheCharts(@TempDir Path folder)
            throws IOException {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        JsonValue result = browser.open("bench.html?run=1&suite=copy&sizes=2^12&reps=2");
        assertEquals("done", result.get("state").text(), result.toString());
        // The same run, twice as slow, without its copy-x4 row: the table should say "2.00x faster" where
        // the baseline has the case, and nothing where it has not.
        String text = browser.resultText();
        JsonValue rows = result.get("results");
        StringBuilder slower = new StringBuilder("{\"page\": \"bench\", \"state\": \"done\", \"adapter\": "
                + "{\"description\": \"an older GPU\"}, \"results\": [");
        for (int i = 0; i < rows.size(); i++) {
            JsonValue row = rows.at(i);
            if (row.get("algo").text().equals("copy-x4")) {
                continue;
            }
            slower.append(slower.charAt(slower.length() - 1) == '[' ? "" : ", ")
                    .append("{\"suite\": \"copy\", \"algo\": \"").append(row.get("algo").text())
                    .append("\", \"n\": ").append((long) row.get("n").number())
                    .append(", \"gpuMsMedian\": ").append(2 * row.get("gpuMsMedian").number())
                    .append(", \"gelemPerS\": ").append(row.get("gelemPerS").number() / 2).append(", \"ok\": true}");
        }
        Path file = folder.resolve("older-gpu.json");
        Files.writeString(file, slower.append("]}").toString());
        browser.driver().findElement(By.id("baseline-file")).sendKeys(file.toAbsolutePath().toString());
        browser.waitUpTo(Duration.ofSeconds(10))
                .until(d -> d.findElement(By.id("baseline-status")).getText().startsWith("Comparing with"));
        assertEquals("Comparing with " + file.getFileName() + ": 3 timed rows, measured on an older GPU.",
                browser.driver().findElement(By.id("baseline-status")).getText());
        assertEquals(text, browser.resultText(), "the result JSON is the run's own");

        for (WebElement tr : browser.driver().findElements(By.cssSelector("#bench-table tbody tr"))) {
            String algo = tr.getDomAttribute("data-algo");
            WebElement ratio = tr.findElement(By.cssSelector("td.baseline-ratio"));
            if (algo.equals("copy-x4")) {
                assertEquals("–", cell(tr, "baseline-time"));
                assertEquals("", ratio.getText());
            } else {
                assertEquals(2.0, Double.parseDouble(ratio.getDomAttribute("data-speed-up")), 1e-9, algo);
                assertEquals("2.00× faster", ratio.getText(), algo);
                assertFalse(cell(tr, "baseline-time").isEmpty(), algo);
            }
        }
        WebElement chart = browser.driver().findElement(By.cssSelector("svg[data-suite='copy']"));
        assertEquals(3, chart.findElements(By.cssSelector("rect.baseline")).size(), "a faint bar per matching case");

        assertTrue(browser.driver().findElement(By.id("output")).getText().contains("Faint: the baseline, "
                + file.getFileName()), "the chart's caption names the baseline");

        // A file that is not a bench result is refused with a sentence, and nothing names the earlier
        // baseline any more: no comparison, no faint bars, no caption, no Remove button.
        Path notes = folder.resolve("notes.json");
        Files.writeString(notes, "{\"page\": \"scan\"}");
        browser.driver().findElement(By.id("baseline-file")).sendKeys(notes.toAbsolutePath().toString());
        browser.waitUpTo(Duration.ofSeconds(10))
                .until(d -> d.findElement(By.id("baseline-status")).getText().contains("is not a bench result"));
        assertFalse(browser.driver().findElement(By.id("baseline-clear")).isDisplayed());
        assertFalse(browser.driver().findElement(By.id("output")).getText().contains("Faint: the baseline"));
        assertTrue(browser.driver().findElements(By.cssSelector("td.baseline-ratio")).isEmpty());
        assertTrue(browser.driver().findElements(By.cssSelector("rect.baseline")).isEmpty());

        // A good file again, then Remove drops it.
        browser.driver().findElement(By.id("baseline-file")).sendKeys(file.toAbsolutePath().toString());
        browser.waitUpTo(Duration.ofSeconds(10))
                .until(d -> d.findElement(By.id("baseline-status")).getText().startsWith("Comparing with"));
        browser.driver().findElement(By.id("baseline-clear")).click();
        assertTrue(browser.driver().findElements(By.cssSelector("td.baseline-ratio")).isEmpty());
        assertTrue(browser.driver().findElements(By.cssSelector("rect.baseline")).isEmpty());
    }

    /** A row's fields with nested objects as "field.key", in order. */
    private static Map<String, JsonValue> flatten(JsonValue row) {
        Map<String, JsonValue> flat = new java.util.LinkedHashMap<>();
        for (String key : row.keys()) {
            JsonValue value = row.get(key);
            if (value.isObject()) {
                for (String inner : value.keys()) {
                    flat.put(key + "." + inner, value.get(inner));
                }
            } else {
                flat.put(key, value);
            }
        }
        return flat;
    }

    private static Double tryNumber(JsonValue value) {
        try {
            return value.number();
        } catch (ClassCastException notANumber) {
            return null;
        }
    }

    /** A URL's text exactly (escaped on the way: WebDriver would turn CR LF into LF). */
    private static String fetch(Browser browser, String url) {
        String escaped = (String) ((JavascriptExecutor) browser.driver()).executeAsyncScript(
                "var done = arguments[arguments.length - 1];"
                        + "fetch(arguments[0]).then(function(r) { return r.text(); })"
                        + ".then(function(t) { done(encodeURIComponent(t)); });", url);
        return java.net.URLDecoder.decode(escaped, java.nio.charset.StandardCharsets.UTF_8);
    }

    /** RFC 4180: fields separated by commas, quoted fields with doubled quotes, lines ending in CR LF. */
    static List<List<String>> parseCsv(String text) {
        List<List<String>> lines = new ArrayList<>();
        List<String> line = new ArrayList<>();
        StringBuilder field = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (quoted) {
                if (c == '"' && i + 1 < text.length() && text.charAt(i + 1) == '"') {
                    field.append('"');
                    i++;
                } else if (c == '"') {
                    quoted = false;
                } else {
                    field.append(c);
                }
            } else if (c == '"') {
                quoted = true;
            } else if (c == ',') {
                line.add(field.toString());
                field.setLength(0);
            } else if (c == '\r' && i + 1 < text.length() && text.charAt(i + 1) == '\n') {
                line.add(field.toString());
                field.setLength(0);
                lines.add(line);
                line = new ArrayList<>();
                i++;
            } else {
                field.append(c);
            }
        }
        return lines;
    }
}
