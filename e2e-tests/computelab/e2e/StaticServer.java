package computelab.e2e;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/** Serves a built site (the lab's or the consumer's target/site) on a loopback port, as any static host would. */
public final class StaticServer implements AutoCloseable {
    private static final Map<String, String> TYPES = Map.of("html", "text/html; charset=utf-8",
            "js", "text/javascript", "css", "text/css", "rle", "text/plain", "json", "application/json",
            "png", "image/png", "svg", "image/svg+xml", "wgsl", "text/plain; charset=utf-8");

    private final HttpServer server;
    private final Path root;

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
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 0);
        server.createContext("/", this::serve);
        server.start();
    }

    public static StaticServer forBuiltSite() throws IOException {
        return new StaticServer(Path.of(System.getProperty("site.dir", "target/site")));
    }

    /** The address of a page, e.g. {@code url("scan.html?n=3")}. */
    public String url(String pathAndQuery) {
        return "http://localhost:" + server.getAddress().getPort() + "/" + pathAndQuery;
    }

    private void serve(HttpExchange exchange) throws IOException {
        String path = exchange.getRequestURI().getPath();
        Path file = root.resolve(path.equals("/") ? "index.html" : path.substring(1)).normalize();
        if (!file.startsWith(root) || !Files.isRegularFile(file)) {
            exchange.sendResponseHeaders(404, -1);
            exchange.close();
            return;
        }
        String name = file.getFileName().toString();
        String extension = name.substring(name.lastIndexOf('.') + 1);
        byte[] body = Files.readAllBytes(file);
        exchange.getResponseHeaders().set("Content-Type", TYPES.getOrDefault(extension, "application/octet-stream"));
        exchange.sendResponseHeaders(200, body.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(body);
        }
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
