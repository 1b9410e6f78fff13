package computelab.life;

import computelab.failure.LabException;
import java.util.ArrayList;
import java.util.List;

/**
 * One pass over an RLE text: comment lines, the {@code x = m, y = n, rule = ...} header, then runs.
 * Every size comes from the header and is checked against {@link Pattern#MAX_READ_SIDE} and
 * {@link Pattern#MAX_READ_CELLS} before anything is allocated; every run count is checked against
 * the room left in its row or in the pattern before it is used.
 */
final class RleReader {
    private static final String FORMAT = "RLE";
    private static final String HEADER_EXAMPLE = "x = 3, y = 3, rule = B3/S23";
    /** Larger numbers are all "too large" anyway; capping them keeps the arithmetic in range. */
    private static final int NUMBER_CAP = 1_000_000_000;

    private final List<String> lines;
    private String name = "";
    private String author = "";
    private final List<String> comments = new ArrayList<>();
    private LifeRule rule;
    private int width;
    private int height;
    private Grid cells;
    /** Made at the first cell above state 1; from then on every cell goes into both. */
    private StateGrid states;

    private int lineIndex;
    private int column;

    RleReader(String text) {
        this.lines = InputText.lines(text);
    }

    Pattern read() {
        readUpToHeader();
        readRuns();
        if (states != null) {
            return Pattern.ofStates(name, author, comments, rule, states);
        }
        return new Pattern(name, author, comments, rule, cells);
    }

    private void readUpToHeader() {
        for (lineIndex = 0; lineIndex < lines.size(); lineIndex++) {
            String line = lines.get(lineIndex);
            column = skipSpaces(line, 0);
            if (column == line.length()) {
                continue;
            }
            if (line.charAt(column) == '#') {
                readComment(line.substring(column), column);
                continue;
            }
            readHeader(line);
            cells = new Grid(width, height);
            lineIndex++;
            return;
        }
        throw InputText.error(FORMAT, Math.max(0, lines.size() - 1), 0,
                "the header line is missing; expected it before the cells, as in " + HEADER_EXAMPLE + ".");
    }

    /** Reads a comment line that starts with '#' at column {@code start} of its line. */
    private void readComment(String line, int start) {
        char kind = line.length() > 1 ? line.charAt(1) : ' ';
        String content = line.length() > 2 ? line.substring(2).trim() : "";
        switch (kind) {
            case 'N' -> name = content;
            case 'O' -> author = content;
            case 'C', 'c' -> comments.add(content);
            case 'r' -> rule = ruleAt(content, start + line.indexOf(content, 2));
            default -> {
                // #P, #R (positions) and other extensions carry nothing this lab uses.
            }
        }
    }

    private void readHeader(String line) {
        expectKey(line, "x");
        width = readSize(line, "width x");
        expect(line, ',', "a comma after the width");
        expectKey(line, "y");
        height = readSize(line, "height y");
        if ((long) width * height > Pattern.MAX_READ_CELLS) {
            throw InputText.error(FORMAT, lineIndex, 0, "the pattern is " + width + " x " + height
                    + " cells; at most " + Pattern.MAX_READ_CELLS + " cells can be read.");
        }
        column = skipSpaces(line, column);
        if (column == line.length()) {
            return;
        }
        expect(line, ',', "a comma and rule = ..., or the end of the line");
        expectKey(line, "rule");
        column = skipSpaces(line, column);
        rule = ruleAt(line.substring(column).trim(), column);
    }

    private void expectKey(String line, String key) {
        column = skipSpaces(line, column);
        if (!line.regionMatches(true, column, key, 0, key.length())) {
            throw headerError(line, "expected " + key + " = ..., as in " + HEADER_EXAMPLE + ".");
        }
        column += key.length();
        expect(line, '=', "= after " + key);
    }

    private void expect(String line, char wanted, String what) {
        column = skipSpaces(line, column);
        if (column >= line.length() || line.charAt(column) != wanted) {
            throw headerError(line, "expected " + what + ", as in " + HEADER_EXAMPLE + ".");
        }
        column++;
    }

    private int readSize(String line, String what) {
        column = skipSpaces(line, column);
        int start = column;
        int value = readNumber(line);
        if (column == start) {
            throw headerError(line, "expected a number for the " + what + ", as in " + HEADER_EXAMPLE + ".");
        }
        if (value < 1 || value > Pattern.MAX_READ_SIDE) {
            throw InputText.error(FORMAT, lineIndex, start, "the " + what + " must be between 1 and "
                    + Pattern.MAX_READ_SIDE + ".");
        }
        return value;
    }

    private LifeRule ruleAt(String text, int ruleColumn) {
        try {
            return LifeRule.parse(text);
        } catch (LabException e) {
            String message = e.getMessage();
            throw InputText.error(FORMAT, lineIndex, Math.max(0, ruleColumn),
                    Character.toLowerCase(message.charAt(0)) + message.substring(1));
        }
    }

    private LabException headerError(String line, String problem) {
        if (column < line.length()) {
            problem = "unexpected " + InputText.describe(line.charAt(column)) + "; " + problem;
        }
        return InputText.error(FORMAT, lineIndex, column, problem);
    }

    /**
     * The runs: {@code <count><tag>} with tags b/. (dead), o/A (alive), B..X and pA..yO (states 2..255),
     * $ (row end), ! (end).
     */
    private void readRuns() {
        int x = 0;
        int y = 0;
        for (; lineIndex < lines.size(); lineIndex++) {
            String line = lines.get(lineIndex);
            column = skipSpaces(line, 0);
            if (column < line.length() && line.charAt(column) == '#') {
                readComment(line.substring(column), column);
                continue;
            }
            while (column < line.length()) {
                char c = line.charAt(column);
                if (Character.isWhitespace(c)) {
                    column++;
                    continue;
                }
                int runColumn = column;
                int count = 1;
                if (isDigit(c)) {
                    count = readNumber(line);
                    if (count == 0) {
                        throw InputText.error(FORMAT, lineIndex, runColumn, "a run count must be at least 1.");
                    }
                    if (column == line.length()) {
                        throw InputText.error(FORMAT, lineIndex, runColumn,
                                "the run count " + count + " must be followed by b, o or $ on the same line.");
                    }
                    c = line.charAt(column);
                }
                if (c == '!') {
                    return;
                }
                if (c == '$') {
                    if ((long) y + count > height) {
                        throw InputText.error(FORMAT, lineIndex, runColumn, "this line end goes past row "
                                + height + ", but the header says y = " + height + ".");
                    }
                    y += count;
                    x = 0;
                } else if (stateOf(line, column) >= 0) {
                    int state = stateOf(line, column);
                    if (y >= height || (long) x + count > width) {
                        throw InputText.error(FORMAT, lineIndex, runColumn, y >= height
                                ? "cells after the last row; the header says y = " + height + "."
                                : "row " + (y + 1) + " is longer than the header's x = " + width + ".");
                    }
                    for (int i = 0; i < count && state != 0; i++) {
                        setCell(x + i, y, state);
                    }
                    x += count;
                    column += state > 24 ? 1 : 0;
                } else {
                    String expected = column == runColumn ? "a run of b, o, $ or !"
                            : "b, o or $ right after the run count " + count;
                    throw InputText.error(FORMAT, lineIndex, column, "unexpected " + InputText.describe(c)
                            + "; expected " + expected + ".");
                }
                column++;
            }
        }
        // A missing '!' at the very end is common in hand-written files and loses nothing.
    }

    /**
     * The state a cell tag at this column stands for, -1 if it is none: b and . dead, o alive, A..X
     * states 1..24, and a prefix p..y followed by A..X for states 25..255 (pA = 25, yO = 255).
     */
    private static int stateOf(String line, int at) {
        char c = line.charAt(at);
        if (c == 'b' || c == '.') {
            return 0;
        }
        if (c == 'o') {
            return 1;
        }
        if (c >= 'A' && c <= 'X') {
            return c - 'A' + 1;
        }
        if (c >= 'p' && c <= 'y' && at + 1 < line.length()) {
            char letter = line.charAt(at + 1);
            int state = 25 + (c - 'p') * 24 + (letter - 'A');
            if (letter >= 'A' && letter <= 'X' && state <= 255) {
                return state;
            }
        }
        return -1;
    }

    private void setCell(int x, int y, int state) {
        if (state > 1 && states == null) {
            states = StateGrid.of(cells);
        }
        if (state == 1) {
            cells.set(x, y, true);
        }
        if (states != null) {
            states.set(x, y, state);
        }
    }

    /** Reads decimal digits at {@link #column}, capping huge values instead of overflowing. */
    private int readNumber(String line) {
        long value = 0;
        while (column < line.length() && isDigit(line.charAt(column))) {
            value = Math.min(NUMBER_CAP, value * 10 + (line.charAt(column) - '0'));
            column++;
        }
        return (int) value;
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private static int skipSpaces(String line, int from) {
        int i = from;
        while (i < line.length() && Character.isWhitespace(line.charAt(i))) {
            i++;
        }
        return i;
    }
}
