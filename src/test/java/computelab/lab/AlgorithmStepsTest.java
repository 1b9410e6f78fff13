package computelab.lab;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class AlgorithmStepsTest {
    private static final long[] VALUES = { 3, 1, 7, 0, 4, 1, 6, 3 };

    @Test
    void everyScanTraceEndsInTheScanItTeaches() {
        Random random = new Random(5);
        for (int trial = 0; trial < 50; trial++) {
            long[] values = new long[1 + random.nextInt(AlgorithmSteps.WIDTH)];
            for (int i = 0; i < values.length; i++) {
                values[i] = random.nextInt(100);
            }
            for (String algorithm : List.of("blelloch", "reduce-then-scan", "decoupled-lookback")) {
                for (boolean inclusive : new boolean[] { false, true }) {
                    List<AlgorithmSteps.Step> steps = AlgorithmSteps.scan(algorithm, values, inclusive);
                    long[] last = steps.get(steps.size() - 1).values();
                    long running = 0;
                    for (int i = 0; i < AlgorithmSteps.WIDTH; i++) {
                        long value = i < values.length ? values[i] : 0;
                        assertEquals(inclusive ? running + value : running, last[i], algorithm + " at " + i);
                        running += value;
                    }
                }
            }
        }
    }

    @Test
    void theTutorialsExampleScansAsInTheTutorial() {
        List<AlgorithmSteps.Step> steps = AlgorithmSteps.scan("blelloch", VALUES, false);
        assertArrayEquals(new long[] { 0, 3, 4, 11, 11, 15, 16, 22 }, steps.get(steps.size() - 1).values());
        assertEquals("input", steps.get(0).what());
        // Three up-sweep levels, the root cleared, three down-sweep levels.
        assertEquals(1 + 3 + 1 + 3, steps.size());
        assertEquals(25, steps.get(3).values()[7], "the up-sweep leaves the total at the root");
    }

    @Test
    void everyReductionTraceEndsWithTheSumInElementZeroAndMarksWhatEachStepChanged() {
        long total = 0;
        for (long value : VALUES) {
            total += value;
        }
        for (String algorithm : List.of("v1-interleaved-modulo", "v2-strided-index", "v3-sequential",
                "v4-first-add-on-load", "v5-unrolled-subgroup", "fast")) {
            List<AlgorithmSteps.Step> steps = AlgorithmSteps.reduce(algorithm, VALUES);
            assertEquals(total, steps.get(steps.size() - 1).values()[0], algorithm);
            for (AlgorithmSteps.Step step : steps.subList(1, steps.size())) {
                boolean any = false;
                for (boolean changed : step.changed()) {
                    any |= changed;
                }
                assertTrue(any, algorithm + ": " + step.what());
            }
        }
        assertTrue(AlgorithmSteps.reduce("v1-interleaved-modulo", VALUES).get(1).changed()[2],
                "interleaved: thread 2 works in the first step");
        assertTrue(!AlgorithmSteps.reduce("v3-sequential", VALUES).get(1).changed()[4],
                "sequential: the upper half waits from the first step on");
    }
}
