package computelab.web.life;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import computelab.life.Boundary;
import computelab.life.LifeEngines;
import computelab.life.LifeRule;
import computelab.life.Pattern;
import computelab.life.PatternLibrary;
import org.junit.jupiter.api.Test;

class BoardOriginTest {
    private static final Pattern GLIDER = PatternLibrary.load("glider");

    private static BoardSettings board(int width, int height) {
        return new BoardSettings(width, height, LifeRule.LIFE, Boundary.TORUS, LifeEngines.BITPACKED, null);
    }

    @Test
    void aCentredPatternIsCentredAgainOnABoardOfAnotherSize() {
        BoardOrigin loaded = new BoardOrigin.Text(GLIDER, 126, 126);
        BoardOrigin moved = loaded.movedTo(board(256, 256), board(7, 5));
        assertEquals(2, moved.x());
        assertEquals(1, moved.y());
        assertEquals(126, loaded.movedTo(board(256, 256), board(255, 300)).x(), "(255 - 3) / 2 is 126 too");
    }

    @Test
    void aPatternPlacedElsewhereStaysWhileItFitsAndIsCentredOtherwise() {
        BoardOrigin placed = new BoardOrigin.Library("glider", GLIDER, 10, 10);
        assertSame(placed, placed.movedTo(board(64, 48), board(40, 30)));
        BoardOrigin centred = placed.movedTo(board(64, 48), board(12, 12));
        assertEquals(new BoardOrigin.Library("glider", GLIDER, 4, 4), centred);
    }

    @Test
    void theRandomFillAndTheEmptyBoardDoNotMove() {
        BoardOrigin random = new BoardOrigin.Random(0.3, 7);
        assertSame(random, random.movedTo(board(64, 48), board(8, 8)));
        assertEquals(0, new BoardOrigin.Empty().request(board(8, 8)).density());
    }

    @Test
    void aRuleTheEngineCannotRunTakesTheBoardToAnEngineThatCan() {
        BoardSettings brain = board(64, 48).withRule(LifeRule.parse("/2/3"));
        assertEquals(LifeEngines.GENERATIONS, brain.algorithm());
        assertEquals(LifeEngines.GENERATIONS, brain.withRule(LifeRule.LIFE).algorithm(), "generations runs Life too");
    }
}
