package computelab.lab.rd;

import computelab.bench.BandCheck;
import computelab.bench.BenchCase;
import computelab.bench.SquareGridCase;
import computelab.gpu.Gpu;
import computelab.gpu.Timed;
import computelab.rd.Agreement;
import computelab.rd.CpuGrayScott;
import computelab.rd.Edges;
import computelab.rd.Fields;
import computelab.rd.GpuGrayScott;

/**
 * One prepared reaction-diffusion grid for the benchmark. Verification, after the warm-up and timed
 * passes (thousands on a fast GPU): one more GPU pass against the CPU reference in bands of rows
 * ({@link BandCheck}), within the tolerance of the precision.
 */
final class RdSuiteCase extends SquareGridCase {
    private final GpuGrayScott engine;

    RdSuiteCase(Gpu gpu, GpuGrayScott engine) {
        super(gpu);
        this.engine = engine;
    }

    /** One repetition is one pass of the engine's steps per pass. */
    @Override
    public Timed run() {
        return engine.advancing(engine.stepsPerPass());
    }

    @Override
    public boolean verify() {
        return BandCheck.agrees(new Bands(), engine.stepsPerPass());
    }

    /** The grid as the band check sees it: bands of rows as fields, stepped by {@link CpuGrayScott}. */
    private final class Bands implements BandCheck.Grid<Fields> {
        @Override
        public int height() {
            return engine.height();
        }

        @Override
        public Fields readRows(int first, int count) {
            return engine.readRows(first, count);
        }

        @Override
        public void advance(int steps) {
            submitUntimed(engine.advancing(steps));
        }

        @Override
        public boolean agrees(Fields before, Fields after, int steps, int first, int last) {
            Fields expected = new CpuGrayScott(engine.model(), Edges.TORUS, engine.precision()).run(before, steps);
            double tolerance = Agreement.of(engine.precision()).stats();
            for (int y = first; y < last; y++) {
                for (int x = 0; x < engine.width(); x++) {
                    if (Math.abs(expected.u(x, y) - after.u(x, y)) > tolerance
                            || Math.abs(expected.v(x, y) - after.v(x, y)) > tolerance) {
                        return false;
                    }
                }
            }
            return true;
        }
    }

    @Override
    protected double items() {
        return (double) engine.width() * engine.height() * engine.stepsPerPass();
    }

    @Override
    protected double trafficBytes() {
        return engine.bytesPerCellStep() * engine.stepsPerPass() * engine.width() * engine.height();
    }

    @Override
    protected double stateBytes() {
        return engine.stateBytes();
    }

    @Override
    public void close() {
        engine.dispose();
    }
}
