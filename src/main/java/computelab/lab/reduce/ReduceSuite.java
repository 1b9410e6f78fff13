package computelab.lab.reduce;

import computelab.bench.BenchCase;
import computelab.bench.BenchSubject;
import computelab.bench.CaseFacts;
import computelab.data.ElementType;
import computelab.gpu.Gpu;
import computelab.gpu.Timed;
import computelab.gpu.Tuning;
import computelab.reduce.ReduceInput;
import computelab.reduce.ReduceOp;
import computelab.reduce.Reduction;
import java.util.List;

/**
 * The reduction as the benchmark sees it: u32 sums of contract inputs (seed 1, 32 random bits, so the
 * sums wrap), every algorithm of the ladder and the fast one, verified against the CPU.
 */
public final class ReduceSuite implements BenchSubject {
    private static final int SEED = 1;
    private static final int BITS = 32;

    @Override
    public String suite() {
        return "reduce";
    }

    @Override
    public List<String> algorithms(Gpu gpu) {
        return Reduction.ALGORITHMS.names();
    }

    /** The input is also held on the CPU, in one Java array ({@code ReduceInput}). */
    @Override
    public long maxSize(Gpu gpu) {
        return gpu.maxArrayElements();
    }

    @Override
    public BenchCase prepare(Gpu gpu, String algorithm, long size) {
        requireSize(gpu, size);
        Reduction reduction = Reduction.create(gpu, algorithm, ElementType.U32, ReduceOp.SUM,
                Tuning.DEFAULT);
        ReduceInput input = ReduceInput.contract(gpu, ElementType.U32, (int) size, SEED, BITS, 0);
        return new Case(reduction, input, reduction.over(input.buffer(), input.offset(), input.length()));
    }

    private record Case(Reduction reduction, ReduceInput input, Timed run) implements BenchCase {
        @Override
        public Timed run() {
            return run;
        }

        @Override
        public boolean verify() {
            return input.accepts(ReduceOp.SUM, reduction.readResult());
        }

        /** It reads its n words once. */
        @Override
        public CaseFacts facts() {
            return CaseFacts.reading(input.length(), 4.0 * input.length(), reduction.scratchBytes(),
                    input.bytes() + reduction.allocatedBytes());
        }

        @Override
        public void close() {
            reduction.close();
            input.close();
        }
    }
}
