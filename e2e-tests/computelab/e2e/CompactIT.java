package computelab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import computelab.data.ContractInputs;
import computelab.data.ElementType;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.By;

/**
 * The compact page in the browser, opened once: compactions against the test's own CPU reading of the
 * contract (values as doubles, no bit tricks), a small one shown whole with its flags and places, and
 * bad input as one sentence. The kernel's sweep (tile edges, every type, predicate and output, the
 * portable look-back, the forced fallback, 2D grids) is SweepIT's, under Node.
 */
@ExtendWith(ConsoleOnFailure.class)
class CompactIT {
    private static Browser browser;

    @BeforeAll
    static void openThePage() throws IOException {
        browser = Browser.withWebGpuSoftwareCompositing();
        assertEquals("ready", browser.open("compact.html").get("state").text());
    }

    /** Several tiles, tile edges, every predicate and both outputs, the portable look-back and its fallback. */
    @Test
    void compactionsMatchTheTestsOwnReference() {
        List<String> failures = new ArrayList<>();
        String[] queries = { "n=8193&type=u32&keep=odd&output=values&bits=32&seed=3",
            "n=20011&type=i32&keep=below&pivot=-3&output=indices&bits=8&seed=4",
            "n=4097&type=f32&keep=nonzero&output=values&seed=5",
            "n=20011&type=f32&keep=below&pivot=0.125&output=indices&seed=6&subgroups=0",
            "n=20011&type=u32&keep=nonzero&output=values&bits=1&seed=7&fallback=1" };
        for (String query : queries) {
            JsonValue result = browser.run(query + "&reps=1");
            String[] expected = reference(query);
            if (!"done".equals(result.get("state").text()) || !result.get("ok").bool()
                    || !expected[0].equals(result.get("count").text()) || !expected[1].equals(result.get("checksum").text())) {
                failures.add(query + ": expected count " + expected[0] + ", checksum " + expected[1] + "; got " + result);
            }
        }
        assertTrue(failures.isEmpty(), String.join("\n", failures));
    }

    /** compact.html?run=1 with 12 elements: the input, each one's flag and place, and the output are listed. */
    @Test
    void aSmallCompactionIsShownWhole() {
        JsonValue result = browser.open("compact.html?run=1&n=12&type=i32&keep=below&pivot=0&output=indices&reps=1");
        assertEquals("done", result.get("state").text(), result.toString());
        String[] expected = reference("n=12&type=i32&keep=below&pivot=0&output=indices");
        assertEquals(expected[0], result.get("count").text());
        int[] words = ContractInputs.integers(ElementType.I32, 12, 1, 8);
        int place = 0;
        for (int i = 0; i < 12; i++) {
            if (words[i] < 0) {
                assertEquals(Integer.toString(i), result.get("kept").at(place).text(), result.toString());
                assertEquals(place, (int) result.get("places").at(i).number());
                place++;
            } else {
                assertTrue(result.get("places").at(i).isNull(), result.toString());
            }
        }
        String table = browser.driver().findElement(By.id("compact-arrays")).getText();
        assertTrue(table.contains("flag") && table.contains("place"), table);
        String output = browser.driver().findElement(By.id("output")).getText();
        assertTrue(output.contains(expected[0] + " of 12"), output);
        String wgsl = browser.driver().findElement(By.id("wgsl")).getText();
        assertTrue(wgsl.contains("decoupled-lookback"), wgsl);
    }

    @Test
    void badInputIsOneSentence() {
        assertEquals("The keep=odd predicate takes integers (u32 or i32), not f32: keep f32 values with nonzero or below.",
                browser.run("type=f32&keep=odd").get("error").text());
        assertEquals("The parameter pivot must be a number, not \"ten\".",
                browser.run("keep=below&pivot=ten").get("error").text());
        String tooLarge = browser.run("n=2%5E40").get("error").text();
        assertTrue(tooLarge.startsWith("The parameter n must be between 1 and ") && tooLarge.endsWith(", not 2^40."),
                tooLarge);
        assertTrue(tooLarge.contains("this device's largest storage binding"), tooLarge);
    }

    /** {count, checksum} of a query's compaction, read from the contract with plain arithmetic. */
    private static String[] reference(String query) {
        int n = Integer.parseInt(param(query, "n", "65536"));
        String type = param(query, "type", "u32");
        String keep = param(query, "keep", "odd");
        double pivot = Double.parseDouble(param(query, "pivot", "0"));
        boolean indices = param(query, "output", "values").equals("indices");
        int seed = Integer.parseInt(param(query, "seed", "1"));
        int bits = Integer.parseInt(param(query, "bits", "8"));
        int[] words = type.equals("f32") ? floatWords(ContractInputs.floats(n, seed))
                : ContractInputs.integers(ElementType.parse(type), n, seed, bits);
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            double value = switch (type) {
                case "u32" -> words[i] & 0xFFFFFFFFL;
                case "i32" -> words[i];
                default -> Float.intBitsToFloat(words[i]);
            };
            boolean kept = switch (keep) {
                case "odd" -> ((long) value) % 2 != 0;
                case "nonzero" -> value != 0.0;
                default -> value < pivot;
            };
            if (kept) {
                out.add(indices ? i : words[i]);
            }
        }
        return new String[] { Integer.toString(out.size()),
            Long.toString(ContractInputs.checksum(out.stream().mapToInt(Integer::intValue).toArray())) };
    }

    private static String param(String query, String name, String fallback) {
        for (String pair : query.split("&")) {
            if (pair.startsWith(name + "=")) {
                return pair.substring(name.length() + 1);
            }
        }
        return fallback;
    }

    private static int[] floatWords(float[] values) {
        int[] words = new int[values.length];
        for (int i = 0; i < values.length; i++) {
            words[i] = Float.floatToRawIntBits(values[i]);
        }
        return words;
    }
}
