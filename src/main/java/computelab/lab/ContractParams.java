package computelab.lab;

import computelab.data.ElementType;
import computelab.gpu.DeviceFacts;
import java.util.List;

/**
 * The parameters the contract gives the same meaning on every workload page (docs/page-contract.md):
 * the input's seed and bits, the timed repetitions and the check against the CPU. Declared here once;
 * each page's {@link ParamTable} lists the ones it takes.
 */
public final class ContractParams {
    public static final Param<ElementType> TYPE = Param.menu("type", "Type", List.of(ElementType.values()), ElementType::wgsl,
            ElementType.U32).help("Element type");
    public static final Param<Long> SEED = Param.whole("seed", "Seed", 0, 0xFFFFFFFFL, 1L)
            .help("Seed of the deterministic input");
    public static final Param<Long> REPS = Param.whole("reps", "Repetitions", 1, 1000, 10L)
            .help("Timed repetitions (1..1000) after the warm-up; the median is reported");
    public static final Param<Boolean> VERIFY = Param.flag("verify", "Verify", true)
            .help("1: read the output back and compare it with the CPU");

    /** The default size of a workload page's input. */
    public static final long DEFAULT_N = 1 << 20;
    /** The default on an adapter that runs on the CPU (SwiftShader and the like): a run of seconds there. */
    public static final long CPU_DEFAULT_N = 1 << 16;

    private ContractParams() {
    }

    /** How many elements (keys) a run takes: 1 up to what one storage binding of the device holds. */
    public static Param<Long> count(String label) {
        return Param.whole("n", label, 1, Long.MAX_VALUE / 4, DEFAULT_N)
                .defaultFor(device -> device.cpu() ? CPU_DEFAULT_N : DEFAULT_N)
                .atMostOnDevice(DeviceFacts::maxStorageElements, "this device's largest storage binding")
                .help("1 up to the device's largest storage binding; 2^k works");
    }

    /** Random bits per integer input (1..32), with the page's default. */
    public static Param<Long> bits(long fallback) {
        return Param.whole("bits", "Bits", 1, 32, fallback).help("Random bits per integer input (1..32)");
    }
}
