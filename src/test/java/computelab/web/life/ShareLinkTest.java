package computelab.web.life;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import computelab.failure.LabException;
import computelab.life.Boundary;
import computelab.life.CpuLife;
import computelab.life.DispatchLayout;
import computelab.life.LifeEngines;
import computelab.life.Grid;
import computelab.life.LiveArea;
import computelab.life.LifeRule;
import computelab.life.Pattern;
import computelab.life.PatternLibrary;
import computelab.life.Rle;
import computelab.lab.life.LifeRequest;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ShareLinkTest {
    private static final LifeRule HIGHLIFE = LifeRule.parse("B36/S23");

    @Test
    void aReproducibleBoardIsSharedAsItsOriginAndGenerationCount() {
        BoardSettings board = settings(97, 61, HIGHLIFE, true, "bitpacked");
        String query = ShareLink.query(board, new BoardOrigin.Library("r-pentomino", PatternLibrary.load("r-pentomino"), 40, 20), 150, true,
                () -> {
                    throw new AssertionError("no readback needed");
                });
        Map<String, String> params = texts(query);
        assertEquals("r-pentomino", params.getOrDefault("pattern", ""));
        assertEquals("40,20", params.getOrDefault("at", ""));
        assertEquals("B36/S23", params.getOrDefault("rule", ""));
        assertEquals("150", params.getOrDefault("gens", ""));
        assertEquals("1", params.getOrDefault("run", ""));
        assertEquals(expected(board, 40, 20, PatternLibrary.load("r-pentomino").cells(), 150),
                rebuild(params), "the link's board after its generations");
    }

    @Test
    void aLinkReadsBackThroughThePagesTableAsTheBoardItWasWrittenFrom() {
        BoardSettings board = settings(64, 48, LifeRule.parse("B2/S/C3"), false, "generations");
        Pattern pattern = Rle.read("#N Two states\nx = 3, y = 2, rule = B2/S/C3\nA.B$.AA!");
        String query = ShareLink.query(board, new BoardOrigin.Text(pattern, 7, 9), 0, true, () -> null);
        LifeRequest read = LifeRequest.of(LifeRequest.PARAMS.parse(query, null));
        assertEquals(board, BoardSettings.of(read));
        assertEquals(pattern, read.pattern(), "the RLE's name, rule and states come back");
        assertEquals(7, read.x());
        assertEquals(9, read.y());
        assertEquals(0, read.generations());
    }

    @Test
    void aRandomBoardIsSharedAsDensityAndSeed() {
        BoardSettings board = settings(4096, 4096, LifeRule.LIFE, false, "naive");
        String query = ShareLink.query(board, new BoardOrigin.Random(0.35, -5), 12, true, () -> null);
        Map<String, String> params = texts(query);
        assertEquals(0.35, Double.parseDouble(params.get("density")));
        assertEquals(Integer.toUnsignedString(-5), params.getOrDefault("seed", ""));
        assertEquals("0", params.getOrDefault("wrap", ""));
        assertTrue(query.length() < 200, query);
    }

    @Test
    void aDrawnBoardIsSharedAsTheRleOfItsLiveCellsInPlace() {
        BoardSettings board = settings(200, 120, LifeRule.LIFE, true, "bitpacked");
        Grid drawn = Grid.randomFill(37, 13, 0.45, 3);
        Grid whole = new Grid(200, 120);
        place(whole, drawn, 150, 100);
        LiveArea area = LiveArea.of(whole);
        String query = ShareLink.query(board, new BoardOrigin.Library("glider", PatternLibrary.load("glider"), 0, 0), 77, false,
                () -> new ShareLink.LiveCells(area.minX(), area.minY(), area.crop(rowsOf(whole, area))));
        Map<String, String> params = texts(query);
        assertFalse(params.containsKey("gens"), "the cells are the current generation");
        assertFalse(params.containsKey("pattern"));
        assertEquals(whole, rebuild(params));
        assertTrue(params.getOrDefault("rle", "").indexOf('\n') == params.getOrDefault("rle", "").lastIndexOf('\n'),
                "runs on one line");
    }

    @Test
    void aBoardWithoutLiveCellsIsSharedAsAnEmptyBoard() {
        BoardSettings board = settings(10, 10, LifeRule.LIFE, true, "bitpacked");
        Map<String, String> params = texts(ShareLink.query(board, new BoardOrigin.Library("diehard", PatternLibrary.load("diehard"), 1, 2), 200, false,
                () -> null));
        assertEquals(new Grid(10, 10), rebuild(params));
    }

    @Test
    void aDrawnBoardTooLargeForALinkIsRefusedWithASentence() {
        BoardSettings board = settings(1000, 1000, LifeRule.LIFE, true, "bitpacked");
        Grid noise = Grid.randomFill(400, 400, 0.5, 9);
        LabException refused = assertThrows(LabException.class, () -> ShareLink.query(board,
                new BoardOrigin.Empty(), 0, false, () -> new ShareLink.LiveCells(0, 0, noise)));
        assertTrue(refused.getMessage().contains("export it as an RLE file"), refused.getMessage());
    }

    @Test
    void aReproducibleOriginTooLongForALinkFallsBackToTheCurrentCells() {
        BoardSettings board = settings(300, 300, LifeRule.LIFE, true, "bitpacked");
        String longRle = Rle.write(computelab.life.Pattern.of(Grid.randomFill(200, 200, 0.5, 1)));
        Grid now = new Grid(300, 300);
        now.set(5, 6, true);
        String query = ShareLink.query(board, new BoardOrigin.Text(Rle.read(longRle), 0, 0), 9, true,
                () -> new ShareLink.LiveCells(5, 6, LiveArea.of(now).crop(rowsOf(now, LiveArea.of(now)))));
        assertEquals(now, rebuild(texts(query)));
    }

    private static BoardSettings settings(int width, int height, LifeRule rule, boolean wrap, String algorithm) {
        return new BoardSettings(width, height, rule, Boundary.of(wrap), algorithm,
                LifeEngines.takesLayout(algorithm) ? DispatchLayout.DEFAULT : null);
    }

    /** The query's texts by name, decoded. */
    private static Map<String, String> texts(String query) {
        return LifeRequest.PARAMS.texts(query);
    }

    private static Grid rebuild(Map<String, String> params) {
        int width = Integer.parseInt(params.get("w"));
        int height = Integer.parseInt(params.get("h"));
        LifeRule rule = LifeRule.parse(params.getOrDefault("rule", "B3/S23"));
        Boundary boundary = Boundary.of(!"0".equals(params.get("wrap")));
        Grid grid;
        if (params.containsKey("density")) {
            grid = Grid.randomFill(width, height, Double.parseDouble(params.get("density")),
                    (int) Long.parseLong(params.getOrDefault("seed", "1")));
        } else {
            Grid cells = params.containsKey("pattern") ? PatternLibrary.load(params.getOrDefault("pattern", "")).cells()
                    : Rle.read(params.getOrDefault("rle", "")).cells();
            String[] at = params.getOrDefault("at", "").split(",");
            grid = new Grid(width, height);
            place(grid, cells, Integer.parseInt(at[0]), Integer.parseInt(at[1]));
        }
        return new CpuLife(rule, boundary).run(grid, Integer.parseInt(params.getOrDefault("gens", "0")));
    }

    private static Grid expected(BoardSettings board, int x, int y, Grid cells, int generations) {
        Grid grid = new Grid(board.width(), board.height());
        place(grid, cells, x, y);
        return new CpuLife(board.rule(), board.boundary()).run(grid, generations);
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
