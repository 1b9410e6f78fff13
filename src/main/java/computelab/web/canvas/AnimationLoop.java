package computelab.web.canvas;

import computelab.failure.Failures;

/**
 * A loop of the display's animation frames on a TeaVM thread: each frame that gets the GPU's turn draws;
 * a frame the GPU is busy for is skipped. A failing frame is reported (unless the loop was stopped, as a
 * lost device stops it: the page shell reports the loss with its Reconnect button) and the loop goes on.
 */
public abstract class AnimationLoop {
    private final GpuTurn turn;
    private boolean stopped;

    protected AnimationLoop(GpuTurn turn) {
        this.turn = turn;
    }

    public void start() {
        new Thread(this::loop).start();
    }

    /** Ends the loop after the current frame (a lost device, a reconnect). */
    public void stop() {
        stopped = true;
    }

    protected boolean stopped() {
        return stopped;
    }

    /** One frame, holding the GPU's turn; {@code now} is the frame's time in milliseconds. */
    protected abstract void frame(double now);

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
            try {
                frame(now);
            } catch (Throwable failure) {
                if (!stopped) {
                    failed(Failures.sentence(failure));
                }
            } finally {
                turn.end();
            }
        }
        ended();
    }
}
