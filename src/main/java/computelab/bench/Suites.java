package computelab.bench;

import computelab.lab.life.LifeSuite;
import computelab.lab.rd.RdSuite;
import computelab.lab.reduce.ReduceSuite;
import computelab.lab.scan.ScanSuite;
import computelab.lab.sort.SortSuite;
import java.util.List;

/** The workloads the bench measures, in the order a run takes them: the one place a suite is registered. */
public final class Suites {
    private Suites() {
    }

    public static List<BenchSubject> all() {
        return List.of(new ScanSuite(), new ReduceSuite(), new SortSuite(), new LifeSuite(), new RdSuite(), new CopySuite());
    }
}
