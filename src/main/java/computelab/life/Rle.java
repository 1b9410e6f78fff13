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
 * Reading accepts {@code b}/{@code .} for dead and {@code o}/{@code A} for alive cells, Golly's
 * multi-state letters for Generations ({@code B}..{@code X} for states 2..24, {@code pA}..{@code yO} for
 * 25..255), run counts of
 * any length, whitespace and line breaks between runs, {@code #N} (name), {@code #O} (author),
 * {@code #C}/{@code #c} (comments) and {@code #r} (rule) lines, and a missing final {@code !}.
 * Errors are {@link computelab.failure.LabException}s naming the line and column.
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
     * merged ({@code 3$}), lines of at most 70 characters and a final {@code !}. Multi-state patterns
     * are written with Golly's letters ({@code .}, {@code A}.., {@code pA}..), two-state ones with b and o.
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
        if (pattern.multiState()) {
            StateGrid states = pattern.stateCells();
            appendRuns(text, states.width(), states.height(), states::get, true);
        } else {
            Grid cells = pattern.cells();
            appendRuns(text, cells.width(), cells.height(), (x, y) -> cells.get(x, y) ? 1 : 0, false);
        }
        return text.toString();
    }

    private static void appendComment(StringBuilder text, String tag, String value) {
        if (!value.isEmpty()) {
            text.append(tag).append(value.replace('\n', ' ').replace('\r', ' ')).append('\n');
        }
    }

    /** A cell's state at (x, y). */
    private interface Cells {
        int state(int x, int y);
    }

    private static void appendRuns(StringBuilder text, int width, int height, Cells cells, boolean multiState) {
        int lineStart = text.length();
        int pendingRowEnds = 0;
        for (int y = 0; y < height; y++) {
            int end = lastLiveCell(cells, width, y) + 1;
            if (end == 0) {
                pendingRowEnds++;
                continue;
            }
            if (pendingRowEnds > 0) {
                lineStart = appendRun(text, lineStart, pendingRowEnds, "$");
            }
            int x = 0;
            while (x < end) {
                int state = cells.state(x, y);
                int runEnd = x + 1;
                while (runEnd < end && cells.state(runEnd, y) == state) {
                    runEnd++;
                }
                lineStart = appendRun(text, lineStart, runEnd - x, multiState ? stateTag(state) : state == 1 ? "o" : "b");
                x = runEnd;
            }
            pendingRowEnds = 1;
        }
        appendRun(text, lineStart, 1, "!");
        text.append('\n');
    }

    /** A state as Golly writes it in multi-state RLE: . for 0, A..X for 1..24, pA..yO for 25..255. */
    static String stateTag(int state) {
        if (state == 0) {
            return ".";
        }
        if (state <= 24) {
            return String.valueOf((char) ('A' + state - 1));
        }
        int above = state - 25;
        return String.valueOf((char) ('p' + above / 24)) + (char) ('A' + above % 24);
    }

    /** Appends one run, starting a new line first if it would not fit; returns the line's start. */
    private static int appendRun(StringBuilder text, int lineStart, int count, String tag) {
        String run = count == 1 ? tag : count + tag;
        if (text.length() - lineStart + run.length() > LINE_LIMIT) {
            text.append('\n');
            lineStart = text.length();
        }
        text.append(run);
        return lineStart;
    }

    private static int lastLiveCell(Cells cells, int width, int y) {
        for (int x = width - 1; x >= 0; x--) {
            if (cells.state(x, y) != 0) {
                return x;
            }
        }
        return -1;
    }
}
