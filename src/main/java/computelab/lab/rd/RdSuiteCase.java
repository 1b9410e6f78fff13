package computelab.lab.rd;

import computelab.bench.BenchCase;
import computelab.gpu.Gpu;
import computelab.gpu.Passes;
import computelab.gpu.Submit;
import computelab.gpu.Timed;
import computelab.rd.Agreement;
import computelab.rd.CpuGrayScott;
import computelab.rd.Edges;
import computelab.rd.Fields;
import computelab.rd.GpuGrayScott;
import org.teavm.jso.webgpu.GPUCommandEncoder;

/**
 * One prepared reaction-diffusion grid for the benchmark. Verification, after the warm-up and timed
 * passes (thousands on a fast GPU): three bands of rows (top and bottom, which wrap, and the middle),
 * each read back with the rows a pass's steps reach into; one more GPU pass is compared with the CPU
 * reference stepping each band as many times, on the rows the band's own edges cannot reach. This checks
 * the steps on the grid's real state at any size, and never compares an engine with itself.
 */
final class RdSuiteCase implements BenchCase {
    private static final int BAND_ROWS = 8;

    private final Gpu gpu;
    private final GpuGrayScott engine;

    RdSuiteCase(Gpu gpu, GpuGrayScott engine) {
        this.gpu = gpu;
        this.engine = engine;
    }

    /** One repetition is one pass of the engine's steps per pass. */
    @Override
    public Timed run() {
        return engine.advancing(engine.stepsPerPass());
    }

    @Override
    public boolean verify() {
        int height = engine.height();
        int reach = engine.stepsPerPass();
        int rows = Math.min(height, BAND_ROWS + 2 * reach);
        int[] firsts = { -reach, height / 2 - reach, height - BAND_ROWS - reach };
        Fields[] bands = new Fields[firsts.length];
        for (int b = 0; b < firsts.length; b++) {
            bands[b] = engine.readRows(firsts[b], rows);
        }
        GPUCommandEncoder encoder = gpu.device().createCommandEncoder();
        engine.step(encoder, Passes.UNTIMED, reach);
        gpu.queue().submit(Submit.of(encoder.finish()));
        // The band's own top and bottom rows are wrong after each CPU step (their neighbours outside are
        // missing); after `reach` steps the rows [reach, rows - reach) are right.
        CpuGrayScott cpu = new CpuGrayScott(engine.model(), Edges.TORUS, engine.precision());
        double tolerance = Agreement.of(engine.precision()).stats();
        for (int b = 0; b < firsts.length; b++) {
            Fields expected = cpu.run(bands[b], reach);
            Fields actual = engine.readRows(firsts[b], rows);
            int first = rows == height ? 0 : reach;
            int last = rows == height ? rows : rows - reach;
            for (int y = first; y < last; y++) {
                for (int x = 0; x < engine.width(); x++) {
                    if (Math.abs(expected.u(x, y) - actual.u(x, y)) > tolerance
                            || Math.abs(expected.v(x, y) - actual.v(x, y)) > tolerance) {
                        return false;
                    }
                }
            }
        }
        return true;
    }

    @Override
    public double items() {
        return (double) engine.width() * engine.height() * engine.stepsPerPass();
    }

    @Override
    public double minimumTrafficBytes() {
        return engine.bytesPerCellStep() * engine.stepsPerPass() * engine.width() * engine.height();
    }

    @Override
    public double scratchBytes() {
        // The second state of the ping-pong pair.
        return (double) engine.layout().bytesPerCell() * engine.width() * engine.height();
    }

    @Override
    public double allocatedBytes() {
        return 2.0 * engine.layout().bytesPerCell() * engine.width() * engine.height();
    }

    @Override
    public void close() {
        engine.dispose();
    }
}
