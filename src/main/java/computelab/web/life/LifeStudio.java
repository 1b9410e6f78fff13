package computelab.web.life;

import computelab.failure.Failures;
import computelab.failure.LabException;
import computelab.gpu.Gpu;
import computelab.gpu.RunCancelled;
import computelab.gpu.RunControl;
import computelab.lab.Experiment;
import computelab.lab.Json;
import computelab.lab.ParamTable;
import computelab.lab.Request;
import computelab.lab.life.LifeExperiment;
import computelab.lab.life.LifeRequest;
import computelab.web.DeviceView;
import computelab.web.ResultView;
import computelab.web.ViewOf;
import org.teavm.jso.browser.Location;
import org.teavm.jso.browser.Window;
import org.teavm.jso.dom.html.HTMLCanvasElement;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The interactive Game of Life page, and the one place that puts it together. Toward the page shell it
 * is the life experiment (same parameters, same result JSON, so life.html keeps its URL contract); in the
 * page it owns the board the experiment built and runs it in animation frames.
 *
 * <p>The page flows one way: inputs (the panel's {@link Controls}, the board's {@link CanvasInput}, the
 * {@link Shortcuts}, {@link PatternFiles}) call actions ({@link StudioActions}, {@link BoardActions});
 * actions change the model ({@link StudioModel}: the board, its {@link FrameLoop}, the page's state);
 * the view ({@link StudioView}) shows the model after every frame and every action. No lower part knows
 * the one above it: the loop tells whoever made it that a frame is done, the actions ask the browser's
 * side through {@link BoardActions.Outside}.
 *
 * <p>All GPU work happens on TeaVM threads, one piece at a time ({@link WorkQueue}): the frame loop's
 * thread runs the person's queued actions at the start of a frame, and a run of the parameters from the
 * form or a test waits for its turn between frames, showing its progress over the board as it goes.
 * Under Node there is no page: runs go straight to the experiment.
 */
public final class LifeStudio implements Experiment, ResultView, DeviceView {
    private final LifeExperiment experiment;
    private final StudioModel model;
    private final HTMLCanvasElement canvas;
    private final Theme theme;
    private final StudioView view;

    /**
     * Builds the page around life.html's elements (its menus, inputs and view, before any device) and the
     * life page's experiment, which it builds its boards with.
     */
    @ViewOf(LifeExperiment.class)
    public LifeStudio(LifeExperiment experiment) {
        this.experiment = experiment;
        model = new StudioModel(new Board(experiment));
        HTMLDocument document = HTMLDocument.current();
        canvas = (HTMLCanvasElement) document.getElementById("life-canvas");
        theme = new Theme(document);
        view = new StudioView(document, model, theme);
        Attempts attempts = new Attempts(model.state, model.queue, view::render);
        StudioActions studio = new StudioActions(model, attempts, theme);
        BoardActions board = new BoardActions(model, attempts);
        board.setOutside(new PatternFiles(document, board));
        new Controls(document, studio, board);
        new CanvasInput(canvas, model, studio, board);
        new Shortcuts(document, model, studio, board);
        TestHooks.install(model);
        view.render();
        // Again once the page shell has built the form, some of whose controls are the panel's.
        Window.setTimeout(view::render, 0);
    }

    @Override
    public ParamTable params() {
        return experiment.params();
    }

    /** A device is open (again, after a reconnect): a new frame loop runs the board on it. */
    @Override
    public void attach(Gpu gpu) {
        if (model.loop() != null) {
            model.loop().stop();
        }
        FrameLoop loop = new FrameLoop(gpu, canvas, model.board, model.queue, model.state, model.camera,
                model.series, theme, view::render);
        gpu.addLostListener(message -> loop.stop());
        model.attach(gpu, loop);
        loop.start();
        if (model.board.ready()) {
            // A reconnect: the board of the lost device comes back from its origin, at generation 0.
            BoardSettings settings = model.board.settings();
            BoardOrigin origin = model.board.history().origin();
            model.queue.add(() -> showBoard(() -> model.board.build(gpu, settings, origin)));
        } else {
            String query = Location.current().getSearch();
            UrlBoard first = UrlBoard.read(query, gpu);
            if (!first.runsAtOnce()) {
                // At the first frame: after the page shell said what it found wrong with the URL, in the URL's words.
                model.queue.add(() -> showBoard(() -> buildFromUrl(gpu, query, first)));
            }
        }
        view.render();
    }

    @Override
    public void unavailable(String sentence) {
        model.state.unavailable(sentence);
        view.render();
        // Again once the page shell has built the form's controls, some of them in the panel.
        Window.setTimeout(view::render, 0);
    }

    /** Builds a board on the loop's thread; where that fails, the default board under the sentence. */
    private void showBoard(Runnable build) {
        try {
            build.run();
        } catch (Throwable failure) {
            model.state.failed(null, null, Failures.sentence(failure));
            buildDefaults();
        }
        model.loop().boardReplaced(true);
    }

    /**
     * The URL's board, its mistakes each in its place; where this device cannot hold the size it asks
     * for, the board of the rest of the URL, with the size as asked marked in its fields.
     */
    private void buildFromUrl(Gpu gpu, String query, UrlBoard url) {
        UrlBoard shown = url;
        try {
            model.board.build(gpu, url.request(), BoardOrigin.of(url.asked(), url.request()), RunControl.NONE);
        } catch (LabException tooLarge) {
            if (!url.asked().given(LifeRequest.W) && !url.asked().given(LifeRequest.H)) {
                throw tooLarge;
            }
            shown = UrlBoard.withoutSize(query, gpu, tooLarge.getMessage());
            model.board.build(gpu, shown.request(), BoardOrigin.of(shown.asked(), shown.request()), RunControl.NONE);
        }
        model.state.urlMistakes(shown.mistakes());
    }

    /**
     * After a run of a URL whose board this device could not build, with nothing on the page yet: the
     * board of the rest of the URL, the size it asked for marked with the run's sentence where it gave
     * one (the board's size is what a build fails on), else the default board under the sentence.
     */
    private void buildAfterFailedRun(Gpu gpu, Request request, RuntimeException failed) {
        if (!(failed instanceof LabException) || !request.given(LifeRequest.W) && !request.given(LifeRequest.H)) {
            buildDefaults();
            return;
        }
        UrlBoard rest = UrlBoard.withoutSize(Location.current().getSearch(), gpu, failed.getMessage());
        model.board.build(gpu, rest.request(), BoardOrigin.of(rest.asked(), rest.request()), RunControl.NONE);
        model.state.urlMistakes(rest.mistakes());
    }

    private void buildDefaults() {
        Request defaults = LifeRequest.PARAMS.defaults(model.gpu());
        LifeRequest request = LifeRequest.of(defaults);
        model.board.build(model.gpu(), request, BoardOrigin.of(defaults, request), RunControl.NONE);
    }

    /**
     * A run of the page's parameters (the form, a run=1 URL, a test): on the page's device it builds the
     * board on the page, showing its progress over the board; elsewhere it is the experiment's run.
     */
    @Override
    public Json.Obj run(Gpu device, Request request, RunControl control) {
        FrameLoop loop = model.loop();
        if (loop == null || device != model.gpu()) {
            return experiment.run(device, request, control);
        }
        LifeRequest board = LifeRequest.of(request);
        BoardOrigin origin = BoardOrigin.of(request, board);
        model.queue.turn.take();
        model.runBegins(BoardSettings.of(board), origin);
        RunControl shown = new RunControl() {
            @Override
            public void progress(long done, long total) {
                control.progress(done, total);
                loop.runProgress(experiment.engine(), done, total, board.render());
                view.render();
            }

            @Override
            public boolean cancelled() {
                return model.stopAsked() || control.cancelled();
            }
        };
        try {
            loop.runStarting();
            Json.Obj result = model.board.build(device, board, LifeRequest.generationsPerPass(request), origin, shown);
            loop.boardReplaced(board.render(), result.get("gpuMsPerGen"));
            if (!board.render()) {
                model.state.note("Drawing is off for this run (render=0): zoom, move or run to draw the board.");
            }
            // The status shows the result's numbers by the time the page says it is done.
            loop.measureNow();
            return result;
        } catch (RunCancelled stopped) {
            // The board stays where the run got to.
            loop.boardReplaced(true);
            loop.measureNow();
            model.state.note("The run was stopped at generation " + model.board.generation() + ".");
            throw stopped;
        } catch (RuntimeException failed) {
            if (!model.board.ready()) {
                // Nothing to show yet (a run=1 URL this device cannot run); the page shell shows the run's sentence.
                model.queue.add(() -> showBoard(() -> buildAfterFailedRun(device, request, failed)));
            }
            throw failed;
        } finally {
            loop.runEnded();
            model.runEnds();
            model.queue.turn.end();
            view.render();
        }
    }

    @Override
    public void show(Json.Obj result, HTMLElement output) {
        StudioView.showSummary(result, output);
    }
}
