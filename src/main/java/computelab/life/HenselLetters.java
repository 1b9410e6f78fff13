package computelab.life;

/**
 * The letters of isotropic non-totalistic (Hensel) rule notation, as Golly and LifeWiki define them:
 * for each count of live neighbours, one letter per way of arranging that many live cells around the
 * centre up to rotation and reflection (51 in all: 1, 2, 6, 10, 13, 10, 6, 2, 1 for counts 0..8).
 *
 * <p>A neighbourhood is 9 bits, bit {@code 3 * row + column} for the cell in that row and column of
 * the 3 x 3 block (row 0 on top, column 0 on the left), so bit 4 is the centre cell itself. Each letter
 * is drawn below by one of its arrangements; the others follow by the eight symmetries of the square.
 * Counts 5 to 8 use the same letters as 3 to 0 for the complementary arrangement.
 */
public final class HenselLetters {
    /** The order letters are written in canonical rule text. */
    static final String ORDER = "cekainyqjrtwz";
    static final int CENTRE = 1 << 4;

    /** Letter and drawing (rows top to bottom, o = live) of each arrangement with 1 to 4 live neighbours. */
    private static final String[][][] DRAWN = {
        {},
        { { "c", "o..", "...", "..." }, { "e", ".o.", "...", "..." } },
        { { "c", "o.o", "...", "..." }, { "e", ".o.", "o..", "..." }, { "k", "o..", "..o", "..." },
            { "a", "oo.", "...", "..." }, { "i", "...", "o.o", "..." }, { "n", "..o", "...", "o.." } },
        { { "c", "o.o", "...", "o.." }, { "e", ".o.", "o.o", "..." }, { "k", ".o.", "..o", "o.." },
            { "a", "oo.", "o..", "..." }, { "i", "ooo", "...", "..." }, { "n", "o.o", "o..", "..." },
            { "y", "o..", "..o", "o.." }, { "q", ".oo", "...", "o.." }, { "j", ".oo", "o..", "..." },
            { "r", "o..", "o.o", "..." } },
        { { "c", "o.o", "...", "o.o" }, { "e", ".o.", "o.o", ".o." }, { "k", "oo.", "..o", "o.." },
            { "a", "ooo", "o..", "..." }, { "i", "o.o", "o.o", "..." }, { "n", "ooo", "...", "o.." },
            { "y", "o.o", "..o", "o.." }, { "q", ".oo", "..o", "o.." }, { "j", ".o.", "o.o", "o.." },
            { "r", "oo.", "o.o", "..." }, { "t", "o..", "o.o", "o.." }, { "w", ".oo", "o..", "o.." },
            { "z", "..o", "o.o", "o.." } },
    };

    private HenselLetters() {
    }

    /** The letters that exist for this many live neighbours, in canonical order ("" for 0 and 8). */
    public static String lettersFor(int count) {
        checkCount(count);
        String[][] drawn = DRAWN[Math.min(count, 8 - count)];
        StringBuilder letters = new StringBuilder();
        for (char letter : ORDER.toCharArray()) {
            for (String[] arrangement : drawn) {
                if (arrangement[0].charAt(0) == letter) {
                    letters.append(letter);
                }
            }
        }
        return letters.toString();
    }

    /**
     * Every neighbourhood (centre bit clear) with {@code count} live neighbours arranged as the letter
     * says, as a 512-bit set: bit {@code n & 31} of element {@code n >>> 5} for each such neighbourhood n.
     * Throws {@link IllegalArgumentException} for a letter the count does not have.
     */
    public static int[] neighbourhoods(int count, char letter) {
        checkCount(count);
        boolean complement = count > 4;
        int representative = -1;
        for (String[] arrangement : DRAWN[complement ? 8 - count : count]) {
            if (arrangement[0].charAt(0) == letter) {
                representative = bits(arrangement);
            }
        }
        if (representative < 0) {
            throw new IllegalArgumentException("No letter " + letter + " for " + count + " neighbours");
        }
        if (complement) {
            representative = ~representative & 0x1FF & ~CENTRE;
        }
        int[] set = new int[16];
        int shape = representative;
        for (int turn = 0; turn < 4; turn++) {
            add(set, shape);
            add(set, mirrored(shape));
            shape = rotated(shape);
        }
        return set;
    }

    /** All neighbourhoods (centre bit clear) with {@code count} live neighbours, in the same form. */
    public static int[] allWith(int count) {
        checkCount(count);
        int[] set = new int[16];
        for (int n = 0; n < 512; n++) {
            if ((n & CENTRE) == 0 && Integer.bitCount(n) == count) {
                add(set, n);
            }
        }
        return set;
    }

    /** The neighbourhood turned a quarter turn clockwise: the cell at (row, column) moves to (column, 2 - row). */
    static int rotated(int n) {
        int result = 0;
        for (int row = 0; row < 3; row++) {
            for (int column = 0; column < 3; column++) {
                if ((n >>> (3 * row + column) & 1) != 0) {
                    result |= 1 << (3 * column + 2 - row);
                }
            }
        }
        return result;
    }

    /** The neighbourhood mirrored left to right. */
    static int mirrored(int n) {
        int result = 0;
        for (int row = 0; row < 3; row++) {
            for (int column = 0; column < 3; column++) {
                if ((n >>> (3 * row + column) & 1) != 0) {
                    result |= 1 << (3 * row + 2 - column);
                }
            }
        }
        return result;
    }

    private static int bits(String[] arrangement) {
        int n = 0;
        for (int row = 0; row < 3; row++) {
            for (int column = 0; column < 3; column++) {
                if (arrangement[1 + row].charAt(column) == 'o') {
                    n |= 1 << (3 * row + column);
                }
            }
        }
        return n;
    }

    private static void add(int[] set, int n) {
        set[n >>> 5] |= 1 << (n & 31);
    }

    private static void checkCount(int count) {
        if (count < 0 || count > 8) {
            throw new IllegalArgumentException("Neighbour counts are 0..8: " + count);
        }
    }
}
