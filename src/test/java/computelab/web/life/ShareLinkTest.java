package computelab.web.life;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import computelab.failure.LabException;
import computelab.life.Boundary;
import computelab.life.CpuLife;
import computelab.life.Grid;
import computelab.life.LiveArea;
import computelab.life.LifeRule;
import computelab.life.PatternLibrary;
import computelab.life.Rle;
import computelab.lab.Params;
import java.util.List;
import org.junit.jupiter.api.Test;

class ShareLinkTest {
    private static final List<String> CONTRACT = List.of("run", "w", "h", "rule", "wrap", "pattern", "rle", "at",
            "density", "seed", "gens", "algo", "render");
    private static final LifeRule HIGHLIFE = LifeRule.parse("B36/S23");

    @Test
    void aReproducibleBoardIsSharedAsItsOriginAndGenerationCount() {
        ShareLink.Board board = new ShareLink.Board(97, 61, HIGHLIFE, true, "bitpacked");
        String query = ShareLink.query(board, new BoardOrigin.Library("r-pentomino", 40, 20), 150, true,
                () -> {
                    throw new AssertionError("no readback needed");
                });
        Params params = Params.parse(query, CONTRACT);
        assertEquals("r-pentomino", params.text("pattern", ""));
        assertEquals("40,20", params.text("at", ""));
        assertEquals("B36/S23", params.text("rule", ""));
        assertEquals("150", params.text("gens", ""));
        assertEquals("1", params.text("run", ""));
        assertEquals(expected(board, 40, 20, PatternLibrary.load("r-pentomino").cells(), 150),
                rebuild(params), "the link's board after its generations");
    }

    @Test
    void aRandomBoardIsSharedAsDensityAndSeed() {
        ShareLink.Board board = new ShareLink.Board(4096, 4096, LifeRule.LIFE, false, "naive");
        String query = ShareLink.query(board, new BoardOrigin.Random(0.35, -5), 12, true, () -> null);
        Params params = Params.parse(query, CONTRACT);
        assertEquals(0.35, params.number("density", 0, 0, 1));
        assertEquals(Integer.toUnsignedString(-5), params.text("seed", ""));
        assertEquals("0", params.text("wrap", ""));
        assertTrue(query.length() < 200, query);
    }

    @Test
    void aDrawnBoardIsSharedAsTheRleOfItsLiveCellsInPlace() {
        ShareLink.Board board = new ShareLink.Board(200, 120, LifeRule.LIFE, true, "bitpacked");
        Grid drawn = Grid.randomFill(37, 13, 0.45, 3);
        Grid whole = new Grid(200, 120);
        place(whole, drawn, 150, 100);
        LiveArea area = LiveArea.of(whole);
        String query = ShareLink.query(board, new BoardOrigin.Library("glider", 0, 0), 77, false,
                () -> new ShareLink.LiveCells(area.minX(), area.minY(), area.crop(rowsOf(whole, area))));
        Params params = Params.parse(query, CONTRACT);
        assertFalse(params.has("gens"), "the cells are the current generation");
        assertFalse(params.has("pattern"));
        assertEquals(whole, rebuild(params));
        assertTrue(params.text("rle", "").indexOf('\n') == params.text("rle", "").lastIndexOf('\n'),
                "runs on one line");
    }

    @Test
    void aBoardWithoutLiveCellsIsSharedAsAnEmptyBoard() {
        ShareLink.Board board = new ShareLink.Board(10, 10, LifeRule.LIFE, true, "bitpacked");
        Params params = Params.parse(ShareLink.query(board, new BoardOrigin.Library("diehard", 1, 2), 200, false,
                () -> null), CONTRACT);
        assertEquals(new Grid(10, 10), rebuild(params));
    }

    @Test
    void aDrawnBoardTooLargeForALinkIsRefusedWithASentence() {
        ShareLink.Board board = new ShareLink.Board(1000, 1000, LifeRule.LIFE, true, "bitpacked");
        Grid noise = Grid.randomFill(400, 400, 0.5, 9);
        LabException refused = assertThrows(LabException.class, () -> ShareLink.query(board,
                new BoardOrigin.Empty(), 0, false, () -> new ShareLink.LiveCells(0, 0, noise)));
        assertTrue(refused.getMessage().contains("export it as an RLE file"), refused.getMessage());
    }

    @Test
    void aReproducibleOriginTooLongForALinkFallsBackToTheCurrentCells() {
        ShareLink.Board board = new ShareLink.Board(300, 300, LifeRule.LIFE, true, "bitpacked");
        String longRle = Rle.write(computelab.life.Pattern.of(Grid.randomFill(200, 200, 0.5, 1)));
        Grid now = new Grid(300, 300);
        now.set(5, 6, true);
        String query = ShareLink.query(board, new BoardOrigin.RleText(longRle, 0, 0), 9, true,
                () -> new ShareLink.LiveCells(5, 6, LiveArea.of(now).crop(rowsOf(now, LiveArea.of(now)))));
        assertEquals(now, rebuild(Params.parse(query, CONTRACT)));
    }

    /** An independent reading of the contract's parameters, rebuilt with the CPU reference. */
    private static Grid rebuild(Params params) {
        int width = (int) params.integer("w", 0, 1, 1 << 16);
        int height = (int) params.integer("h", 0, 1, 1 << 16);
        LifeRule rule = LifeRule.parse(params.text("rule", "B3/S23"));
        Boundary boundary = Boundary.of(params.flag("wrap", true));
        Grid grid;
        if (params.has("density")) {
            grid = Grid.randomFill(width, height, params.number("density", 0, 0, 1),
                    (int) Long.parseLong(params.text("seed", "1")));
        } else {
            Grid cells = params.has("pattern") ? PatternLibrary.load(params.text("pattern", "")).cells()
                    : Rle.read(params.text("rle", "")).cells();
            String[] at = params.text("at", "").split(",");
            grid = new Grid(width, height);
            place(grid, cells, Integer.parseInt(at[0]), Integer.parseInt(at[1]));
        }
        return new CpuLife(rule, boundary).run(grid, (int) params.integer("gens", 0, 0, 1 << 30));
    }

    private static Grid expected(ShareLink.Board board, int x, int y, Grid cells, int generations) {
        Grid grid = new Grid(board.width(), board.height());
        place(grid, cells, x, y);
        return new CpuLife(board.rule(), Boundary.of(board.wrap())).run(grid, generations);
    }

    private static void place(Grid grid, Grid cells, int x0, int y0) {
        for (int y = 0; y < cells.height(); y++) {
            for (int x = 0; x < cells.width(); x++) {
                if (cells.get(x, y)) {
                    grid.set(x0 + x, y0 + y, true);
                }
            }
        }
    }

    /** Rows [minY, maxY] of the whole grid, as the page reads them back from the GPU. */
    private static Grid rowsOf(Grid whole, LiveArea area) {
        Grid rows = new Grid(whole.width(), area.height());
        for (int y = 0; y < area.height(); y++) {
            for (int x = 0; x < whole.width(); x++) {
                rows.set(x, y, whole.get(x, area.minY() + y));
            }
        }
        return rows;
    }
}
