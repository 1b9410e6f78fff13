package computelab.life;

import computelab.gpu.LabException;
import java.util.List;

/**
 * A Life-like rule: which neighbour counts (0..8) give birth to a dead cell and which keep a live
 * cell alive. Bit k of {@link #birthMask()} / {@link #survivalMask()} stands for count k, the same
 * 9-bit masks the shaders take as uniforms.
 */
public record LifeRule(int birthMask, int survivalMask) {
    public static final LifeRule LIFE = new LifeRule(1 << 3, 1 << 2 | 1 << 3);

    private static final int ALL_COUNTS = 0x1FF;
    private static final List<NamedRule> PRESETS = List.of(
            new NamedRule("Life", LIFE),
            new NamedRule("HighLife", parse("B36/S23")),
            new NamedRule("Day & Night", parse("B3678/S34678")),
            new NamedRule("Seeds", parse("B2/S")),
            new NamedRule("Life without Death", parse("B3/S012345678")));

    public LifeRule {
        if ((birthMask & ~ALL_COUNTS) != 0 || (survivalMask & ~ALL_COUNTS) != 0) {
            throw new IllegalArgumentException("Rule masks are 9-bit (counts 0..8): birth "
                    + birthMask + ", survival " + survivalMask);
        }
    }

    /** The well-known rules a page offers by name, Life first. */
    public static List<NamedRule> presets() {
        return PRESETS;
    }

    /**
     * Reads {@code B3/S23} (either letter case, parts in either order) or the older survival-first
     * {@code 23/3}. Throws {@link LabException} with a sentence for the person who typed it.
     */
    public static LifeRule parse(String text) {
        String trimmed = text == null ? "" : text.trim();
        int slash = trimmed.indexOf('/');
        if (slash < 0 || trimmed.indexOf('/', slash + 1) >= 0) {
            throw malformed(text);
        }
        String left = trimmed.substring(0, slash).trim();
        String right = trimmed.substring(slash + 1).trim();
        char leftTag = tagOf(left);
        char rightTag = tagOf(right);
        if (leftTag == 'B' && rightTag == 'S') {
            return new LifeRule(counts(left.substring(1), text), counts(right.substring(1), text));
        }
        if (leftTag == 'S' && rightTag == 'B') {
            return new LifeRule(counts(right.substring(1), text), counts(left.substring(1), text));
        }
        if (leftTag == 0 && rightTag == 0) {
            return new LifeRule(counts(right, text), counts(left, text));
        }
        throw malformed(text);
    }

    public boolean birthsOn(int neighbours) {
        return (birthMask >>> neighbours & 1) != 0;
    }

    public boolean survivesOn(int neighbours) {
        return (survivalMask >>> neighbours & 1) != 0;
    }

    /** The state of a cell in the next generation, given its state and its live-neighbour count. */
    public boolean next(boolean alive, int neighbours) {
        return alive ? survivesOn(neighbours) : birthsOn(neighbours);
    }

    /** Canonical form, digits ascending: {@code B36/S23}. */
    @Override
    public String toString() {
        return "B" + digitsOf(birthMask) + "/S" + digitsOf(survivalMask);
    }

    private static char tagOf(String part) {
        if (part.isEmpty()) {
            return 0;
        }
        char first = Character.toUpperCase(part.charAt(0));
        return first == 'B' || first == 'S' ? first : 0;
    }

    private static int counts(String digits, String wholeRule) {
        int mask = 0;
        for (int i = 0; i < digits.length(); i++) {
            char c = digits.charAt(i);
            if (c == '9') {
                throw new LabException(prefix(wholeRule) + "digits must be 0-8, as in B3/S23.");
            }
            if (c < '0' || c > '8') {
                throw malformed(wholeRule);
            }
            int bit = 1 << (c - '0');
            if ((mask & bit) != 0) {
                throw new LabException(prefix(wholeRule) + "digit " + c
                        + " appears twice in one part; each count may appear once, as in B3/S23.");
            }
            mask |= bit;
        }
        return mask;
    }

    private static LabException malformed(String text) {
        return new LabException(prefix(text)
                + "expected B and S followed by digits 0-8, as in B3/S23 (or survival first, as in 23/3).");
    }

    private static String prefix(String text) {
        return "Unknown rule \"" + InputText.quotable(text) + "\": ";
    }

    private static String digitsOf(int mask) {
        StringBuilder digits = new StringBuilder();
        for (int count = 0; count <= 8; count++) {
            if ((mask >>> count & 1) != 0) {
                digits.append((char) ('0' + count));
            }
        }
        return digits.toString();
    }
}
