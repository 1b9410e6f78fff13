package computelab.gpu;

import java.util.List;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class UniformLayoutTest {
    private static final UniformLayout VIEW = UniformLayout.struct("View", "test.wgsl").boundAt(1).u32("count")
            .vec2f("origin").i32("shift").vec4f("colour").array("table", UniformLayout.Type.VEC4_U32, 2);

    @Test
    void fieldsSitAtWgslsUniformOffsetsAndTheSizeRoundsUpToSixteen() {
        assertEquals(List.of(0, 8, 16, 32, 48), VIEW.fields().stream().map(UniformLayout.Field::offset).toList());
        assertEquals(80, VIEW.bytes());
        assertEquals(32, UniformLayout.struct("Params", "test.wgsl").u32("a").u32("b").u32("c").u32("d").u32("e")
                .bytes(), "five u32 take 20 bytes, bound as 32");
        assertEquals(1, VIEW.binding());
        assertEquals("array<vec4<u32>, 2>", VIEW.fields().get(4).wgslType());
    }

    @Test
    void aU32FieldsWordIsWhereACountOnTheGpuWritesIt() {
        UniformLayout params = UniformLayout.struct("P", "test.wgsl").vec2f("origin").u32("n").u32("tiles");
        assertEquals(2, params.wordOf("n"));
        assertEquals(3, params.wordOf("tiles"));
        assertThrows(IllegalArgumentException.class, () -> params.wordOf("origin"));
        assertThrows(IllegalArgumentException.class, () -> params.wordOf("count"));
    }

    @Test
    void valuesAreWrittenAtTheirFieldsWhateverTheOrderAndUnsetFieldsStayZero() {
        int[] words = VIEW.words().set("shift", -3).set("count", 7L).set("origin", 0.5f, -2f)
                .set("table", new int[] { 1, 2, 3, 4, 5, 6, 7, 8 }).array();
        int[] expected = new int[20];
        expected[0] = 7;
        expected[2] = Float.floatToIntBits(0.5f);
        expected[3] = Float.floatToIntBits(-2f);
        expected[4] = -3;
        for (int i = 0; i < 8; i++) {
            expected[12 + i] = i + 1;
        }
        assertArrayEquals(expected, words);
        assertEquals(1, UniformLayout.struct("P", "test.wgsl").u32("on").words().set("on", true).array()[0]);
        assertEquals(-1, UniformLayout.struct("P", "test.wgsl").u32("n").words().set("n", 0xFFFFFFFFL).array()[0],
                "the largest u32 keeps its bits");
    }

    @Test
    void aValueOfTheWrongKindSizeOrRangeOrAnUnknownNameIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> VIEW.words().set("count", 1.5f));
        assertThrows(IllegalArgumentException.class, () -> VIEW.words().set("origin", 1, 2));
        assertThrows(IllegalArgumentException.class, () -> VIEW.words().set("colour", new float[] { 1, 2, 3 }));
        assertThrows(IllegalArgumentException.class, () -> VIEW.words().set("count", -1L));
        assertThrows(IllegalArgumentException.class, () -> VIEW.words().set("count", 1L << 32));
        assertThrows(IllegalArgumentException.class, () -> VIEW.words().set("shift", 1L << 31));
        assertThrows(IllegalArgumentException.class, () -> VIEW.words().set("counts", 1));
        assertThrows(IllegalArgumentException.class, () -> VIEW.u32("count"), "a name twice");
        assertThrows(IllegalArgumentException.class, () -> VIEW.array("list", UniformLayout.Type.U32, 4),
                "a uniform array of u32 would stride 16 bytes");
    }
}
