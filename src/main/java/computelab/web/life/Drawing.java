package computelab.web.life;

import computelab.life.CellEdits;
import computelab.life.CellEncoding;
import computelab.life.LifeEngine;
import java.util.ArrayList;
import java.util.List;

/**
 * The person's strokes on the board between frames: each frame takes the cells of every stroke whose
 * action is known (drawing or erasing, decided by its first cell) as one merged batch for the GPU, with
 * the same cells as {@link DrawnCells} for the undo list.
 */
final class Drawing {
    /** One frame's strokes: the GPU's edits and, for undo, the cells they set. */
    record Batch(CellEdits edits, DrawnCells cells) {
    }

    private final List<Stroke> strokes = new ArrayList<>();

    /** A new stroke starting at a cell; its action is decided later ({@link Stroke#decide}). */
    Stroke begin(int x, int y) {
        Stroke stroke = new Stroke(x, y);
        strokes.add(stroke);
        return stroke;
    }

    void extend(int x, int y) {
        if (!strokes.isEmpty()) {
            strokes.get(strokes.size() - 1).lineTo(x, y);
        }
    }

    void end() {
        if (!strokes.isEmpty()) {
            strokes.get(strokes.size() - 1).finish();
        }
    }

    /** The cells of every decided stroke since the last call, merged; null when there are none. */
    Batch take(LifeEngine engine) {
        CellEdits edits = null;
        DrawnCells cells = null;
        while (!strokes.isEmpty() && strokes.get(0).decided()) {
            Stroke stroke = strokes.get(0);
            if (edits == null) {
                edits = new CellEdits(engine.encoding() == CellEncoding.BIT_PACKED, engine.width(), engine.height());
                cells = new DrawnCells(engine.width(), engine.height());
            }
            stroke.drainInto(edits, cells);
            if (!stroke.finished()) {
                break;
            }
            strokes.remove(0);
        }
        return edits == null || edits.isEmpty() ? null : new Batch(edits, cells);
    }

    /** Whether no stroke is in progress (the last one's cells may still await the next frame). */
    boolean idle() {
        return strokes.isEmpty();
    }

    void clear() {
        strokes.clear();
    }
}
