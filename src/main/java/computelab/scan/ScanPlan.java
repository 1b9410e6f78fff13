package computelab.scan;

import computelab.gpu.Plan;
import java.util.List;

/** One run of a scan: the passes it encodes and the scratch it holds while prepared. */
record ScanPlan(Plan plan, List<Scratch.Lease> leases) {
}
