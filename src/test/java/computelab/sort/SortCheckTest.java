package computelab.sort;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import computelab.data.ContractInputs;
import computelab.data.ElementType;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The linear check against the stable sort of the CPU reference ({@link CpuSort}), on right and wrong outputs. */
class SortCheckTest {
    private static final int N = 1000;

    @ParameterizedTest
    @EnumSource(ElementType.class)
    void theStableSortOfAnyKeysPassesWithAndWithoutValues(ElementType type) {
        int[] keys = keys(type, N, 4, 7);
        for (boolean values : new boolean[] { false, true }) {
            SortCheck check = checked(keys, type, values, 16, stableSort(keys, type));
            assertTrue(check.ok(), type + " values=" + values + ": " + check.reason());
            assertNull(check.reason());
            assertEquals(16, check.shown().size());
        }
    }

    @Test
    void theShownFirstKeysAreTheCpusSmallestInStableOrder() {
        int[] keys = keys(ElementType.I32, N, 3, 11);
        int[][] sorted = stableSort(keys, ElementType.I32);
        SortCheck check = checked(keys, ElementType.I32, true, 32, sorted);
        for (int i = 0; i < 32; i++) {
            assertEquals(sorted[0][i], check.shown().get(i)[0], "key " + i);
            assertEquals(sorted[1][i], check.shown().get(i)[2], "index " + i);
        }
    }

    @Test
    void aDescendingInputStillGivesTheSmallestKeys() {
        int[] keys = new int[N];
        for (int i = 0; i < N; i++) {
            keys[i] = N - i;
        }
        SortCheck check = checked(keys, ElementType.U32, false, 5, stableSort(keys, ElementType.U32));
        assertTrue(check.ok());
        assertArrayEquals(new int[] { 1, 2, 3, 4, 5 }, check.shown().stream().mapToInt(row -> row[0]).toArray());
    }

    @Test
    void twoKeysSwappedBreakTheOrderWhereTheFirstWrongOneStands() {
        int[] keys = keys(ElementType.U32, N, 32, 3);
        int[][] sorted = stableSort(keys, ElementType.U32);
        swap(sorted[0], 500, 600);
        swap(sorted[1], 500, 600);
        SortCheck check = checked(keys, ElementType.U32, true, 16, sorted);
        assertFalse(check.ok());
        assertTrue(check.sameFingerprint(), "the same pairs, in the wrong order");
        assertEquals(501, check.mismatchIndex());
        assertFalse(check.mismatchInValue());
        assertEquals(sorted[0][500], check.expected());
        assertEquals(sorted[0][501], check.actual());
    }

    @Test
    void equalKeysOutOfInputOrderBreakTheStability() {
        int[] keys = keys(ElementType.U32, N, 2, 5);
        int[][] sorted = stableSort(keys, ElementType.U32);
        swap(sorted[1], 700, 701);
        SortCheck check = checked(keys, ElementType.U32, true, 16, sorted);
        assertFalse(check.ok());
        assertEquals(701, check.mismatchIndex());
        assertTrue(check.mismatchInValue());
        assertTrue(check.reason().contains("input order"), check.reason());
        // Without values the same keys are a right sort: stability cannot be seen.
        assertTrue(checked(keys, ElementType.U32, false, 16, sorted).ok());
    }

    @Test
    void aKeyReplacedByAnotherInItsPlaceShowsOnlyInTheFingerprint() {
        int[] keys = keys(ElementType.U32, N, 32, 9);
        int[][] sorted = stableSort(keys, ElementType.U32);
        // Between its neighbours, so the order holds: only the fingerprint can tell.
        sorted[0][400] = sorted[0][399];
        SortCheck check = checked(keys, ElementType.U32, false, 16, sorted);
        assertFalse(check.ok());
        assertFalse(check.sameFingerprint());
        assertEquals(-1, check.mismatchIndex());
        assertEquals("the output's keys are not the input's keys", check.reason());
    }

    @Test
    void aValueChangedAmongTheLastOnesShowsInTheFingerprint() {
        int[] keys = keys(ElementType.F32, N, 32, 2);
        int[][] sorted = stableSort(keys, ElementType.F32);
        sorted[1][N - 1] = sorted[1][N - 1] + N;
        SortCheck check = checked(keys, ElementType.F32, true, 16, sorted);
        assertFalse(check.ok());
        assertFalse(check.sameFingerprint());
    }

    @Test
    void aWrongFirstKeyIsNamedWithTheCpusKey() {
        int[] keys = keys(ElementType.U32, N, 32, 4);
        int[][] sorted = stableSort(keys, ElementType.U32);
        int expected = sorted[0][0];
        sorted[0][0] = 0;
        SortCheck check = checked(keys, ElementType.U32, false, 16, sorted);
        assertFalse(check.ok());
        assertEquals(0, check.mismatchIndex());
        assertEquals(expected, check.expected());
        assertEquals(0, check.actual());
    }

    @Test
    void checksumsAreTheContractsOverWhatTheGpuWroteAndTheGuardCounts() {
        int[] keys = { 5, -1, 7 };
        int[][] sorted = stableSort(keys, ElementType.U32);
        SortCheck check = checked(keys, ElementType.U32, true, 0, sorted);
        check.guard(true);
        assertTrue(check.ok());
        assertEquals(ContractInputs.checksum(sorted[0]), check.keysChecksum());
        assertEquals(ContractInputs.checksum(sorted[1]), check.valuesChecksum());
        check.guard(false);
        assertFalse(check.ok());
        assertTrue(check.reason().contains("past the end"), check.reason());
    }

    private static SortCheck checked(int[] keys, ElementType type, boolean values, int keep, int[][] output) {
        // In chunks of 300, so that the first keys, the order and the counts cross chunk edges.
        SortCheck check = new SortCheck(type, values, keep);
        for (int start = 0; start < keys.length; start += 300) {
            int end = Math.min(keys.length, start + 300);
            check.acceptInputs(start, java.util.Arrays.copyOfRange(keys, start, end));
        }
        for (int start = 0; start < keys.length; start += 300) {
            int end = Math.min(keys.length, start + 300);
            check.acceptOutputs(start, end - start, java.util.Arrays.copyOfRange(output[0], start, end),
                    values ? java.util.Arrays.copyOfRange(output[1], start, end) : null);
        }
        return check;
    }

    /** The CPU reference's stable sort: sorted keys and their input indices. */
    private static int[][] stableSort(int[] keys, ElementType type) {
        int[] order = CpuSort.order(keys, type);
        int[] sorted = new int[keys.length];
        for (int i = 0; i < keys.length; i++) {
            sorted[i] = keys[order[i]];
        }
        return new int[][] { sorted, order };
    }

    private static int[] keys(ElementType type, int n, int bits, int seed) {
        if (type != ElementType.F32) {
            return ContractInputs.integers(type, n, seed, bits);
        }
        float[] floats = ContractInputs.floats(n, seed);
        int[] words = new int[n];
        Random random = new Random(seed);
        for (int i = 0; i < n; i++) {
            // Some negative zeros and repeats among the floats, which the order must place right.
            words[i] = random.nextInt(20) == 0 ? 0x80000000 : Float.floatToRawIntBits(floats[i] * (bits > 8 ? 1 : 0));
        }
        return words;
    }

    private static void swap(int[] words, int a, int b) {
        int t = words[a];
        words[a] = words[b];
        words[b] = t;
    }
}
