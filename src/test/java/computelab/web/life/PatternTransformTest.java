package computelab.web.life;

import static org.junit.jupiter.api.Assertions.assertEquals;

import computelab.life.Grid;
import computelab.life.Pattern;
import computelab.life.Rle;
import org.junit.jupiter.api.Test;

class PatternTransformTest {
    /** An L of four cells in a 2 x 3 box: (0,0), (0,1), (0,2), (1,2). */
    private static final Pattern L = Rle.read("x = 2, y = 3\no$o$2o!");

    private static String cells(Pattern pattern) {
        StringBuilder out = new StringBuilder(pattern.width() + "x" + pattern.height() + ":");
        Grid grid = pattern.cells();
        for (int y = 0; y < grid.height(); y++) {
            for (int x = 0; x < grid.width(); x++) {
                if (grid.get(x, y)) {
                    out.append(' ').append(x).append(',').append(y);
                }
            }
        }
        return out.toString();
    }

    @Test
    void aQuarterTurnClockwiseMakesTheTopRowTheRightColumn() {
        assertEquals("3x2: 0,0 1,0 2,0 0,1", cells(PatternTransform.ROTATE_CLOCKWISE.apply(L)));
    }

    @Test
    void aQuarterTurnAnticlockwiseMakesTheTopRowTheLeftColumn() {
        assertEquals("3x2: 2,0 0,1 1,1 2,1", cells(PatternTransform.ROTATE_ANTICLOCKWISE.apply(L)));
    }

    @Test
    void mirroringSwapsLeftAndRightOrTopAndBottom() {
        assertEquals("2x3: 1,0 1,1 0,2 1,2", cells(PatternTransform.FLIP_LEFT_RIGHT.apply(L)));
        assertEquals("2x3: 0,0 1,0 0,1 0,2", cells(PatternTransform.FLIP_UP_DOWN.apply(L)));
    }

    @Test
    void fourTurnsOrTwoMirrorsGiveThePatternBackWithItsNameAndRule() {
        Pattern glider = computelab.life.PatternLibrary.load("glider");
        Pattern turned = glider;
        for (int i = 0; i < 4; i++) {
            turned = PatternTransform.ROTATE_CLOCKWISE.apply(turned);
        }
        assertEquals(glider.cells(), turned.cells());
        assertEquals(glider.name(), turned.name());
        assertEquals(glider.cells(), PatternTransform.FLIP_UP_DOWN.apply(PatternTransform.FLIP_UP_DOWN.apply(glider)).cells());
        Pattern back = PatternTransform.ROTATE_ANTICLOCKWISE.apply(PatternTransform.ROTATE_CLOCKWISE.apply(glider));
        assertEquals(glider.cells(), back.cells());
    }
}
