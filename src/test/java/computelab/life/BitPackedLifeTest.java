package computelab.life;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import computelab.failure.LabException;
import computelab.gpu.Plan;
import java.lang.reflect.Proxy;
import org.junit.jupiter.api.Test;
import org.teavm.jso.webgpu.GPUBuffer;

/** The bit-packed engine's plan of several generations a pass, without a GPU. */
class BitPackedLifeTest {
    private static final int MAX_PER_DIMENSION = 65535;

    /** A stand-in for a board's buffer: the plan asks it only for its size. */
    private static final GPUBuffer BUFFER = (GPUBuffer) Proxy.newProxyInstance(GPUBuffer.class.getClassLoader(),
            new Class<?>[] { GPUBuffer.class }, (proxy, method, args) -> {
                if (method.getName().equals("getSize")) {
                    return (double) (1 << 20);
                }
                throw new UnsupportedOperationException(method.getName());
            });

    private static LifeStepper.Board board(int width, int height, int subgroupMinSize) {
        return new LifeStepper.Board(width, height, LifeRule.LIFE, Boundary.TORUS, MAX_PER_DIMENSION, subgroupMinSize);
    }

    @Test
    void severalGenerationsOnlyOnWholeVec4RowsWithSubgroups() {
        LifeStepper byDepth = new BitPackedLife().withGenerations(5, 64);
        assertEquals(5, byDepth.generationsPerPass(board(256, 3, 32)));
        assertEquals(5, byDepth.generationsPerPass(board(128, 1, 4)));
        assertEquals(1, byDepth.generationsPerPass(board(200, 100, 32)), "width not a multiple of 128");
        assertEquals(1, byDepth.generationsPerPass(board(256, 100, 0)), "no subgroups");
        assertEquals(1, new BitPackedLife().withGenerations(1, 64).generationsPerPass(board(32768, 32768, 32)));
    }

    @Test
    void theBoardChoosesByDefault() {
        BitPackedLife engine = new BitPackedLife();
        assertEquals(BitPackedLife.DEFAULT_GENERATIONS, engine.generationsPerPass(board(32768, 32768, 32)));
        assertEquals(BitPackedLife.DEFAULT_GENERATIONS, engine.generationsPerPass(board(4096, 4096, 32)), "2^24 cells");
        assertEquals(BitPackedLife.DEFAULT_GENERATIONS, engine.generationsPerPass(board(128, 1 << 17, 4)));
        assertEquals(1, engine.generationsPerPass(board(4096, 4095, 32)), "under 2^24 cells");
        assertEquals(1, engine.generationsPerPass(board(4000, 8192, 32)), "width not a multiple of 128");
        assertEquals(1, engine.generationsPerPass(board(4096, 4096, 0)), "no subgroups");
        assertEquals(BitPackedLife.MOST_GENERATIONS, engine.mostGenerationsPerPass());
        assertEquals(32.0, rows(engine, board(4096, 4096, 32)));
        assertEquals(32.0, rows(engine, board(16384, 32767, 32)));
        assertEquals(64.0, rows(engine, board(16384, 32768, 32)));
        assertEquals(128.0, rows(engine.withGenerations(4, 128), board(4096, 4096, 32)), "asked for");
    }

    private static double rows(LifeStepper engine, LifeStepper.Board board) {
        return engine.advance(board, BUFFER, BUFFER, 2).kernel().constants().get("ROWS");
    }

    @Test
    void refusesDepthsTheKernelDoesNotHave() {
        assertThrows(LabException.class, () -> new BitPackedLife().withGenerations(9, 64));
        assertThrows(LabException.class, () -> new BitPackedLife().withGenerations(0, 64));
        assertThrows(LabException.class, () -> new BitPackedLife().withGenerations(4, -2));
        assertThrows(LabException.class, () -> new BitPackedLife().withGenerations(4, 63));
        assertThrows(LabException.class, () -> CellPerWordLife.naive().withGenerations(4, 64));
    }

    @Test
    void onePassKernelsForOneGeneration() {
        LifeStepper engine = new BitPackedLife().withGenerations(4, 64);
        assertEquals("step_quads", entryPoint(engine, board(256, 100, 32), 1));
        assertEquals("step_words", entryPoint(engine, board(200, 100, 32), 1));
        assertEquals("step_generations", entryPoint(engine, board(256, 100, 32), 3));
    }

    /**
     * 32768 x 1000 with subgroups of 32: 256 vec4s a row in 9 spans of 30, each workgroup 4 strips of 64 rows
     * down its span (4 strips of 1000 rows: 4 workgroups down).
     */
    @Test
    void spansAndStrips() {
        Plan.Dispatch pass = new BitPackedLife().withGenerations(6, 64).advance(board(32768, 1000, 32), BUFFER, BUFFER, 6);
        int[] params = pass.params();
        assertEquals(1000, params[0]);
        assertEquals(256, params[1]);
        assertEquals(30, params[2]);
        assertEquals(9, params[3]);
        assertEquals(4, params[4]);
        assertEquals(9 * 4, pass.grid().workgroups());
        assertEquals(6.0, pass.kernel().constants().get("GENERATIONS"));
        assertEquals(64.0, pass.kernel().constants().get("ROWS"));
        assertTrue(pass.kernel().subgroups());
    }

    /**
     * Whatever subgroup size the device uses (at least the smallest it reports), a subgroup's inner lanes cover
     * the span, and a workgroup has a strip for each subgroup of the smallest size (larger ones walk several).
     */
    @Test
    void everySubgroupSizeCoversTheSpan() {
        for (int smallest = 4; smallest <= 256; smallest *= 2) {
            int[] params = new BitPackedLife().withGenerations(2, 64).advance(board(128 * 1000, 7, smallest), BUFFER,
                    BUFFER, 2).params();
            int lanes = Math.min(smallest, BitPackedLife.GENERATION_THREADS);
            assertEquals(lanes - 2, params[2], smallest + " smallest");
            assertEquals(BitPackedLife.GENERATION_THREADS, params[4] * lanes, smallest + " smallest");
        }
    }

    private static String entryPoint(LifeStepper engine, LifeStepper.Board board, int generations) {
        Plan plan = engine.plan(new LifeStepper.Job(board, BUFFER, BUFFER, generations));
        return plan.passes().get(0).dispatches().get(0).kernel().entryPoint();
    }
}
