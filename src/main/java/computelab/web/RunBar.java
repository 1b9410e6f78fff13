package computelab.web;

import computelab.gpu.RunControl;
import computelab.lab.Numbers;
import org.teavm.jso.JSBody;
import org.teavm.jso.browser.Performance;
import org.teavm.jso.JSFunctor;
import org.teavm.jso.JSObject;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The line under a page's form while a run goes: what it does now, the time since it began, a progress
 * bar where the work is countable (repetitions, generations, cases, verification) and a Cancel button.
 * As the run's {@link RunControl} it receives progress and answers whether the person cancelled; inside
 * {@code Gpu.watched} every wait for the GPU asks as it waits, so a cancel takes effect within a fraction
 * of a second in every phase, however long the GPU work it stops waiting for.
 */
final class RunBar implements RunControl {
    private final HTMLElement bar;
    private final HTMLElement status;
    private final HTMLElement elapsed;
    private final HTMLElement progress;
    private final HTMLElement cancel;
    private volatile boolean cancelled;
    private double started;
    private int timer;

    private RunBar(HTMLElement bar, HTMLElement status, HTMLElement elapsed, HTMLElement progress,
            HTMLElement cancel) {
        this.bar = bar;
        this.status = status;
        this.elapsed = elapsed;
        this.progress = progress;
        this.cancel = cancel;
        cancel.addEventListener("click", event -> {
            cancelled = true;
            cancel.setAttribute("disabled", "");
            status.withText("Cancelling...");
        });
    }

    /** The bar, placed right after the page's form (or at the end of main without one). */
    static RunBar under(HTMLDocument document, HTMLElement form) {
        HTMLElement bar = document.createElement("div");
        bar.setAttribute("id", "runbar");
        bar.setAttribute("class", "runbar");
        bar.setAttribute("role", "status");
        bar.setAttribute("hidden", "");
        HTMLElement status = Dom.append(bar, "span");
        status.setAttribute("id", "run-status");
        HTMLElement elapsed = Dom.append(bar, "span");
        elapsed.setAttribute("id", "run-elapsed");
        HTMLElement progress = Dom.append(bar, "progress");
        progress.setAttribute("id", "run-progress");
        HTMLElement cancel = Dom.append(bar, "button", "Cancel");
        cancel.setAttribute("id", "cancel-run");
        cancel.setAttribute("type", "button");
        HTMLElement parent = form != null ? (HTMLElement) form.getParentNode() : document.querySelector("main");
        parent.insertBefore(bar, form != null ? form.getNextSibling() : null);
        return new RunBar(bar, status, elapsed, progress, cancel);
    }

    /** Shows the bar for a new run: "Running", 0 s, an indeterminate bar, Cancel enabled. */
    void start() {
        cancelled = false;
        started = Performance.now();
        status.withText("Running");
        elapsed.withText("0.0 s");
        progress.removeAttribute("value");
        progress.removeAttribute("max");
        cancel.removeAttribute("disabled");
        cancel.removeAttribute("hidden");
        bar.removeAttribute("hidden");
        timer = every(100, () -> elapsed.withText(Numbers.fixed((Performance.now() - started) / 1000, 1) + " s"));
    }

    /** Ends the run: the bar keeps how long it took and what happened, without Cancel. */
    void finish(String outcome) {
        stop(timer);
        status.withText(outcome + " in " + Numbers.millis(Performance.now() - started));
        elapsed.withText("");
        progress.setAttribute("hidden", "");
        cancel.setAttribute("hidden", "");
    }

    @Override
    public void progress(long done, long total) {
        progress.removeAttribute("hidden");
        progress.setAttribute("max", Long.toString(Math.max(1, total)));
        progress.setAttribute("value", Long.toString(done));
    }

    /**
     * A new phase: its words, and the bar empty and moving until the phase reports countable progress,
     * so the bar never shows one phase's progress while another runs.
     */
    @Override
    public void status(String text) {
        if (!cancelled) {
            status.withText(text);
            progress.removeAttribute("hidden");
            progress.removeAttribute("value");
            progress.removeAttribute("max");
        }
    }

    @Override
    public boolean cancelled() {
        return cancelled;
    }

    @JSFunctor
    interface Tick extends JSObject {
        void tick();
    }

    @JSBody(params = { "millis", "tick" }, script = "return setInterval(tick, millis);")
    private static native int every(int millis, Tick tick);

    @JSBody(params = "id", script = "clearInterval(id);")
    private static native void stop(int id);

}
