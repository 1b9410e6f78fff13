package computelab.compact;

import static org.junit.jupiter.api.Assertions.assertEquals;

import computelab.gpu.ShaderParts;
import computelab.gpu.Shaders;
import computelab.gpu.WgslDeclarations;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class CompactStorePartsTest {
    private static final String SCATTERED = "compact/scattered_stores.wgsl";
    private static final String QUARTERS = "compact/subgroup_quarter_stores.wgsl";
    /** The declarations select_lookback.wgsl uses of its stores part: the two functions and the type between them. */
    private static Set<String> offered(String part) {
        return WgslDeclarations.of(Shaders.source(part)).stream()
                .filter(d -> d.startsWith("fn place_kept(") || d.startsWith("fn write_kept(") || d.equals("struct KeptPlaces"))
                .collect(Collectors.toCollection(TreeSet::new));
    }

    @Test
    void bothStorePartsOfferPlaceKeptAndWriteKeptWithTheSameSignatures() {
        Set<String> scattered = offered(SCATTERED);
        assertEquals(3, scattered.size(), scattered.toString());
        assertEquals(scattered, offered(QUARTERS));
    }

    @Test
    void theKernelTakesTheScatteredStoresWithoutSubgroupsAndTheQuarterStoresWithThem() {
        List<String> portable = ShaderParts.files("compact/select_lookback.wgsl", false);
        List<String> subgroups = ShaderParts.files("compact/select_lookback.wgsl", true);
        assertEquals(List.of(true, false), List.of(portable.contains(SCATTERED), portable.contains(QUARTERS)));
        assertEquals(List.of(false, true), List.of(subgroups.contains(SCATTERED), subgroups.contains(QUARTERS)));
    }
}
