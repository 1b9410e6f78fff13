package computelab.web.life;

import computelab.gpu.Gpu;
import computelab.web.canvas.Camera;

/**
 * Everything the Life page knows: the board, the page's state beside it, the camera, the population
 * over time, the queue of GPU work, and the device with the frame loop that runs the board on it (none
 * until the page shell opens a device; a new pair after a reconnect). Actions change it; the view and
 * the test hooks read it.
 */
final class StudioModel {
    final Board board;
    final StudioState state = new StudioState();
    final Camera camera = new Camera();
    final PopulationSeries series = new PopulationSeries();
    final WorkQueue queue = new WorkQueue();
    private Gpu gpu;
    private FrameLoop loop;
    private boolean stopAsked;
    private BoardSettings runSettings;
    private BoardOrigin runOrigin;

    StudioModel(Board board) {
        this.board = board;
    }

    /** The device and the loop that now run the board; the previous loop must have been stopped. */
    void attach(Gpu newGpu, FrameLoop newLoop) {
        gpu = newGpu;
        loop = newLoop;
        state.connected(true);
    }

    Gpu gpu() {
        return gpu;
    }

    /** The frame loop on the current device, or null before there is one. */
    FrameLoop loop() {
        return loop;
    }

    /** Stop was pressed: a run of the page's parameters ends after its current batch. */
    void askStop() {
        stopAsked = true;
    }

    boolean stopAsked() {
        return stopAsked;
    }

    /** A run of the page's parameters begins, building this board: no Stop pressed for it yet. */
    void runBegins(BoardSettings settings, BoardOrigin origin) {
        stopAsked = false;
        runSettings = settings;
        runOrigin = origin;
    }

    /** The run is over: its board is the board (or, when it failed, the board before stays). */
    void runEnds() {
        runSettings = null;
        runOrigin = null;
    }

    /** The settings of the board on the screen: a run's while it builds its board, else the board's; null before any. */
    BoardSettings shownSettings() {
        return runSettings != null ? runSettings : board.ready() ? board.settings() : null;
    }

    /** Where the board on the screen came from (a run's start while it runs); null before any board. */
    BoardOrigin shownOrigin() {
        return runOrigin != null ? runOrigin : board.ready() ? board.history().origin() : null;
    }

    /** Whether there is a board to act on. */
    boolean ready() {
        return loop != null && board.ready();
    }
}
