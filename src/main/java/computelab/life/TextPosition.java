package computelab.life;

import computelab.gpu.LabException;
import java.util.ArrayList;
import java.util.List;

/** Builds the readers' error sentences, which always say where: "RLE line 3, column 7: ...". */
final class TextPosition {
    private TextPosition() {
    }

    static LabException error(String format, int lineIndex, int columnIndex, String problem) {
        return new LabException(format + " line " + (lineIndex + 1) + ", column " + (columnIndex + 1) + ": " + problem);
    }

    /** A character as a person can read it in a sentence, even when it is invisible. */
    static String describe(char c) {
        if (c >= 0x20 && c < 0x7F) {
            return "'" + c + "'";
        }
        String hex = Integer.toHexString(c).toUpperCase();
        return "character U+" + "0000".substring(hex.length()) + hex;
    }

    /** Splits on \n, dropping the \r of Windows line ends (no regex: TeaVM's is heavy). */
    static List<String> lines(String text) {
        List<String> lines = new ArrayList<>();
        int start = 0;
        while (true) {
            int end = text.indexOf('\n', start);
            String line = end < 0 ? text.substring(start) : text.substring(start, end);
            lines.add(line.endsWith("\r") ? line.substring(0, line.length() - 1) : line);
            if (end < 0) {
                return lines;
            }
            start = end + 1;
        }
    }
}
