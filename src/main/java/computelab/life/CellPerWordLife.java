package computelab.life;

import computelab.gpu.DispatchGrid;
import computelab.gpu.Gpu;
import java.util.Map;
import org.teavm.jso.webgpu.GPUPipeline;

/**
 * The tutorial's engines: one u32 per cell, every thread counting its 8 neighbours, with the
 * tutorial's dispatch layouts ({@link DispatchLayout}). The variants differ in their shader only.
 * Moves 8 bytes per cell update (read + write of the board).
 */
abstract class CellPerWordLife extends GpuLifeEngine {
    private final String shader;
    private final DispatchLayout layout;

    CellPerWordLife(Gpu gpu, String algorithm, String shader, DispatchLayout layout) {
        super(gpu, algorithm, CellEncoding.CELL_PER_WORD);
        this.shader = shader;
        this.layout = layout;
    }

    public DispatchLayout layout() {
        return layout;
    }

    @Override
    protected GPUPipeline.Compute stepPipeline() {
        if (layout.tiled()) {
            return LifeKernels.pipeline(gpu, shader, "step_tiled",
                    Map.of("GROUP_X", (double) layout.groupX(), "GROUP_Y", (double) layout.groupY()));
        }
        return LifeKernels.pipeline(gpu, shader, "step_linear", Map.of("GROUP_X", (double) layout.groupX()));
    }

    @Override
    protected DispatchGrid stepDispatch() {
        long workgroups = layout.tiled()
                ? tilesX() * DispatchGrid.ceilDiv(height(), layout.groupY())
                : DispatchGrid.ceilDiv((long) width() * height(), layout.groupX());
        return DispatchGrid.of(workgroups, gpu.maxWorkgroupsPerDimension());
    }

    private long tilesX() {
        return DispatchGrid.ceilDiv(width(), layout.groupX());
    }

    @Override
    protected int[] boardUniform() {
        return new int[] { width(), height(), boundary() == Boundary.TORUS ? 1 : 0, rule().birthMask(),
            rule().survivalMask(), (int) tilesX(), 0, 0 };
    }
}
