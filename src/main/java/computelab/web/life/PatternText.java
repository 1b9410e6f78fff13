package computelab.web.life;

import computelab.failure.LabException;
import computelab.life.Cells;
import computelab.life.Pattern;
import computelab.life.Rle;

/**
 * A pattern from text a person opened or pasted: plaintext {@code .cells} (by the file name, or text
 * whose first line starts with {@code !} or holds only {@code .} and {@code O}) or else RLE. Errors
 * are the readers' sentences naming line and column.
 */
public final class PatternText {
    private PatternText() {
    }

    /** Reads the text; {@code fileName} may be empty for pasted text. */
    public static Pattern read(String fileName, String text) {
        if (text == null || text.isBlank()) {
            throw new LabException((fileName.isEmpty() ? "The pasted text" : "The file " + fileName)
                    + " is empty: paste or open a pattern in RLE or .cells format.");
        }
        String name = fileName.toLowerCase();
        if (name.endsWith(".cells") || (!name.endsWith(".rle") && looksLikeCells(text))) {
            return Cells.read(text);
        }
        return Rle.read(text);
    }

    private static boolean looksLikeCells(String text) {
        String stripped = text.strip();
        int end = stripped.indexOf('\n');
        String first = (end < 0 ? stripped : stripped.substring(0, end)).strip();
        if (first.startsWith("!")) {
            return true;
        }
        for (int i = 0; i < first.length(); i++) {
            if (first.charAt(i) != '.' && first.charAt(i) != 'O') {
                return false;
            }
        }
        return true;
    }

    /**
     * The board size for a pattern: the current size when the pattern fits with a margin of a quarter
     * of its size on each side, otherwise grown to that (never shrunk).
     */
    public static int[] boardFor(Pattern pattern, int width, int height) {
        long wantedWidth = pattern.width() + 2L * Math.max(8, pattern.width() / 4);
        long wantedHeight = pattern.height() + 2L * Math.max(8, pattern.height() / 4);
        return new int[] { (int) Math.min(Integer.MAX_VALUE, Math.max(width, wantedWidth)),
            (int) Math.min(Integer.MAX_VALUE, Math.max(height, wantedHeight)) };
    }
}
