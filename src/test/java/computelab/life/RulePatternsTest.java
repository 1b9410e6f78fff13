package computelab.life;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/** The library's patterns for the rules beyond Life keep the behaviour their entries promise. */
class RulePatternsTest {
    private static final int SIDE = 48;
    private static final int AT = 20;

    private static StateGrid placed(Pattern pattern, int dx, int dy) {
        StateGrid board = new StateGrid(SIDE, SIDE);
        board.place(pattern, AT + dx, AT + dy);
        return board;
    }

    @ParameterizedTest
    @CsvSource({
        "brians-brain-spaceship, B2/S/C3, 1, 0, -1",
        "star-wars-spaceship, B2/S345/C4, 1, 0, -1",
        "star-wars-oscillator, B2/S345/C4, 12, 0, 0",
        "seeds-moon, B2/S, 1, 0, -1",
        "day-and-night-oscillator, B3678/S34678, 2, 0, 0",
        "just-friends-glider, B2-a/S12, 6, 1, -1",
        "tlife-spaceship, B3/S2-i34q, 5, 0, -1",
        "just-friends-4-glider, B2-a/S12/C4, 6, -1, -1",
    })
    void eachPatternReturnsToItselfAfterItsPeriodMovedByItsSpeed(String id, String rule, int period, int dx, int dy) {
        Pattern pattern = PatternLibrary.load(id);
        assertEquals(rule, pattern.rule().toString());
        CpuGenerations cpu = new CpuGenerations(pattern.rule(), Boundary.DEAD_OUTSIDE);
        StateGrid start = placed(pattern, 0, 0);
        for (int generation = 1; generation < period; generation++) {
            assertEquals(false, cpu.run(start, generation).equals(start), id + " repeats early at " + generation);
        }
        StateGrid later = start;
        for (int lap = 1; lap <= 4; lap++) {
            later = cpu.run(later, period);
            assertEquals(placed(pattern, lap * dx, lap * dy), later, id + " after " + lap * period);
        }
    }

    @Test
    void everyLibraryPatternOfAnotherRuleThanLifeIsCheckedHere() {
        java.util.Set<String> others = new java.util.TreeSet<>();
        for (String id : PatternLibrary.ids()) {
            if (!LifeRule.LIFE.equals(PatternLibrary.load(id).rule())) {
                others.add(id);
            }
        }
        assertEquals(new java.util.TreeSet<>(java.util.List.of("brians-brain-spaceship", "star-wars-spaceship",
                "star-wars-oscillator", "seeds-moon", "day-and-night-oscillator", "just-friends-glider", "tlife-spaceship",
                "just-friends-4-glider", "highlife-replicator")), others);
    }

    @Test
    void theReplicatorMakesTwoCopiesInTwelveGenerations() {
        Pattern replicator = PatternLibrary.load("highlife-replicator");
        StateGrid after = new CpuGenerations(replicator.rule(), Boundary.DEAD_OUTSIDE).run(placed(replicator, 0, 0), 12);
        StateGrid expected = placed(replicator, -2, -2);
        expected.place(replicator, AT + 2, AT + 2);
        assertEquals(expected, after);
    }
}
