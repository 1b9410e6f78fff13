package computelab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import computelab.rd.Agreement;
import computelab.rd.CpuGrayScott;
import computelab.rd.Edges;
import computelab.rd.FieldStats;
import computelab.rd.Fields;
import computelab.rd.GrayScott;
import computelab.rd.InitialState;
import computelab.rd.Precision;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.By;

/**
 * The reaction-diffusion page's contract runs against the CPU reference run here in the test JVM: both
 * engines at awkward sizes (7 x 5, widths that are no multiple of the fast engine's 56-cell output tile
 * and heights none of its 24 rows, a height of one row), both edges, hundreds of steps, in the maze
 * "bubbles" regime, where a random start of density 0.5 fills every grid but 7 x 5 with holes in a
 * field of v (meanV about 0.22; 7 x 5 is checked early, while its seeds still react, and after it died). The statistics must lie within the contract's 2e-4 of the
 * CPU's; the page's own check must agree. All cases run in one page load through {@code window.labRun};
 * the fast engine's cases are few and small because its workgroup memory is slow on SwiftShader (the GPU
 * sweep, bench/gpu-check.mjs, runs it long and large on a real GPU).
 */
@ExtendWith(ConsoleOnFailure.class)
class RdIT {
    private static final GrayScott BUBBLES = new GrayScott(0.039f, 0.058f, 1, 0.5f, 1);

    /** One run: engine, size, edges, start and steps. */
    private record Run(String algo, int width, int height, boolean wrap, String init, int steps) {
        String query() {
            return "w=" + width + "&h=" + height + "&F=0.039&k=0.058&wrap=" + (wrap ? 1 : 0) + "&init=" + init
                    + (init.equals("random") ? "&density=0.5&seed=7" : "") + "&steps=" + steps + "&algo=" + algo
                    + "&reps=1&verify=1&render=0";
        }

        FieldStats expected() {
            Fields start = InitialState.parse(init).fields(width, height, 0.5, 7);
            return new CpuGrayScott(BUBBLES, Edges.of(wrap), Precision.F32).run(start, steps).stats();
        }
    }

    static Browser rdPage() throws IOException {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        if (!browser.driver().getCurrentUrl().contains("/reaction-diffusion.html")) {
            browser.open("reaction-diffusion.html?w=16&h=16&algo=tutorial");
        }
        return browser;
    }

    private static void checkAgainstCpu(List<Run> runs) throws IOException {
        Browser browser = rdPage();
        List<String> mismatches = new ArrayList<>();
        for (Run run : runs) {
            JsonValue result = browser.run(run.query());
            String where = run.query() + " -> " + result;
            if (!"done".equals(result.get("state").text())) {
                mismatches.add("failed: " + where);
                continue;
            }
            FieldStats gpu = new FieldStats(result.get("meanU").number(), result.get("meanV").number(),
                    result.get("minV").number(), result.get("maxV").number());
            FieldStats cpu = run.expected();
            boolean lives = run.width() * run.height() < 64 || cpu.meanV() > 0.05;
            if (gpu.largestDifference(cpu) > Agreement.F32.stats() || !result.get("ok").bool()
                    || result.get("steps").number() != run.steps() || !lives) {
                mismatches.add("expected " + cpu + ": " + where);
            }
        }
        assertTrue(mismatches.isEmpty(), mismatches.size() + " mismatches:\n" + String.join("\n", mismatches));
    }

    @Test
    void theTutorialEngineMatchesTheCpuAtAwkwardSizesOnBothEdgesForHundredsOfSteps() throws IOException {
        checkAgainstCpu(List.of(new Run("tutorial", 7, 5, true, "random", 12),
                new Run("tutorial", 7, 5, false, "random", 500),
                new Run("tutorial", 65, 33, false, "random", 400),
                new Run("tutorial", 257, 31, true, "random", 300),
                new Run("tutorial", 100, 1, true, "random", 300),
                new Run("tutorial", 96, 96, false, "random", 600)));
    }

    @Test
    void theFastEngineMatchesTheCpuAtTileEdgesOnBothEdgesWithEveryPassLength() throws IOException {
        // Passes of 4 steps; 13 and 45 end with a pass of 1 step, 61 with one of 1, 42 with one of 2, 23 with one
        // of 3. Widths 57 and 113 are one past one and two output tiles (56 columns), heights 25 and 30 one and
        // six rows past one tile (24 rows). Hundreds of steps of this engine run in the GPU sweep.
        checkAgainstCpu(List.of(new Run("fast", 7, 5, true, "random", 13),
                new Run("fast", 7, 5, false, "random", 45),
                new Run("fast", 57, 25, false, "random", 61),
                new Run("fast", 113, 23, true, "random", 42),
                new Run("fast", 1, 30, true, "random", 23)));
    }

    @Test
    void f16StorageIsRefusedWithASentenceWhereTheAdapterLacksShaderF16OrStaysNearF32() throws IOException {
        Browser browser = rdPage();
        String query = "w=57&h=25&F=0.039&k=0.058&init=random&density=0.5&seed=7&steps=300&reps=1&verify=1&render=0";
        JsonValue half = browser.run(query + "&precision=f16");
        if ("error".equals(half.get("state").text())) {
            assertEquals("f16 precision needs the shader-f16 feature, which this GPU's adapter does not offer; use "
                    + "f32.", half.get("error").text());
            return;
        }
        JsonValue single = browser.run(query);
        assertTrue(half.get("ok").bool(), half.toString());
        for (String stat : List.of("meanU", "meanV", "minV", "maxV")) {
            assertEquals(single.get(stat).number(), half.get(stat).number(), Agreement.F16_AGAINST_F32, stat);
        }
    }

    @Test
    void aGridJustOverTheBindingLimitSaysBothSizesInBytes() throws Exception {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        try (AutoCloseable lowered = browser.deviceOverrides(
                "{\"limits\": {\"maxStorageBufferBindingSize\": 1048572}}")) {
            JsonValue result = browser.open("reaction-diffusion.html?run=1&w=512&h=256&steps=1&render=0");
            assertEquals("A 512 x 256 grid needs 1048576 bytes per buffer with the fast engine in f32, more than this "
                    + "device allows (1048572 bytes, maxStorageBufferBindingSize).", result.get("error").text());
        } finally {
            browser.open("reaction-diffusion.html?w=16&h=16&algo=tutorial");
        }
    }

    @Test
    void badParametersEndInOneSentence() throws IOException {
        Browser browser = rdPage();
        String[][] cases = {
            { "w=0", "The parameter w must be between 1 and 1048576, not 0." },
            { "F=abc", "F must be a number, not \"abc\"." },
            { "dt=2", "The time step dt times the larger diffusion rate is 2, more than 1.25: the explicit step would blow up; "
                + "take a smaller dt." },
            { "algo=tutorial&precision=f16", "The tutorial engine stores f32 fields only; f16 precision needs the "
                + "fast engine." },
            { "init=center&seed=4", "The parameter seed applies to init=random, not to the centre square." },
            { "w=65536&h=65536", "A 65536 x 65536 grid needs 32768 MiB per buffer with the fast engine in f32, more "
                + "than this device allows (1024 MiB, maxStorageBufferBindingSize)." },
        };
        for (String[] bad : cases) {
            JsonValue result = browser.run(bad[0] + "&verify=0");
            assertEquals("error", result.get("state").text(), bad[0]);
            assertEquals(bad[1], result.get("error").text(), bad[0]);
        }
    }

    /** The first step after which the CPU reference's fields hold NaN or an infinity, or -1. */
    private static int firstNonFiniteStep(GrayScott model, int width, int height, int steps) {
        CpuGrayScott cpu = new CpuGrayScott(model, Edges.TORUS, Precision.F32);
        Fields fields = InitialState.CENTER.fields(width, height, 0.05, 1);
        Fields next = new Fields(width, height);
        for (int step = 1; step <= steps; step++) {
            cpu.step(fields, next);
            Fields done = next;
            next = fields;
            fields = done;
            if (!fields.stats().finite()) {
                return step;
            }
        }
        return -1;
    }

    @Test
    void aRunWhoseFieldsBlowUpStopsAtThatStepAndSaysWhichBoundItPassed() throws IOException {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        JsonValue result = browser.open("reaction-diffusion.html?run=1&w=40&h=24&F=0.9&k=0.9&steps=50&algo=tutorial");
        int expected = firstNonFiniteStep(new GrayScott(0.9f, 0.9f, 1, 0.5f, 1), 40, 24, 50);
        assertTrue(expected > 0 && expected < 50, "the CPU's fields blow up too, at step " + expected);
        String sentence = "The fields became NaN or infinite at step " + expected + ": dt × (1.6 Dv + F + k) is 2.6 "
                + "(dt 1, Du 1, Dv 0.5, F 0.9, k 0.9), more than 2, so the explicit step blows up; take a smaller dt, "
                + "F or k.";
        assertEquals("done", result.get("state").text(), result.toString());
        assertFalse(result.get("ok").bool());
        assertEquals(sentence, result.get("error").text());
        assertEquals(expected, result.get("steps").number(), "the run stops where the fields blew up");
        assertTrue(result.get("meanV").isNull());
        assertEquals(1, result.get("seed").number(), "the seed is a number");
        assertEquals(sentence, browser.message(), "the page says it over the fields");
        browser.waitUpTo(Duration.ofSeconds(20)).until(d -> Long.parseLong(
                d.findElement(By.id("rd-status")).getDomAttribute("data-steps")) == expected);
    }

    @Test
    void aRunByUrlReproducesItsResult() throws IOException {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        String url = "reaction-diffusion.html?run=1&w=64&h=48&init=random&density=0.5&seed=3&F=0.039&k=0.058"
                + "&steps=200&reps=2&algo=tutorial";
        JsonValue first = browser.open(url);
        JsonValue second = browser.open(url);
        assertEquals("done", first.get("state").text(), first.toString());
        assertTrue(first.get("ok").bool(), first.toString());
        for (String stat : List.of("meanU", "meanV", "minV", "maxV", "maxAbsErr")) {
            assertEquals(first.get(stat).number(), second.get(stat).number(), stat);
        }
        assertTrue(first.get("meanV").number() > 0.01, "the pattern lives: " + first);
    }
}
