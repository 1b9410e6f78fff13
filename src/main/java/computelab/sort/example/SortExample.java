package computelab.sort.example;

import computelab.data.ElementType;
import computelab.gpu.BufferIO;
import computelab.gpu.Gpu;
import computelab.sort.RadixSort;
import computelab.sort.SortData;
import java.util.Arrays;
import org.teavm.jso.webgpu.GPUBuffer;

/**
 * How another TeaVM application uses the radix sort (quoted in README.md). Call it from a TeaVM
 * thread: GPU calls wait for their promises.
 */
public final class SortExample {
    private SortExample() {
    }

    /**
     * Runs three sorts on {@code gpu} and reports what they returned, as JSON. A program acquires its
     * device once ({@code Gpu.acquire()}) and hands it to everything that runs on the GPU.
     */
    public static String run(Gpu gpu) {
        try (RadixSort radixSort = RadixSort.create(gpu)) {
            // Java arrays in, Java arrays out: signed keys, and floats in Float.compare order.
            int[] signed = radixSort.sort(new int[] { 3, -1, 2, -7 }, ElementType.I32);
            float[] floats = radixSort.sort(new float[] { 0.5f, -0.0f, Float.NaN, 0.0f, -2.5f });

            // Data that lives on the GPU: 1000 u32 keys at element 3 of one buffer, sorted into
            // another buffer from element 5, each carrying its position as a value. Equal keys keep
            // their order, so the values of equal keys come out ascending.
            int n = 1000;
            int[] keys = new int[3 + n];
            int[] positions = new int[n];
            for (int i = 0; i < n; i++) {
                keys[3 + i] = (i * 37) % 10;
                positions[i] = i;
            }
            GPUBuffer keysIn = BufferIO.storage(gpu, "example keys", keys.length * 4);
            GPUBuffer keysOut = BufferIO.storage(gpu, "example sorted keys", (5 + n) * 4);
            GPUBuffer values = BufferIO.storage(gpu, "example values", n * 4);
            BufferIO io = new BufferIO(gpu);
            io.upload(keysIn, 0, keys);
            io.upload(values, 0, positions);
            radixSort.sort(SortData.keys(keysIn, 3, keysOut, 5, n, ElementType.U32).withValues(values, 0, values, 0));
            int[] sortedKeys = io.readInts(keysOut, 5 * 4, n);
            int[] sortedPositions = io.readInts(values, 0, n);
            keysIn.destroy();
            keysOut.destroy();
            values.destroy();
            io.destroy();

            return "{\"algorithm\": \"" + radixSort.algorithm() + "\""
                    + ", \"signed\": " + Arrays.toString(signed)
                    + ", \"floats\": \"" + Arrays.toString(floats) + "\""
                    + ", \"keys\": " + Arrays.toString(sortedKeys)
                    + ", \"positions\": " + Arrays.toString(sortedPositions) + "}";
        }
    }
}
