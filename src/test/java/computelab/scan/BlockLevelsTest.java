package computelab.scan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class BlockLevelsTest {

    private static List<Long> lengths(BlockLevels levels) {
        return levels.levels().stream().map(BlockLevels.Level::length).toList();
    }

    @Test
    void oneBlockIsOneLevelWritingOneSum() {
        BlockLevels levels = BlockLevels.of(512, 64);
        assertEquals(List.of(512L), lengths(levels));
        assertEquals(1, levels.levels().get(0).blocks());
        assertEquals(64, levels.scratchWords());
    }

    @Test
    void oneElementMoreNeedsASecondLevel() {
        assertEquals(List.of(513L, 2L), lengths(BlockLevels.of(513, 64)));
    }

    @Test
    void theTutorialsCapOf512Times512IsJustTwoLevels() {
        assertEquals(List.of(262144L, 512L), lengths(BlockLevels.of(262144, 64)));
        assertEquals(List.of(262145L, 513L, 2L), lengths(BlockLevels.of(262145, 64)));
    }

    @Test
    void eachLevelsSumsStartAtAnAlignedWordAfterThePrevious() {
        BlockLevels levels = BlockLevels.of(1L << 28, 64);
        assertEquals(List.of(1L << 28, 1L << 19, 1024L, 2L), lengths(levels));
        long expected = 0;
        for (BlockLevels.Level level : levels.levels()) {
            assertEquals(expected, level.sumsOffset());
            assertEquals(0, level.sumsOffset() % 64);
            expected += level.sumsWords(64);
        }
        assertEquals(expected, levels.scratchWords());
    }

    @Test
    void scratchStaysUnderOnePercentOfLargeInputs() {
        for (long n : new long[] { 1 << 20, 1000003, 1L << 28, (1L << 30) - 1 }) {
            assertTrue(BlockLevels.of(n, 64).scratchWords() < n / 100, "n = " + n);
        }
    }
}
