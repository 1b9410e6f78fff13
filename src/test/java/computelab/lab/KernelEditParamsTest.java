package computelab.lab;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import computelab.failure.LabException;
import computelab.gpu.KernelEdit;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Random;
import org.junit.jupiter.api.Test;

class KernelEditParamsTest {
    @Test
    void base64urlMatchesTheJdksEncoderWithoutPaddingBothWays() {
        Random random = new Random(7);
        for (int length = 0; length < 40; length++) {
            byte[] bytes = new byte[length];
            random.nextBytes(bytes);
            String expected = Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
            assertEquals(expected, Base64Url.encode(bytes));
            assertArrayEquals(bytes, Base64Url.decode(expected));
        }
    }

    @Test
    void base64urlRefusesOtherCharactersAndCutOffTextsWithASentence() {
        LabException padded = assertThrows(LabException.class, () -> Base64Url.decode("YWJj=="));
        assertTrue(padded.getMessage().contains("\"=\" at character 5"), padded.getMessage());
        assertTrue(assertThrows(LabException.class, () -> Base64Url.decode("YWJjZ")).getMessage().contains("cut off"));
    }

    @Test
    void everyWorkloadPageTakesModuleAndWgslBesideItsOwnParameters() {
        for (Workloads.Workload workload : Workloads.ALL) {
            Experiment own = workload.experiment().get();
            ParamTable table = EditableExperiment.forPage(workload.name(), own).params();
            assertEquals(own.params().names().size() + 3, table.names().size(), workload.name());
            assertTrue(table.names().containsAll(own.params().names()));
            assertNotNull(table.named("module"));
            assertTrue(table.named("wgsl").isHidden() && table.named("module").isHidden());
            assertTrue(table.named("limit").isHidden());
        }
        assertNull(EditableExperiment.forPage("bench", new SelfCheck()).params().named("module"));
    }

    @Test
    void aModuleTheLabDoesNotCompileIsNamedAsTheMistake() {
        ParamTable table = KernelEditParams.tableWith(ParamTable.of());
        BadParameter wrong = assertThrows(BadParameter.class, () -> table.parse("module=scan/nope.wgsl&wgsl=AA", null));
        assertEquals("module", wrong.parameter());
        assertTrue(wrong.getMessage().startsWith("There is no module \"scan/nope.wgsl\""), wrong.getMessage());
        Request request = table.parse("module=scan/decoupled_lookback.wgsl%2Bsubgroups&wgsl=AA", null);
        assertEquals("scan/decoupled_lookback.wgsl+subgroups", request.get(KernelEditParams.MODULE));
    }

    @Test
    void anEditedRunsTimeLimitIsSecondsWithinItsRangeOrAbsent() {
        ParamTable table = KernelEditParams.tableWith(ParamTable.of());
        assertEquals(2.5, table.parse("limit=2.5", null).get(KernelEditParams.LIMIT));
        assertNull(table.parse("", null).get(KernelEditParams.LIMIT));
        assertEquals("limit", assertThrows(BadParameter.class, () -> table.parse("limit=0", null)).parameter());
        assertEquals("limit", assertThrows(BadParameter.class, () -> table.parse("limit=soon", null)).parameter());
        assertEquals("limit", assertThrows(BadParameter.class,
                () -> KernelEditParams.edit(table.parse("limit=5", null))).parameter());
    }

    @Test
    void oneOfTheTwoWithoutTheOtherNamesTheMissingOne() {
        ParamTable table = KernelEditParams.tableWith(ParamTable.of());
        assertEquals("wgsl", assertThrows(BadParameter.class,
                () -> KernelEditParams.edit(table.parse("module=scan/blelloch.wgsl", null))).parameter());
        assertEquals("module", assertThrows(BadParameter.class,
                () -> KernelEditParams.edit(table.parse("wgsl=AA", null))).parameter());
        assertNull(KernelEditParams.edit(table.parse("", null)));
    }

    @Test
    void anEditNamesAnEntryPointOrBindingItLacksAndIgnoresCommentedOutOnes() {
        String wgsl = "@group(0) @binding( 1 ) var<storage> a: array<u32>;\n// @binding(2)\n"
                + "@compute @workgroup_size(1)\nfn main (@builtin(global_invocation_id) id: vec3<u32>) {}\n// fn other(";
        KernelEdit edit = new KernelEdit("scan/blelloch.wgsl", wgsl);
        assertNull(edit.missingEntryPoint("main"));
        assertNull(edit.missingBinding(1, "main"));
        assertTrue(edit.missingEntryPoint("other").contains("has no entry point other"));
        assertTrue(edit.missingBinding(2, "main").contains("@binding(2)"));
        assertEquals(wgsl.getBytes(StandardCharsets.UTF_8).length, wgsl.length());
    }
}
