package computelab.web.life;

import computelab.lab.ParamTable;
import computelab.failure.LabException;
import computelab.life.Grid;
import computelab.life.LifeRule;
import computelab.life.Pattern;
import computelab.life.Rle;
import java.util.function.Supplier;

/**
 * The query of a life.html link that rebuilds the board on the page. Two ways, the shorter that is
 * exact: the board's origin (library pattern, RLE, random density and seed) plus the generation count
 * while the board is still reproducible from it; otherwise the current live cells as RLE, placed where
 * they are. Links stay under {@link #MAX_QUERY_LENGTH} characters; a drawn board too large for that
 * is refused with a sentence pointing to the RLE export.
 */
public final class ShareLink {
    /** Browsers take far longer URLs, but chat programs, mail and servers often cut at a few thousand. */
    public static final int MAX_QUERY_LENGTH = 8000;

    private ShareLink() {
    }

    /** The board's size, rule, edges and engine: the part of the link every way shares. */
    public record Board(int width, int height, LifeRule rule, boolean wrap, String algo) {
        String query() {
            return "run=1&w=" + width + "&h=" + height + "&rule=" + ParamTable.encode(rule.toString())
                    + "&wrap=" + (wrap ? 1 : 0) + "&algo=" + ParamTable.encode(algo);
        }
    }

    /** The live part of the board: the smallest rectangle holding every live cell and its top-left corner. */
    public record LiveCells(int x, int y, Grid cells) {
    }

    /**
     * The link's query (without {@code ?}).
     *
     * @param reproducible whether origin + generation still give the board (no drawing, no rule change
     *                     after generation 0)
     * @param current      reads the live cells from the GPU; called only when they are needed; returns
     *                     null for a board without live cells
     */
    public static String query(Board board, BoardOrigin origin, long generation, boolean reproducible,
            Supplier<LiveCells> current) {
        if (reproducible) {
            String replay = board.query() + "&" + origin.query() + (generation > 0 ? "&gens=" + generation : "");
            if (replay.length() <= MAX_QUERY_LENGTH) {
                return replay;
            }
        }
        LiveCells live = current.get();
        if (live == null) {
            return board.query() + "&" + new BoardOrigin.Empty().query();
        }
        String cells = board.query() + "&" + new BoardOrigin.RleText(compactRle(live.cells(), board.rule()),
                live.x(), live.y()).query();
        if (cells.length() > MAX_QUERY_LENGTH) {
            throw new LabException("This board is too large to share as a link (" + cells.length()
                    + " characters of RLE, at most " + MAX_QUERY_LENGTH + "): export it as an RLE file instead.");
        }
        return cells;
    }

    /** RLE with the header on the first line and all runs on the second: line breaks cost 3 characters each in a URL. */
    static String compactRle(Grid cells, LifeRule rule) {
        String text = Rle.write(Pattern.of(cells).withRule(rule));
        int headerEnd = text.indexOf('\n');
        return text.substring(0, headerEnd + 1) + text.substring(headerEnd + 1).replace("\n", "");
    }
}
