package computelab.web.life;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import computelab.life.LifeRule;
import java.util.List;
import org.junit.jupiter.api.Test;

class UrlBoardTest {
    @Test
    void aRunOfAPossibleBoardIsThePageShellsToRun() {
        UrlBoard url = UrlBoard.read("?run=1&w=64&h=48&pattern=glider&gens=10", null);
        assertTrue(url.runsAtOnce());
        assertNull(url.request());
    }

    @Test
    void aWrongValueIsLeftOutOfTheBoardAndKeptAsTypedInItsFieldAndTheForms() {
        UrlBoard url = UrlBoard.read("?run=1&rule=B9&w=64&h=48&pattern=glider&gens=10", null);
        assertFalse(url.runsAtOnce());
        assertEquals(64, url.request().width(), "the rest of the URL is the board");
        assertEquals(LifeRule.LIFE, url.request().rule());
        assertEquals(0, url.request().generations(), "shown at generation 0");
        List<StudioState.Mistake> mistakes = url.mistakes();
        assertEquals(2, mistakes.size(), mistakes.toString());
        assertEquals(Field.RULE, mistakes.get(0).field());
        assertEquals("B9", mistakes.get(0).given());
        assertTrue(mistakes.get(0).sentence().startsWith("Unknown rule \"B9\""));
        assertEquals(Field.FORM_RULE, mistakes.get(1).field());
        assertTrue(mistakes.get(1).overBoard());
    }

    @Test
    void aPanelFieldSaysWhyInItsOwnWords() {
        StudioState.Mistake width = UrlBoard.read("w=0&h=40", null).mistakes().get(0);
        assertEquals(Field.WIDTH, width.field());
        assertEquals("0", width.given());
        assertEquals("Width must be between 1 and 1073741824, not 0.", width.sentence());
        StudioState.Mistake engine = UrlBoard.read("algo=hashlife", null).mistakes().get(0);
        assertEquals(Field.ENGINE, engine.field());
        assertNull(engine.given(), "a menu shows the engine in use, not the one asked for");
    }

    @Test
    void aPatternTooLargeForTheBoardMarksTheWidthAndKeepsThePattern() {
        UrlBoard url = UrlBoard.read("w=20&h=20&pattern=gosper-glider-gun", null);
        assertEquals(256, url.request().width());
        assertEquals("Gosper glider gun", url.request().pattern().name());
        assertEquals(Field.WIDTH, url.mistakes().get(0).field());
        assertTrue(url.mistakes().get(0).sentence().contains("does not fit"), url.mistakes().get(0).sentence());
    }

    @Test
    void aValueWithoutAPanelFieldIsSaidOverTheBoard() {
        UrlBoard url = UrlBoard.read("seed=abc", null);
        assertEquals(1, url.mistakes().size());
        assertNull(url.mistakes().get(0).field());
        assertTrue(url.request().random());
    }

    @Test
    void aMalformedUrlGivesTheDefaultBoardWithoutMistakesOfItsOwn() {
        UrlBoard url = UrlBoard.read("w=%zz", null);
        assertEquals(256, url.request().width());
        assertEquals(List.of(), url.mistakes(), "the page shell says why");
    }
}
