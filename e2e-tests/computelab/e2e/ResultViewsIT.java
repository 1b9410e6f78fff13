package computelab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import computelab.data.ContractInputs;
import computelab.data.ElementType;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * What the scan and reduce pages show of a result, checked against the tests' own CPU references: the
 * comparison of every scan algorithm, the first and last elements of a large scan, the input of a
 * small reduction, and each algorithm's steps on the run's own first values.
 */
@ExtendWith(ConsoleOnFailure.class)
class ResultViewsIT {
    @Test
    void comparingEveryScanAlgorithmDrawsOneBarEachAndReportsTheDefaultOne() throws IOException {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        JsonValue result = browser.open("scan.html?run=1&n=5000&algo=all&reps=2");
        assertEquals("done", result.get("state").text(), result.toString());
        JsonValue rows = result.get("compare");
        assertEquals(3, rows.size());
        List<String> names = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            assertTrue(rows.at(i).get("ok").bool(), rows.at(i).toString());
            names.add(rows.at(i).get("algo").text());
        }
        assertEquals(List.of("blelloch", "reduce-then-scan", "decoupled-lookback"), names);
        assertEquals("decoupled-lookback", result.get("ran").text(), "the default on a device with subgroups");
        assertEquals(3, browser.driver().findElements(By.cssSelector("#output svg.bar-chart rect")).size());
        String chart = browser.driver().findElement(By.cssSelector("#output svg.bar-chart")).getText();
        for (String name : names) {
            assertTrue(chart.contains(name), chart);
        }
    }

    @Test
    void aLargeScanShowsItsFirstAndLastElementsAsTheCpuComputesThem() throws IOException {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        int n = 5000;
        JsonValue result = browser.open("scan.html?run=1&n=" + n + "&type=i32&mode=inclusive&bits=8&reps=1");
        assertEquals("done", result.get("state").text(), result.toString());
        int[] input = ContractInputs.integers(ElementType.I32, n, 1, 8);
        int[] expected = ScanReference.scan(input, true);
        List<WebElement> lines = browser.driver().findElements(By.cssSelector("#scan-ends tr"));
        int checked = 0;
        for (WebElement line : lines.subList(1, lines.size())) {
            List<WebElement> cells = line.findElements(By.tagName("td"));
            if (cells.size() < 4) {
                continue; // the "..." between head and tail
            }
            int index = Integer.parseInt(cells.get(0).getText().replace(",", ""));
            assertEquals(Integer.toString(input[index]), cells.get(1).getText(), "input at " + index);
            assertEquals(Integer.toString(expected[index]), cells.get(2).getText(), "CPU at " + index);
            assertEquals(Integer.toString(expected[index]), cells.get(3).getText(), "GPU at " + index);
            assertTrue(!line.getAttribute("class").contains("mismatch"));
            checked++;
        }
        assertEquals(16, checked, "eight at each end");
        assertEquals(n - 1, Integer.parseInt(lines.get(lines.size() - 1).findElement(By.tagName("td")).getText()
                .replace(",", "")));
    }

    @Test
    void theStepsOfAScanEndInTheScanOfTheRunsFirstValues() throws IOException {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        for (String algo : List.of("blelloch", "reduce-then-scan", "decoupled-lookback")) {
            JsonValue result = browser.open("scan.html?run=1&n=20&bits=5&reps=1&algo=" + algo);
            assertEquals("done", result.get("state").text(), result.toString());
            int[] input = ContractInputs.integers(ElementType.U32, 8, 1, 5);
            List<WebElement> steps = browser.driver().findElements(By.cssSelector("#steps tr"));
            assertEquals(values(input), cells(steps.get(0)), algo + ": the first row is the input");
            assertEquals(values(ScanReference.scan(input, false)), cells(steps.get(steps.size() - 1)), algo);
            assertTrue(steps.size() >= 3, algo);
            assertTrue(!browser.driver().findElements(By.cssSelector("#steps td.changed")).isEmpty());
        }
    }

    @Test
    void aSmallReductionListsItsInputAndItsTreeEndsInTheSum() throws IOException {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        JsonValue result = browser.open("reduce.html?run=1&n=20&bits=6&algo=v1-interleaved-modulo&reps=1");
        assertEquals("done", result.get("state").text(), result.toString());
        int[] input = ContractInputs.integers(ElementType.U32, 20, 1, 6);
        assertEquals(values(input), cells(browser.driver().findElement(By.cssSelector("#reduce-input tr[data-array=input]"))));
        List<WebElement> steps = browser.driver().findElements(By.cssSelector("#steps tr"));
        long firstEight = 0;
        for (int i = 0; i < 8; i++) {
            firstEight += input[i];
        }
        assertEquals(Long.toString(firstEight), cells(steps.get(steps.size() - 1)).get(0));
        assertEquals(1 + 3, steps.size(), "the input and three tree levels");
    }

    private static List<String> values(int[] values) {
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < Math.min(8, values.length); i++) {
            texts.add(Integer.toString(values[i]));
        }
        return texts;
    }

    private static List<String> cells(WebElement row) {
        List<String> texts = new ArrayList<>();
        for (WebElement cell : row.findElements(By.tagName("td"))) {
            texts.add(cell.getText());
        }
        return texts.size() > 8 ? texts.subList(0, 8) : texts;
    }

    /**
     * The contract's largest listed f32 arrays at 1366 x 768: every value in the shortest decimal that reads
     * back as the same f32 (checked here with exact decimal arithmetic, not the page's formatter), and no
     * sideways scrolling.
     */
    @Test
    void f32ArraysShowShortestRoundTripValuesAndFitAScreenOf1366() throws IOException {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        try (Viewport viewport = Viewport.of(browser, 1366, 768)) {
            for (String query : List.of("scan.html?run=1&n=24&type=f32&mode=inclusive&reps=2",
                    "sort.html?run=1&n=24&values=1&type=f32&reps=2")) {
                JsonValue result = browser.open(query);
                assertEquals("done", result.get("state").text(), result.toString());
                long pageWidth = (Long) browser.script("return document.documentElement.scrollWidth;");
                long screenWidth = (Long) browser.script("return window.innerWidth;");
                assertTrue(pageWidth <= screenWidth, query + " is " + pageWidth + " px wide at " + screenWidth);
                List<WebElement> cells = browser.driver().findElements(By.cssSelector("tr[data-array=input] td"));
                assertEquals(24, cells.size(), query);
                for (int i = 0; i < cells.size(); i++) {
                    assertShortestFloat((float) result.get("input").at(i).number(), cells.get(i).getText());
                }
            }
        }
    }

    /**
     * {@code shown} reads back as {@code value}, and the decimal of one digit fewer nearest to the float's
     * exact value does not (if any shorter decimal read back as the float, that one would).
     */
    private static void assertShortestFloat(float value, String shown) {
        assertEquals(value, Float.parseFloat(shown), shown);
        int digits = new BigDecimal(shown).precision();
        if (digits > 1) {
            float shorter = new BigDecimal(value).round(new MathContext(digits - 1, RoundingMode.HALF_EVEN)).floatValue();
            assertTrue(shorter != value, shown + " has a digit more than " + value + " needs");
        }
    }
}
