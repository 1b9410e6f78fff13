package computelab.life;

import java.util.ArrayList;
import java.util.List;

/**
 * Plaintext {@code .cells} patterns: {@code !} comment lines ({@code !Name: ...} and
 * {@code !Author: ...} are recognised), then one text line per row with {@code .} for dead and
 * {@code O} for alive cells ({@code o} and {@code *} are read as alive too). Rows may be ragged;
 * short rows are padded with dead cells, blank lines between rows are empty rows, and blank lines
 * before the first row or after the last one are ignored.
 */
public final class Cells {
    private static final String FORMAT = "Cells";

    private Cells() {
    }

    public static Pattern read(String text) {
        List<String> lines = InputText.lines(text);
        String name = "";
        String author = "";
        List<String> comments = new ArrayList<>();
        List<String> rows = new ArrayList<>();
        int width = 0;
        int height = 0;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).stripTrailing();
            if (line.startsWith("!")) {
                String content = line.substring(1).trim();
                if (content.regionMatches(true, 0, "Name:", 0, 5)) {
                    name = content.substring(5).trim();
                } else if (content.regionMatches(true, 0, "Author:", 0, 7)) {
                    author = content.substring(7).trim();
                } else {
                    comments.add(content);
                }
                continue;
            }
            checkRow(line, i);
            if (line.isEmpty() && rows.isEmpty()) {
                continue;
            }
            rows.add(line);
            if (!line.isEmpty()) {
                width = Math.max(width, line.length());
                height = rows.size();
            }
            if (rows.size() > Pattern.MAX_READ_SIDE || (long) width * rows.size() > Pattern.MAX_READ_CELLS) {
                throw InputText.error(FORMAT, i, 0, "the pattern has grown past " + Pattern.MAX_READ_SIDE
                        + " rows or " + Pattern.MAX_READ_CELLS + " cells, more than can be read.");
            }
        }
        if (height == 0) {
            throw InputText.error(FORMAT, lines.size() - 1, 0,
                    "no cell rows found; expected rows of . and O after the ! comment lines.");
        }
        Grid cells = new Grid(width, height);
        for (int y = 0; y < height; y++) {
            String row = rows.get(y);
            for (int x = 0; x < row.length(); x++) {
                if (row.charAt(x) != '.') {
                    cells.set(x, y, true);
                }
            }
        }
        return new Pattern(name, author, comments, null, cells);
    }

    /** Writes every row in full, so the width survives even when the rightmost column is empty. */
    public static String write(Pattern pattern) {
        StringBuilder text = new StringBuilder();
        if (!pattern.name().isEmpty()) {
            text.append("!Name: ").append(oneLine(pattern.name())).append('\n');
        }
        if (!pattern.author().isEmpty()) {
            text.append("!Author: ").append(oneLine(pattern.author())).append('\n');
        }
        for (String comment : pattern.comments()) {
            for (String line : InputText.lines(comment)) {
                text.append('!').append(line).append('\n');
            }
        }
        Grid cells = pattern.cells();
        for (int y = 0; y < cells.height(); y++) {
            for (int x = 0; x < cells.width(); x++) {
                text.append(cells.get(x, y) ? 'O' : '.');
            }
            text.append('\n');
        }
        return text.toString();
    }

    private static void checkRow(String line, int lineIndex) {
        if (line.length() > Pattern.MAX_READ_SIDE) {
            throw InputText.error(FORMAT, lineIndex, Pattern.MAX_READ_SIDE,
                    "the row is longer than " + Pattern.MAX_READ_SIDE + " cells, more than can be read.");
        }
        for (int x = 0; x < line.length(); x++) {
            char c = line.charAt(x);
            if (c != '.' && c != 'O' && c != 'o' && c != '*') {
                throw InputText.error(FORMAT, lineIndex, x, "unexpected " + InputText.describe(c)
                        + "; expected . for a dead cell or O for a live one.");
            }
        }
    }

    private static String oneLine(String value) {
        return value.replace('\n', ' ').replace('\r', ' ');
    }
}
