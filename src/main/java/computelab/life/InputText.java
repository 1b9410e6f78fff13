package computelab.life;

import computelab.failure.LabException;
import java.util.ArrayList;
import java.util.List;

/**
 * Text a person gave (a rule, an RLE or .cells file): splitting it into lines and writing error
 * sentences about it that say where ("RLE line 3, column 7: ...") and keep quoted input short.
 */
final class InputText {
    private InputText() {
    }

    static LabException error(String format, int lineIndex, int columnIndex, String problem) {
        return new LabException(format + " line " + (lineIndex + 1) + ", column " + (columnIndex + 1) + ": " + problem);
    }

    /** Keeps a sentence readable when someone pastes a whole file into a one-line field. */
    static String quotable(String text) {
        return LabException.quotable(text);
    }

    /** A character as a person can read it in a sentence, even when it is invisible. */
    static String describe(char c) {
        if (c >= 0x20 && c < 0x7F) {
            return "character '" + c + "'";
        }
        String hex = Integer.toHexString(c).toUpperCase();
        return "character U+" + "0000".substring(hex.length()) + hex;
    }

    /** Splits on \n, \r\n or a lone \r (no regex: TeaVM's is heavy). */
    static List<String> lines(String text) {
        List<String> lines = new ArrayList<>();
        int start = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\n' || c == '\r') {
                lines.add(text.substring(start, i));
                if (c == '\r' && i + 1 < text.length() && text.charAt(i + 1) == '\n') {
                    i++;
                }
                start = i + 1;
            }
        }
        lines.add(text.substring(start));
        return lines;
    }
}
