package computelab.web.canvas;

import org.teavm.interop.Async;
import org.teavm.interop.AsyncCallback;
import org.teavm.jso.browser.Window;

/**
 * Waiting for the next animation frame in blocking style, so the simulation loop can run on a TeaVM
 * thread and await GPU results between frames (an await inside a requestAnimationFrame callback would
 * throw). The browser stops frames in hidden tabs, which pauses the loop as it should.
 */
public final class AnimationFrames {
    private AnimationFrames() {
    }

    /** Suspends the calling thread until the next frame; returns the frame's timestamp in milliseconds. */
    @Async
    public static native Double next();

    private static void next(AsyncCallback<Double> callback) {
        Window.requestAnimationFrame(time -> callback.complete(time));
    }
}
