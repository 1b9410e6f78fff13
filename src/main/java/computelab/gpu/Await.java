package computelab.gpu;

import computelab.failure.GpuException;
import org.teavm.interop.Async;
import org.teavm.interop.AsyncCallback;
import org.teavm.jso.JSBody;
import org.teavm.jso.JSFunctor;
import org.teavm.jso.JSObject;
import org.teavm.jso.core.JSPromise;

/**
 * Blocking-style await for JS promises that keeps the rejection's message (the built-in
 * JSPromise.await of TeaVM 0.15 loses it). Works only on a TeaVM thread, never inside a JS callback.
 */
public final class Await {
    private Await() {
    }

    @Async
    public static native <T extends JSObject> T await(JSPromise<T> promise);

    private static <T extends JSObject> void await(JSPromise<T> promise, AsyncCallback<T> callback) {
        settle(promise, value -> callback.complete(value.cast()),
                error -> callback.error(new GpuException(describe(error))));
    }

    @JSFunctor
    interface Settled extends JSObject {
        void accept(JSObject value);
    }

    @JSBody(params = { "promise", "fulfilled", "rejected" }, script = "promise.then(fulfilled, rejected);")
    private static native void settle(JSPromise<?> promise, Settled fulfilled, Settled rejected);

    /** The message of a JS error value, whatever was thrown. */
    @JSBody(params = "error", script = "if (error == null) return 'unknown error';"
            + "return (typeof error.message === 'string' && error.message) ? error.message : String(error);")
    public static native String describe(JSObject error);
}
