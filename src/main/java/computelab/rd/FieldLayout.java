package computelab.rd;

/**
 * How a state of the fields lies in GPU memory, row-major in every layout: two f32 planes in buffers of
 * their own (the tutorial), or u and v packed per cell as a vec2 of f32 or of f16 (the fast engine). The
 * CPU side of uploads, readbacks and the brush packs and unpacks cells here; the renderer reads v by
 * {@link #renderCode()}.
 */
public enum FieldLayout {
    /** u in one buffer, v in another, one f32 per cell each. */
    PLANES(4, 2, 0),
    /** One vec2<f32> (u, v) per cell in one buffer. */
    PAIRS_F32(8, 1, 1),
    /** One vec2<f16> (u, v) per cell in one buffer: u in the low 16 bits of the cell's word. */
    PAIRS_F16(4, 1, 2);

    private final int bytesPerCellPerBuffer;
    private final int buffers;
    private final int renderCode;

    FieldLayout(int bytesPerCellPerBuffer, int buffers, int renderCode) {
        this.bytesPerCellPerBuffer = bytesPerCellPerBuffer;
        this.buffers = buffers;
        this.renderCode = renderCode;
    }

    /** Buffers one state takes: 2 for planes, else 1. */
    public int buffers() {
        return buffers;
    }

    /** Bytes of one cell in each of the state's buffers. */
    public int bytesPerCellPerBuffer() {
        return bytesPerCellPerBuffer;
    }

    /** Bytes of one cell's u and v. */
    public int bytesPerCell() {
        return bytesPerCellPerBuffer * buffers;
    }

    /** 32-bit words per cell in each buffer. */
    public int wordsPerCell() {
        return bytesPerCellPerBuffer / 4;
    }

    /** The layout's number in wgsl/rd/render.wgsl. */
    public int renderCode() {
        return renderCode;
    }

    /**
     * The words of cells [0, count) for buffer {@code buffer} of a state (0 or 1; planes: 0 holds u, 1 holds v).
     */
    public int[] pack(float[] u, float[] v, int count, int buffer) {
        int[] words = new int[count * wordsPerCell()];
        for (int i = 0; i < count; i++) {
            switch (this) {
                case PLANES -> words[i] = Float.floatToIntBits(buffer == 0 ? u[i] : v[i]);
                case PAIRS_F32 -> {
                    words[2 * i] = Float.floatToIntBits(u[i]);
                    words[2 * i + 1] = Float.floatToIntBits(v[i]);
                }
                case PAIRS_F16 -> words[i] = HalfFloat.toBits(u[i]) | HalfFloat.toBits(v[i]) << 16;
            }
        }
        return words;
    }

    /** Unpacks cells [0, count) from the words of buffer {@code buffer} into u and v (planes fill one of them). */
    public void unpack(int[] words, int count, int buffer, float[] u, float[] v) {
        for (int i = 0; i < count; i++) {
            switch (this) {
                case PLANES -> (buffer == 0 ? u : v)[i] = Float.intBitsToFloat(words[i]);
                case PAIRS_F32 -> {
                    u[i] = Float.intBitsToFloat(words[2 * i]);
                    v[i] = Float.intBitsToFloat(words[2 * i + 1]);
                }
                case PAIRS_F16 -> {
                    u[i] = HalfFloat.fromBits(words[i] & 0xFFFF);
                    v[i] = HalfFloat.fromBits(words[i] >>> 16);
                }
            }
        }
    }
}
