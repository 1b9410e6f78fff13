package computelab.ceiling;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class ChunkLayoutTest {
    @Test
    void chunksCoverTheUsedVectorsExactlyOnceInOrder() {
        for (long chunk : new long[] { 1, 3, 1000, 1 << 20 }) {
            for (long used : new long[] { 1, 2, 999, 1000, 1001, 2999, 3000, 3001, (1 << 20) + 1 }) {
                ChunkLayout layout = new ChunkLayout(used + 5, chunk);
                long next = 0;
                for (int i = 0; i < layout.chunksFor(used); i++) {
                    assertEquals(next, layout.firstVectorOf(i), "chunk " + i + " of " + chunk);
                    long count = layout.vectorsIn(i, used);
                    assertEquals(true, count >= 1 && count <= chunk, "chunk " + i + " holds " + count);
                    next += count;
                }
                assertEquals(used, next, used + " vectors in chunks of " + chunk);
            }
        }
    }

    @Test
    void twoGibibytesOfVectorsInBindingsOfTwoGibibytesLessFourBytesNeedTwoChunks() {
        long chunkVectors = ((1L << 31) - 4) / 16;
        ChunkLayout layout = new ChunkLayout((1L << 31) / 16, chunkVectors);
        assertEquals(2, layout.chunks());
        assertEquals(1, layout.vectorsIn(1, layout.vectors()));
    }

    @Test
    void anEmptyLayoutIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> new ChunkLayout(0, 16));
    }
}
