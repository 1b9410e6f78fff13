package computelab.sort;

import computelab.data.ContractInputs;
import computelab.data.ElementType;
import java.util.ArrayList;
import java.util.List;

/**
 * The check of a sort's output in linear time, without sorting on the CPU. The input goes through once
 * ({@link #acceptInputs}), then the output ({@link #acceptOutputs}), chunk by chunk; the output is right when
 * <ul>
 * <li>it is in order: no key before a smaller one, in the order of its type ({@link KeyOrder});</li>
 * <li>it holds exactly the input's keys, or with values exactly the input's (key, index) pairs: both
 * sides are summed into a fingerprint that does not depend on the order ({@link Fingerprint}), so a key
 * lost, doubled or changed shows;</li>
 * <li>with values, equal keys keep their input order: their indices ascend (the stability);</li>
 * <li>its first keys are the CPU's: the {@code keep} smallest (key, index) pairs of the input, picked
 * as the input goes by.</li>
 * </ul>
 * Sorted, a permutation of the pairs and stable: that is the stable sort, the only right output. The
 * first failure in output order is reported (index, key or value, expected, actual, and a sentence);
 * a fingerprint that differs has no index. The contract's checksums are taken over what the GPU wrote.
 * Pure logic, tested on the JVM.
 */
public final class SortCheck {
    private final ElementType type;
    private final boolean values;
    private final SmallestPairs head;
    private final List<int[]> shown = new ArrayList<>();
    private final Fingerprint input = new Fingerprint();
    private final Fingerprint output = new Fingerprint();
    private int keysChecksum;
    private int valuesChecksum;
    private boolean any;
    private int previousKey;
    private int previousRank;
    private int previousValue;
    private long mismatchIndex = -1;
    private boolean mismatchInValue;
    private int expected;
    private int actual;
    private String reason;
    private boolean guardIntact = true;

    /**
     * A check of a sort of keys of {@code type} (with their indices as values, or alone) that keeps the
     * first {@code keep} pairs to show beside the CPU's; it takes the input, then the output, in chunks.
     */
    public SortCheck(ElementType type, boolean values, int keep) {
        this.type = type;
        this.values = values;
        this.head = new SmallestPairs(keep, type);
    }

    /** Whether the sort carried values. */
    public boolean values() {
        return values;
    }

    /**
     * The next input keys, from input index {@code start} on (with values, each key's value is its index).
     * Indices within a chunk are ints: a Java long is a BigInt in the browser, too slow per element.
     */
    void acceptInputs(long start, int[] keys) {
        int first = (int) start;
        for (int i = 0; i < keys.length; i++) {
            int index = first + i;
            input.add(keys[i], values ? index : 0);
            head.offer(keys[i], index);
        }
        input.count += keys.length;
    }

    /** The next {@code count} output keys and values as the GPU wrote them, from {@code start} on. */
    void acceptOutputs(long start, int count, int[] keys, int[] gpuValues) {
        int shownHere = (int) Math.max(0, Math.min(count, head.size() - start));
        for (int i = 0; i < count; i++) {
            int key = keys[i];
            int value = gpuValues == null ? 0 : gpuValues[i];
            keysChecksum = keysChecksum * 31 + key;
            valuesChecksum = valuesChecksum * 31 + value;
            output.add(key, values ? value : 0);
            int rank = KeyOrder.ordered(key, type);
            if (i < shownHere) {
                compareWithHead((int) start + i, key, value);
            }
            if (any && mismatchIndex < 0) {
                int order = Integer.compareUnsigned(rank, previousRank);
                if (order < 0) {
                    fail(start + i, false, previousKey, key, "the key is smaller than the key before it");
                } else if (values && order == 0 && Integer.compareUnsigned(value, previousValue) <= 0) {
                    fail(start + i, true, previousValue, value,
                            "equal keys are out of their input order (the value is not above the one before it)");
                }
            }
            any = true;
            previousKey = key;
            previousRank = rank;
            previousValue = value;
        }
        output.count += count;
    }

    /** One of the first outputs beside the CPU's key and value there. */
    private void compareWithHead(int index, int key, int value) {
        int expectedKey = head.key(index);
        int expectedValue = head.index(index);
        shown.add(new int[] { expectedKey, key, expectedValue, value });
        if (key != expectedKey) {
            fail(index, false, expectedKey, key, "the key differs from the CPU's at that place");
        } else if (values && value != expectedValue) {
            fail(index, true, expectedValue, value, "the value differs from the CPU's at that place");
        }
    }

    private void fail(long index, boolean inValue, int expectedWord, int actualWord, String why) {
        if (mismatchIndex < 0) {
            mismatchIndex = index;
            mismatchInValue = inValue;
            expected = expectedWord;
            actual = actualWord;
            reason = why;
        }
    }

    void guard(boolean intact) {
        guardIntact &= intact;
    }

    public boolean ok() {
        return mismatchIndex < 0 && sameFingerprint() && guardIntact;
    }

    /** Whether the output holds what the input held: the same keys, or with values the same pairs. */
    public boolean sameFingerprint() {
        return input.equals(output);
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

    /** The first index where the output is wrong, or -1 (also when only the fingerprints differ). */
    public long mismatchIndex() {
        return mismatchIndex;
    }

    /** Whether the first mismatch is in a value (its key was right), else in a key. */
    public boolean mismatchInValue() {
        return mismatchInValue;
    }

    /** At the first mismatch: the CPU's word there, or the word the one found breaks the order against. */
    public int expected() {
        return expected;
    }

    public int actual() {
        return actual;
    }

    /** What is wrong, in a few words a person reads; null when the output is right. */
    public String reason() {
        if (mismatchIndex >= 0) {
            return reason;
        }
        if (!sameFingerprint()) {
            return values ? "the output's (key, value) pairs are not the input's (key, index) pairs"
                    : "the output's keys are not the input's keys";
        }
        return guardIntact ? null : "something was written past the end of the output";
    }

    /** The first rows: expected key, GPU key, expected value (the input index), GPU value. */
    public List<int[]> shown() {
        return shown;
    }

    /**
     * An order-independent summary of (key, value) pairs: the sum, the xor and the sum of squares of one
     * strong mix of each pair (the contract's mix32, a bijection with full avalanche, of the key plus the
     * value times an odd constant), so a pair lost, doubled or changed shows in all three. One mix per
     * pair keeps a check of 2^28 keys a few seconds of CPU.
     */
    private static final class Fingerprint {
        /** Pairs added, counted per chunk by the caller. */
        long count;
        int sum;
        int xor;
        int sumOfSquares;

        void add(int key, int value) {
            int mixed = ContractInputs.mix32(key + value * 0x9E3779B9);
            sum += mixed;
            xor ^= mixed;
            sumOfSquares += mixed * mixed;
        }

        boolean equals(Fingerprint that) {
            return count == that.count && sum == that.sum && xor == that.xor && sumOfSquares == that.sumOfSquares;
        }
    }
}
