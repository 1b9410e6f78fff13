package computelab.sort;

import computelab.gpu.Plan;
import computelab.scan.PreparedScan;
import computelab.scan.Scratch;
import java.util.List;

/** One run of a sort: the passes it encodes, the scratch it holds while prepared, the scans it borrows. */
record SortPlan(Plan plan, List<Scratch.Lease> leases, List<PreparedScan> scans) {
}
