package computelab.web.life;

/**
 * What the next frame must do besides advancing the board, and when frames last did it: measure the live
 * cells (after a change, and a few times a second while generations run), draw (after a change, every
 * frame while running, a few times a second during a long step or a run), fit the view to the live
 * cells (a new board), or leave the canvas alone (a run with {@code render=0}, until the person looks).
 */
final class FrameNeeds {
    /** While running, the population and live area are measured this often. */
    private static final double MEASURE_EVERY_MS = 250;
    /** During a long step (and a run of the page's parameters) the board is drawn this often. */
    private static final double LONG_STEP_DRAW_EVERY_MS = 150;

    private boolean redraw = true;
    private boolean measure = true;
    private boolean fit;
    private boolean rendering = true;
    private double lastMeasure = Double.NEGATIVE_INFINITY;
    private double lastDraw = Double.NEGATIVE_INFINITY;

    /** The cells changed outside a step: measure and draw them. */
    void cellsChanged() {
        measure = true;
        redraw = true;
    }

    /** What is drawn changed (the view, the colours, the canvas's size): draw. */
    void redraw() {
        redraw = true;
    }

    /** The person moved or zoomed the view: draw it, even with drawing off, and drop a pending fit. */
    void viewChanged() {
        redraw = true;
        rendering = true;
        fit = false;
    }

    /** A new board: fit the view to its live cells; {@code draw} false leaves the canvas alone. */
    void replaced(boolean draw) {
        rendering = draw;
        fit = true;
        cellsChanged();
    }

    /** Fits the view to the live cells at the next frame (after measuring them). */
    void fitSoon() {
        fit = true;
        redraw = true;
    }

    /** Generations are asked for (running, a step): they are drawn. */
    void advancing() {
        rendering = true;
    }

    /** Whether a frame still has to measure, fit or draw (drawing off, a pending drawing waits for the person). */
    boolean pending() {
        return measure || fit || redraw && rendering;
    }

    /** Whether a fit is due; it is done by whoever asks. */
    boolean takeFit() {
        boolean due = fit;
        fit = false;
        return due;
    }

    /** Whether this frame measures: after a change, a few times a second while running, at a step's end. */
    boolean measureNow(double now, boolean edited, boolean stepped, boolean stepEnded) {
        return measure || edited || stepped && (now - lastMeasure >= MEASURE_EVERY_MS || stepEnded);
    }

    /** Whether this frame draws: after a change, every frame that runs, now and then during a long step. */
    boolean drawNow(double now, boolean edited, boolean stepped, boolean longStep) {
        return rendering && (redraw || edited || stepped && (!longStep || drawDue(now)));
    }

    /** Whether a long step or a run has gone without drawing long enough to draw again. */
    boolean drawDue(double now) {
        return now - lastDraw >= LONG_STEP_DRAW_EVERY_MS;
    }

    /** A frame measured and drew as said. */
    void done(double now, boolean measured, boolean drew) {
        measure = false;
        if (measured) {
            lastMeasure = now;
        }
        if (drew) {
            redraw = false;
            lastDraw = now;
        }
    }

    /** Measured outside a frame (holding the GPU). */
    void measured() {
        measure = false;
    }

    /** Drew outside a frame (a run's board so far); a run's start counts as a drawing, so short runs draw once. */
    void drewAt(double now) {
        lastDraw = now;
    }
}
