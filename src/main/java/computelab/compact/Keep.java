package computelab.compact;

import java.util.List;

/** Which elements a compaction keeps (the kernel's KEEP override constant is the code). */
public enum Keep {
    /** Integers with the low bit set (u32 and i32 only). */
    ODD("odd"),
    /** {@code x != 0}; for f32, -0.0 counts as zero. */
    NONZERO("nonzero"),
    /** {@code x < pivot} in the element type's order. */
    BELOW("below");

    private final String text;

    Keep(String text) {
        this.text = text;
    }

    /** Its name in URLs and results. */
    public String text() {
        return text;
    }

    /** The code of the kernel's KEEP override constant. */
    public int code() {
        return ordinal();
    }

    public static List<Keep> all() {
        return List.of(values());
    }
}
