package computelab.web.life;

import computelab.failure.LabException;
import computelab.lab.life.LifeRequest;
import computelab.life.Grid;
import computelab.life.Pattern;
import java.util.function.Supplier;

/**
 * The query of a life.html link that rebuilds the board on the page. Two ways, the shorter that is
 * exact: the board's origin (library pattern, RLE, random density and seed) plus the generation count
 * while the board is still reproducible from it; otherwise the current live cells as RLE, placed where
 * they are. Links stay under {@link #MAX_QUERY_LENGTH} characters; a drawn board too large for that
 * is refused with a sentence pointing to the RLE export.
 */
final class ShareLink {
    /** Browsers take far longer URLs, but chat programs, mail and servers often cut at a few thousand. */
    static final int MAX_QUERY_LENGTH = 8000;

    private ShareLink() {
    }

    /** The live part of the board: the smallest rectangle holding every live cell and its top-left corner. */
    record LiveCells(int x, int y, Grid cells) {
        /** The cells as a pattern of the board's rule, where they are. */
        BoardOrigin origin(BoardSettings settings) {
            return new BoardOrigin.Text(Pattern.of(cells).withRule(settings.rule()), x, y);
        }
    }

    /**
     * The link's query (without {@code ?}).
     *
     * @param reproducible whether origin + generation still give the board (no drawing, no rule change
     *                     after generation 0)
     * @param current      reads the live cells from the GPU; called only when they are needed; returns
     *                     null for a board without live cells
     */
    static String query(BoardSettings settings, BoardOrigin origin, long generation, boolean reproducible,
            Supplier<LiveCells> current) {
        if (reproducible) {
            LifeQuery replay = origin.writeTo(settings.writeTo(new LifeQuery()));
            if (generation > 0) {
                replay.with(LifeRequest.GENS, generation);
            }
            String query = replay.query(true);
            if (query.length() <= MAX_QUERY_LENGTH) {
                return query;
            }
        }
        LiveCells live = current.get();
        BoardOrigin now = live == null ? new BoardOrigin.Empty() : live.origin(settings);
        String cells = now.writeTo(settings.writeTo(new LifeQuery())).query(true);
        if (cells.length() > MAX_QUERY_LENGTH) {
            throw new LabException("This board is too large to share as a link (" + cells.length()
                    + " characters of RLE, at most " + MAX_QUERY_LENGTH + "): export it as an RLE file instead.");
        }
        return cells;
    }
}
