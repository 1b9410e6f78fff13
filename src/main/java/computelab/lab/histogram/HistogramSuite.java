package computelab.lab.histogram;

import computelab.bench.BenchCase;
import computelab.bench.BenchSubject;
import computelab.bench.CaseFacts;
import computelab.gpu.Gpu;
import computelab.gpu.Timed;
import computelab.gpu.Tuning;
import computelab.histogram.Histogram;
import computelab.histogram.HistogramInput;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The histogram as the benchmark sees it: every algorithm on contract inputs (seed 1) in three shapes, each
 * verified against the CPU's counts: 256 bins of 32 random bits (the name alone), 65,536 bins of 32 random
 * bits ({@code /65536-bins}), and 256 bins of 1 random bit ({@code /skewed}: two bins take everything).
 */
public final class HistogramSuite implements BenchSubject {
    private static final int SEED = 1;

    /** An input shape of the suite: the suffix of its algorithm names, bins and bits. */
    private enum Shape {
        RANDOM("", 256, 32), MANY_BINS("/65536-bins", 65536, 32), SKEWED("/skewed", 256, 1);

        final String suffix;
        final int bins;
        final int bits;

        Shape(String suffix, int bins, int bits) {
            this.suffix = suffix;
            this.bins = bins;
            this.bits = bits;
        }
    }

    @Override
    public String suite() {
        return "histogram";
    }

    @Override
    public List<String> algorithms(Gpu gpu) {
        List<String> names = new ArrayList<>();
        for (Shape shape : Shape.values()) {
            for (String name : Histogram.ALGORITHMS.names()) {
                names.add(name + shape.suffix);
            }
        }
        return names;
    }

    /** The input is also held on the CPU, in one Java array ({@code HistogramInput}). */
    @Override
    public long maxSize(Gpu gpu) {
        return gpu.maxArrayElements();
    }

    @Override
    public BenchCase prepare(Gpu gpu, String algorithm, long size) {
        requireSize(gpu, size);
        Shape shape = Shape.RANDOM;
        for (Shape each : Shape.values()) {
            if (!each.suffix.isEmpty() && algorithm.endsWith(each.suffix)) {
                shape = each;
            }
        }
        String name = algorithm.substring(0, algorithm.length() - shape.suffix.length());
        Histogram histogram = Histogram.create(gpu, name, Tuning.DEFAULT);
        HistogramInput input = HistogramInput.contract(gpu, (int) size, SEED, shape.bits);
        return new Case(histogram, input, shape.bins, histogram.over(input.buffer(), size, shape.bins, shape.bits));
    }

    private record Case(Histogram histogram, HistogramInput input, int bins, Timed run) implements BenchCase {
        @Override
        public boolean verify() {
            return Arrays.equals(histogram.readCounts(), input.expected(bins));
        }

        /** It reads its n words once. */
        @Override
        public CaseFacts facts() {
            return CaseFacts.reading(input.length(), 4.0 * input.length(), histogram.scratchBytes(),
                    input.bytes() + histogram.allocatedBytes());
        }

        @Override
        public void close() {
            histogram.close();
            input.close();
        }
    }
}
