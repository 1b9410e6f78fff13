package computelab.web.canvas;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class WheelZoomTest {
    private final List<Integer> levels = new ArrayList<>();
    private final WheelZoom zoom = new WheelZoom((x, y, by) -> levels.add(by));

    @Test
    void aNotchDownZoomsOutOneLevelAndANotchUpZoomsIn() {
        zoom.turn(5, 7, 100, false);
        zoom.turn(5, 7, -300, false);
        assertEquals(List.of(-1, 3), levels);
    }

    @Test
    void smallStepsAddUpAcrossTurns() {
        for (int i = 0; i < 9; i++) {
            zoom.turn(0, 0, -5, true);
        }
        assertEquals(List.of(1, 1), levels, "45 pixels of pinch are two levels of 20, with 5 left over");
        zoom.turn(0, 0, -15, true);
        assertEquals(List.of(1, 1, 1), levels);
    }
}
