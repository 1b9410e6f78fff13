package computelab.web.life;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
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
        state.failed(Field.RULE, "B9", "beside the rule");
        state.failed(null, null, "second");
        assertEquals("second", state.overBoard());
    }

    @Test
    void theUrlsMistakesTakeThePageShellsSentenceAwayWhenThereAreAny() {
        StudioState state = new StudioState();
        int before = state.attempts();
        state.urlMistakes(List.of());
        assertEquals(before, state.attempts(), "without mistakes of its own the page leaves the shell's sentence");
        state.urlMistakes(List.of(new StudioState.Mistake(Field.WIDTH, "0", "Width must be between 1 and 9, not 0.")));
        assertEquals(before + 1, state.attempts());
        assertNull(state.overBoard(), "said beside the width, not over the board");
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
