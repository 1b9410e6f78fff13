package computelab.web.life;

import computelab.life.LifeEngine;
import computelab.web.canvas.CanvasSurface;

/**
 * What a person can do with the simulation and the view on the Life page, whichever button, key or
 * pointer asks for it: run, step, stop, undo, reset, clear, draw, choose a tool, move and zoom the view,
 * change the theme, the speed or the help. Each changes the model ({@link StudioModel}); the page shows
 * the model. The board's own settings, patterns and files are {@link BoardActions}.
 */
final class StudioActions {
    private final StudioModel model;
    private final Attempts attempts;
    private final Theme theme;

    StudioActions(StudioModel model, Attempts attempts, Theme theme) {
        this.model = model;
        this.attempts = attempts;
        this.theme = theme;
    }

    private FrameLoop loop() {
        return model.loop();
    }

    private Board board() {
        return model.board;
    }

    // Simulation

    void toggleRunning() {
        if (model.ready()) {
            attempts.now(null, null, () -> loop().setRunning(!loop().running()));
        }
    }

    /** Advances the board by the step count as typed. */
    void step(String count) {
        attempts.now(Field.STEP_COUNT, count, () -> {
            long generations = Attempts.read(Field.STEP_COUNT, PanelWords.STEP, count);
            if (model.ready()) {
                // In turn with the actions queued before it: an Undo pressed just before pauses the board
                // when its turn comes, and must not cancel the steps pressed after it.
                attempts.later(Field.STEP_COUNT, count, () -> loop().step(generations));
            }
        });
    }

    /** Ends a long step, or a run of the page's parameters, where it got to. */
    void stop() {
        if (loop() != null) {
            loop().stopStepping();
        }
        model.askStop();
    }

    void reset() {
        whenReady(() -> attempts.queued(null, null, () -> {
            pause();
            loop().undo().beforeBoardChange("reset");
            board().reset(model.gpu());
            boardEdited();
            model.state.note("Back to generation 0 of the loaded board.");
        }));
    }

    void clear() {
        whenReady(() -> attempts.queued(null, null, () -> {
            pause();
            loop().undo().beforeBoardChange("clear");
            board().clear();
            boardEdited();
        }));
    }

    /** Takes back the last edit (drawing, placing, clear, random fill, Reset, or running since it started). */
    void undo() {
        whenReady(() -> attempts.queued(null, null, () -> {
            pause();
            if (!loop().undo().undo()) {
                model.state.note("Nothing to undo.");
            }
            boardEdited();
        }));
    }

    void redo() {
        whenReady(() -> attempts.queued(null, null, () -> {
            pause();
            if (!loop().undo().redo()) {
                model.state.note("Nothing to redo.");
            }
            boardEdited();
        }));
    }

    private void whenReady(Runnable action) {
        if (model.ready()) {
            action.run();
        }
    }

    private void pause() {
        loop().setRunning(false);
        loop().stopStepping();
    }

    /** The cells changed at once: measure and draw them; the graph forgets what lay ahead of an undo. */
    private void boardEdited() {
        loop().boardChanged();
        model.series.rewind(board().generation());
    }

    void setSpeed(Speed speed) {
        attempts.quietly(() -> model.state.setSpeed(speed));
    }

    // Drawing

    /** Starts a stroke: from a dead cell it draws, from a live one it erases. */
    void beginStroke(int x, int y) {
        if (model.ready()) {
            attempts.now(null, null, () -> loop().beginStroke(x, y));
        }
    }

    void extendStroke(int x, int y) {
        if (model.ready()) {
            loop().extendStroke(x, y);
        }
    }

    void endStroke() {
        if (model.ready()) {
            loop().endStroke();
        }
    }

    // Tools and help

    void setTool(StudioState.Tool tool) {
        attempts.quietly(() -> model.state.setTool(tool));
    }

    /** Ends placing a pattern, or closes the help when it is open (Esc). */
    void escape() {
        attempts.quietly(() -> {
            if (model.state.helpOpen()) {
                model.state.showHelp(false);
            } else {
                model.state.setTool(StudioState.Tool.DRAW);
            }
        });
    }

    void toggleHelp() {
        attempts.quietly(() -> model.state.showHelp(!model.state.helpOpen()));
    }

    void closeHelp() {
        attempts.quietly(() -> model.state.showHelp(false));
    }

    /** Dismisses the sentence over the board. */
    void dismiss() {
        attempts.now(null, null, () -> { });
    }

    void nextTheme() {
        attempts.quietly(theme::next);
    }

    // View

    /** The pointer is over this cell, or left the board (null). */
    void pointerAt(int[] cell) {
        model.state.pointerAt(cell);
    }

    void fit() {
        if (model.ready()) {
            loop().fitToLiveCellsSoon();
        }
    }

    void wholeBoard() {
        if (model.ready()) {
            LifeEngine engine = board().engine();
            CanvasSurface surface = loop().surface();
            model.camera.fit(0, 0, engine.width() - 1, engine.height() - 1, surface.pixelWidth(), surface.pixelHeight());
            viewChanged();
        }
    }

    /** Moves the board by device pixels (arrow keys, dragging): positive x shows cells further left. */
    void pan(double dx, double dy) {
        if (model.ready()) {
            model.camera.panByPixels(dx, dy);
            viewChanged();
        }
    }

    /** Zooms by ladder steps around a point of the canvas, in device pixels. */
    void zoomAround(double x, double y, int steps) {
        if (model.ready()) {
            model.camera.zoomAround(x, y, steps);
            viewChanged();
        }
    }

    /** Zooms around the canvas's centre (keys and buttons). */
    void zoom(int steps) {
        if (model.ready()) {
            CanvasSurface surface = loop().surface();
            zoomAround(surface.pixelWidth() / 2.0, surface.pixelHeight() / 2.0, steps);
        }
    }

    /** A two-finger gesture: the scale they asked for around their middle, then the move of their middle. */
    void pinch(double x, double y, double scale, double dx, double dy) {
        if (model.ready()) {
            model.camera.zoomAroundTo(x, y, scale);
            model.camera.panByPixels(dx, dy);
            viewChanged();
        }
    }

    private void viewChanged() {
        loop().viewChanged();
    }
}
