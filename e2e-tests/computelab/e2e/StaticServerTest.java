package computelab.e2e;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The serve command's server (mvn package exec:java@serve) over raw HTTP: every URL the README and the
 * pages produce, raw or escaped as a browser sends it, HEAD without a body, the favicon. The site is a
 * small folder of its own, so this runs with the unit tests.
 */
class StaticServerTest {
    private static Path site;
    private static StaticServer server;

    @BeforeAll
    static void serveASmallSite() throws IOException {
        Path folder = Files.createTempDirectory("static-server-test");
        Files.writeString(folder.resolve("secret.txt"), "outside the site");
        site = Files.createDirectory(folder.resolve("site"));
        for (String page : List.of("index.html", "scan.html", "bench.html", "a b.html", "ü.html")) {
            Files.writeString(site.resolve(page), "<!DOCTYPE html><title>" + page + "</title>");
        }
        Files.writeString(site.resolve("favicon.svg"), "<svg xmlns=\"http://www.w3.org/2000/svg\"/>");
        Files.writeString(Files.createDirectory(site.resolve("wgsl")).resolve("index.html"), "shaders");
        server = new StaticServer(site);
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Test
    void theReadmesUrlsAreServedWithTheirCaretsAndCommasAsTyped() throws IOException {
        for (String target : List.of("/scan.html?n=2^20", "/bench.html?run=1&suite=all&sizes=2^16,2^20&reps=10",
                "/bench.html?run=1&suite=all&sizes=2%5E16%2C2%5E20&reps=10")) {
            Response response = Response.single(raw("GET " + target + " HTTP/1.1\r\nHost: localhost\r\n"
                    + "Connection: close\r\n\r\n"));
            assertEquals(200, response.status(), target);
            assertEquals(Files.readString(site.resolve(target.substring(1, target.indexOf('?')))), response.text());
        }
    }

    @Test
    void anyCharacterABrowserLeavesRawInAQueryIsAccepted() throws IOException {
        // Chromium sends ^ | { } ` \ as they are in a query, and UTF-8 bytes in both escaped and raw form.
        for (String query : List.of("algos=a|b", "rle={x}", "q=`tick`", "p=a\\b", "s=2^10,,2^12", "t=%zz%",
                "text=\"quoted\"", "lt=<b>", "u=\u00c3\u00bc", "space=a b c")) {
            Response response = Response.single(raw("GET /bench.html?" + query + " HTTP/1.1\r\n"
                    + "Host: localhost\r\nConnection: close\r\n\r\n"));
            assertEquals(200, response.status(), query);
            assertTrue(response.text().contains("bench.html"), query);
        }
    }

    @Test
    void pathsArePercentDecodedAsUtf8() throws IOException, InterruptedException {
        HttpClient client = HttpClient.newHttpClient();
        for (String path : List.of("a%20b.html", "%C3%BC.html", "bench.html?sizes=2%5E12%2C2%5E16&x=%7C")) {
            HttpResponse<String> response = client.send(HttpRequest.newBuilder(URI.create(server.url(path))).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertEquals(200, response.statusCode(), path);
            assertEquals("text/html; charset=utf-8", response.headers().firstValue("Content-Type").orElse(""));
        }
        // Raw UTF-8 bytes in the path, as curl sends a typed "ü".
        Response raw = Response.single(raw("GET /\u00c3\u00bc.html HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"));
        assertEquals(200, raw.status());
        assertTrue(raw.text().contains("ü.html"), raw.text());
    }

    @Test
    void headAnswersWithTheHeadersOfAGetAndNoBody() throws IOException, InterruptedException {
        byte[] page = Files.readAllBytes(site.resolve("bench.html"));
        // Pipelined on one connection: were a body sent after the HEAD answer, the GET's status line would
        // not follow right after its headers.
        List<Response> responses = Response.all(raw("HEAD /bench.html?sizes=2^16 HTTP/1.1\r\nHost: localhost\r\n\r\n"
                + "GET /bench.html?sizes=2^16 HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"), true);
        assertEquals(2, responses.size());
        Response head = responses.get(0);
        Response get = responses.get(1);
        assertEquals(200, head.status());
        assertEquals(String.valueOf(page.length), head.header("content-length"));
        assertEquals("text/html; charset=utf-8", head.header("content-type"));
        assertEquals(0, head.body().length);
        assertEquals(head.header("content-type"), get.header("content-type"));
        assertArrayEquals(page, get.body());

        HttpResponse<byte[]> viaClient = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(
                server.url("scan.html?n=1024"))).method("HEAD", HttpRequest.BodyPublishers.noBody()).build(),
                HttpResponse.BodyHandlers.ofByteArray());
        assertEquals(200, viaClient.statusCode());
        assertEquals(0, viaClient.body().length);
        assertEquals(String.valueOf(Files.size(site.resolve("scan.html"))),
                viaClient.headers().firstValue("Content-Length").orElse(""));
    }

    @Test
    void aCopyTheBrowserHoldsIsConfirmedWithoutItsBodyUntilTheFileChanges() throws IOException {
        Path page = site.resolve("scan.html");
        String modified = Response.single(raw("GET /scan.html HTTP/1.1\r\nConnection: close\r\n\r\n"))
                .header("last-modified");
        // Pipelined on one connection: were a body sent after the 304, the GET's status line would not follow.
        List<Response> responses = Response.all(raw("GET /scan.html?n=2^10 HTTP/1.1\r\nIf-Modified-Since: " + modified
                + "\r\n\r\nGET /scan.html HTTP/1.1\r\nIf-Modified-Since: Thu, 01 Jan 1970 00:00:00 GMT\r\n"
                + "Connection: close\r\n\r\n"), true);
        assertEquals(304, responses.get(0).status());
        assertEquals(0, responses.get(0).body().length);
        assertEquals(modified, responses.get(0).header("last-modified"));
        assertEquals(200, responses.get(1).status());
        assertArrayEquals(Files.readAllBytes(page), responses.get(1).body());

        // A rebuilt file is sent whole, with its new date.
        Files.setLastModifiedTime(page, FileTime.from(Files.getLastModifiedTime(page).toInstant().plusSeconds(3600)));
        Response rebuilt = Response.single(raw("GET /scan.html HTTP/1.1\r\nIf-Modified-Since: " + modified
                + "\r\nConnection: close\r\n\r\n"));
        assertEquals(200, rebuilt.status());
        assertArrayEquals(Files.readAllBytes(page), rebuilt.body());
        assertNotEquals(modified, rebuilt.header("last-modified"));
    }

    @Test
    void theFaviconIsServedAsSvgAlsoWhereBrowsersLookByDefault() throws IOException {
        byte[] icon = Files.readAllBytes(site.resolve("favicon.svg"));
        for (String path : List.of("/favicon.svg", "/favicon.ico")) {
            Response response = Response.single(raw("GET " + path + " HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"));
            assertEquals(200, response.status(), path);
            assertEquals("image/svg+xml", response.header("content-type"), path);
            assertArrayEquals(icon, response.body(), path);
        }
    }

    @Test
    void nothingOutsideTheSiteIsServed() throws IOException {
        for (String path : List.of("/../secret.txt", "/%2e%2e/secret.txt", "/wgsl/../../secret.txt", "/missing.html")) {
            Response response = Response.single(raw("GET " + path + " HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"));
            assertEquals(404, response.status(), path);
            assertTrue(!response.text().contains("outside"), path);
        }
    }

    @Test
    void foldersRedirectToTheirSlashAndOtherMethodsAreRefused() throws IOException {
        Response folder = Response.single(raw("GET /wgsl?x=1 HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"));
        assertEquals(301, folder.status());
        assertEquals("/wgsl/?x=1", folder.header("location"));
        assertEquals("shaders", Response.single(raw("GET /wgsl/ HTTP/1.1\r\nConnection: close\r\n\r\n")).text());
        Response post = Response.single(raw("POST /index.html HTTP/1.1\r\nContent-Length: 2\r\nConnection: close\r\n\r\nhi"));
        assertEquals(405, post.status());
        assertEquals("GET, HEAD", post.header("allow"));
        assertEquals(400, Response.single(raw("nonsense\r\n\r\n")).status());
    }

    @Test
    void everyPageOfTheSiteLinksTheFavicon() throws IOException {
        try (Stream<Path> pages = Files.list(Path.of("src/main/webapp"))) {
            List<Path> html = pages.filter(page -> page.toString().endsWith(".html")).toList();
            assertTrue(html.size() >= 5, html.toString());
            for (Path page : html) {
                assertTrue(Files.readString(page).contains("<link rel=\"icon\" href=\"favicon.svg\" type=\"image/svg+xml\">"),
                        page + " links the favicon");
            }
        }
        assertTrue(Files.isRegularFile(Path.of("src/main/webapp/favicon.svg")));
    }

    /** Sends bytes as they are (one byte per char) and reads until the server closes the connection. */
    private static byte[] raw(String request) throws IOException {
        try (Socket socket = new Socket("localhost", server.port())) {
            socket.setSoTimeout(10_000);
            OutputStream out = socket.getOutputStream();
            out.write(request.getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            InputStream in = socket.getInputStream();
            ByteArrayOutputStream answer = new ByteArrayOutputStream();
            in.transferTo(answer);
            return answer.toByteArray();
        }
    }

    /** One response read from raw bytes: status, lower-case headers, and the body its Content-Length gives. */
    private record Response(int status, Map<String, String> headers, byte[] body) {
        String header(String name) {
            return headers.get(name);
        }

        String text() {
            return new String(body, StandardCharsets.UTF_8);
        }

        static Response single(byte[] bytes) {
            List<Response> responses = all(bytes, false);
            assertEquals(1, responses.size(), "one response");
            return responses.get(0);
        }

        /** Splits pipelined responses; the first answers a HEAD when {@code firstIsHead}. */
        static List<Response> all(byte[] bytes, boolean firstIsHead) {
            List<Response> responses = new ArrayList<>();
            String text = new String(bytes, StandardCharsets.ISO_8859_1);
            int at = 0;
            while (at < text.length()) {
                int end = text.indexOf("\r\n\r\n", at);
                assertTrue(end > 0, "headers end in an empty line: " + text.substring(at));
                String[] lines = text.substring(at, end).split("\r\n");
                assertTrue(lines[0].startsWith("HTTP/1.1 "), "a status line: " + lines[0]);
                Map<String, String> headers = new HashMap<>();
                for (int i = 1; i < lines.length; i++) {
                    int colon = lines[i].indexOf(':');
                    headers.put(lines[i].substring(0, colon).toLowerCase(Locale.ROOT), lines[i].substring(colon + 1).trim());
                }
                int length = firstIsHead && responses.isEmpty() ? 0 : Integer.parseInt(headers.get("content-length"));
                byte[] body = text.substring(end + 4, end + 4 + length).getBytes(StandardCharsets.ISO_8859_1);
                responses.add(new Response(Integer.parseInt(lines[0].substring(9, 12)), headers, body));
                at = end + 4 + length;
            }
            return responses;
        }
    }
}
