package computelab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.openqa.selenium.By;

/**
 * Every page's result follows docs/result-schema.json, the one description of the contract's fields and
 * their JSON types: finished runs of every page in their different shapes (small and large inputs,
 * integer and float types, comparisons of every algorithm, checked or not) and an error of every page.
 * A cancelled run's (the scan's in its warm-up, the sort's in its timed repetitions, the bench's between
 * cases) is checked where LimitsIT cancels them.
 */
@ExtendWith(ConsoleOnFailure.class)
class ResultSchemaIT {
    private final ResultSchema schema = ResultSchema.shared();

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "index  | run=1",
        "scan   | run=1&n=20&reps=2",
        "scan   | n=1000&type=f32&mode=inclusive&reps=2",
        "scan   | n=5000&type=i32&algo=all&reps=2&subgroups=0",
        "scan   | n=3000&reps=1&verify=0",
        "scan   | n=9000&reps=1&counted=1&maxdim=2",
        "compact | run=1&n=20&type=i32&keep=below&pivot=-5&output=indices&reps=2",
        "compact | n=3000&type=f32&keep=nonzero&reps=1&verify=0",
        "compact | n=9000&reps=1&counted=1",
        "segmented-scan | run=1&n=20&reps=2",
        "segmented-scan | n=5000&type=f32&mode=inclusive&segment=7&reps=2&subgroups=0",
        "segmented-scan | n=3000&reps=1&verify=0",
        "reduce | run=1&n=20&reps=2",
        "reduce | n=1000&type=f32&reps=2&offset=3",
        "reduce | n=1000&type=i32&op=max&algo=ladder&reps=2",
        "reduce | n=100&reps=1&verify=0",
        "sort   | run=1&n=20&reps=2&values=1",
        "sort   | n=1000&type=f32&algo=split-scan&reps=2",
        "sort   | n=700&type=i32&algo=split-scan&reps=1&verify=0&bits=4",
        "sort   | n=5000&reps=1&counted=1&values=1",
        "life   | run=1&w=64&h=64&gens=3&verify=1&density=0.3&render=0",
        "life   | w=40&h=30&pattern=glider&gens=2&render=0&algo=naive&layout=2d-8x8",
        "reaction-diffusion | run=1&w=20&h=10&steps=5&reps=2",
        "reaction-diffusion | w=9&h=7&steps=0&init=random&reps=1&verify=0&algo=tutorial&wrap=0",
        "reaction-diffusion | w=20&h=10&F=0.9&k=0.9&steps=20&reps=1&algo=tutorial",
        "histogram | run=1&n=20&reps=2",
        "histogram | n=5000&bins=65536&algo=global-atomics&bits=1&reps=1&verify=0&workgroups=2",
        "histogram | run=1&n=20011&bins=65536&reps=1",
        "bench  | run=1&suite=all&sizes=2%5E10&reps=2&algos=blelloch,v5-unrolled-subgroup,naive/1d-64,fast/s4,copy,read",
        "bench  | suite=sort&sizes=2%5E9&reps=1&algos=split-scan%2Bpairs",
        "bench  | suite=copy&sizes=2%5E10&plan=1",
        "bench  | suite=compact&sizes=2%5E10&reps=1",
    })
    void aFinishedRunFollowsItsPagesDefinition(String page, String query) throws IOException {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        JsonValue result = query.startsWith("run=1") ? browser.open(page + ".html?" + query)
                : run(browser, page, query);
        assertEquals("done", result.get("state").text(), result.toString());
        assertFollows(result, page);
    }

    /**
     * Every algorithm the reduce page offers, the ladder too, gives every field the contract promises: the
     * schema requires them, and with verify on (the default at this size) the CPU's value beside the GPU's.
     */
    @Test
    void everyReduceAlgorithmGivesTheContractsFields() throws IOException {
        Browser browser = Browser.withWebGpuSoftwareCompositing();
        browser.open("reduce.html");
        List<String> algorithms = browser.driver().findElements(By.cssSelector("#field-algo option")).stream()
                .map(option -> option.getAttribute("value")).toList();
        assertTrue(algorithms.size() > 2 && algorithms.contains("ladder"), algorithms.toString());
        for (String algorithm : algorithms) {
            JsonValue result = browser.run("n=1000&type=f32&reps=2&algo=" + algorithm);
            assertEquals("done", result.get("state").text(), result.toString());
            assertFollows(result, "reduce");
            assertTrue(result.has("expected") && result.has("maxRelErr"), result.toString());
            if (algorithm.equals("ladder")) {
                for (int i = 0; i < result.get("ladder").size(); i++) {
                    assertTrue(result.get("ladder").at(i).has("expected"), result.toString());
                }
            }
        }
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "index  | run=1&size=3",
        "scan   | run=1&n=0",
        "reduce | run=1&op=product",
        "sort   | run=1&type=u64",
        "life   | run=1&rule=B9",
        "reaction-diffusion | run=1&dt=2",
        "histogram | run=1&bins=70000",
        "bench  | run=1&suite=heapsort",
    })
    void anErrorFollowsTheErrorDefinition(String page, String query) throws IOException {
        JsonValue result = Browser.withWebGpuSoftwareCompositing().open(page + ".html?" + query);
        assertEquals("error", result.get("state").text(), result.toString());
        assertFollows(result, "error");
    }

    @Test
    void theCheckFindsAWrongTypeAMissingFieldAndOneTheSchemaDoesNotDeclare() {
        String adapter = "\"adapter\": null, \"features\": null";
        assertEquals(List.of(), schema.check(JsonValue.parse("{\"page\": \"scan\", \"state\": \"error\", "
                + "\"error\": \"The parameter n must be at least 1.\", " + adapter + "}"), "error"));
        JsonValue life = JsonValue.parse("{\"page\": \"life\", \"state\": \"done\", \"w\": 8, \"h\": 8, "
                + "\"rule\": \"B3/S23\", \"wrap\": 1, \"algo\": \"naive\", \"generationsPerPass\": 1, \"start\": \"random fill\", "
                + "\"generation\": 0, \"population\": 5, \"gpuMsPerGen\": null, \"seed\": \"1\", \"kernels\": [], "
                + adapter + "}");
        assertEquals(List.of("$: no field \"checksum\"", "$.population: number 5.0 where the schema wants "
                + "string", "$.seed: a field the schema does not declare"), schema.check(life, "life"));
    }

    /** Runs a query on the page through its test hook (loading the page first when another one is open). */
    private static JsonValue run(Browser browser, String page, String query) {
        if (!browser.driver().getCurrentUrl().contains("/" + page + ".html")) {
            browser.open(page + ".html");
        }
        return browser.run(query);
    }

    /** Asserts the result follows the named definition and the whole schema. */
    static void assertFollows(JsonValue result, String definition) {
        ResultSchema schema = ResultSchema.shared();
        List<String> differences = schema.check(result, definition);
        assertEquals(List.of(), differences, result.toString());
        assertEquals(List.of(), schema.check(result), result.toString());
    }
}
