package computelab.gpu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import computelab.failure.LabException;
import java.util.Random;
import org.junit.jupiter.api.Test;

class DispatchGridTest {
    @Test
    void smallCountsUseOneDimension() {
        assertEquals(new DispatchGrid(7, 7, 1), DispatchGrid.of(7, 65535));
        assertEquals(new DispatchGrid(65535, 65535, 1), DispatchGrid.of(65535, 65535));
    }

    @Test
    void countsPast65535SpreadOverTwoDimensionsCoveringEveryWorkgroup() {
        Random random = new Random(5);
        for (int i = 0; i < 10000; i++) {
            long count = 1 + (long) (random.nextDouble() * 65535L * 65535L);
            DispatchGrid grid = DispatchGrid.of(count, 65535);
            assertTrue(grid.x() <= 65535 && grid.y() <= 65535, grid.toString());
            long covered = (long) grid.x() * grid.y();
            assertTrue(covered >= count, grid.toString());
            assertTrue(covered - count < grid.x(), "at most one partial row is wasted: " + grid);
        }
    }

    @Test
    void itemsAreRoundedUpToWholeWorkgroups() {
        assertEquals(3, DispatchGrid.forItems(513, 256, 65535).workgroups());
        assertEquals(1, DispatchGrid.forItems(0, 256, 65535).workgroups());
    }

    @Test
    void countsBeyondTwoDimensionsAreASentenceNamingTheLimit() {
        LabException refused = assertThrows(LabException.class, () -> DispatchGrid.of(65536L * 65536L, 65535));
        assertTrue(refused.getMessage().contains("65535 x 65535"), refused.getMessage());
        assertTrue(refused.getMessage().contains("maxComputeWorkgroupsPerDimension"), refused.getMessage());
    }
}
