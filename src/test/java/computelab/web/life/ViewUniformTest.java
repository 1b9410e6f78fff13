package computelab.web.life;

import computelab.life.CellEncoding;
import computelab.web.canvas.Camera;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;


class ViewUniformTest {
    @Test
    void theCornerIsSplitIntoWholeCellsAndAFractionAtTheStructsOffsets() {
        Camera camera = new Camera();
        camera.set(-7.25, 1000.5, 4);
        int[] words = ViewUniform.pack(300, 200, 10, CellEncoding.BIT_PACKED, 2, camera, Palette.DARK);
        assertEquals(ViewUniform.WORDS * 4, 128, "the WGSL struct View is 128 bytes");
        assertEquals(300, words[0]);
        assertEquals(200, words[1]);
        assertEquals(10, words[2]);
        assertEquals(1, words[3]);
        assertEquals(-8, words[4]);
        assertEquals(1000, words[5]);
        assertEquals(0.75f, Float.intBitsToFloat(words[6]));
        assertEquals(0.5f, Float.intBitsToFloat(words[7]));
        assertEquals(4f, Float.intBitsToFloat(words[8]));
        assertEquals(1, words[9]);
        assertEquals(0, words[10], "4-pixel cells get no grid lines");
        assertEquals(Palette.DARK.alive()[1], Float.intBitsToFloat(words[13]));
        assertEquals(Palette.DARK.outside()[3], Float.intBitsToFloat(words[27]));
    }

    @Test
    void zoomedOutAPixelCoversAPowerOfTwoBlockAndLargeCellsGetGridLines() {
        Camera camera = new Camera();
        camera.set(64, 64, 1.0 / 16);
        int[] far = ViewUniform.pack(4096, 4096, 4096, CellEncoding.CELL_PER_WORD, 2, camera, Palette.DARK);
        assertEquals(16, far[9]);
        assertEquals(0, far[3]);
        camera.set(0, 0, 8);
        assertEquals(1, ViewUniform.pack(10, 10, 1, CellEncoding.BIT_PACKED, 2, camera, Palette.DARK)[10]);
    }

    @Test
    void aGenerationsBoardIsLayoutTwoWithItsStatesAndTheDyingColourLast() {
        int[] words = ViewUniform.pack(10, 10, 10, CellEncoding.STATE_PER_CELL, 7, new Camera(), Palette.DARK);
        assertEquals(2, words[3]);
        assertEquals(7, words[11]);
        assertEquals(Palette.DARK.dying()[0], Float.intBitsToFloat(words[28]));
    }
}
