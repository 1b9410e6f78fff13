package computelab.scan;

import java.util.List;
import java.util.function.Consumer;
import org.teavm.jso.webgpu.GPUCommandEncoder;

/**
 * What one run of a scan encodes: its passes in order, the scratch it holds while prepared, and
 * commands that must come before every run (decoupled-lookback may have to clear its tile state).
 */
record ScanPlan(String algorithm, List<ScanPass> passes, List<Scratch.Lease> leases,
        Consumer<GPUCommandEncoder> beforeEachRun) {

    static ScanPlan of(String algorithm, List<ScanPass> passes, List<Scratch.Lease> leases) {
        return new ScanPlan(algorithm, passes, leases, encoder -> { });
    }
}
