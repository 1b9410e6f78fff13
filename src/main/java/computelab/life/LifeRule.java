package computelab.life;

import java.util.Arrays;
import java.util.List;

/**
 * A rule of the Life family: which 3 x 3 neighbourhoods give birth to a dead cell and which keep a live
 * cell alive, and how many states a cell has. Three kinds share this one value:
 * <ul>
 * <li>Life-like rules ({@code B3/S23}): birth and survival depend on the count of live neighbours only;
 * bit k of {@link #birthMask()} / {@link #survivalMask()} stands for count k, the 9-bit masks the
 * Life-like shaders take as uniforms.
 * <li>Isotropic non-totalistic rules in Hensel notation ({@code B2-a/S12}): birth and survival depend on
 * how the live neighbours are arranged ({@link HenselLetters}).
 * <li>Generations rules ({@code B2/S/C3}), either kind above with {@link #states()} from 3 to 256: state 0
 * is dead, 1 alive, 2 .. C-1 dying. A live cell that does not survive becomes 2, a dying cell ages by one
 * each generation and becomes 0 after C-1; dying cells are no neighbours and cannot be born into.
 * </ul>
 * The whole rule is the 512-entry table {@link #nextAlive(int)}: for a neighbourhood n (bit
 * {@code 3 * row + column}, bit 4 the cell itself, live cells only) whether the cell is alive next.
 */
public final class LifeRule {
    public static final LifeRule LIFE = new LifeRule(1 << 3, 1 << 2 | 1 << 3);
    public static final int MAX_STATES = 256;

    private static final int ALL_COUNTS = 0x1FF;
    private static final List<NamedRule> PRESETS = List.of(
            new NamedRule("Life", LIFE),
            new NamedRule("HighLife", parse("B36/S23")),
            new NamedRule("Day & Night", parse("B3678/S34678")),
            new NamedRule("Seeds", parse("B2/S")),
            new NamedRule("Life without Death", parse("B3/S012345678")),
            new NamedRule("Brian's Brain", parse("/2/3")),
            new NamedRule("Star Wars", parse("345/2/4")),
            new NamedRule("Just Friends", parse("B2-a/S12")),
            new NamedRule("tlife", parse("B3/S2-i34q")),
            new NamedRule("Just Friends, 4 states", parse("B2-a/S12/C4")));

    /** Bit n & 31 of word n >>> 5: whether neighbourhood n leaves the cell alive. */
    private final int[] table;
    private final int states;
    private final int birthMask;
    private final int survivalMask;
    private final boolean totalistic;

    /** A Life-like rule from 9-bit count masks. */
    public LifeRule(int birthMask, int survivalMask) {
        this(tableOf(checkMask(birthMask, "birth"), checkMask(survivalMask, "survival")), 2);
    }

    LifeRule(int[] table, int states) {
        if (table.length != 16 || states < 2 || states > MAX_STATES) {
            throw new IllegalArgumentException("A rule is a 512-bit table and 2.." + MAX_STATES + " states");
        }
        this.table = table.clone();
        this.states = states;
        this.birthMask = countMask(false);
        this.survivalMask = countMask(true);
        this.totalistic = Arrays.equals(table, tableOf(birthMask, survivalMask));
    }

    /** The well-known rules a page offers by name, Life first. */
    public static List<NamedRule> presets() {
        return PRESETS;
    }

    /**
     * Reads every notation of the family: {@code B3/S23} (either letter case, parts in either order),
     * Golly's survival-first {@code 23/3}, Generations {@code B2/S/C3} and {@code /2/3}, and Hensel
     * letters in either ({@code B2-a/S12}, {@code B2-a/S12/C4}). Throws
     * {@link computelab.failure.LabException} with a sentence for the person who typed it.
     */
    public static LifeRule parse(String text) {
        return RuleText.parse(text);
    }

    /** Whether a cell with this 9-bit neighbourhood (bit 4 = the cell itself alive) is alive next. */
    public boolean nextAlive(int neighbourhood) {
        return (table[neighbourhood >>> 5 & 15] >>> neighbourhood & 1) != 0;
    }

    /** The table as 16 words of 32 entries, the form the shaders take. */
    public int[] tableWords() {
        return table.clone();
    }

    /** Cell states: 2 for Life-like and isotropic rules, 3 to 256 for Generations. */
    public int states() {
        return states;
    }

    /** Whether birth and survival depend on the neighbour count only (no Hensel letters needed). */
    public boolean isTotalistic() {
        return totalistic;
    }

    /** Two states and totalistic: what the bit-packed and one-word-per-cell engines run. */
    public boolean isLifeLike() {
        return states == 2 && isTotalistic();
    }

    /** Counts on which a dead cell is born whatever the arrangement; exact for totalistic rules. */
    public int birthMask() {
        return birthMask;
    }

    /** Counts on which a live cell survives whatever the arrangement; exact for totalistic rules. */
    public int survivalMask() {
        return survivalMask;
    }

    public boolean birthsOn(int neighbours) {
        return (birthMask >>> neighbours & 1) != 0;
    }

    public boolean survivesOn(int neighbours) {
        return (survivalMask >>> neighbours & 1) != 0;
    }

    /** The state of a cell in the next generation, given its state and its live-neighbour count (totalistic rules). */
    public boolean next(boolean alive, int neighbours) {
        return alive ? survivesOn(neighbours) : birthsOn(neighbours);
    }

    /**
     * Canonical form: digits ascending, a count's letters in LifeWiki's order ({@code cekainyqjrtwz}), a
     * count with more than half of its letters written with {@code -} and the missing ones, and
     * {@code /C} with the states for Generations: {@code B36/S23}, {@code B2-a/S12}, {@code B2/S/C3}.
     */
    @Override
    public String toString() {
        return "B" + part(false) + "/S" + part(true) + (states > 2 ? "/C" + states : "");
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof LifeRule rule && rule.states == states && Arrays.equals(rule.table, table);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(table) * 31 + states;
    }

    private String part(boolean alive) {
        StringBuilder text = new StringBuilder();
        for (int count = 0; count <= 8; count++) {
            if (hasWholeCount(count, alive)) {
                text.append(count);
                continue;
            }
            String all = HenselLetters.lettersFor(count);
            String listed = listedLetters(count, alive);
            if (listed.isEmpty()) {
                continue;
            }
            text.append(count);
            if (2 * listed.length() <= all.length()) {
                text.append(listed);
            } else {
                text.append('-');
                for (char letter : all.toCharArray()) {
                    if (listed.indexOf(letter) < 0) {
                        text.append(letter);
                    }
                }
            }
        }
        return text.toString();
    }

    /** Letters of this count whose arrangements the table lists ("" for counts 0 and 8, which have none). */
    private String listedLetters(int count, boolean alive) {
        String all = HenselLetters.lettersFor(count);
        StringBuilder listed = new StringBuilder();
        for (char letter : all.toCharArray()) {
            if (containsAll(HenselLetters.neighbourhoods(count, letter), alive)) {
                listed.append(letter);
            }
        }
        return listed.toString();
    }

    private boolean hasWholeCount(int count, boolean alive) {
        return containsAll(HenselLetters.allWith(count), alive);
    }

    private boolean containsAll(int[] neighbourhoods, boolean alive) {
        int centre = alive ? HenselLetters.CENTRE : 0;
        for (int n = 0; n < 512; n++) {
            if ((neighbourhoods[n >>> 5] >>> n & 1) != 0 && !nextAlive(n | centre)) {
                return false;
            }
        }
        return true;
    }

    private int countMask(boolean alive) {
        int mask = 0;
        for (int count = 0; count <= 8; count++) {
            if (hasWholeCount(count, alive)) {
                mask |= 1 << count;
            }
        }
        return mask;
    }

    private static int checkMask(int mask, String what) {
        if ((mask & ~ALL_COUNTS) != 0) {
            throw new IllegalArgumentException("Rule masks are 9-bit (counts 0..8): " + what + " " + mask);
        }
        return mask;
    }

    static int[] tableOf(int birthMask, int survivalMask) {
        int[] table = new int[16];
        for (int n = 0; n < 512; n++) {
            boolean alive = (n & HenselLetters.CENTRE) != 0;
            int count = Integer.bitCount(n & ~HenselLetters.CENTRE);
            int mask = alive ? survivalMask : birthMask;
            if ((mask >>> count & 1) != 0) {
                table[n >>> 5] |= 1 << (n & 31);
            }
        }
        return table;
    }
}
