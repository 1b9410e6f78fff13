package computelab.life;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class LiveAreaTest {
    @Test
    void theAreaIsTheSmallestRectangleHoldingEveryLiveCell() {
        Grid grid = new Grid(100, 40);
        grid.set(33, 7, true);
        grid.set(95, 30, true);
        grid.set(31, 12, true);
        LiveArea area = LiveArea.of(grid);
        assertEquals(new LiveArea(3, 31, 7, 95, 30), area);
        assertEquals(65, area.width());
        assertEquals(24, area.height());
    }

    @Test
    void anEmptyBoardHasNoArea() {
        assertTrue(LiveArea.of(new Grid(33, 3)).isEmpty());
        assertEquals(0, LiveArea.NONE.width());
    }
}
