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
    /** How often a wait that can be cancelled asks whether it should stop. */
    private static final int CANCEL_POLL_MILLIS = 50;

    private Await() {
    }

    @Async
    public static native <T extends JSObject> T await(JSPromise<T> promise);

    private static <T extends JSObject> void await(JSPromise<T> promise, AsyncCallback<T> callback) {
        settle(promise, value -> callback.complete(value.cast()),
                error -> callback.error(new GpuException(describe(error))));
    }

    /**
     * The same, but stops waiting within {@link #CANCEL_POLL_MILLIS} once {@code stop} answers true, with
     * {@link RunCancelled}; the promise settles later unobserved. A GPU runs what it was given to the end,
     * and one submitted repetition of a large workload on a CPU adapter can take a minute: a person's
     * cancel must not wait for it.
     */
    @Async
    static native <T extends JSObject> T awaitUnless(JSPromise<T> promise, Condition stop);

    private static <T extends JSObject> void awaitUnless(JSPromise<T> promise, Condition stop,
            AsyncCallback<T> callback) {
        race(promise, stop, CANCEL_POLL_MILLIS, value -> callback.complete(value.cast()),
                error -> callback.error(new GpuException(describe(error))),
                () -> callback.error(new RunCancelled()));
    }

    @JSFunctor
    interface Settled extends JSObject {
        void accept(JSObject value);
    }

    /** A question JS asks Java while it waits. */
    @JSFunctor
    public interface Condition extends JSObject {
        boolean holds();
    }

    @JSFunctor
    interface Stopped extends JSObject {
        void stopped();
    }

    @JSBody(params = { "promise", "fulfilled", "rejected" }, script = "promise.then(fulfilled, rejected);")
    private static native void settle(JSPromise<?> promise, Settled fulfilled, Settled rejected);

    @JSBody(params = { "promise", "stop", "millis", "fulfilled", "rejected", "stopped" }, script = "var done = false;"
            + "var timer = setInterval(function() { if (!done && stop()) { done = true; clearInterval(timer); stopped(); } },"
            + " millis);"
            + "promise.then(function(v) { if (!done) { done = true; clearInterval(timer); fulfilled(v); } },"
            + " function(e) { if (!done) { done = true; clearInterval(timer); rejected(e); } });")
    private static native void race(JSPromise<?> promise, Condition stop, int millis, Settled fulfilled,
            Settled rejected, Stopped stopped);

    /** The message of a JS error value, whatever was thrown. */
    @JSBody(params = "error", script = "if (error == null) return 'unknown error';"
            + "return (typeof error.message === 'string' && error.message) ? error.message : String(error);")
    public static native String describe(JSObject error);
}
