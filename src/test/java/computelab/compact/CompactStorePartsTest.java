package computelab.compact;

import static org.junit.jupiter.api.Assertions.assertEquals;

import computelab.gpu.ShaderParts;
import computelab.gpu.Shaders;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class CompactStorePartsTest {
    private static final String SCATTERED = "compact/scattered_stores.wgsl";
    private static final String QUARTERS = "compact/subgroup_quarter_stores.wgsl";
    private static final Pattern CALLED = Pattern.compile(
            "^(fn (place_kept|write_kept)\\([^)]*\\) *(-> [A-Za-z0-9<>, ]+)?|struct KeptPlaces)", Pattern.MULTILINE);

    /** The signatures of what select_lookback.wgsl calls of its stores part, and the type between them. */
    private static Set<String> offered(String part) {
        Set<String> found = new TreeSet<>();
        Matcher m = CALLED.matcher(Shaders.source(part));
        while (m.find()) {
            found.add(m.group(1).replaceAll("\\s+", " ").trim());
        }
        return found;
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
