package computelab.bench;

import computelab.gpu.Gpu;
import computelab.gpu.LabException;
import java.util.List;

/**
 * The ceilings as a suite of their own ("copy"): the copy kernel ("copy") and the read-only kernel
 * ("read") over n words, each verified against the CPU. Compared with themselves their fractions are
 * about 1, which calibrates the bench: a run whose copy row is far from 1 was disturbed.
 */
public final class CeilingBench implements BenchSubject {
    public static final String SUITE = "copy";
    public static final String COPY = "copy";
    public static final String READ = "read";

    @Override
    public String suite() {
        return SUITE;
    }

    @Override
    public List<String> algorithms(Gpu gpu) {
        return List.of(COPY, READ);
    }

    @Override
    public BenchCase prepare(Gpu gpu, String algorithm, long size) {
        long vectors = (size + 3) / 4;
        if (algorithm.equals(COPY)) {
            VectorChunks source = filled(gpu, "copy benchmark source", vectors);
            return new CopyCase(gpu, source, VectorChunks.allocate(gpu, "copy benchmark destination", vectors),
                    size, true);
        }
        if (algorithm.equals(READ)) {
            return new ReadCase(gpu, filled(gpu, "read benchmark data", vectors), size, true);
        }
        throw new LabException("Unknown algorithm \"" + algorithm + "\" for the copy suite: choose copy or read.");
    }

    private static VectorChunks filled(Gpu gpu, String label, long vectors) {
        VectorChunks chunks = VectorChunks.allocate(gpu, label, vectors);
        chunks.fill(gpu);
        return chunks;
    }
}
