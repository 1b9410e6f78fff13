package computelab.e2e;

import computelab.data.ContractInputs;
import computelab.data.ElementType;

/**
 * The end-to-end tests' own CPU scan, written apart from the application's: inputs from the contract
 * generator, sums in Java ints (modulo 2^32) or float64, the contract checksum.
 */
final class ScanReference {
    private ScanReference() {
    }

    /** The contract checksum of the scan of the contract's integer input. */
    static long checksum(String type, int n, int seed, int bits, boolean inclusive) {
        int[] input = ContractInputs.integers(ElementType.parse(type), n, seed, bits);
        int sum = 0;
        int checksum = 0;
        for (int value : input) {
            int out = inclusive ? sum + value : sum;
            sum += value;
            checksum = checksum * 31 + out;
        }
        return checksum & 0xFFFFFFFFL;
    }

    /** The scan of explicit integer values. */
    static int[] scan(int[] values, boolean inclusive) {
        int[] out = new int[values.length];
        int sum = 0;
        for (int i = 0; i < values.length; i++) {
            out[i] = inclusive ? sum + values[i] : sum;
            sum += values[i];
        }
        return out;
    }

    /** The float64 scan of the contract's f32 input and, per element, the sum of magnitudes it covers. */
    static double[][] floats(int n, int seed, boolean inclusive) {
        float[] input = ContractInputs.floats(n, seed);
        double[] sums = new double[n];
        double[] magnitudes = new double[n];
        double sum = 0;
        double magnitude = 0;
        for (int i = 0; i < n; i++) {
            if (inclusive) {
                sum += input[i];
                magnitude += Math.abs(input[i]);
            }
            sums[i] = sum;
            magnitudes[i] = magnitude;
            if (!inclusive) {
                sum += input[i];
                magnitude += Math.abs(input[i]);
            }
        }
        return new double[][] { sums, magnitudes };
    }
}
