package computelab.life;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Golly's multi-state RLE letters: . for 0, A..X for 1..24, pA..yO for 25..255. */
class RleStatesTest {
    @Test
    void readsEveryLetterAsItsState() {
        Pattern pattern = Rle.read("x = 7, y = 2, rule = B3/S23/C256\n.ABX2pA$qAxXyOo2b!");
        StateGrid states = pattern.stateCells();
        int[] firstRow = { 0, 1, 2, 24, 25, 25, 0 };
        int[] secondRow = { 49, 240, 255, 1, 0, 0, 0 };
        for (int x = 0; x < 7; x++) {
            assertEquals(firstRow[x], states.get(x, 0), "row 0, x " + x);
            assertEquals(secondRow[x], states.get(x, 1), "row 1, x " + x);
        }
        assertEquals(2, pattern.cells().population(), "live cells are the state-1 cells");
        assertEquals(LifeRule.parse("B3/S23/C256"), pattern.rule());
    }

    @Test
    void statesAboveOneMakeAMultiStatePatternAndOthersStayTwoState() {
        assertTrue(Rle.read("x = 2, y = 1, rule = /2/3\nAB!").multiState());
        assertFalse(Rle.read("x = 2, y = 1, rule = /2/3\nA.!").multiState());
        assertEquals(Rle.read("x = 3, y = 1\nb2A!"), Rle.read("x = 3, y = 1\n.2o!"));
    }

    @Test
    void everyStateIsWrittenAsGollyWritesIt() {
        assertEquals(".", Rle.stateTag(0));
        assertEquals("A", Rle.stateTag(1));
        assertEquals("X", Rle.stateTag(24));
        assertEquals("pA", Rle.stateTag(25));
        assertEquals("pX", Rle.stateTag(48));
        assertEquals("qA", Rle.stateTag(49));
        assertEquals("yO", Rle.stateTag(255));
        Pattern pattern = Rle.read("x = 4, y = 2, rule = 345/2/4\n2AB$.CA!");
        assertEquals("x = 4, y = 2, rule = B2/S345/C4\n2AB$.CA!\n", Rle.write(pattern));
    }

    @Test
    void randomMultiStatePatternsSurviveAWriteReadRoundTrip() {
        Random random = new Random(3);
        for (int i = 0; i < 200; i++) {
            StateGrid states = new StateGrid(1 + random.nextInt(90), 1 + random.nextInt(20));
            int highest = 2 + random.nextInt(254);
            for (int y = 0; y < states.height(); y++) {
                for (int x = 0; x < states.width(); x++) {
                    if (random.nextInt(3) == 0) {
                        states.set(x, y, random.nextInt(highest + 1));
                    }
                }
            }
            LifeRule rule = LifeRule.parse("B3/S23/C" + (highest + 1));
            Pattern pattern = Pattern.ofStates("random " + i, "", List.of(), rule, states);
            Pattern back = Rle.read(Rle.write(pattern));
            assertEquals(pattern.states(), back.states(), Rle.write(pattern));
            assertEquals(pattern.rule(), back.rule());
        }
    }
}
