package computelab.web.life;

import computelab.web.canvas.GpuTurn;
import computelab.web.canvas.Wakeup;
import java.util.ArrayDeque;
import java.util.Deque;

/**
 * The GPU work of the page, one piece at a time. Event handlers must not wait, so the person's actions
 * that touch the GPU are queued here and run by the frame loop's thread at the start of a frame; a run of
 * the page's parameters (from the form or a test) waits for its turn between frames instead.
 */
final class WorkQueue {
    private final Deque<Runnable> tasks = new ArrayDeque<>();
    /** Whose turn it is on the GPU: the frame loop's or a run's. */
    final GpuTurn turn = new GpuTurn();
    /** The frame loop's, which rests while nothing is queued or under way. */
    final Wakeup wakeup = new Wakeup();

    /** Queues work for the start of the next frame; the task handles its own failure. */
    void add(Runnable task) {
        tasks.add(task);
        wakeup.wake();
    }

    /** Runs the queued tasks, those they queue included. */
    void runAll() {
        while (!tasks.isEmpty()) {
            tasks.poll().run();
        }
    }
}
