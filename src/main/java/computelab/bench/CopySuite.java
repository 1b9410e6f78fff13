package computelab.bench;

import computelab.ceiling.CopyRun;
import computelab.ceiling.ReadRun;
import computelab.gpu.Gpu;
import computelab.failure.LabException;
import computelab.gpu.Timed;
import java.util.List;
import java.util.function.BooleanSupplier;

/**
 * The ceilings as a suite of their own ("copy"), each verified against the CPU: the copy kernel
 * ("copy") and the read-only kernel ("read") exactly as the ceilings run them, and the same kernels
 * with four vectors per thread ("copy-x4", "read-x4"). Against themselves "copy" and "read" come out
 * near 1, which calibrates a run (far from 1: the run was disturbed); an "-x4" row well above 1 says
 * that on this device the ceilings should use four vectors per thread.
 */
public final class CopySuite implements BenchSubject {
    public static final String SUITE = "copy";
    private static final String WIDE = "-x4";
    private static final int WIDE_VECTORS_PER_THREAD = 4;
    private static final int CEILING_VECTORS_PER_THREAD = 1;

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
        int perThread = wide ? WIDE_VECTORS_PER_THREAD : CEILING_VECTORS_PER_THREAD;
        String kernel = wide ? algorithm.substring(0, algorithm.length() - WIDE.length()) : algorithm;
        if (kernel.equals("copy")) {
            CopyRun copy = CopyRun.owned(gpu, size, perThread);
            return new Case(copy, copy::verify, size, false, copy.allocatedBytes(), copy::close);
        }
        if (kernel.equals("read")) {
            ReadRun read = ReadRun.owned(gpu, size, perThread);
            return new Case(read, read::verify, size, true, read.allocatedBytes(), read::close);
        }
        throw new LabException("Unknown algorithm \"" + algorithm + "\" for the copy suite: choose "
                + String.join(", ", algorithms(gpu)) + ".");
    }

    /** A ceiling kernel over {@code words} words of its own data: read once, and written once by a copy. */
    private record Case(Timed run, BooleanSupplier check, long words, boolean readOnly, double allocatedBytes,
            Runnable release) implements BenchCase {
        @Override
        public Timed run() {
            return run;
        }

        @Override
        public boolean verify() {
            return check.getAsBoolean();
        }

        @Override
        public CaseFacts facts() {
            return new CaseFacts(words, (readOnly ? 4.0 : 8.0) * words, readOnly, 0, allocatedBytes);
        }

        @Override
        public void close() {
            release.run();
        }
    }
}
