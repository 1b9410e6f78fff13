package computelab.life;

import computelab.gpu.Gpu;
import computelab.gpu.LabException;
import java.util.List;

/** The one entry to the GPU engines: their names and how to make one. */
public final class LifeEngines {
    public static final String BITPACKED = BitPackedLife.NAME;
    public static final String NAIVE = NaiveGpuLife.NAME;
    public static final String SKIP_UNCHANGED = SkipUnchangedLife.NAME;
    /** The fastest engine, the pages' default. */
    public static final String DEFAULT = BITPACKED;
    public static final List<String> NAMES = List.of(BITPACKED, NAIVE, SKIP_UNCHANGED);

    private LifeEngines() {
    }

    /** A new, unconfigured engine; the layout applies to the one-cell-per-word engines only. */
    public static LifeEngine create(Gpu gpu, String algorithm, DispatchLayout layout) {
        return switch (algorithm) {
            case BitPackedLife.NAME -> new BitPackedLife(gpu);
            case NaiveGpuLife.NAME -> new NaiveGpuLife(gpu, layout);
            case SkipUnchangedLife.NAME -> new SkipUnchangedLife(gpu, layout);
            default -> throw new LabException("Unknown algo \"" + InputText.quotable(algorithm) + "\": choose "
                    + String.join(", ", NAMES) + ".");
        };
    }

    /** Whether the engine stores one u32 per cell and so takes a {@link DispatchLayout}. */
    public static boolean takesLayout(String algorithm) {
        return NAIVE.equals(algorithm) || SKIP_UNCHANGED.equals(algorithm);
    }
}
