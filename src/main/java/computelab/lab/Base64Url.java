package computelab.lab;

import computelab.failure.LabException;
import java.io.ByteArrayOutputStream;

/** base64url (RFC 4648, section 5) without padding, as links carry an edited kernel's deflated text. */
public final class Base64Url {
    private static final String DIGITS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

    private Base64Url() {
    }

    public static String encode(byte[] bytes) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < bytes.length; i += 3) {
            int chunk = (bytes[i] & 0xFF) << 16 | (i + 1 < bytes.length ? (bytes[i + 1] & 0xFF) << 8 : 0)
                    | (i + 2 < bytes.length ? bytes[i + 2] & 0xFF : 0);
            int digits = Math.min(4, (bytes.length - i) * 4 / 3 + ((bytes.length - i) % 3 == 0 ? 0 : 1));
            for (int d = 0; d < Math.min(4, digits); d++) {
                out.append(DIGITS.charAt(chunk >> (18 - 6 * d) & 63));
            }
        }
        return out.toString();
    }

    /** The bytes of the text; a LabException sentence for a character outside the alphabet or a cut-off text. */
    public static byte[] decode(String text) {
        if (text.length() % 4 == 1) {
            throw new LabException("The edited kernel's text (wgsl) is cut off: base64url never ends with one"
                    + " character left over; copy the whole link.");
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int bits = 0;
        int held = 0;
        for (int i = 0; i < text.length(); i++) {
            int digit = DIGITS.indexOf(text.charAt(i));
            if (digit < 0) {
                throw new LabException("The edited kernel's text (wgsl) has \"" + text.charAt(i) + "\" at character "
                        + (i + 1) + ", which base64url does not use (it uses A-Z, a-z, 0-9, - and _, without padding).");
            }
            bits = bits << 6 | digit;
            held += 6;
            if (held >= 8) {
                held -= 8;
                out.write(bits >> held & 0xFF);
            }
        }
        return out.toByteArray();
    }
}
