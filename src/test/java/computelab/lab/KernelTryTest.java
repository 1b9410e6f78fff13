package computelab.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import computelab.gpu.KernelEdit;
import java.util.Map;
import org.junit.jupiter.api.Test;

class KernelTryTest {
    @Test
    void everyWorkloadOffersTwoOrThreeGuidedEdits() {
        for (Workloads.Workload workload : Workloads.ALL) {
            int count = workload.tries().size();
            assertTrue(count >= 2 && count <= 3, workload.name() + " offers " + count);
        }
    }

    @Test
    void everyGuidedEditFindsItsSearchTextOnceInTheShippedModuleAndChangesIt() {
        for (Workloads.Workload workload : Workloads.ALL) {
            for (KernelTry tried : workload.tries()) {
                String shipped = KernelTry.shippedSource(tried.module());
                KernelEdit edit = tried.edit();
                assertEquals(tried.module(), edit.module());
                assertNotEquals(shipped, edit.wgsl(), tried.title());
                assertTrue(edit.wgsl().contains(tried.replace()), tried.title());
                assertEquals(shipped.length() - tried.search().length() + tried.replace().length(),
                        edit.wgsl().length(), tried.title());
            }
        }
    }

    @Test
    void everyGuidedEditKeepsTheEntryPointsAndBindingsItsModuleHas() {
        for (Workloads.Workload workload : Workloads.ALL) {
            for (KernelTry tried : workload.tries()) {
                KernelEdit edit = tried.edit();
                KernelEdit shipped = new KernelEdit(tried.module(), KernelTry.shippedSource(tried.module()));
                for (int binding = 0; binding < 8; binding++) {
                    assertEquals(shipped.missingBinding(binding, "main") == null,
                            edit.missingBinding(binding, "main") == null, tried.title() + " binding " + binding);
                }
            }
        }
    }

    @Test
    void everyGuidedEditsQueryIsOneItsPageReads() {
        for (Workloads.Workload workload : Workloads.ALL) {
            ParamTable table = workload.experiment().get().params();
            for (KernelTry tried : workload.tries()) {
                Map<String, String> texts = table.texts(tried.query());
                assertNull(table.asked(tried.query()).mistake(), tried.title());
                assertTrue(texts.containsKey("algo"), tried.title() + " names the algorithm that runs its module");
            }
        }
    }
}
