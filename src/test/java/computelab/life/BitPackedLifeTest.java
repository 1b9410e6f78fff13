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
    void onePassByDefault() {
        assertEquals(1, new BitPackedLife().generationsPerPass(board(32768, 32768, 32)));
        assertEquals(BitPackedLife.MOST_GENERATIONS, new BitPackedLife().mostGenerationsPerPass());
    }

    @Test
    void refusesDepthsTheKernelDoesNotHave() {
        assertThrows(LabException.class, () -> new BitPackedLife().withGenerations(9, 64));
        assertThrows(LabException.class, () -> new BitPackedLife().withGenerations(0, 64));
        assertThrows(LabException.class, () -> new BitPackedLife().withGenerations(4, 0));
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

    /** 32768 x 1000 with subgroups of 32: 256 vec4s a row in spans of 4 x 30, strips of 64 rows. */
    @Test
    void spansAndStrips() {
        Plan.Dispatch pass = new BitPackedLife().withGenerations(6, 64).advance(board(32768, 1000, 32), BUFFER, BUFFER, 6);
        int[] params = pass.params();
        assertEquals(1000, params[0]);
        assertEquals(256, params[1]);
        assertEquals(1, params[2]);
        assertEquals(120, params[3]);
        assertEquals(3, params[4]);
        assertEquals(3 * 16, pass.grid().workgroups());
        assertEquals(6.0, pass.kernel().constants().get("GENERATIONS"));
        assertEquals(64.0, pass.kernel().constants().get("ROWS"));
        assertTrue(pass.kernel().subgroups());
    }

    /**
     * Whatever subgroup size the device uses (at least the smallest it reports), a workgroup's subgroups
     * claim lanes - 2 columns each and together reach the end of its span.
     */
    @Test
    void everySubgroupSizeCoversTheSpan() {
        for (int smallest = 4; smallest <= 128; smallest *= 2) {
            int columns = new BitPackedLife().withGenerations(2, 64).advance(board(128 * 1000, 7, smallest), BUFFER, BUFFER, 2)
                    .params()[3];
            for (int lanes = smallest; lanes <= BitPackedLife.GENERATION_THREADS; lanes *= 2) {
                int claimed = BitPackedLife.GENERATION_THREADS / lanes * (lanes - 2);
                assertTrue(claimed >= columns, lanes + " lanes of " + smallest + " smallest: " + claimed + " < " + columns);
            }
        }
    }

    private static String entryPoint(LifeStepper engine, LifeStepper.Board board, int generations) {
        Plan plan = engine.plan(new LifeStepper.Job(board, BUFFER, BUFFER, generations));
        return plan.passes().get(0).dispatches().get(0).kernel().entryPoint();
    }
}
