package computelab.web.life;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import computelab.lab.life.LifeRequest;
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
    void aWrongValueIsLeftOutOfTheBoardAndKeptAsTypedInItsOneField() {
        UrlBoard url = UrlBoard.read("?run=1&rule=B9&w=64&h=48&pattern=glider&gens=10", null);
        assertFalse(url.runsAtOnce());
        assertEquals(64, url.request().width(), "the rest of the URL is the board");
        assertEquals(LifeRule.LIFE, url.request().rule());
        assertEquals(0, url.request().generations(), "shown at generation 0");
        List<StudioState.Mistake> mistakes = url.mistakes();
        assertEquals(1, mistakes.size(), "one sentence for the one mistake: " + mistakes);
        assertEquals(Field.RULE, mistakes.get(0).field());
        assertEquals("field-rule", Field.RULE.id(), "the URL form's control of the rule, in the panel");
        assertEquals("B9", mistakes.get(0).given());
        assertTrue(mistakes.get(0).sentence().startsWith("Unknown rule \"B9\""));
        assertFalse(mistakes.get(0).overBoard());
    }

    @Test
    void twoWrongSizesAreTwoSentencesBothInTheWordsOfTheFieldsLabels() {
        List<StudioState.Mistake> mistakes = UrlBoard.read("w=0&h=0&pattern=glider", null).mistakes();
        assertEquals(2, mistakes.size(), mistakes.toString());
        assertEquals(Field.WIDTH, mistakes.get(0).field());
        assertEquals("Width must be between 1 and 1073741824, not 0.", mistakes.get(0).sentence());
        assertEquals(Field.HEIGHT, mistakes.get(1).field());
        assertEquals("Height must be between 1 and 1073741824, not 0.", mistakes.get(1).sentence());
    }

    @Test
    void aSizeTheDeviceCannotHoldStaysAsAskedWithOneSentenceBesideTheBoardOfTheRest() {
        String query = "w=100000&h=100000&rule=B36/S23&pattern=glider";
        UrlBoard rest = UrlBoard.withoutSize(query, null, "A 100000 x 100000 grid needs more than this device allows.");
        assertEquals(LifeRequest.DEFAULT_SIDE, rest.request().width());
        assertEquals(LifeRequest.DEFAULT_SIDE, rest.request().height());
        assertEquals("B36/S23", rest.request().rule().toString(), "the rest of the URL is the board");
        assertEquals("Glider", rest.request().pattern().name());
        List<StudioState.Mistake> mistakes = rest.mistakes();
        assertEquals(List.of(Field.WIDTH, Field.HEIGHT), mistakes.stream().map(StudioState.Mistake::field).toList());
        assertEquals(List.of("100000", "100000"), mistakes.stream().map(StudioState.Mistake::given).toList(),
                "the fields show what the URL asked for");
        assertEquals(1, mistakes.stream().map(StudioState.Mistake::sentence).distinct().count(), "one sentence");
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
