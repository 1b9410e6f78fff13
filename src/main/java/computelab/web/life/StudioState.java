package computelab.web.life;

import computelab.life.Pattern;
import java.util.ArrayList;
import java.util.List;

/**
 * What the Life page knows besides the board and its loop: the pointer tool and the pattern being
 * placed, the help, the speed, the person's last mistakes and the note on what just happened, the
 * library entry chosen, the share link and export made last, and whether there is a GPU at all. Actions
 * change it; the view shows it. Each person's action starts with the mistakes and note of the one
 * before gone: they belong to the state they were about.
 */
final class StudioState {
    /** What a plain drag on the board does. */
    enum Tool {
        DRAW, MOVE, PLACE
    }

    /**
     * A value that was not taken, and why.
     *
     * @param field    where it was typed or chosen, null when it concerns the board as a whole
     * @param given    the text as typed, shown again so it can be corrected; null for a choice (a menu
     *                 shows what is in use)
     * @param sentence what was wrong, in the words of the field's label
     */
    record Mistake(Field field, String given, String sentence) {
        /** Whether its sentence goes over the board rather than beside a field of the panel. */
        boolean overBoard() {
            return field == null;
        }
    }

    private final List<Mistake> mistakes = new ArrayList<>();
    private String note = "";
    private int version;
    private int attempts;
    private int pending;
    private Tool tool = Tool.DRAW;
    private Pattern placing;
    private int[] pointer;
    private boolean helpOpen;
    private Speed speed = Speed.perSecond(30);
    private String libraryChoice = "gosper-glider-gun";
    private String sharedLink = "";
    private String exported = "";
    private boolean connected;
    private String unavailable;

    /** Counts every change; the view shows the state again when it moves. */
    int version() {
        return version;
    }

    /** Counts the person's actions: each one takes the sentence over the board away (the page shell's too). */
    int attempts() {
        return attempts;
    }

    private void changed() {
        version++;
    }

    /** A person's action begins: what was said about the one before goes. */
    void attempt() {
        mistakes.clear();
        note = "";
        attempts++;
        changed();
    }

    /** GPU work of an action was queued; until it is done the board fields keep what was typed. */
    void workQueued() {
        pending++;
    }

    void workDone() {
        pending--;
        changed();
    }

    /** Whether some action's GPU work is still waiting for its frame. */
    boolean workPending() {
        return pending > 0;
    }

    void failed(Field field, String given, String sentence) {
        mistakes.add(new Mistake(field, given, sentence));
        changed();
    }

    /**
     * The values of the page's URL that were not taken (the board shows the rest). Each is said once,
     * where it belongs: they take the page shell's sentence over the board away, which said the first of
     * them in the URL's words.
     */
    void urlMistakes(List<Mistake> wrong) {
        mistakes.clear();
        mistakes.addAll(wrong);
        if (!wrong.isEmpty()) {
            attempts++;
        }
        changed();
    }

    List<Mistake> mistakes() {
        return List.copyOf(mistakes);
    }

    /** The mistake made in this field, or null. */
    Mistake mistakeIn(Field field) {
        for (Mistake mistake : mistakes) {
            if (mistake.field() == field) {
                return mistake;
            }
        }
        return null;
    }

    /** The sentence over the board (the latest mistake of no panel field), or null. */
    String overBoard() {
        String sentence = null;
        for (Mistake mistake : mistakes) {
            if (mistake.overBoard()) {
                sentence = mistake.sentence();
            }
        }
        return sentence;
    }

    /** A short note on what just happened ("Link copied"), until the next action. */
    void note(String text) {
        note = text;
        changed();
    }

    String note() {
        return note;
    }

    Tool tool() {
        return tool;
    }

    /** Another tool; ending placing takes its notes ("turned clockwise") with it. */
    void setTool(Tool newTool) {
        tool = newTool;
        if (tool != Tool.PLACE && placing != null) {
            placing = null;
            note = "";
        }
        changed();
    }

    /** The pattern being placed, as turned and mirrored so far; null when not placing. */
    Pattern placing() {
        return placing;
    }

    void place(Pattern pattern) {
        placing = pattern;
        tool = Tool.PLACE;
        changed();
    }

    String placingName() {
        return placing == null || placing.name().isEmpty() ? "The pattern" : placing.name();
    }

    /** The cell under the pointer, or null when the pointer is off the board. */
    int[] pointer() {
        return pointer;
    }

    void pointerAt(int[] cell) {
        pointer = cell;
    }

    boolean helpOpen() {
        return helpOpen;
    }

    void showHelp(boolean open) {
        helpOpen = open;
        changed();
    }

    Speed speed() {
        return speed;
    }

    void setSpeed(Speed newSpeed) {
        speed = newSpeed;
        changed();
    }

    /** The library entry the menu shows (its description shows beside it). */
    String libraryChoice() {
        return libraryChoice;
    }

    void chooseLibrary(String id) {
        libraryChoice = id;
        changed();
    }

    String sharedLink() {
        return sharedLink;
    }

    void shared(String link) {
        sharedLink = link;
        changed();
    }

    /** The RLE text of the last export, kept on its button for tests. */
    String exported() {
        return exported;
    }

    void exported(String rle) {
        exported = rle;
        changed();
    }

    /** Whether a GPU device is open (the board and what acts on it work). */
    boolean connected() {
        return connected;
    }

    void connected(boolean open) {
        connected = open;
        unavailable = null;
        changed();
    }

    /** Why there is no GPU, once the page knows there will be none; null otherwise. */
    String unavailable() {
        return unavailable;
    }

    void unavailable(String why) {
        connected = false;
        unavailable = why;
        changed();
    }
}
