package computelab.lab;

import computelab.failure.LabException;
import java.util.List;

/**
 * How much of each page's {@link SweepSpace} a correctness sweep runs: every tier checks each algorithm
 * and each of its tunings at awkward sizes with every combination of types, operations and modes, and at
 * its tile edges; the tiers differ in the large sizes and in how many combinations those and the edges take.
 *
 * @param name the tier's name on command lines ({@code -Dsweep=full}, {@code tier=gpu})
 * @param large the large sizes (element counts; boards of about as many cells), each run by every algorithm
 * @param combinationsPerLarge combinations each large size runs, taking turns (0: every one)
 * @param tunedLarge how many of the large sizes each tuning runs
 * @param tunedCombinations combinations each tuning runs at small sizes (0: every one; 1: one per tuning,
 *     the same at every size, so a tuned path compiles one variant of its kernels)
 * @param edgeCombinations combinations each small size at a power of two's edge takes, in turn (0: every one);
 *     see {@link #atEdge(long)}
 * @param largestEdge tile edges above this are left out (they are the large sizes of a larger tier)
 */
public record SweepTier(String name, List<Long> large, int combinationsPerLarge, int tunedLarge,
        int tunedCombinations, int edgeCombinations, long largestEdge) {

    /**
     * Sizes up to this are small: a few tiles of the chained scans and sorts, their edges included, each
     * with every combination but at a power of two's edge ({@link #atEdge}); larger ones are large.
     */
    static final long SMALL_LIMIT = 8193;
    /**
     * The smallest power of two whose edges are edges of workgroups alone: a subgroup (32), the tiles above.
     * Below it, and at sizes off every power of two (1000), the last vector and the last tile are partly
     * filled in a way that depends on the type (vectors of four, halves packed in pairs) and on the operation
     * (the padding is its identity), so those sizes take every combination in every tier.
     */
    static final long SMALLEST_EDGE = 32;
    /**
     * What {@code mvn verify} runs on SwiftShader: several tiles, one combination each; the tile edges up to
     * three levels of every tree (a sort of 2^18 keys takes SwiftShader seconds), two combinations at each
     * small one in turn.
     */
    public static final SweepTier DEFAULT = new SweepTier("default", List.of(65_541L), 1, 1, 1, 2, 262_145);
    /** The cross product ({@code mvn verify -Dsweep=full}): every combination at every size, about a million too. */
    public static final SweepTier FULL = new SweepTier("full", List.of(65_541L, 262_147L, 1_000_003L), 0, 3, 0, 0,
            (1 << 24) + 1);
    /**
     * A real GPU's sweep (bench/gpu-check.mjs): every combination at small sizes, two each at sizes up to
     * 2^28, where 2D grids of more than 65,535 workgroups and the devices' largest bindings are reached.
     */
    public static final SweepTier GPU = new SweepTier("gpu",
            List.of(1_000_003L, 16_777_217L, 67_108_867L, 268_435_456L), 2, 2, 0, 0, 1L << 28);
    public static final List<SweepTier> ALL = List.of(DEFAULT, FULL, GPU);

    public SweepTier {
        large = List.copyOf(large);
    }

    /** The tier of that name; a LabException naming the tiers if there is none. */
    public static SweepTier named(String name) {
        for (SweepTier tier : ALL) {
            if (tier.name().equals(name)) {
                return tier;
            }
        }
        throw new LabException("Unknown sweep tier \"" + LabException.quotable(name)
                + "\": choose default, full or gpu.");
    }

    /** The same tier with other large sizes (a GPU sweep tried on a small device). */
    public SweepTier withLarge(List<Long> sizes) {
        return new SweepTier(name, sizes, combinationsPerLarge, Math.min(tunedLarge, sizes.size()),
                tunedCombinations, edgeCombinations, largestEdge);
    }

    /**
     * Whether a small size is one of a power of two from {@link #SMALLEST_EDGE} on, or one either side: there
     * the kernels' paths are the count of whole workgroups and tiles, the same for every type and operation,
     * so the tier may take {@link #edgeCombinations} of them in turn.
     */
    static boolean atEdge(long size) {
        for (long power = SMALLEST_EDGE; power <= 2 * size; power *= 2) {
            if (Math.abs(size - power) <= 1) {
                return true;
            }
        }
        return false;
    }
}
