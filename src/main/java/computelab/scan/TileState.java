package computelab.scan;

/**
 * The tile state words of decoupled_lookback.wgsl, mirrored in Java so the format is specified and
 * tested in one place. The state buffer holds one 128-byte line ({@link #STRIDE} words) per tile after
 * a first line whose word 0 is the ticket counter; the first two words of a tile's line hold its
 * state (waiting workgroups poll these lines, and tiles sharing a line slowed each other down on an
 * H200). A tile's 32-bit value is split over two words, each carrying the run's parity
 * (bit 18), a flag (bits 16..17: 1 = the tile's sum, 2 = its inclusive prefix) and one 16-bit half.
 * A reader accepts a value only when both words carry the current parity and the same flag, so a
 * half-updated pair or a word left from the previous run is never mistaken for a value, and values
 * keep the full 32-bit range (no 64-bit atomics needed).
 */
public final class TileState {
    public static final int NOTHING = 0;
    public static final int SUM = 1;
    public static final int PREFIX = 2;
    /** Words per tile, and the words before the first tile. */
    public static final int STRIDE = 32;

    private TileState() {
    }

    /** Bytes of the state of a scan over {@code tiles} tiles. */
    public static double bytes(long tiles) {
        return (tiles + 1) * STRIDE * 4.0;
    }

    /** The two words (low half first) a tile publishes. */
    public static int[] encode(int flag, int parity, int value) {
        return new int[] { word(flag, parity, value & 0xFFFF), word(flag, parity, value >>> 16) };
    }

    static int word(int flag, int parity, int half) {
        return (parity << 18) | (flag << 16) | half;
    }

    /** The flag a reader of this run sees: {@link #NOTHING} unless both words agree and are current. */
    public static int flag(int low, int high, int parity) {
        int stamp = low >>> 16;
        if (stamp != high >>> 16 || stamp >>> 2 != parity) {
            return NOTHING;
        }
        return stamp & 3;
    }

    /** The value of two words whose {@link #flag} is not {@link #NOTHING}. */
    public static int value(int low, int high) {
        return (high << 16) | (low & 0xFFFF);
    }
}
