package computelab.reduce;

import computelab.failure.LabException;
import java.util.List;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;


class LevelPlanTest {
    private static final long[] SIZES = { 1, 2, 255, 256, 257, 511, 512, 513, 65536, 65537, 100_003, 1_000_003,
        16_777_216, 16_777_217, 1L << 28, (1L << 30) - 5, 4_294_967_295L };

    @Test
    void aTreeFoldsLevelAfterLevelUntilOneValueRemains() {
        assertEquals(List.of(new LevelPlan.Level(1, 1)), LevelPlan.tree(1, 256).levels());
        assertEquals(List.of(new LevelPlan.Level(256, 1)), LevelPlan.tree(256, 256).levels());
        assertEquals(List.of(new LevelPlan.Level(257, 2), new LevelPlan.Level(2, 1)), LevelPlan.tree(257, 256).levels());
        assertEquals(List.of(new LevelPlan.Level(1_000_003, 3907), new LevelPlan.Level(3907, 16),
                new LevelPlan.Level(16, 1)), LevelPlan.tree(1_000_003, 256).levels());
    }

    @Test
    void everyPlanCoversItsInputAndEachLevelReadsThePreviousPartials() {
        for (ReduceVariant variant : Reduction.ALGORITHMS.all()) {
            for (long n : SIZES) {
                LevelPlan plan = variant.levels(n);
                assertEquals(n, plan.level(0).count(), variant.name());
                for (int k = 1; k < plan.passes(); k++) {
                    assertEquals(plan.level(k - 1).workgroups(), plan.level(k).count(), variant.name() + " n=" + n);
                }
                assertEquals(1, plan.level(plan.passes() - 1).workgroups());
                assertTrue(plan.passes() <= 5, variant.name() + " needs " + plan.passes() + " levels for " + n);
            }
        }
    }

    @Test
    void theLadderNeedsMoreThan65535WorkgroupsFromAbout16MillionElements() {
        assertEquals(65535, new SequentialReduction().levels(65535L * 256).level(0).workgroups());
        assertEquals(65536, new SequentialReduction().levels(65535L * 256 + 1).level(0).workgroups());
        assertEquals(65537, new InterleavedModuloReduction().levels(16_777_217).level(0).workgroups());
        assertEquals(4, new InterleavedModuloReduction().levels(16_777_217).passes(), "65,537 -> 257 -> 2 -> 1");
        assertEquals(65535, new FirstAddOnLoadReduction().levels(65535L * 512).level(0).workgroups());
    }

    @Test
    void fastTakesOnePassWhileOneWorkgroupSufficesThenTwoUpTo2To30() {
        FastReduction fast = new FastReduction();
        assertEquals(1, fast.levels(1).passes());
        assertEquals(1, fast.levels(32768).passes());
        assertEquals(2, fast.levels(32769).passes());
        assertEquals(245, fast.levels(1_000_003).level(0).workgroups(), "4 vectors per thread");
        assertEquals(512, fast.levels(1L << 24).level(0).workgroups(), "32 vectors per thread");
        assertEquals(1024, fast.levels(1L << 25).level(0).workgroups());
        assertEquals(2048, fast.levels(1L << 26).level(0).workgroups());
        assertEquals(2, fast.levels(1L << 28).passes());
        assertEquals(2, fast.levels(1L << 30).passes(), "32,768 partials: one workgroup");
        assertEquals(3, fast.levels((1L << 30) + 1).passes());
    }

    @Test
    void aSmallerTargetGivesEachThreadMoreVectors() {
        LevelPlan plan = new FastReduction(4).levels(100_000);
        assertEquals(4, plan.level(0).workgroups(), "25 vectors of 4 for each of 256 threads: 25,600 per workgroup");
        assertEquals(9, new FastReduction(4).levels(262_147).level(0).workgroups(), "at most 32 vectors per thread");
    }

    @Test
    void scratchStaysUnderOnePercentOfLargeInputs() {
        for (ReduceVariant variant : Reduction.ALGORITHMS.all()) {
            for (long n : new long[] { 1_000_003, 1L << 24, (1L << 30) - 5 }) {
                LevelPlan plan = variant.levels(n);
                long scratch = plan.partialsCapacity(0) + plan.partialsCapacity(1);
                assertTrue(scratch < n / 100, variant.name() + " n=" + n + " scratch " + scratch);
            }
        }
    }

    @Test
    void partialsAlternateBetweenTwoBuffersAndTheLastLevelWritesTheResult() {
        LevelPlan plan = LevelPlan.tree(1_000_003, 256);
        assertEquals(3907, plan.partialsCapacity(0));
        assertEquals(16, plan.partialsCapacity(1));
        LevelPlan single = LevelPlan.tree(100, 256);
        assertEquals(0, single.partialsCapacity(0) + single.partialsCapacity(1));
    }

    @Test
    void aLevelBeyondA2DDispatchIsRefusedWithASentence() {
        LevelPlan plan = LevelPlan.tree(100_000, 256);
        plan.requireDispatchable(20);
        LabException error = assertThrows(LabException.class, () -> plan.requireDispatchable(19));
        assertEquals("A level of 100000 values needs 391 workgroups, more than a 19 x 19 dispatch holds: "
                + "use fewer elements or a larger per-dimension limit.", error.getMessage());
    }

    @Test
    void anEmptyInputHasNoPlan() {
        assertThrows(IllegalArgumentException.class, () -> LevelPlan.tree(0, 256));
        assertThrows(IllegalArgumentException.class, () -> new FastReduction().levels(0));
    }

    @Test
    void theFastReductionFinishesInItsLastWorkgroupOnlyWherePartialsAreFew() {
        FastReduction fast = new FastReduction();
        assertTrue(fast.finishesInLastWorkgroup(fast.levels(1L << 26).level(0).workgroups()), "2,048 partials");
        assertFalse(fast.finishesInLastWorkgroup(fast.levels(1L << 28).level(0).workgroups()), "8,192 partials");
    }

    @Test
    void theFinishingScratchHoldsTwoWordsPerWorkgroupOrTheCountedWordsOfAnIntegerSum() {
        FastReduction fast = new FastReduction();
        assertEquals(98, fast.arrivalWords(2), "the counted words at 1, 33, 65 and 97");
        assertEquals(1 + 2 * 2048, fast.arrivalWords(FastReduction.FINISH_IN_KERNEL_LIMIT));
        long smallest = FastReduction.SINGLE_WORKGROUP_LIMIT + 1; // the smallest range that finishes itself
        long workgroups = fast.levels(smallest).level(0).workgroups();
        assertTrue(fast.finishesInLastWorkgroup(workgroups));
        assertTrue(fast.arrivalWords(workgroups) < smallest / 100.0, "under 1% of the input");
        // fast_share.wgsl's counted words: the byte sums of every workgroup in 20 bits, the count in 12.
        assertTrue(FastReduction.FINISH_IN_KERNEL_LIMIT * 255 < 1 << 20 && FastReduction.FINISH_IN_KERNEL_LIMIT < 1 << 12);
    }

    @Test
    void aPlanFinishedInItsLastWorkgroupSkipsTheFinalDispatchAndItsPartials() {
        LevelPlan plan = new FastReduction(4).levels(100_000);
        assertEquals(plan.passes() - 1, plan.dispatches(true));
        assertEquals(plan.passes(), plan.dispatches(false));
        assertEquals(0, plan.partialsCapacity(0, 1) + plan.partialsCapacity(1, 1), "level 0 writes the result");
        LevelPlan single = LevelPlan.tree(200, 256);
        assertEquals(1, single.dispatches(true), "one workgroup is its own last");
    }
}
