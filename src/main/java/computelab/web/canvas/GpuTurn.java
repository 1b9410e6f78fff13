package computelab.web.canvas;

/**
 * Whose turn it is on the GPU. A page that animates does all of its GPU work on TeaVM threads, one piece
 * at a time: its frame loop holds the turn for a frame or skips the frame, and a run of the page's
 * parameters (from the form or a test) waits for the turn between frames.
 */
public final class GpuTurn {
    private boolean busy;

    /** Waits (between frames) until no other GPU work is in progress, then holds the GPU. */
    public void take() {
        while (busy) {
            try {
                Thread.sleep(4);
            } catch (InterruptedException interrupted) {
                Thread.currentThread().interrupt();
                return;
            }
        }
        busy = true;
    }

    /** Holds the GPU if it is free; false if not (the frame loop skips a frame rather than wait). */
    public boolean tryTake() {
        if (busy) {
            return false;
        }
        busy = true;
        return true;
    }

    public void end() {
        busy = false;
    }
}
