package computelab.life;

/**
 * Run Length Encoded patterns, the format Golly and LifeWiki share:
 * <pre>
 * #N Glider
 * #O Richard K. Guy, 1969
 * #C A c/4 diagonal spaceship.
 * x = 3, y = 3, rule = B3/S23
 * bo$2bo$3o!
 * </pre>
 * Reading accepts {@code b}/{@code .} for dead and {@code o}/{@code A} for alive cells, run counts of
 * any length, whitespace and line breaks between runs, {@code #N} (name), {@code #O} (author),
 * {@code #C}/{@code #c} (comments) and {@code #r} (rule) lines, and a missing final {@code !}.
 * Errors are {@link computelab.gpu.LabException}s naming the line and column.
 */
public final class Rle {
    /** Golly and most other tools keep RLE lines this short so files survive e-mail and forums. */
    static final int LINE_LIMIT = 70;

    private Rle() {
    }

    public static Pattern read(String text) {
        return new RleReader(text).read();
    }

    /**
     * Writes a pattern: #N, #O and #C lines for what it has, the header (with the rule where the
     * pattern has one), then runs with a row's trailing dead cells left out, consecutive row ends
     * merged ({@code 3$}), lines of at most 70 characters and a final {@code !}.
     */
    public static String write(Pattern pattern) {
        StringBuilder text = new StringBuilder();
        appendComment(text, "#N ", pattern.name());
        appendComment(text, "#O ", pattern.author());
        for (String comment : pattern.comments()) {
            for (String line : InputText.lines(comment)) {
                text.append("#C ").append(line).append('\n');
            }
        }
        text.append("x = ").append(pattern.width()).append(", y = ").append(pattern.height());
        if (pattern.rule() != null) {
            text.append(", rule = ").append(pattern.rule());
        }
        text.append('\n');
        appendRuns(text, pattern.cells());
        return text.toString();
    }

    private static void appendComment(StringBuilder text, String tag, String value) {
        if (!value.isEmpty()) {
            text.append(tag).append(value.replace('\n', ' ').replace('\r', ' ')).append('\n');
        }
    }

    private static void appendRuns(StringBuilder text, Grid cells) {
        int lineStart = text.length();
        int pendingRowEnds = 0;
        for (int y = 0; y < cells.height(); y++) {
            int end = lastLiveCell(cells, y) + 1;
            if (end == 0) {
                pendingRowEnds++;
                continue;
            }
            if (pendingRowEnds > 0) {
                lineStart = appendRun(text, lineStart, pendingRowEnds, '$');
            }
            int x = 0;
            while (x < end) {
                boolean alive = cells.get(x, y);
                int runEnd = x + 1;
                while (runEnd < end && cells.get(runEnd, y) == alive) {
                    runEnd++;
                }
                lineStart = appendRun(text, lineStart, runEnd - x, alive ? 'o' : 'b');
                x = runEnd;
            }
            pendingRowEnds = 1;
        }
        appendRun(text, lineStart, 1, '!');
        text.append('\n');
    }

    /** Appends one run, starting a new line first if it would not fit; returns the line's start. */
    private static int appendRun(StringBuilder text, int lineStart, int count, char tag) {
        String run = count == 1 ? String.valueOf(tag) : count + String.valueOf(tag);
        if (text.length() - lineStart + run.length() > LINE_LIMIT) {
            text.append('\n');
            lineStart = text.length();
        }
        text.append(run);
        return lineStart;
    }

    private static int lastLiveCell(Grid cells, int y) {
        for (int x = cells.width() - 1; x >= 0; x--) {
            if (cells.get(x, y)) {
                return x;
            }
        }
        return -1;
    }
}
