package computelab.web.life;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class PaletteTest {
    @Test
    void readsTheColourFormsBrowsersReturn() {
        assertArrayEquals(new float[] { 1, 0, 0x33 / 255f, 1 }, Palette.parse(" #ff0033"));
        assertArrayEquals(new float[] { 1, 0, 0x33 / 255f, 1 }, Palette.parse("#F03"));
        assertArrayEquals(new float[] { 0, 1, 0, 0x80 / 255f }, Palette.parse("#00ff0080"));
        assertArrayEquals(new float[] { 18 / 255f, 21 / 255f, 28 / 255f, 1 }, Palette.parse("rgb(18, 21, 28)"));
        assertArrayEquals(new float[] { 18 / 255f, 21 / 255f, 28 / 255f, 0.5f }, Palette.parse("rgba(18,21,28,0.5)"));
        assertArrayEquals(new float[] { 1, 0.5f, 0, 0.25f }, Palette.parse("rgb(100% 50% 0% / 0.25)"));
    }

    @Test
    void rejectsWhatIsNotAColour() {
        for (String bad : new String[] { "", "red", "#12", "#ggg", "rgb(1, 2)", "rgb(a, b, c)", "hsl(1, 2%, 3%)" }) {
            assertThrows(IllegalArgumentException.class, () -> Palette.parse(bad), bad);
        }
    }

    @Test
    void unreadableColoursKeepTheFallback() {
        Palette palette = Palette.DARK.orWhereUnreadable("#fff", "", "nonsense", "#000", "");
        assertArrayEquals(new float[] { 1, 1, 1, 1 }, palette.alive());
        assertSame(Palette.DARK.dead(), palette.dead());
        assertSame(Palette.DARK.gridLine(), palette.gridLine());
        assertArrayEquals(new float[] { 0, 0, 0, 1 }, palette.outside());
        assertSame(Palette.DARK.dying(), palette.dying());
    }
}
