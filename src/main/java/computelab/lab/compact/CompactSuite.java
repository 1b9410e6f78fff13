package computelab.lab.compact;

import computelab.bench.BenchCase;
import computelab.bench.BenchSubject;
import computelab.bench.CaseFacts;
import computelab.compact.CompactBuffers;
import computelab.compact.CompactOutput;
import computelab.compact.Keep;
import computelab.compact.Selection;
import computelab.compact.StreamCompaction;
import computelab.data.ElementType;
import computelab.gpu.Gpu;
import computelab.gpu.PreparedPlan;
import computelab.gpu.RunControl;
import computelab.gpu.Timed;
import computelab.gpu.Tuning;
import java.util.List;

/**
 * The compaction as the benchmark sees it: the odd ones of u32 contract inputs (seed 1, 32 random bits,
 * so about half are kept, in a pattern no branch predicts), values out, verified against the CPU.
 */
public final class CompactSuite implements BenchSubject {
    private static final int SEED = 1;
    private static final int BITS = 32;
    private static final Selection SELECTION = new Selection(ElementType.U32, Keep.ODD, 0, CompactOutput.VALUES);

    @Override
    public String suite() {
        return "compact";
    }

    @Override
    public List<String> algorithms(Gpu gpu) {
        return StreamCompaction.ALGORITHMS.names();
    }

    @Override
    public BenchCase prepare(Gpu gpu, String algorithm, long size) {
        requireSize(gpu, size);
        StreamCompaction compaction = StreamCompaction.create(gpu, algorithm, Tuning.DEFAULT);
        CompactBuffers data = null;
        try {
            data = CompactBuffers.create(gpu, size);
            data.fill(ElementType.U32, SEED, BITS, RunControl.NONE);
            PreparedPlan run = compaction.prepare(data.input(), data.output(), data.count(), size, SELECTION);
            return new Case(compaction, data, run, data.expectedCount(SELECTION));
        } catch (RuntimeException failure) {
            if (data != null) {
                data.close();
            }
            compaction.close();
            throw failure;
        }
    }

    private record Case(StreamCompaction compaction, CompactBuffers data, PreparedPlan prepared, long kept)
            implements BenchCase {
        @Override
        public Timed run() {
            return prepared;
        }

        @Override
        public boolean verify() {
            return data.verify(SELECTION, RunControl.NONE).ok();
        }

        /**
         * Read n words, write the kept ones (their count, of the contract input, known from the CPU). The
         * scratch: the tile states, one 128-byte line per tile of 8192 (or 4096) elements, under 1% of the input.
         */
        @Override
        public CaseFacts facts() {
            return CaseFacts.moving(data.n(), 4.0 * data.n() + 4.0 * kept, prepared.scratchBytes(),
                    data.bytes() + prepared.scratchBytes() + compaction.scratchBytes());
        }

        @Override
        public void close() {
            prepared.close();
            compaction.close();
            data.close();
        }
    }
}
