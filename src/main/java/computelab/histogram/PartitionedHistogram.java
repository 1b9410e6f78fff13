package computelab.histogram;

import computelab.gpu.Bound;
import computelab.gpu.DispatchGrid;
import computelab.gpu.Kernel;
import computelab.gpu.Plan;
import computelab.gpu.Scratch;
import computelab.gpu.Tuning;
import computelab.gpu.UniformLayout;
import java.util.List;

/**
 * Many bins without many counters (histogram/partitioned.wgsl): pass 1 partitions each tile of values by
 * bucket (a bin's high 8 bits) and writes each value's sub-bin (its low 8 bits) as one byte, grouped by
 * bucket, with a table of where each bucket's piece lies; pass 2 counts each bucket's pieces in 256
 * workgroup counters, a workgroup per bucket and slice of tiles. The input is read once and about a byte per
 * value is written and read again, where the private counters read the whole input once per range of bins.
 */
public final class PartitionedHistogram implements HistogramVariant {
    /** Values a tile holds, TILE of the kernel. */
    static final long TILE = 8192;
    /** The most buckets: a bin is 16 bits, 8 of them the sub-bin. */
    static final int MAX_BUCKETS = 256;
    /**
     * Values the count pass gives each of its workgroups on random input (n / this many workgroups): each
     * workgroup adds its up to 256 counts to the global counts once, so fewer would merge more.
     */
    static final long VALUES_PER_COUNTER_GROUP = 1 << 14;

    static final UniformLayout PARAMS = UniformLayout.struct("PartitionParams", "histogram/partitioned.wgsl")
            .u32("count").u32("bins").u32("bits").u32("tiles").u32("buckets").u32("region_words")
            .u32("tiles_per_slice").u32("slices").u32("lanes");

    private static final String SHADER = "histogram/partitioned.wgsl";

    static final String NAME = "partitioned";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String summary() {
        return "Two passes: each tile of values is partitioned by bucket (a bin's high 8 bits) into bytes holding the "
                + "sub-bin (its low 8 bits), then each bucket's bytes are counted in 256 workgroup counters and "
                + "merged once: the input read once for any number of bins.";
    }

    @Override
    public String shader() {
        return SHADER;
    }

    /** The entry point of the first pass; the second is count_pieces. */
    @Override
    public String entryPoint() {
        return "partition_tiles";
    }

    /** 2D grids, one slice of tiles per bucket, and slices of a few tiles each. */
    @Override
    public List<Tuning> tunings() {
        return List.of(Tuning.SMALL_GRIDS, Tuning.DEFAULT.withTargetWorkgroups(1),
                Tuning.DEFAULT.withTargetWorkgroups(2048));
    }

    /** Where the input takes one more tile. */
    @Override
    public List<Long> tileSizes(Tuning tuning) {
        return List.of(4L, TILE, 2 * TILE, 3 * TILE);
    }

    @Override
    public Plan plan(HistogramJob job) {
        Shape shape = Shape.of(job);
        Scratch.Lease table = job.tables().lease(shape.tiles * shape.buckets * 4.0);
        Scratch.Lease pieces = job.pieces().lease(shape.tiles * shape.regionWords * 4.0);
        int[] params = PARAMS.words().set("count", job.count()).set("bins", job.bins()).set("bits", job.bits())
                .set("tiles", shape.tiles).set("buckets", shape.buckets).set("region_words", shape.regionWords)
                .set("tiles_per_slice", shape.tilesPerSlice).set("slices", shape.slices).set("lanes", shape.lanes)
                .array();
        Bound tableBinding = new Bound(5, table.buffer(), 0, shape.tiles * shape.buckets * 4.0);
        Bound piecesBinding = new Bound(4, pieces.buffer(), 0, shape.tiles * shape.regionWords * 4.0);
        Plan.Dispatch partition = new Plan.Dispatch(Kernel.of(SHADER, "partition_tiles"),
                DispatchGrid.of(shape.tiles, job.maxPerDimension()), params,
                List.of(new Bound(1, job.values(), 0, Math.max(4, job.count() * 4.0)),
                        new Bound(2, job.vectors(), 0, job.vectorBytes()), piecesBinding, tableBinding));
        Plan.Dispatch count = new Plan.Dispatch(Kernel.of(SHADER, "count_pieces"),
                DispatchGrid.of(shape.slices * shape.buckets, job.maxPerDimension()), params,
                List.of(new Bound(3, job.counts(), 0, job.bins() * 4.0), piecesBinding, tableBinding));
        return Plan.of(name(), List.of(new Plan.Pass(job.label() + ": partition", List.of(partition)),
                new Plan.Pass(job.label() + ": count", List.of(count))))
                .beforeEachRun(encoder -> encoder.clearBuffer(job.counts(), 0, job.bins() * 4.0))
                .moving(4.0 * job.count()).holding(List.of(table, pieces)).with("ranges", 1).with("tile", TILE)
                .with("buckets", shape.buckets).with("slices", shape.slices)
                .with("workgroups", shape.tiles + shape.slices * shape.buckets);
    }

    /**
     * How a run splits its work: tiles of {@link #TILE} values; buckets of 256 bins; each tile's region of
     * words (its bytes, and a pad word per bucket at most); slices of tiles for the count pass, so that it has
     * about n / {@link #VALUES_PER_COUNTER_GROUP} workgroups (or the tuning's target); invocations per piece,
     * about half as many as a random input's piece has words (all 256 for one bucket): on an H100, 65,536 bins
     * at 2^26 counted 8% faster with two words per invocation than with one, 8% slower with half a word.
     */
    record Shape(long tiles, int buckets, long regionWords, long tilesPerSlice, long slices, int lanes) {
        static Shape of(HistogramJob job) {
            long tiles = DispatchGrid.ceilDiv(job.count(), TILE);
            int buckets = (int) DispatchGrid.ceilDiv(job.bins(), 256);
            long wanted = job.targetWorkgroups() > 0 ? job.targetWorkgroups()
                    : DispatchGrid.ceilDiv(job.count(), VALUES_PER_COUNTER_GROUP);
            long slices = Math.min(tiles, Math.max(1, DispatchGrid.ceilDiv(wanted, buckets)));
            long tilesPerSlice = DispatchGrid.ceilDiv(tiles, slices);
            int lanes = Math.max(1, Math.min(HistogramVariant.WORKGROUP_SIZE,
                    Integer.highestOneBit((int) (TILE / 8 / buckets))));
            return new Shape(tiles, buckets, TILE / 4 + buckets, tilesPerSlice,
                    DispatchGrid.ceilDiv(tiles, tilesPerSlice), lanes);
        }
    }
}
