package computelab.web.canvas;

import computelab.failure.Failures;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * A loop of the display's animation frames on a TeaVM thread: each frame that gets the GPU's turn draws;
 * a frame the GPU is busy for is skipped. A frame that leaves nothing to do lets the loop rest until it
 * is woken ({@link Wakeup}). A failing frame is reported (unless the loop was stopped, as a
 * lost device stops it: the page shell reports the loss with its Reconnect button) and the loop goes on.
 */
public abstract class AnimationLoop {
    private final GpuTurn turn;
    private final Wakeup wakeup;
    private final HTMLElement canvas;
    private boolean stopped;

    /**
     * @param wakeup the page's, which its queued actions wake
     * @param canvas where the loop draws: a change of its size wakes the loop
     */
    protected AnimationLoop(GpuTurn turn, Wakeup wakeup, HTMLElement canvas) {
        this.turn = turn;
        this.wakeup = wakeup;
        this.canvas = canvas;
    }

    public void start() {
        wakeup.watch(canvas);
        new Thread(this::loop).start();
    }

    /** Ends the loop after the current frame (a lost device, a reconnect). */
    public void stop() {
        stopped = true;
        wakeup.wake();
    }

    /** Something changed that the next frame must show: a resting loop takes it. */
    protected void wake() {
        wakeup.wake();
    }

    protected boolean stopped() {
        return stopped;
    }

    /**
     * One frame, holding the GPU's turn; {@code now} is the frame's time in milliseconds. Returns whether
     * the next frame has work already (running, an unfinished drawing); false lets the loop rest.
     */
    protected abstract boolean frame(double now);

    /** A frame failed: the loop stops what it was doing; {@code sentence} says why, for the person. */
    protected abstract void failed(String sentence);

    /** The loop has ended: frees what it made. */
    protected void ended() {
    }

    private void loop() {
        while (!stopped) {
            double now = AnimationFrames.next();
            if (stopped || !turn.tryTake()) {
                continue;
            }
            boolean more = true;
            wakeup.frameStarting();
            try {
                more = frame(now);
            } catch (Throwable failure) {
                if (!stopped) {
                    failed(Failures.sentence(failure));
                }
            } finally {
                turn.end();
            }
            if (!more && !stopped) {
                wakeup.rest();
            }
        }
        ended();
    }
}
