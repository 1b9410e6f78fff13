package computelab.sort;

import computelab.data.ContractInputs;
import computelab.data.ElementType;
import java.util.ArrayList;
import java.util.List;

/**
 * The check of a sort's output in linear time, without sorting on the CPU. The input goes through once
 * ({@link #acceptInput}), then the output ({@link #acceptOutput}); the output is right when
 * <ul>
 * <li>it is in order: no key before a smaller one, in the order of its type ({@link KeyOrder});</li>
 * <li>it holds exactly the input's keys, or with values exactly the input's (key, index) pairs: both
 * sides are summed into a fingerprint that does not depend on the order (a sum and an xor of one
 * strong mix of each pair, and a sum of another), so a key lost, doubled or changed shows;</li>
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
    private int previousValue;
    private long mismatchIndex = -1;
    private boolean mismatchInValue;
    private int expected;
    private int actual;
    private String reason;
    private boolean guardIntact = true;

    SortCheck(ElementType type, boolean values, int keep) {
        this.type = type;
        this.values = values;
        this.head = new SmallestPairs(keep, type);
    }

    /** Input element {@code index} holds {@code key} (its value, with values, is the index). */
    void acceptInput(int index, int key) {
        input.add(key, values ? index : 0);
        head.offer(key, index);
    }

    /** Output element {@code index}, as the GPU wrote it (the value is ignored without values). */
    void acceptOutput(long index, int key, int value) {
        keysChecksum = keysChecksum * 31 + key;
        valuesChecksum = valuesChecksum * 31 + value;
        output.add(key, values ? value : 0);
        if (index < head.size()) {
            int expectedKey = head.key((int) index);
            int expectedValue = head.index((int) index);
            shown.add(new int[] { expectedKey, key, expectedValue, value });
            if (key != expectedKey) {
                fail(index, false, expectedKey, key, "the key differs from the CPU's at that place");
            } else if (values && value != expectedValue) {
                fail(index, true, expectedValue, value, "the value differs from the CPU's at that place");
            }
        }
        if (any) {
            int order = Integer.compareUnsigned(KeyOrder.ordered(key, type), KeyOrder.ordered(previousKey, type));
            if (order < 0) {
                fail(index, false, previousKey, key, "the key is smaller than the key before it");
            } else if (values && order == 0 && Integer.compareUnsigned(value, previousValue) <= 0) {
                fail(index, true, previousValue, value,
                        "equal keys are out of their input order (the value is not above the one before it)");
            }
        }
        any = true;
        previousKey = key;
        previousValue = value;
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

    /** An order-independent sum of (key, value) pairs: two sums and an xor of two different strong mixes. */
    private static final class Fingerprint {
        long count;
        int sum;
        int xor;
        int sumOfOther;

        void add(int key, int value) {
            int mixed = ContractInputs.mix32(key + ContractInputs.mix32(value ^ 0x5bd1e995));
            int other = ContractInputs.mix32((key ^ 0x68e31da4) + ContractInputs.mix32(value + 0x1b873593) * 31);
            sum += mixed;
            xor ^= mixed;
            sumOfOther += other;
            count++;
        }

        boolean equals(Fingerprint that) {
            return count == that.count && sum == that.sum && xor == that.xor && sumOfOther == that.sumOfOther;
        }
    }
}
