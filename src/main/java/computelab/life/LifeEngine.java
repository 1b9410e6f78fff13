package computelab.life;

import computelab.gpu.Passes;
import computelab.gpu.Timed;
import org.teavm.jso.webgpu.GPUBuffer;
import org.teavm.jso.webgpu.GPUCommandEncoder;

/**
 * A Game of Life board on the GPU and the way it advances. Create one with {@link LifeEngines}, size
 * it with {@link #configure}, fill it ({@link #fillRandom}, {@link #load}, {@link #stamp}), encode
 * generations with {@link #step}, submit, then read counters. GPU buffers live from configure to
 * {@link #dispose} and are reused while the size stays the same.
 *
 * <p>For a renderer: the board is in two buffers used in turn; {@link #currentCells()} (equivalently
 * {@code cells(currentIndex())}) holds the current generation after every encoded step, laid out as
 * {@link #encoding()} says, {@link #rowStride()} u32 elements per row. Both buffers exist from
 * configure on and are replaced only by a configure with a new size, so a renderer can make one bind
 * group per buffer and pick by {@link #currentIndex()}. The buffers carry STORAGE, COPY_SRC and COPY_DST
 * usage.
 *
 * <p>Threading: all methods run on a TeaVM thread (they may wait for the GPU); {@code step} only
 * encodes, the caller submits the encoder before reading anything.
 */
public interface LifeEngine extends Timed, AutoCloseable {
    /** The algorithm name used in URLs and results: "bitpacked", "naive" or "skip-unchanged". */
    String algorithm();

    CellEncoding encoding();

    /**
     * Sizes the board (cleared, generation 0) and sets its rule and edges. Throws {@link
     * computelab.failure.LabException} when the board is larger than this device's buffers allow.
     */
    void configure(int width, int height, LifeRule rule, Boundary boundary);

    /** Changes the rule or the edges and keeps the cells. */
    void setRule(LifeRule rule, Boundary boundary);

    int width();

    int height();

    LifeRule rule();

    Boundary boundary();

    /** Steps encoded since the board was last cleared, filled or loaded. */
    long generation();

    /** All cells dead, generation 0. */
    void clear();

    /** Uploads a grid of the configured size as generation 0. */
    void load(Grid grid);

    /** The contract's random board (see {@link Grid#randomFill}), generated on the GPU; generation 0. */
    void fillRandom(double density, int seed);

    /**
     * Sets the pattern's live cells with its top-left corner at (x, y), leaving the rest as it was;
     * throws {@link computelab.failure.LabException} when it does not fit. The generation is kept.
     */
    void stamp(Pattern pattern, int x, int y);

    /** Encodes one generation as one compute pass, begun through {@code passes} (timed or not). */
    void step(GPUCommandEncoder encoder, Passes passes);

    /**
     * The generations one pass advances on the configured board: 1, or more for an engine that keeps
     * the generations between in registers (the bit-packed engine on large boards). A page's run of n
     * generations is n / this passes of this many, then one of the rest.
     */
    int generationsPerPass();

    /** Work that advances the board {@code generations} generations each time it is encoded, in passes as above. */
    Timed advancing(long generations);

    /** The label of a generation's compute pass, the key of its time in measurements. */
    default String stepLabel() {
        return "life " + algorithm() + " step";
    }

    /** As {@link Timed}, one repetition is one generation. */
    @Override
    default void encode(GPUCommandEncoder encoder, Passes passes) {
        step(encoder, passes);
    }

    @Override
    default int passesPerRepetition() {
        return 1;
    }

    /** Live cells, counted on the GPU (waits for the GPU). */
    long population();

    /** The contract checksum of the current generation, from a readback in pieces (waits). */
    long checksum();

    /** Rows [firstRow, firstRow + rows) of the current generation as a grid (waits). */
    Grid readRows(int firstRow, int rows);

    /** The whole current generation; boards over {@link Grid#MAX_CELLS} are refused. */
    Grid readGrid();

    /** Reads u32 elements [first, first + count) of the current generation piece by piece, in order (waits). */
    void readInPieces(long first, long count, Piece consumer);

    /** Receives one piece of a board read back: {@code count} words in {@code words}. */
    interface Piece {
        void accept(int[] words, int count);
    }

    /** The buffer holding the current generation. */
    GPUBuffer currentCells();

    /** Which of the two buffers holds the current generation: 0 or 1. */
    int currentIndex();

    /** One of the two board buffers (index 0 or 1). */
    GPUBuffer cells(int index);

    /** u32 elements per row in the board buffers. */
    long rowStride();

    /** Bytes of one of the two board buffers. */
    double stateBytes();

    /** Destroys every GPU buffer the engine made; it can be configured again afterwards. */
    void dispose();

    @Override
    default void close() {
        dispose();
    }
}
