package computelab.sort;

import java.util.ArrayList;
import java.util.List;

/**
 * The comparison of a sort's output with the CPU's, element by element in order: the contract's
 * checksums of the GPU's keys and values, the first mismatch (index, what differed, expected, actual),
 * whether the guard after the outputs is untouched, and the first rows for showing. Pure logic.
 */
public final class SortCheck {
    private final boolean values;
    private final int keep;
    private final List<int[]> shown = new ArrayList<>();
    private int keysChecksum;
    private int valuesChecksum;
    private long mismatchIndex = -1;
    private boolean mismatchInValue;
    private int expected;
    private int actual;
    private boolean guardIntact = true;

    SortCheck(boolean values, int keep) {
        this.values = values;
        this.keep = keep;
    }

    /** Element {@code index}: the key and value the CPU expects there and those the GPU wrote. */
    void accept(long index, int expectedKey, int gpuKey, int expectedValue, int gpuValue) {
        keysChecksum = keysChecksum * 31 + gpuKey;
        valuesChecksum = valuesChecksum * 31 + gpuValue;
        if (mismatchIndex < 0 && (expectedKey != gpuKey || values && expectedValue != gpuValue)) {
            mismatchIndex = index;
            mismatchInValue = expectedKey == gpuKey;
            expected = mismatchInValue ? expectedValue : expectedKey;
            actual = mismatchInValue ? gpuValue : gpuKey;
        }
        if (shown.size() < keep) {
            shown.add(new int[] { expectedKey, gpuKey, expectedValue, gpuValue });
        }
    }

    void guard(boolean intact) {
        guardIntact &= intact;
    }

    public boolean ok() {
        return mismatchIndex < 0 && guardIntact;
    }

    public boolean guardIntact() {
        return guardIntact;
    }

    public long keysChecksum() {
        return keysChecksum & 0xFFFFFFFFL;
    }

    public long valuesChecksum() {
        return valuesChecksum & 0xFFFFFFFFL;
    }

    /** The first index where the GPU differs from the CPU, or -1. */
    public long mismatchIndex() {
        return mismatchIndex;
    }

    /** Whether the first mismatch is in a value (its key was right), else in a key. */
    public boolean mismatchInValue() {
        return mismatchInValue;
    }

    public int expected() {
        return expected;
    }

    public int actual() {
        return actual;
    }

    /** The first rows: expected key, GPU key, expected value, GPU value. */
    public List<int[]> shown() {
        return shown;
    }
}
