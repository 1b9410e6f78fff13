package computelab.web.canvas;

import org.teavm.interop.Async;
import org.teavm.interop.AsyncCallback;
import org.teavm.jso.JSBody;
import org.teavm.jso.JSFunctor;
import org.teavm.jso.JSObject;
import org.teavm.jso.browser.Window;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * Lets an animation loop with nothing to do rest instead of taking every display frame. A paused board
 * asked for 60 frames a second, each showing the page again and composited: about a tenth of a core of
 * an idle page (SwiftShader, 2 cores). Resting, the loop takes a frame when something may have given it
 * work: an action queued for it, the loop's own setters, the person's input anywhere in the page
 * (pointer, wheel, keys, form edits), the window's or the canvas's size; and at least every
 * {@link #LONGEST_REST_MS}, so that a change no one announced (the system's colour
 * scheme) still shows soon. One per page, shared by the loops a reconnect replaces.
 */
public final class Wakeup {
    /** The longest a resting loop goes without a frame. */
    static final int LONGEST_REST_MS = 250;
    /** The input events that wake a resting loop, heard in their capture phase wherever they go. */
    private static final String INPUT_EVENTS = "pointerdown pointermove pointerup pointerleave pointercancel wheel keydown "
            + "keyup input change click focusin focusout paste drop";

    private AsyncCallback<Void> resting;
    private int timer;
    private boolean woken;
    private boolean watching;

    /**
     * Something may have changed: a resting loop takes its next frame. Called from event handlers and
     * from other TeaVM threads alike, so the loop resumes from the event loop, never inside the caller.
     */
    public void wake() {
        woken = true;
        AsyncCallback<Void> waiting = resting;
        if (waiting != null) {
            resting = null;
            Window.clearTimeout(timer);
            Window.setTimeout(() -> waiting.complete(null), 0);
        }
    }

    /** Hears the page's input and the element's size from now on (once per page). */
    void watch(HTMLElement element) {
        if (!watching) {
            watching = true;
            listen(element, INPUT_EVENTS, this::wake);
        }
    }

    /** A frame begins: what woke the loop before it is seen by it. */
    void frameStarting() {
        woken = false;
    }

    /** Suspends the calling loop until {@link #wake} (at once if woken since the frame began) or the longest rest. */
    void rest() {
        if (!woken) {
            await(this);
        }
    }

    @Async
    private static native Void await(Wakeup wakeup);

    private static void await(Wakeup wakeup, AsyncCallback<Void> callback) {
        wakeup.resting = callback;
        wakeup.timer = Window.setTimeout(wakeup::wake, LONGEST_REST_MS);
    }

    @JSFunctor
    interface Woken extends JSObject {
        void woken();
    }

    @JSBody(params = { "element", "types", "woken" }, script = "types.split(' ').forEach(function(type) {"
            + "  document.addEventListener(type, function() { woken(); }, true); });"
            + "window.addEventListener('resize', function() { woken(); });"
            + "if (typeof ResizeObserver === 'function') { new ResizeObserver(function() { woken(); }).observe(element); }")
    private static native void listen(HTMLElement element, String types, Woken woken);
}
