package computelab.lab.segscan;

import computelab.bench.BenchCase;
import computelab.bench.BenchSubject;
import computelab.bench.CaseFacts;
import computelab.data.ElementType;
import computelab.gpu.Gpu;
import computelab.gpu.PreparedPlan;
import computelab.gpu.RunControl;
import computelab.gpu.Timed;
import computelab.gpu.Tuning;
import computelab.gpu.Workload;
import computelab.scan.ContractBuffers;
import computelab.scan.ScanMode;
import computelab.scan.SegmentedContractBuffers;
import computelab.scan.SegmentedPrefixSum;
import java.util.List;

/**
 * The segmented prefix sum as the benchmark drives it: u32 exclusive scans of the contract's input (seed 1,
 * 32 random bits) in segments of 1000 elements on average, checked against the CPU after the timed
 * repetitions; its minimum traffic is the plain scan's (read n, write n words), as the contract counts it.
 */
public final class SegmentedScanSuite implements BenchSubject {
    static final int SEED = 1;
    static final int BITS = 32;
    static final long SEGMENT = 1000;

    @Override
    public String suite() {
        return "segmented-scan";
    }

    @Override
    public List<String> algorithms(Gpu gpu) {
        return SegmentedPrefixSum.ALGORITHMS.names();
    }

    @Override
    public BenchCase prepare(Gpu gpu, String algorithm, long size) {
        requireSize(gpu, size);
        SegmentedContractBuffers data = SegmentedContractBuffers.create(gpu, size);
        SegmentedPrefixSum scan = SegmentedPrefixSum.create(gpu, algorithm, Tuning.DEFAULT);
        try {
            data.fill(ElementType.U32, SEED, BITS, SEGMENT, RunControl.NONE);
            data.clearOutput();
            PreparedPlan prepared = gpu.scoped("preparing the " + algorithm + " scan", () -> scan.prepare(
                    data.input(), 0, data.output(), 0, data.heads(), size, ElementType.U32, ScanMode.EXCLUSIVE));
            return new Case(scan, data, prepared);
        } catch (RuntimeException failure) {
            data.close();
            scan.close();
            throw failure;
        }
    }

    /** One prepared size; it owns its scan, so its scratch is its own. */
    private record Case(SegmentedPrefixSum scan, SegmentedContractBuffers data, PreparedPlan prepared)
            implements BenchCase {
        @Override
        public Timed run() {
            return prepared;
        }

        @Override
        public boolean verify() {
            ContractBuffers.Verified verified = data.verify(ScanMode.EXCLUSIVE, 0, RunControl.NONE);
            return verified.check().ok() && verified.guardIntact();
        }

        /** Read n and write n words, as the plain scan (the heads are not counted); scratch as the plain scan's. */
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
