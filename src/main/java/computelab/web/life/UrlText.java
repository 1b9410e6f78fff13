package computelab.web.life;

import computelab.lab.Params;
import java.nio.charset.StandardCharsets;

/** Text as it goes into a URL's query: percent-encoding like JavaScript's encodeURIComponent. */
final class UrlText {
    private static final String UNRESERVED = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.!~*'()";
    private static final char[] HEX = "0123456789ABCDEF".toCharArray();

    private UrlText() {
    }

    static String encode(String text) {
        StringBuilder out = new StringBuilder();
        for (byte b : text.getBytes(StandardCharsets.UTF_8)) {
            char c = (char) (b & 0xFF);
            if (c < 128 && UNRESERVED.indexOf(c) >= 0) {
                out.append(c);
            } else {
                out.append('%').append(HEX[(b >> 4) & 15]).append(HEX[b & 15]);
            }
        }
        return out.toString();
    }

    /** A number without a trailing ".0" and as Java prints it otherwise (which Params reads back). */
    static String number(double value) {
        if (value == Math.rint(value) && Math.abs(value) < 1e15) {
            return String.valueOf((long) value);
        }
        return String.valueOf(value);
    }
}
