package computelab.lab;

import computelab.bench.BenchSubject;
import computelab.bench.CopySuite;
import computelab.compact.StreamCompaction;
import computelab.gpu.Algorithm;
import computelab.gpu.Registry;
import computelab.histogram.Histogram;
import computelab.lab.compact.CompactExperiment;
import computelab.lab.compact.CompactSuite;
import computelab.lab.compact.CompactTries;
import computelab.lab.histogram.HistogramExperiment;
import computelab.lab.histogram.HistogramSuite;
import computelab.lab.histogram.HistogramTries;
import computelab.lab.life.LifeExperiment;
import computelab.lab.life.LifeSuite;
import computelab.lab.life.LifeTries;
import computelab.lab.rd.RdExperiment;
import computelab.lab.rd.RdSuite;
import computelab.lab.rd.RdTries;
import computelab.lab.reduce.ReduceExperiment;
import computelab.lab.reduce.ReduceSuite;
import computelab.lab.reduce.ReduceTries;
import computelab.lab.scan.ScanExperiment;
import computelab.lab.scan.ScanSuite;
import computelab.lab.scan.ScanTries;
import computelab.lab.segscan.SegmentedScanExperiment;
import computelab.lab.segscan.SegmentedScanSuite;
import computelab.lab.segscan.SegmentedScanTries;
import computelab.lab.sort.SortExperiment;
import computelab.lab.sort.SortSuite;
import computelab.lab.sort.SortTries;
import computelab.life.LifeEngines;
import computelab.rd.RdEngines;
import computelab.reduce.Reduction;
import computelab.scan.PrefixSum;
import computelab.scan.SegmentedPrefixSum;
import computelab.sort.RadixSort;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * Every workload of the lab, one row each: the one place a workload is registered. The site's pages and
 * nav, the index page's list, the algorithm catalog (docs/algorithms.md, the published WGSL), the
 * bench's suites, the headless runner and the correctness sweep all read these rows, so adding a workload
 * is its own folders (its library package, lab/, web/ and wgsl/ homes, its page, its tests) and one row
 * here. It lives in lab, under the web, so that nothing reaches up for it.
 */
public final class Workloads {
    /**
     * One workload.
     *
     * @param name its page ({@code NAME.html}) and the script's entry
     * @param title its title on the index and in the catalog
     * @param label its name in every page's nav, short: the nav holds every page on one line at 1366 px
     * @param blurb one line on what its page shows, after the title on the index page
     * @param registry its algorithms, in the order pages and the bench list them
     * @param experiment what its page computes, also headless under Node; its correctness sweep is
     *        declared beside its parameters ({@link Experiment#sweep()})
     * @param suite how the bench measures it
     * @param tries its guided kernel edits ("Try this"), declared in its lab/ home
     * @param stepsState whether its runs step a simulation (each repetition goes on from the last), so an
     *        edited kernel is compared with a whole shipped run rather than batch for batch
     *        ({@link EditableExperiment})
     */
    public record Workload(String name, String title, String label, String blurb, Registry<? extends Algorithm> registry,
            Supplier<Experiment> experiment, Supplier<BenchSubject> suite, List<KernelTry> tries, boolean stepsState) {

        /** The file of its page. */
        public String page() {
            return name + ".html";
        }

        /**
         * How the correctness sweep walks its page: what the experiment declares, run with every algorithm
         * of the registry where it names none.
         */
        public SweepSpace sweep(Experiment made) {
            SweepSpace space = made.sweep();
            return space.registry() != null ? space : space.withRegistry(registry);
        }
    }

    public static final List<Workload> ALL = List.of(
            new Workload("scan", "Prefix sum", "Scan",
                    "the work-efficient Blelloch scan of the tutorial, at any size, and the"
                    + " single-pass scans that approach memory bandwidth.", PrefixSum.ALGORITHMS, ScanExperiment::new,
                    ScanSuite::new, ScanTries.ALL, false),
            new Workload("compact", "Stream compaction", "Compaction",
                    "the elements a predicate keeps, packed in order in one"
                    + " pass on the scan's decoupled look-back, with their count left on the GPU.",
                    StreamCompaction.ALGORITHMS, CompactExperiment::new, CompactSuite::new, CompactTries.ALL, false),
            new Workload("segmented-scan", "Segmented scan", "Segmented scan",
                    "prefix sums that restart at every segment head, in"
                    + " the plain scan's single pass.", SegmentedPrefixSum.ALGORITHMS, SegmentedScanExperiment::new,
                    SegmentedScanSuite::new, SegmentedScanTries.ALL, false),
            new Workload("reduce", "Reduction", "Reduction",
                    "the classic optimization ladder, each step made correct, and a"
                    + " reduction that runs at memory bandwidth.", Reduction.ALGORITHMS, ReduceExperiment::new,
                    ReduceSuite::new, ReduceTries.ALL, false),
            new Workload("sort", "Radix sort", "Sort",
                    "the prefix sum put to work, sorting u32, i32 and f32 keys (alone or"
                    + " with values) digit by digit, stably.", RadixSort.ALGORITHMS, SortExperiment::new, SortSuite::new,
                    SortTries.ALL, false),
            new Workload("life", "Game of Life", "Life",
                    "from one number per cell to 32 cells per word, any Life-like rule,"
                    + " on grids far larger than a screen.", LifeEngines.ALGORITHMS, LifeExperiment::new, LifeSuite::new,
                    LifeTries.ALL, true),
            new Workload("reaction-diffusion", "Reaction-diffusion", "Reaction-diffusion",
                    "the Gray-Scott model animated, a compute pass for"
                    + " the simulation and a render pass for the picture, with several steps per pass in a tile.",
                    RdEngines.ALGORITHMS, RdExperiment::new, RdSuite::new, RdTries.ALL, true),
            new Workload("histogram", "Histogram", "Histogram",
                    "u32 values counted into 1 to 65,536 equal bins in workgroup memory,"
                    + " random and skewed inputs.", Histogram.ALGORITHMS, HistogramExperiment::new, HistogramSuite::new,
                    HistogramTries.ALL, false));

    private Workloads() {
    }

    /** The workload of that name, or null for a page that shows none (the index, the bench). */
    public static Workload named(String name) {
        for (Workload workload : ALL) {
            if (workload.name().equals(name)) {
                return workload;
            }
        }
        return null;
    }

    /**
     * What the bench measures, in the order a run takes them: every workload's suite, then the copy
     * kernel every result is compared with.
     */
    public static List<BenchSubject> suites() {
        List<BenchSubject> suites = new ArrayList<>();
        for (Workload workload : ALL) {
            suites.add(workload.suite().get());
        }
        suites.add(new CopySuite());
        return suites;
    }
}
