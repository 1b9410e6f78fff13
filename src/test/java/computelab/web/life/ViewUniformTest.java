package computelab.web.life;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class ViewUniformTest {
    @Test
    void theCornerIsSplitIntoWholeCellsAndAFractionAtTheStructsOffsets() {
        Camera camera = new Camera();
        camera.set(-7.25, 1000.5, 4);
        int[] words = ViewUniform.pack(300, 200, 10, true, camera, Palette.DARK);
        assertEquals(ViewUniform.WORDS * 4, 112, "the WGSL struct View is 112 bytes");
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
        int[] far = ViewUniform.pack(4096, 4096, 4096, false, camera, Palette.DARK);
        assertEquals(16, far[9]);
        assertEquals(0, far[3]);
        camera.set(0, 0, 8);
        assertEquals(1, ViewUniform.pack(10, 10, 1, true, camera, Palette.DARK)[10]);
    }
}
