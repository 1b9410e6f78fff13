package computelab.web.life;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

class StudioStateTest {
    @Test
    void eachActionStartsWithoutTheMistakesAndNoteOfTheOneBefore() {
        StudioState state = new StudioState();
        state.attempt();
        state.note("Glider loaded.");
        state.attempt();
        assertEquals("", state.note(), "the note was about the board before");
        state.failed(Field.RULE, "B9", "Unknown rule \"B9\".");
        assertEquals("B9", state.mistakeIn(Field.RULE).given());
        assertNull(state.overBoard(), "a panel field's mistake stands beside it");
        state.attempt();
        assertNull(state.mistakeIn(Field.RULE));
    }

    @Test
    void theSentenceOverTheBoardIsTheLatestOfThoseWithoutAPanelField() {
        StudioState state = new StudioState();
        state.failed(null, null, "first");
        state.failed(Field.FORM_RULE, "B9", "second");
        assertEquals("second", state.overBoard());
    }

    @Test
    void endingPlacingTakesItsNotesAlong() {
        StudioState state = new StudioState();
        state.place(computelab.life.PatternLibrary.load("glider"));
        state.note("Glider turned clockwise.");
        state.setTool(StudioState.Tool.DRAW);
        assertNull(state.placing());
        assertEquals("", state.note());
    }
}
