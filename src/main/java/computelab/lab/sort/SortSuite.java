package computelab.lab.sort;

import computelab.bench.BenchCase;
import computelab.bench.BenchSubject;
import computelab.bench.CaseFacts;
import computelab.data.ElementType;
import computelab.gpu.Gpu;
import computelab.gpu.PreparedPlan;
import computelab.gpu.RunControl;
import computelab.gpu.Timed;
import computelab.gpu.Workload;
import computelab.sort.RadixSort;
import computelab.sort.SortBuffers;
import computelab.sort.SortCheck;
import java.util.ArrayList;
import java.util.List;

/**
 * The radix sort as the benchmark drives it: u32 keys of the contract's input (seed 1, 32 random bits),
 * each algorithm twice, keys alone ("onesweep") and with their indices as values ("onesweep+pairs"),
 * checked against the CPU's sort after the timed repetitions. Its least traffic is what the algorithm
 * itself must move (split-scan: 96 bytes per key, 160 with values; onesweep: 36 and 68), so
 * fractionOfCopy is the fraction of its own bandwidth bound. Left out of {@code suite=all}: ask for {@code suite=sort}.
 */
public final class SortSuite implements BenchSubject {
    static final int SEED = 1;
    static final int BITS = 32;
    /** The suffix of an algorithm name that sorts key-value pairs. */
    public static final String PAIRS = "+pairs";

    @Override
    public String suite() {
        return "sort";
    }

    @Override
    public boolean inAll() {
        return false;
    }

    @Override
    public List<String> algorithms(Gpu gpu) {
        List<String> names = new ArrayList<>();
        for (String name : RadixSort.ALGORITHMS.names()) {
            names.add(name);
            names.add(name + PAIRS);
        }
        return names;
    }

    @Override
    public String throughputKey() {
        return "gkeysPerS";
    }

    @Override
    public BenchCase prepare(Gpu gpu, String algorithm, long size) {
        requireSize(gpu, size);
        boolean values = algorithm.endsWith(PAIRS);
        String name = values ? algorithm.substring(0, algorithm.length() - PAIRS.length()) : algorithm;
        SortBuffers data = SortBuffers.create(gpu, size);
        RadixSort sort = RadixSort.create(gpu, name);
        try {
            SortCheck check = new SortCheck(ElementType.U32, values, 0);
            data.fill(ElementType.U32, SEED, BITS, values, check, RunControl.NONE);
            data.clearOutputs(values);
            PreparedPlan prepared = gpu.scoped("preparing the " + algorithm + " sort",
                    () -> sort.prepare(data.data(values)));
            return new Case(sort, data, prepared, check);
        } catch (RuntimeException failure) {
            data.close();
            sort.close();
            throw failure;
        }
    }

    /** One prepared size of one algorithm; it owns its RadixSort, so its scratch is its own. */
    private record Case(RadixSort sort, SortBuffers data, PreparedPlan prepared, SortCheck check) implements BenchCase {
        @Override
        public Timed run() {
            return prepared;
        }

        @Override
        public boolean verify() {
            return data.verify(check, RunControl.NONE).ok();
        }

        /**
         * The traffic is what this algorithm must move (its own bandwidth bound, not a copy of the keys); its
         * scratch the prepared sort's scratch and parameters plus the two 16-byte stand-in bindings; besides
         * that it holds keys in and out (and values in and out), each with a 16-byte guard where it fits.
         */
        @Override
        public CaseFacts facts() {
            double scratch = prepared.scratchBytes() + 2 * Workload.STAND_IN_BYTES;
            return CaseFacts.moving(data.n(), prepared.trafficBytes(), scratch, data.bytes(check.values()) + scratch);
        }

        @Override
        public void close() {
            prepared.close();
            sort.close();
            data.close();
        }
    }
}
