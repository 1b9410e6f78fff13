package computelab.ceiling;

import computelab.data.ContractInputs;

/**
 * The benchmark data on the CPU: word {@code w} of every ceiling buffer as fill_words (copy.wgsl)
 * writes it, the contract's inputs with seed 1 and the top bit cleared. Word indices are u32 bit
 * patterns in an int (they wrap at 2^32 like the shader's arithmetic; ints also keep the loops fast
 * in JavaScript, where a Java long is a BigInt).
 */
public final class CeilingWords {
    private static final int SEED_MIX = ContractInputs.mix32(1);

    private CeilingWords() {
    }

    public static int word(int index) {
        return ContractInputs.mix32(index + SEED_MIX) & 0x7FFFFFFF;
    }

    /** The XOR of {@code count} words from index {@code first} on. */
    public static int xorOf(int first, int count) {
        int folded = 0;
        for (int i = 0; i < count; i++) {
            folded ^= word(first + i);
        }
        return folded;
    }
}
