package computelab.lab;

import computelab.failure.GpuException;
import computelab.failure.LabException;
import computelab.gpu.Await;
import org.teavm.jso.JSBody;
import org.teavm.jso.core.JSPromise;
import org.teavm.jso.core.JSString;
import org.teavm.jso.typedarrays.Int8Array;

/**
 * UTF-8 text raw-deflated (RFC 1951), as links carry an edited kernel: the platform's
 * {@code CompressionStream('deflate-raw')} and {@code DecompressionStream('deflate-raw')}, which browsers
 * and Node 20 have. Awaits their promises, so call it on a TeaVM thread.
 */
public final class DeflatedText {
    private DeflatedText() {
    }

    /** The text of raw-deflated UTF-8 bytes; a LabException sentence for bytes that are not that. */
    public static String inflate(byte[] deflated) {
        try {
            return Await.await(inflated(Int8Array.fromJavaArray(deflated))).stringValue();
        } catch (GpuException broken) {
            throw new LabException("The edited kernel's text (wgsl) does not inflate: the link is cut off or was"
                    + " not written by the lab (raw deflate of UTF-8, in base64url).");
        }
    }

    public static byte[] deflate(String text) {
        return Await.await(deflated(text)).copyToJavaArray();
    }

    @JSBody(params = "bytes", script = "var view = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length);"
            + "var stream = new Blob([view]).stream().pipeThrough(new DecompressionStream('deflate-raw'));"
            + "return new Response(stream).arrayBuffer().then(function(b) {"
            + " return new TextDecoder('utf-8', {fatal: true}).decode(b); });")
    private static native JSPromise<JSString> inflated(Int8Array bytes);

    @JSBody(params = "text", script = "var stream = new Blob([new TextEncoder().encode(text)]).stream()"
            + ".pipeThrough(new CompressionStream('deflate-raw'));"
            + "return new Response(stream).arrayBuffer().then(function(b) { return new Int8Array(b); });")
    private static native JSPromise<Int8Array> deflated(String text);
}
