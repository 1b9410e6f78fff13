package computelab.bench;

import computelab.gpu.Gpu;
import computelab.gpu.LabException;
import java.util.List;

/**
 * The ceilings as a suite of their own ("copy"), each verified against the CPU: the copy kernel
 * ("copy") and the read-only kernel ("read") exactly as the ceilings run them, and the same kernels
 * with four vectors per thread ("copy-x4", "read-x4"). Against themselves "copy" and "read" come out
 * near 1, which calibrates a run (far from 1: the run was disturbed); an "-x4" row well above 1 says
 * that on this device the ceilings should use four vectors per thread.
 */
public final class CeilingBench implements BenchSubject {
    public static final String SUITE = "copy";
    private static final String WIDE = "-x4";
    private static final int WIDE_VECTORS_PER_THREAD = 4;

    @Override
    public String suite() {
        return SUITE;
    }

    @Override
    public List<String> algorithms(Gpu gpu) {
        return List.of("copy", "read", "copy" + WIDE, "read" + WIDE);
    }

    /** The data is split into chunks of one binding each, so only memory limits the size. */
    @Override
    public long maxSize(Gpu gpu) {
        return 4 * gpu.maxStorageElements();
    }

    @Override
    public BenchCase prepare(Gpu gpu, String algorithm, long size) {
        boolean wide = algorithm.endsWith(WIDE);
        int perThread = wide ? WIDE_VECTORS_PER_THREAD : CeilingKernels.CEILING_VECTORS_PER_THREAD;
        String kernel = wide ? algorithm.substring(0, algorithm.length() - WIDE.length()) : algorithm;
        long vectors = (size + 3) / 4;
        if (kernel.equals("copy")) {
            VectorChunks source = filled(gpu, "copy benchmark source", vectors);
            return new CopyCase(gpu, source, VectorChunks.allocate(gpu, "copy benchmark destination", vectors),
                    size, true, perThread);
        }
        if (kernel.equals("read")) {
            return new ReadCase(gpu, filled(gpu, "read benchmark data", vectors), size, true, perThread);
        }
        throw new LabException("Unknown algorithm \"" + algorithm + "\" for the copy suite: choose "
                + String.join(", ", algorithms(gpu)) + ".");
    }

    private static VectorChunks filled(Gpu gpu, String label, long vectors) {
        VectorChunks chunks = VectorChunks.allocate(gpu, label, vectors);
        chunks.fill(gpu);
        return chunks;
    }
}
