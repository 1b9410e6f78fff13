package computelab.lab.scan;

import computelab.bench.BenchCase;
import computelab.bench.BenchSubject;
import computelab.bench.CaseFacts;
import computelab.data.ElementType;
import computelab.gpu.Gpu;
import computelab.gpu.PreparedPlan;
import computelab.gpu.Timed;
import computelab.gpu.Workload;
import computelab.scan.ContractBuffers;
import computelab.scan.PrefixSum;
import computelab.scan.ScanMode;
import java.util.List;

/**
 * The prefix sum as the benchmark drives it: u32 exclusive scans of the contract's input (seed 1,
 * 32 random bits, so sums wrap), checked against the CPU after the timed repetitions.
 */
public final class ScanSuite implements BenchSubject {
    static final int SEED = 1;
    static final int BITS = 32;

    @Override
    public String suite() {
        return "scan";
    }

    @Override
    public List<String> algorithms(Gpu gpu) {
        return PrefixSum.ALGORITHMS.names();
    }

    @Override
    public BenchCase prepare(Gpu gpu, String algorithm, long size) {
        requireSize(gpu, size);
        ContractBuffers data = ContractBuffers.create(gpu, size);
        PrefixSum scan = PrefixSum.create(gpu, algorithm);
        try {
            data.fill(ElementType.U32, SEED, BITS);
            data.clearOutput();
            PreparedPlan prepared = gpu.scoped("preparing the " + algorithm + " scan",
                    () -> scan.prepare(data.input(), 0, data.output(), 0, size, ElementType.U32, ScanMode.EXCLUSIVE));
            return new Case(scan, data, prepared);
        } catch (RuntimeException failure) {
            data.close();
            scan.close();
            throw failure;
        }
    }

    /** One prepared size of one algorithm; it owns its PrefixSum, so its scratch is its own. */
    private record Case(PrefixSum scan, ContractBuffers data, PreparedPlan prepared) implements BenchCase {
        @Override
        public Timed run() {
            return prepared;
        }

        @Override
        public boolean verify() {
            ContractBuffers.Verified verified = data.verify(ScanMode.EXCLUSIVE, 0);
            return verified.check().ok() && verified.guardIntact();
        }

        /**
         * A scan reads every element once and writes it once. Its scratch: the prepared scan's scratch and
         * parameters plus the two 16-byte stand-in bindings; besides that it holds its input and output (whole
         * vectors plus a 16-byte guard each).
         */
        @Override
        public CaseFacts facts() {
            double scratch = prepared.scratchBytes() + 2 * Workload.STAND_IN_BYTES;
            return CaseFacts.moving(data.n(), 8.0 * data.n(), scratch, data.bytes() + scratch);
        }

        @Override
        public void close() {
            prepared.close();
            scan.close();
            data.close();
        }
    }
}
