package computelab.web.rd;

import computelab.failure.Failures;
import computelab.web.canvas.GpuTurn;
import computelab.web.canvas.Wakeup;
import java.util.ArrayDeque;
import java.util.Deque;

/**
 * Who uses the GPU when. All of the page's GPU work happens on TeaVM threads, one piece at a time: the
 * frame loop runs the person's actions (queued here by event handlers, which must not wait) at the start
 * of a frame, and a contract run from the form or a test waits for its turn between frames.
 */
final class GpuTurns {
    private final Deque<Task> tasks = new ArrayDeque<>();
    private final RdPage page;
    /** Whose turn it is on the GPU: the frame loop's or a run's. */
    final GpuTurn turn = new GpuTurn();
    /** The frame loop's, which rests while nothing is queued or under way. */
    final Wakeup wakeup = new Wakeup();

    /** A queued action and the panel section whose sentence it shows when it fails (null: over the canvas). */
    private record Task(Runnable action, String section) {
    }

    GpuTurns(RdPage page) {
        this.page = page;
    }

    /** Queues work of the page's own for the start of the next frame, on the loop's thread. */
    void later(Runnable action) {
        tasks.add(new Task(action, null));
        wakeup.wake();
    }

    /**
     * Queues a person's action (event handlers use this); a failure shows its sentence beside the field it
     * concerns, or in the panel section {@code section} (the controls that caused it).
     */
    void act(String section, Runnable action) {
        tasks.add(new Task(action, section));
        wakeup.wake();
    }

    /**
     * Runs the queued actions; a person's takes the sentences of the one before away first. A failing one
     * shows its sentence (beside the field that caused it, its section's buttons, or over the canvas) and
     * leaves the grid as it was.
     */
    void runQueuedActions() {
        while (!tasks.isEmpty()) {
            Task task = tasks.poll();
            if (task.section() != null) {
                page.clearNotes();
            }
            try {
                task.action().run();
            } catch (RefusedValue refused) {
                page.mistake(refused.mistake());
            } catch (Throwable failure) {
                String sentence = Failures.sentence(failure);
                if (task.section() == null) {
                    page.showMessage(sentence);
                } else {
                    page.showError(task.section(), sentence);
                }
            }
        }
    }
}
