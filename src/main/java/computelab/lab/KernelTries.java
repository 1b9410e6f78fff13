package computelab.lab;

import computelab.lab.life.LifeTries;
import computelab.lab.rd.RdTries;
import computelab.lab.reduce.ReduceTries;
import computelab.lab.scan.ScanTries;
import computelab.lab.sort.SortTries;
import java.util.List;
import java.util.Map;

/** Each workload's guided edits ("Try this"), declared in its lab/ home, by the workload's name. */
public final class KernelTries {
    private static final Map<String, List<KernelTry>> BY_WORKLOAD = Map.of("scan", ScanTries.ALL, "reduce",
            ReduceTries.ALL, "sort", SortTries.ALL, "life", LifeTries.ALL, "reaction-diffusion", RdTries.ALL);

    private KernelTries() {
    }

    /** The guided edits of the workload of that name; none for a page that shows no workload. */
    public static List<KernelTry> of(String workload) {
        return BY_WORKLOAD.getOrDefault(workload, List.of());
    }
}
