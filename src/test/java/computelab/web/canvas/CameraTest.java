package computelab.web.canvas;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;


class CameraTest {
    @Test
    void zoomingKeepsTheCellUnderThePointerInPlace() {
        Camera camera = new Camera();
        camera.set(10, 20, 4);
        for (int steps : new int[] { 1, 3, -2, -5, 7 }) {
            double cellX = camera.cellX(301);
            double cellY = camera.cellY(157);
            camera.zoomAround(301, 157, steps);
            // Snapping moves the corner by at most half a pixel.
            assertEquals(cellX, camera.cellX(301), 0.5 / camera.scale() + 1e-9);
            assertEquals(cellY, camera.cellY(157), 0.5 / camera.scale() + 1e-9);
        }
    }

    @Test
    void cellEdgesFallOnPixelEdgesAtEveryZoomLevel() {
        Camera camera = new Camera();
        camera.set(3.3, 7.9, 1);
        for (int level = 0; level < Camera.LADDER.length; level++) {
            camera.zoomAround(123.4, 456.7, -100);
            camera.zoomAround(123.4, 456.7, level);
            camera.panByPixels(17.3, -4.6);
            double scale = camera.scale();
            assertEquals(Camera.LADDER[level], scale);
            assertEquals(Math.rint(camera.left() * scale), camera.left() * scale, 1e-6);
            assertEquals(Math.rint(camera.top() * scale), camera.top() * scale, 1e-6);
        }
    }

    @Test
    void aCanvasThatChangesSizeKeepsTheCellInItsMiddleWhereItWas() {
        Camera camera = new Camera();
        camera.fit(0, 0, 199, 119, 1000, 600);
        double middleX = camera.cellX(500);
        double middleY = camera.cellY(300);
        double scale = camera.scale();
        camera.resized(1000, 600, 1366, 583);
        assertEquals(scale, camera.scale(), "the zoom stays");
        assertEquals(middleX, camera.cellX(683), 0.5 / scale + 1e-9);
        assertEquals(middleY, camera.cellY(291.5), 0.5 / scale + 1e-9);
    }

    @Test
    void zoomStopsAtBothEndsOfTheLadder() {
        Camera camera = new Camera();
        assertTrue(camera.zoomAround(0, 0, 1000));
        assertEquals(Camera.LADDER[Camera.LADDER.length - 1], camera.scale());
        assertFalse(camera.zoomAround(0, 0, 1));
        camera.zoomAround(0, 0, -1000);
        assertEquals(Camera.LADDER[0], camera.scale());
    }

    @Test
    void panningByPixelsMovesTheBoardWithThePointer() {
        Camera camera = new Camera();
        camera.set(0, 0, 8);
        double before = camera.cellX(100);
        camera.panByPixels(40, 0);
        assertEquals(before - 5, camera.cellX(100), 1e-9);
        assertEquals(before, camera.cellX(140), 1e-9);
    }

    @Test
    void fitShowsTheWholeAreaCentredAtTheLargestLevelThatFits() {
        Camera camera = new Camera();
        // A 36 x 9 gun in an 800 x 600 canvas: 800 * 0.9 / 36 = 20 pixels per cell.
        camera.fit(100, 50, 135, 58, 800, 600);
        assertEquals(20, camera.scale());
        assertTrue(camera.pixelX(100) >= 0 && camera.pixelX(136) <= 800);
        assertEquals(400, (camera.pixelX(100) + camera.pixelX(136)) / 2, 1);
        assertEquals(300, (camera.pixelY(50) + camera.pixelY(59)) / 2, 1);
        // A 4096-cell board in 800 pixels needs less than one pixel per cell: 1/8 fits (512 pixels).
        camera.fit(0, 0, 4095, 4095, 800, 800);
        assertEquals(1.0 / 8, camera.scale());
        assertTrue(camera.pixelX(0) >= 0 && camera.pixelX(4096) <= 800);
    }

    @Test
    void aFitOfAFewCellsStopsAtThirtyTwoPixelsACellSoTheirSurroundingsShow() {
        Camera camera = new Camera();
        // A 3 x 3 glider in 900 x 650 pixels would fill it at 195 pixels a cell; 32 shows 28 x 20 cells.
        camera.fit(10, 20, 12, 22, 900, 650);
        assertEquals(32, camera.scale());
        assertEquals(450, (camera.pixelX(10) + camera.pixelX(13)) / 2, 32, "centred");
        assertTrue(camera.cellX(0) < 10 - 10 && camera.cellX(900) > 13 + 10, "ten cells or more on each side");
    }

    @Test
    void pinchScalesGoToTheNearestLevel() {
        assertEquals(Camera.levelOf(16), Camera.levelOf(17));
        assertEquals(Camera.levelOf(1.0 / 4), Camera.levelOf(0.26));
        Camera camera = new Camera();
        camera.zoomAroundTo(50, 50, 10.5);
        assertEquals(10, camera.scale());
    }
}
