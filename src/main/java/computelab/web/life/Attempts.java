package computelab.web.life;

import computelab.failure.Failures;
import computelab.failure.LabException;
import computelab.lab.Param;

/**
 * A person's action as the page carries it out: what was said about the action before goes, the action
 * runs (its checks at once, its GPU work queued for the frame loop), and a failure becomes the mistake of
 * the field it came from, with the text as typed, beside that field (over the board when none). After
 * the part done at once the page is shown again; the frame loop shows it after queued work.
 */
final class Attempts {
    /** A value of one field that was not taken, where an action reads several. */
    static final class Wrong extends LabException {
        private final Field field;
        private final String given;

        Wrong(Field field, String given, String sentence) {
            super(sentence);
            this.field = field;
            this.given = given;
        }
    }

    private final StudioState state;
    private final WorkQueue queue;
    private final Runnable shown;

    /** @param shown shows the page again after the part of an action done at once */
    Attempts(StudioState state, WorkQueue queue, Runnable shown) {
        this.state = state;
        this.queue = queue;
        this.shown = shown;
    }

    /** A new action of the person's, done at once; {@code field} and {@code given} say where a failure belongs. */
    void now(Field field, String given, Runnable action) {
        state.attempt();
        run(field, given, action);
        shown.run();
    }

    /** A new action whose work is all on the GPU: queued for the next frame. */
    void queued(Field field, String given, Runnable work) {
        state.attempt();
        later(field, given, work);
        shown.run();
    }

    /** A change of what the page shows around the board (tool, help, theme): nothing said before goes. */
    void quietly(Runnable change) {
        change.run();
        shown.run();
    }

    /** The GPU part of the action under way, queued for the next frame. */
    void later(Field field, String given, Runnable work) {
        state.workQueued();
        queue.add(() -> {
            try {
                run(field, given, work);
            } finally {
                state.workDone();
            }
        });
    }

    private void run(Field field, String given, Runnable action) {
        try {
            action.run();
        } catch (Wrong wrong) {
            state.failed(wrong.field, wrong.given, wrong.getMessage());
        } catch (Throwable failure) {
            state.failed(field, given, Failures.sentence(failure));
        }
    }

    /** A field's text read by a parameter named as the panel labels it; a mistake belongs to that field. */
    static <T> T read(Field field, Param<T> param, String text) {
        try {
            return param.read(text, null);
        } catch (LabException wrong) {
            throw new Wrong(field, text, wrong.getMessage());
        }
    }
}
