package computelab.e2e;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * Serves a built site (the lab's or the consumer's target/site) on a loopback port, as any static host
 * would: GET and HEAD, HTTP/1.1 with keep-alive. It answers every request target a browser or a person
 * types, {@code ^ | , { } "}, spaces and raw UTF-8 included, where the JDK's HttpServer refuses the request
 * with a URISyntaxException: only the path selects a file (percent-decoded as UTF-8), the query is the page's.
 * {@code /favicon.ico} falls back to the site's {@code favicon.svg}.
 */
public final class StaticServer implements AutoCloseable {
    private static final Map<String, String> TYPES = Map.ofEntries(Map.entry("html", "text/html; charset=utf-8"),
            Map.entry("js", "text/javascript; charset=utf-8"), Map.entry("mjs", "text/javascript; charset=utf-8"),
            Map.entry("css", "text/css; charset=utf-8"), Map.entry("json", "application/json"),
            Map.entry("rle", "text/plain; charset=utf-8"), Map.entry("cells", "text/plain; charset=utf-8"),
            Map.entry("txt", "text/plain; charset=utf-8"), Map.entry("wgsl", "text/plain; charset=utf-8"),
            Map.entry("png", "image/png"), Map.entry("svg", "image/svg+xml"), Map.entry("ico", "image/x-icon"),
            Map.entry("wasm", "application/wasm"));
    /** Longest request line and header block read; browsers stay far below. */
    private static final int MAX_LINE = 64 * 1024;
    private static final int MAX_HEADERS = 200;
    /** An idle keep-alive connection is closed after this long. */
    private static final int IDLE_MILLIS = 30_000;

    private final Path root;
    private final ServerSocket listener;
    private final ExecutorService connections = Executors.newCachedThreadPool(task -> {
        Thread thread = new Thread(task, "static-server-connection");
        thread.setDaemon(true);
        return thread;
    });
    private final Set<Socket> open = ConcurrentHashMap.newKeySet();

    /** {@code StaticServer SITE_DIR [PORT]}: serves the site until the process is stopped. */
    public static void main(String[] args) throws IOException, InterruptedException {
        int port = args.length > 1 ? Integer.parseInt(args[1]) : 8080;
        try (StaticServer server = new StaticServer(Path.of(args.length > 0 ? args[0] : "target/site"), port)) {
            System.out.println("WebGPU Compute Lab is served at " + server.url("index.html") + " (Ctrl-C stops it)");
            Thread.currentThread().join();
        }
    }

    public StaticServer(Path root) throws IOException {
        this(root, 0);
    }

    /** Serves a folder with an index.html on the given loopback port; 0 picks a free one. */
    public StaticServer(Path root, int port) throws IOException {
        this.root = root.toAbsolutePath().normalize();
        if (!Files.isRegularFile(this.root.resolve("index.html"))) {
            throw new IllegalStateException("No site is built at " + this.root + ": run 'mvn package' first.");
        }
        listener = new ServerSocket(port, 64, InetAddress.getLoopbackAddress());
        Thread acceptor = new Thread(this::accept, "static-server");
        acceptor.setDaemon(true);
        acceptor.start();
    }

    public static StaticServer forBuiltSite() throws IOException {
        return new StaticServer(Path.of(System.getProperty("site.dir", "target/site")));
    }

    /** The address of a page, e.g. {@code url("scan.html?n=3")}. */
    public String url(String pathAndQuery) {
        return "http://localhost:" + listener.getLocalPort() + "/" + pathAndQuery;
    }

    public int port() {
        return listener.getLocalPort();
    }

    private void accept() {
        while (!listener.isClosed()) {
            try {
                Socket socket = listener.accept();
                open.add(socket);
                connections.execute(() -> converse(socket));
            } catch (IOException closed) {
                return;
            }
        }
    }

    /** Answers requests on one connection until the client or a response closes it. */
    private void converse(Socket socket) {
        try (socket) {
            socket.setSoTimeout(IDLE_MILLIS);
            InputStream in = new BufferedInputStream(socket.getInputStream());
            OutputStream out = new BufferedOutputStream(socket.getOutputStream());
            boolean keepAlive = true;
            while (keepAlive) {
                keepAlive = answer(in, out);
                out.flush();
            }
            // Closing with unread input would reset the connection and could lose the last answer: say
            // the end first, then drain what the client still sends, briefly.
            socket.shutdownOutput();
            socket.setSoTimeout(1000);
            in.skip(MAX_LINE);
        } catch (IOException gone) {
            // The client went away or idled out: nothing left to answer.
        } finally {
            open.remove(socket);
        }
    }

    /** Reads one request and answers it; returns whether the connection stays open. */
    private boolean answer(InputStream in, OutputStream out) throws IOException {
        String line = readLine(in);
        while (line != null && line.isEmpty()) {
            line = readLine(in); // RFC 9112 2.2: empty lines before a request line are ignored
        }
        if (line == null) {
            return false;
        }
        RequestHead request;
        try {
            request = RequestHead.parse(line, readHeaders(in));
        } catch (RequestHead.Malformed malformed) {
            send(out, false, malformed.status(), "text/plain; charset=utf-8",
                    (malformed.getMessage() + "\n").getBytes(StandardCharsets.UTF_8), false, Map.of());
            return false;
        }
        // A body means nothing here: one of a known length is skipped, a chunked one ends the connection.
        long bodyLength = request.bodyLength();
        if (bodyLength > 0) {
            in.skipNBytes(bodyLength);
        }
        boolean keepAlive = request.keepAlive() && bodyLength >= 0;
        boolean head = request.method().equals("HEAD");
        if (!head && !request.method().equals("GET")) {
            send(out, false, "405 Method Not Allowed", "text/plain; charset=utf-8",
                    "Only GET and HEAD are served.\n".getBytes(StandardCharsets.UTF_8), keepAlive,
                    Map.of("Allow", "GET, HEAD"));
            return keepAlive;
        }
        Path file = fileFor(request.path());
        if (file != null && Files.isDirectory(file)) {
            if (!request.path().endsWith("/") && Files.isRegularFile(file.resolve("index.html"))) {
                String query = request.query() == null ? "" : "?" + request.query();
                send(out, head, "301 Moved Permanently", "text/plain; charset=utf-8", new byte[0], keepAlive,
                        Map.of("Location", request.rawPath() + "/" + query));
                return keepAlive;
            }
            file = file.resolve("index.html");
        }
        if (file == null || !Files.isRegularFile(file)) {
            send(out, head, "404 Not Found", "text/plain; charset=utf-8",
                    "Not found.\n".getBytes(StandardCharsets.UTF_8), keepAlive, Map.of());
            return keepAlive;
        }
        String modified = httpDate(Files.getLastModifiedTime(file).toInstant().atZone(ZoneOffset.UTC));
        // The browser's copy is this file still: it keeps the script it compiled from it (V8's code cache, which
        // a fresh 200 would throw away), and the page loads without compiling lab.js again.
        boolean unchanged = modified.equals(request.headers().get("if-modified-since"));
        send(out, head || unchanged, unchanged ? "304 Not Modified" : "200 OK", type(file), Files.readAllBytes(file),
                keepAlive, Map.of("Last-Modified", modified));
        return keepAlive;
    }

    /** The file a decoded path names under the root, the favicon's fallback included; null outside it. */
    private Path fileFor(String path) {
        String relative = path.replaceFirst("^/+", "");
        try {
            Path file = root.resolve(relative).normalize();
            if (!file.startsWith(root)) {
                return null;
            }
            if (relative.equals("favicon.ico") && !Files.exists(file)) {
                return root.resolve("favicon.svg");
            }
            return file;
        } catch (InvalidPathException unusable) {
            return null;
        }
    }

    private static String type(Path file) {
        String name = file.getFileName().toString();
        String extension = name.substring(name.lastIndexOf('.') + 1);
        return TYPES.getOrDefault(extension, "application/octet-stream");
    }

    /**
     * Headers and, unless {@code headersOnly} (HEAD, 304 Not Modified), the body; such an answer carries the
     * length a GET's body would have.
     */
    private static void send(OutputStream out, boolean headersOnly, String status, String type, byte[] body,
            boolean keepAlive, Map<String, String> extra) throws IOException {
        StringBuilder headers = new StringBuilder("HTTP/1.1 ").append(status).append("\r\n")
                .append("Date: ").append(httpDate(ZonedDateTime.now(ZoneOffset.UTC))).append("\r\n")
                .append("Content-Type: ").append(type).append("\r\n")
                .append("Content-Length: ").append(body.length).append("\r\n")
                // A rebuilt site shows at the next reload: the browser asks again instead of reusing a copy.
                .append("Cache-Control: no-cache\r\n")
                .append("X-Content-Type-Options: nosniff\r\n")
                .append("Connection: ").append(keepAlive ? "keep-alive" : "close").append("\r\n");
        extra.forEach((name, value) -> headers.append(name).append(": ").append(value).append("\r\n"));
        out.write(headers.append("\r\n").toString().getBytes(StandardCharsets.ISO_8859_1));
        if (!headersOnly) {
            out.write(body);
        }
    }

    private static String httpDate(ZonedDateTime time) {
        return DateTimeFormatter.RFC_1123_DATE_TIME.format(time.withNano(0));
    }

    /** One line without its CR LF, as bytes taken one for one (ISO-8859-1); null at the end of the stream. */
    private static String readLine(InputStream in) throws IOException {
        StringBuilder line = new StringBuilder();
        int b;
        while ((b = in.read()) != -1) {
            if (b == '\n') {
                int end = line.length();
                return end > 0 && line.charAt(end - 1) == '\r' ? line.substring(0, end - 1) : line.toString();
            }
            if (line.length() >= MAX_LINE) {
                throw new SocketException("request line or header too long");
            }
            line.append((char) b);
        }
        return line.length() == 0 ? null : line.toString();
    }

    private static Map<String, String> readHeaders(InputStream in) throws IOException {
        Map<String, String> headers = new HashMap<>();
        String line;
        while ((line = readLine(in)) != null && !line.isEmpty()) {
            if (headers.size() >= MAX_HEADERS) {
                throw new SocketException("too many header lines");
            }
            int colon = line.indexOf(':');
            if (colon > 0) {
                headers.put(line.substring(0, colon).trim().toLowerCase(Locale.ROOT),
                        line.substring(colon + 1).trim());
            }
        }
        return headers;
    }

    @Override
    public void close() {
        try {
            listener.close();
        } catch (IOException ignored) {
            // Closing is all that is left to do.
        }
        for (Socket socket : open) {
            try {
                socket.close();
            } catch (IOException ignored) {
                // Already gone.
            }
        }
        connections.shutdownNow();
    }
}
