package computelab.gpu;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** The sizes a counted run's first dispatch writes (count_sizes.wgsl), as the host states them. */
class CountRecipeTest {

    @Test
    void theRecipeIsAHeaderThenOneEntryPerSizeInTheOrderTheyWereAdded() {
        CountRecipe recipe = new CountRecipe();
        recipe.parameter(64, FromCount.COUNT);
        assertEquals(0.0, recipe.arguments(FromCount.per(4096, 1), 65535));
        recipe.parameter(67, FromCount.per(4096, 1));
        assertEquals(12.0, recipe.arguments(FromCount.per(256, 0), 16));
        assertEquals(6, recipe.argumentWords());
        assertArrayEquals(new int[] { 4, 10007, 1, 0,
            CountRecipe.PARAMETER, 64, 1, 0, 0,
            CountRecipe.ARGUMENTS, 0, 4096, 1, 65535,
            CountRecipe.PARAMETER, 67, 4096, 1, 0,
            CountRecipe.ARGUMENTS, 3, 256, 0, 16 }, recipe.words(10007, 1));
    }

    @Test
    void sizesAreTheCeilingOfTheCountOverTheirDivisorAndAtLeastTheirLeast() {
        assertEquals(0, FromCount.COUNT.of(0));
        assertEquals(10007, FromCount.COUNT.of(10007));
        assertEquals(1, FromCount.per(4096, 1).of(0));
        assertEquals(0, FromCount.per(4096, 0).of(0));
        assertEquals(1, FromCount.per(4096, 0).of(4096));
        assertEquals(2, FromCount.per(4096, 0).of(4097));
        assertEquals(1L << 20, FromCount.per(4096, 1).of(0xFFFFFFFFL));
        assertThrows(IllegalArgumentException.class, () -> FromCount.per(0, 0));
    }

    @Test
    void aCountPastTheCapacityIsTakenAsTheCapacity() {
        CountRecipe recipe = new CountRecipe();
        recipe.parameter(0, FromCount.COUNT);
        recipe.parameter(1, FromCount.per(100, 0));
        int[] parameters = new int[2];
        CountRecipe.apply(recipe.words(1000, 0), 0xFFFFFFFFL, parameters, new int[0]);
        assertArrayEquals(new int[] { 1000, 10 }, parameters);
    }

    @Test
    void indirectGridsCoverEveryWorkgroupOfTheCountWithinTheLimitPerDimension() {
        Random random = new Random(11);
        for (int i = 0; i < 20000; i++) {
            int maxPerDimension = 1 + random.nextInt(i % 2 == 0 ? 20 : 65535);
            long most = Math.min(0xFFFFFFFEL, (long) maxPerDimension * maxPerDimension);
            long capacity = 1 + (long) (random.nextDouble() * most);
            long count = (long) (random.nextDouble() * capacity * 1.5);
            CountRecipe recipe = new CountRecipe();
            recipe.arguments(FromCount.COUNT, maxPerDimension);
            int[] arguments = new int[3];
            CountRecipe.apply(recipe.words(capacity, 0), count, new int[0], arguments);
            long workgroups = Math.min(count, capacity);
            String grid = arguments[0] + "x" + arguments[1] + " for " + workgroups + " at most " + maxPerDimension;
            assertEquals(1, arguments[2], grid);
            if (workgroups == 0) {
                assertEquals(0, arguments[0], grid);
                continue;
            }
            long x = arguments[0];
            long y = arguments[1];
            assertTrue(x >= 1 && y >= 1 && x <= maxPerDimension && y <= maxPerDimension, grid);
            assertTrue(x * y >= workgroups, grid);
            assertTrue(x * y - workgroups < x, "at most one partial row is wasted: " + grid);
        }
    }

    @Test
    void indirectArgumentsAreTheGridsWorkedOutByHand() {
        // One row while it fits; past 65,535 the fewest rows, each as short as they allow.
        assertArrayEquals(new int[] { 0, 1, 1 }, DispatchGrid.indirectArguments(0, 65535));
        assertArrayEquals(new int[] { 1, 1, 1 }, DispatchGrid.indirectArguments(1, 65535));
        assertArrayEquals(new int[] { 3, 1, 1 }, DispatchGrid.indirectArguments(3, 65535));
        assertArrayEquals(new int[] { 65535, 1, 1 }, DispatchGrid.indirectArguments(65535, 65535));
        assertArrayEquals(new int[] { 32768, 2, 1 }, DispatchGrid.indirectArguments(65536, 65535));
        assertArrayEquals(new int[] { 65281, 257, 1 }, DispatchGrid.indirectArguments(1L << 24, 65535));
        assertArrayEquals(new int[] { 6, 3, 1 }, DispatchGrid.indirectArguments(17, 8));
    }
}
