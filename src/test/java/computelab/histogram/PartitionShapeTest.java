package computelab.histogram;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import computelab.gpu.Shaders;
import org.junit.jupiter.api.Test;

class PartitionShapeTest {
    private static PartitionedHistogram.Shape shape(long count, int bins, long targetWorkgroups) {
        return PartitionedHistogram.Shape.of(new HistogramJob(null, count, null, bins, 32, null, 8192,
                targetWorkgroups, 65535, "test", null, null));
    }

    @Test
    void everyValueFallsInOneTileAndEveryTileInOneSlice() {
        for (long count : new long[] { 1, 8191, 8192, 8193, 3 * 8192 + 1, 1L << 26, (1L << 28) - 5 }) {
            for (int bins : new int[] { 1, 256, 257, 4097, 65535, 65536 }) {
                for (long target : new long[] { 0, 1, 7, 2048 }) {
                    PartitionedHistogram.Shape shape = shape(count, bins, target);
                    String what = "n " + count + " bins " + bins + " target " + target;
                    assertTrue(shape.tiles() * PartitionedHistogram.TILE >= count, what);
                    assertTrue((shape.tiles() - 1) * PartitionedHistogram.TILE < count, what);
                    assertTrue(shape.slices() * shape.tilesPerSlice() >= shape.tiles(), what);
                    assertTrue((shape.slices() - 1) * shape.tilesPerSlice() < shape.tiles(), what);
                    assertEquals((bins + 255) / 256, shape.buckets(), what);
                    // A piece starts word-aligned: a tile's bytes and at most one pad word per bucket.
                    assertEquals(PartitionedHistogram.TILE / 4 + shape.buckets(), shape.regionWords(), what);
                    // The table packs a piece's start and size in 16 bits each.
                    assertTrue(shape.regionWords() < 1 << 16 && PartitionedHistogram.TILE < 1 << 16, what);
                    assertTrue(Integer.bitCount(shape.lanes()) == 1 && shape.lanes() <= 256, what);
                }
            }
        }
    }

    @Test
    void theCountPassAimsAtSixteenThousandValuesPerWorkgroupOrTheTuningsTarget() {
        assertEquals(16, shape(1L << 26, 65536, 0).slices()); // 4,096 workgroups of 256 buckets
        assertEquals(64, shape(1L << 28, 65536, 0).slices());
        assertEquals(8, shape(1L << 26, 65536, 2048).slices());
        assertEquals(1, shape(1L << 26, 65536, 1).slices());
        assertEquals(4, shape(1L << 26, 65536, 0).lanes()); // a random piece of 32 bytes: two words per invocation
        assertEquals(256, shape(1L << 26, 256, 0).lanes());
    }

    @Test
    void theTileAndTheBucketsOfJavaAndWgslAgree() {
        // The pieces buffer and the table are sized in Java for the kernel's tile and staging words.
        String kernel = Shaders.source("histogram/partitioned.wgsl");
        assertTrue(kernel.contains("const TILE: u32 = " + PartitionedHistogram.TILE + "u;"));
        assertTrue(kernel.contains("const MAX_BUCKETS: u32 = " + PartitionedHistogram.MAX_BUCKETS + "u;"));
        assertTrue(kernel.contains("const STAGING_WORDS: u32 = TILE / 4u + MAX_BUCKETS;"));
        assertEquals(PartitionedHistogram.MAX_BUCKETS, shape(1, 65536, 0).buckets());
    }
}
