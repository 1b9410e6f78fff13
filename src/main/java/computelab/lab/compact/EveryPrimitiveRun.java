package computelab.lab.compact;

import computelab.compact.CompactOutput;
import computelab.compact.Keep;
import computelab.compact.Selection;
import computelab.compact.StreamCompaction;
import computelab.data.ContractInputs;
import computelab.data.ElementType;
import computelab.gpu.BufferIO;
import computelab.gpu.Gpu;
import computelab.gpu.Passes;
import computelab.gpu.PreparedPlan;
import computelab.gpu.Submit;
import computelab.histogram.Histogram;
import computelab.lab.Json;
import computelab.reduce.ReduceOp;
import computelab.reduce.Reduction;
import computelab.scan.PrefixSum;
import computelab.scan.ScanMode;
import computelab.scan.SegmentHeads;
import computelab.scan.SegmentedPrefixSum;
import computelab.sort.RadixSort;
import computelab.sort.SortData;
import java.util.ArrayList;
import java.util.List;
import org.teavm.jso.webgpu.GPUBuffer;
import org.teavm.jso.webgpu.GPUCommandEncoder;

/**
 * The test hook {@code labEveryPrimitive(n, seed, callback)}: every primitive prepared on buffers the caller
 * owns and recorded into one command encoder, one submit, over the contract's u32 input with 8 bits (segment
 * heads: the contract's with mean length 5), and only then every output read back for the test: the
 * exclusive scan, the inclusive segmented scan, the sum, the sorted keys, the odd values kept and their count,
 * and 16 bins of the 8-bit values.
 */
final class EveryPrimitiveRun {
    static final int SEGMENT = 5;
    static final int BINS = 16;

    private EveryPrimitiveRun() {
    }

    static String report(Gpu gpu, int n, int seed) {
        int[] values = ContractInputs.integers(ElementType.U32, n, seed, 8);
        List<GPUBuffer> buffers = new ArrayList<>();
        GPUBuffer input = own(buffers, BufferIO.storage(gpu, "every primitive: input", Math.ceil(n / 4.0) * 16));
        GPUBuffer heads = own(buffers,
                BufferIO.storage(gpu, "every primitive: heads", SegmentHeads.wordCount(n) * 4.0));
        GPUBuffer scanned = own(buffers, BufferIO.storage(gpu, "every primitive: scan", n * 4.0));
        GPUBuffer segmented = own(buffers, BufferIO.storage(gpu, "every primitive: segmented scan", n * 4.0));
        GPUBuffer sum = own(buffers, BufferIO.storage(gpu, "every primitive: sum", 4));
        GPUBuffer sorted = own(buffers, BufferIO.storage(gpu, "every primitive: sorted", n * 4.0));
        GPUBuffer kept = own(buffers, BufferIO.storage(gpu, "every primitive: kept", n * 4.0));
        GPUBuffer keptCount = own(buffers, BufferIO.storage(gpu, "every primitive: kept count", 4));
        GPUBuffer counts = own(buffers, BufferIO.storage(gpu, "every primitive: histogram", BINS * 4.0));
        BufferIO io = new BufferIO(gpu);
        List<PreparedPlan> runs = new ArrayList<>();
        try (PrefixSum prefixSum = PrefixSum.create(gpu);
                SegmentedPrefixSum segmentedSum = SegmentedPrefixSum.create(gpu);
                Reduction reduction = Reduction.create(gpu, ElementType.U32, ReduceOp.SUM);
                RadixSort radixSort = RadixSort.create(gpu);
                StreamCompaction compaction = StreamCompaction.create(gpu);
                Histogram histogram = Histogram.create(gpu)) {
            io.upload(input, 0, values);
            io.upload(heads, 0, SegmentHeads.words(seed, SEGMENT, n, 0, (int) SegmentHeads.wordCount(n)));
            gpu.scoped("every primitive in one encoder", () -> {
                runs.add(prefixSum.prepare(input, 0, scanned, 0, n, ElementType.U32, ScanMode.EXCLUSIVE));
                runs.add(segmentedSum.prepare(input, 0, segmented, 0, heads, n, ElementType.U32, ScanMode.INCLUSIVE));
                runs.add(reduction.prepare(input, 0, n, sum));
                runs.add(radixSort.prepare(SortData.keys(input, 0, sorted, 0, n, ElementType.U32)));
                runs.add(compaction.prepare(input, kept, keptCount, n,
                        new Selection(ElementType.U32, Keep.ODD, 0, CompactOutput.VALUES)));
                runs.add(histogram.prepare(input, n, BINS, 8, counts));
                GPUCommandEncoder encoder = gpu.device().createCommandEncoder();
                for (PreparedPlan run : runs) {
                    run.encode(encoder, Passes.UNTIMED);
                }
                gpu.queue().submit(Submit.of(encoder.finish()));
            });
            int keptWords = io.readInts(keptCount, 0, 1)[0];
            return Json.object().put("scan", words(io.readInts(scanned, 0, n)))
                    .put("segmented", words(io.readInts(segmented, 0, n)))
                    .put("sum", io.readInts(sum, 0, 1)[0])
                    .put("sorted", words(io.readInts(sorted, 0, n)))
                    .put("kept", words(keptWords == 0 ? new int[0] : io.readInts(kept, 0, keptWords)))
                    .put("histogram", words(io.readInts(counts, 0, BINS))).toString();
        } finally {
            runs.forEach(PreparedPlan::close);
            io.destroy();
            buffers.forEach(GPUBuffer::destroy);
        }
    }

    private static GPUBuffer own(List<GPUBuffer> buffers, GPUBuffer buffer) {
        buffers.add(buffer);
        return buffer;
    }

    static List<Object> words(int[] words) {
        List<Object> list = Json.list();
        for (int word : words) {
            list.add(word);
        }
        return list;
    }
}
