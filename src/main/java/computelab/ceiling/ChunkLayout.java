package computelab.ceiling;

/**
 * How {@code vectors} 16-byte vectors split into chunks of at most {@code chunkVectors}: chunk i holds
 * vectors [i * chunkVectors, (i + 1) * chunkVectors), the last one the rest. Pure arithmetic, shared by
 * allocation, binding and verification so they cannot disagree.
 */
public record ChunkLayout(long vectors, long chunkVectors) {

    public ChunkLayout {
        if (vectors < 1 || chunkVectors < 1) {
            throw new IllegalArgumentException("A layout needs at least one vector per chunk and in all, not "
                    + vectors + " in chunks of " + chunkVectors);
        }
    }

    /** The chunks that hold the first {@code used} vectors. */
    public int chunksFor(long used) {
        return (int) ((used + chunkVectors - 1) / chunkVectors);
    }

    public int chunks() {
        return chunksFor(vectors);
    }

    /** How many of the first {@code used} vectors lie in chunk i. */
    public long vectorsIn(int chunk, long used) {
        return Math.max(0, Math.min(chunkVectors, used - chunk * chunkVectors));
    }

    public long firstVectorOf(int chunk) {
        return chunk * chunkVectors;
    }
}
