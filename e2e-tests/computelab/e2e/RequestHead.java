package computelab.e2e;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Map;

/**
 * A request line and its headers as {@link StaticServer} reads them, leniently: the target is taken as it
 * came (anything between the method and the version, raw spaces and characters a URI parser refuses
 * included), its path percent-decoded as UTF-8 (raw UTF-8 bytes too), its query left to the page.
 */
record RequestHead(String method, String rawPath, String path, String query, String version,
        Map<String, String> headers) {
    /** The largest body a request may carry and still keep its connection (it is read and dropped). */
    static final long MAX_SKIPPED_BODY = 1 << 20;

    /** A request that cannot be answered, with the status that says so. */
    static final class Malformed extends Exception {
        private final String status;

        Malformed(String status, String message) {
            super(message);
            this.status = status;
        }

        String status() {
            return status;
        }
    }

    /** {@code headers} keyed in lower case. */
    static RequestHead parse(String line, Map<String, String> headers) throws Malformed {
        int first = line.indexOf(' ');
        int last = line.lastIndexOf(' ');
        if (first <= 0 || last == first || !line.substring(last + 1).matches("HTTP/\\d(\\.\\d)?")) {
            throw new Malformed("400 Bad Request", "A request line reads: METHOD TARGET HTTP/1.1");
        }
        String method = line.substring(0, first);
        if (!method.matches("[A-Z]+")) {
            throw new Malformed("400 Bad Request", "Unknown method.");
        }
        String target = line.substring(first + 1, last).trim();
        if (target.startsWith("http://") || target.startsWith("https://")) {
            // The absolute form (RFC 9112 3.2.2), as proxies send it: the path starts after the authority.
            int slash = target.indexOf('/', target.indexOf("//") + 2);
            target = slash < 0 ? "/" : target.substring(slash);
        }
        if (!target.startsWith("/")) {
            throw new Malformed("400 Bad Request", "A request target starts with '/'.");
        }
        int hash = target.indexOf('#');
        if (hash >= 0) {
            target = target.substring(0, hash);
        }
        int question = target.indexOf('?');
        String rawPath = question < 0 ? target : target.substring(0, question);
        String query = question < 0 ? null : target.substring(question + 1);
        String path = decode(rawPath);
        if (path.indexOf('\0') >= 0) {
            throw new Malformed("400 Bad Request", "A path holds no NUL character.");
        }
        return new RequestHead(method, rawPath, path, query, line.substring(last + 1), headers);
    }

    /**
     * Percent-decodes a path that was read byte for byte (ISO-8859-1), then reads the bytes as UTF-8; a
     * '%' without two hex digits stays as it is, like browsers leave it.
     */
    static String decode(String raw) {
        byte[] in = raw.getBytes(StandardCharsets.ISO_8859_1);
        ByteArrayOutputStream out = new ByteArrayOutputStream(in.length);
        for (int i = 0; i < in.length; i++) {
            int high = i + 2 < in.length && in[i] == '%' ? Character.digit(in[i + 1], 16) : -1;
            int low = high >= 0 ? Character.digit(in[i + 2], 16) : -1;
            if (low >= 0) {
                out.write(high * 16 + low);
                i += 2;
            } else {
                out.write(in[i]);
            }
        }
        return out.toString(StandardCharsets.UTF_8);
    }

    /** HTTP/1.1 keeps the connection unless told to close; HTTP/1.0 closes unless told to keep it. */
    boolean keepAlive() {
        String connection = headers.getOrDefault("connection", "").toLowerCase(Locale.ROOT);
        return version.equals("HTTP/1.1") ? !connection.contains("close") : connection.contains("keep-alive");
    }

    /** The length of the body that follows: 0 for none, -1 for one of unknown length (chunked, or unreadable). */
    long bodyLength() {
        if (headers.containsKey("transfer-encoding")) {
            return -1;
        }
        String length = headers.get("content-length");
        if (length == null) {
            return 0;
        }
        try {
            long bytes = Long.parseLong(length);
            return bytes >= 0 && bytes <= MAX_SKIPPED_BODY ? bytes : -1;
        } catch (NumberFormatException unreadable) {
            return -1;
        }
    }
}
