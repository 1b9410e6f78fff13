package computelab.scan.example;

import computelab.data.ElementType;
import computelab.gpu.BufferIO;
import computelab.gpu.Gpu;
import computelab.scan.PrefixSum;
import computelab.scan.ScanMode;
import java.util.Arrays;
import org.teavm.jso.webgpu.GPUBuffer;

/**
 * How another TeaVM application uses the prefix sum (quoted in README.md). Call it from
 * a TeaVM thread: GPU calls wait for their promises.
 */
public final class ScanExample {
    private ScanExample() {
    }

    /**
     * Runs three scans on {@code gpu} and reports what they returned, as JSON. A program acquires its
     * device once ({@code Gpu.acquire()}) and hands it to everything that runs on the GPU.
     */
    public static String run(Gpu gpu) {
        try (PrefixSum prefixSum = PrefixSum.create(gpu)) {
            // Java arrays in, Java arrays out: the tutorial's example and a running f32 total.
            int[] tutorial = prefixSum.scan(new int[] { 1, 2, 3 }, ElementType.U32, ScanMode.EXCLUSIVE);
            float[] running = prefixSum.scan(new float[] { 0.5f, 0.25f, 0.125f }, ScanMode.INCLUSIVE);

            // Data that lives on the GPU: 1000 i32 values at element 3 of one buffer, scanned into
            // another buffer from element 5, then scanned again where they are.
            int n = 1000;
            int[] values = new int[3 + n];
            for (int i = 0; i < n; i++) {
                values[3 + i] = i % 7 - 3;
            }
            GPUBuffer input = BufferIO.storage(gpu, "example input", values.length * 4);
            GPUBuffer output = BufferIO.storage(gpu, "example output", (5 + n) * 4);
            BufferIO io = new BufferIO(gpu);
            io.upload(input, 0, values);
            prefixSum.scan(input, 3, output, 5, n, ElementType.I32, ScanMode.INCLUSIVE);
            prefixSum.scanInPlace(input, 3, n, ElementType.I32, ScanMode.EXCLUSIVE);
            int[] inclusive = io.readInts(output, 5 * 4, n);
            int[] exclusiveInPlace = io.readInts(input, 3 * 4, n);
            input.destroy();
            output.destroy();
            io.destroy();

            return "{\"algorithm\": \"" + prefixSum.algorithm() + "\""
                    + ", \"tutorial\": " + Arrays.toString(tutorial)
                    + ", \"running\": " + Arrays.toString(running)
                    + ", \"inclusive\": " + Arrays.toString(inclusive)
                    + ", \"exclusiveInPlace\": " + Arrays.toString(exclusiveInPlace) + "}";
        }
    }
}
