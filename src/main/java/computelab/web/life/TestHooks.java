package computelab.web.life;

import computelab.lab.Json;
import computelab.life.Grid;
import computelab.life.LifeEngine;
import computelab.web.canvas.Camera;
import java.util.List;
import org.teavm.jso.JSBody;
import org.teavm.jso.JSFunctor;
import org.teavm.jso.JSObject;

/**
 * {@code window.lifeStudio} for the end-to-end tests: {@code state(callback)} gives, after every action
 * queued before it, the board's size, rule, engine, generation, population and contract checksum (both
 * counted on the GPU and read back), whether it runs or steps, whether undo and redo have something to
 * do, and the view as JSON; {@code view(left, top, scale, callback)} sets
 * the camera and calls back with the state once that view is drawn. Reading the whole board back is slow on huge boards,
 * which only tests ask for.
 */
final class TestHooks {
    private TestHooks() {
    }

    static void install(StudioModel model) {
        expose(callback -> model.queue.add(() -> callback.accept(state(model))), (left, top, scale, callback) ->
                model.queue.add(() -> {
                    model.camera.set(left, top, scale);
                    model.loop().viewChanged();
                    model.loop().afterNextFrame(() -> callback.accept(state(model)));
                }));
    }

    /** Boards up to this many cells also list their live cells, for readable test failures. */
    private static final long SMALL_BOARD = 1 << 14;

    private static List<Object> liveCells(Grid grid) {
        List<Object> cells = Json.list();
        for (int y = 0; y < grid.height(); y++) {
            for (int x = 0; x < grid.width(); x++) {
                if (grid.get(x, y)) {
                    cells.add(x + "," + y);
                }
            }
        }
        return cells;
    }

    private static String state(StudioModel model) {
        Board board = model.board;
        FrameLoop loop = model.loop();
        Json.Obj state = Json.object();
        if (board.ready() && loop != null) {
            LifeEngine engine = board.engine();
            Camera camera = model.camera;
            state.put("w", engine.width()).put("h", engine.height()).put("rule", engine.rule().toString())
                    .put("wrap", board.settings().wrap() ? 1 : 0).put("algo", engine.algorithm())
                    .put("generation", board.generation())
                    .put("population", Long.toString(engine.population()))
                    .put("checksum", Long.toString(engine.checksum()))
                    .put("running", loop.running())
                    .put("stepping", loop.stepping())
                    .put("canUndo", loop.undo().canUndo())
                    .put("canRedo", loop.undo().canRedo())
                    .put("left", camera.left()).put("top", camera.top()).put("scale", camera.scale())
                    .put("canvasWidth", loop.surface().pixelWidth())
                    .put("canvasHeight", loop.surface().pixelHeight());
            if ((long) engine.width() * engine.height() <= SMALL_BOARD) {
                state.put("live", liveCells(engine.readGrid()));
            }
        }
        return state.toString();
    }

    @JSFunctor
    interface Callback extends JSObject {
        void accept(String json);
    }

    @JSFunctor
    interface StateHook extends JSObject {
        void state(Callback callback);
    }

    @JSFunctor
    interface ViewHook extends JSObject {
        void view(double left, double top, double scale, Callback callback);
    }

    @JSBody(params = { "state", "view" }, script = "window.lifeStudio = { state: state, view: view };")
    private static native void expose(StateHook state, ViewHook view);
}
