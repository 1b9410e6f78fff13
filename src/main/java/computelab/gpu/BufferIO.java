package computelab.gpu;

import java.util.Arrays;
import org.teavm.jso.JSBody;
import org.teavm.jso.typedarrays.ArrayBuffer;
import org.teavm.jso.typedarrays.Float32Array;
import org.teavm.jso.typedarrays.Int32Array;
import org.teavm.jso.webgpu.GPUBuffer;
import org.teavm.jso.webgpu.GPUCommandEncoder;
import org.teavm.jso.webgpu.GPUDescriptor;

/**
 * Creating storage buffers and moving 32-bit words between them and Java arrays. Readback goes through
 * one staging buffer per BufferIO, grown when needed and reused across runs.
 */
public final class BufferIO {
    /** Words a fill uploads at once: 4 MiB, small enough for any queue write. */
    private static final int FILL_CHUNK = 1 << 20;
    private final Gpu gpu;
    private GPUBuffer staging;

    public BufferIO(Gpu gpu) {
        this.gpu = gpu;
    }

    /** A storage buffer usable as copy source and destination; at least 4 bytes (WebGPU rejects 0). */
    public static GPUBuffer storage(Gpu gpu, String label, double bytes) {
        return create(gpu, label, Math.max(4, align4(bytes)),
                GPUBuffer.Usage.STORAGE | GPUBuffer.Usage.COPY_SRC | GPUBuffer.Usage.COPY_DST);
    }

    public static GPUBuffer uniform(Gpu gpu, String label, double bytes) {
        return create(gpu, label, Math.max(16, align4(bytes)), GPUBuffer.Usage.UNIFORM | GPUBuffer.Usage.COPY_DST);
    }

    /**
     * A buffer of {@code bytes}, counted in the open error scopes so that an out-of-memory names it.
     * A size past the device's maxBufferSize is a bug in the lab: the workload's {@link BufferPlan}
     * should have refused the run before anything was created.
     */
    public static GPUBuffer create(Gpu gpu, String label, double bytes, int usage) {
        if (bytes > gpu.limit("maxBufferSize")) {
            throw new IllegalStateException("the lab asked for a " + (long) bytes + "-byte " + label + " past this "
                    + "device's maxBufferSize of " + (long) gpu.limit("maxBufferSize") + " bytes, which its size "
                    + "checks should have refused first");
        }
        gpu.asked(label, bytes);
        GPUDescriptor.Buffer descriptor = GPUDescriptor.create();
        descriptor.setLabel(label);
        descriptor.setSize(bytes);
        descriptor.setUsage(usage);
        return gpu.device().createBuffer(descriptor);
    }

    private static double align4(double bytes) {
        return Math.ceil(bytes / 4) * 4;
    }

    public void upload(GPUBuffer buffer, double byteOffset, int[] words) {
        gpu.queue().writeBuffer(buffer, byteOffset, Int32Array.fromJavaArray(words));
    }

    /** Writes {@code value} into the first {@code words} 32-bit words of the buffer, a chunk at a time. */
    public void fill(GPUBuffer buffer, long words, int value) {
        int[] chunk = new int[(int) Math.min(words, FILL_CHUNK)];
        Arrays.fill(chunk, value);
        for (long start = 0; start < words; start += chunk.length) {
            int count = (int) Math.min(chunk.length, words - start);
            upload(buffer, start * 4.0, count == chunk.length ? chunk : Arrays.copyOf(chunk, count));
        }
    }

    public void upload(GPUBuffer buffer, double byteOffset, float[] values) {
        gpu.queue().writeBuffer(buffer, byteOffset, Float32Array.fromJavaArray(values));
    }

    /** Copies {@code count} 32-bit words starting at {@code byteOffset} back to the CPU. */
    public int[] readInts(GPUBuffer buffer, double byteOffset, int count) {
        int[] words = new int[count];
        if (count > 0) {
            Int32Array.fromJavaArray(words).set(Int32Array.create(read(buffer, byteOffset, count * 4.0)));
        }
        return words;
    }

    public float[] readFloats(GPUBuffer buffer, double byteOffset, int count) {
        float[] values = new float[count];
        if (count > 0) {
            Float32Array.fromJavaArray(values).set(Float32Array.create(read(buffer, byteOffset, count * 4.0)));
        }
        return values;
    }

    /** The bytes, copied out of the mapped range before unmapping (the mapping is detached after). */
    private ArrayBuffer read(GPUBuffer buffer, double byteOffset, double bytes) {
        if (staging == null || staging.getSize() < bytes) {
            if (staging != null) {
                staging.destroy();
            }
            staging = create(gpu, "readback staging", Math.max(bytes, 65536),
                    GPUBuffer.Usage.MAP_READ | GPUBuffer.Usage.COPY_DST);
        }
        GPUCommandEncoder encoder = gpu.device().createCommandEncoder();
        encoder.copyBufferToBuffer(buffer, byteOffset, staging, 0, bytes);
        gpu.queue().submit(Submit.of(encoder.finish()));
        try {
            gpu.await(staging.mapAsync(GPUBuffer.MapMode.READ, 0, bytes));
        } catch (RunCancelled cancelled) {
            // Its mapping stays pending until the GPU gets there: the next read makes a new one.
            destroy();
            throw cancelled;
        }
        ArrayBuffer copy = copyOf(staging.getMappedRange(0, bytes));
        staging.unmap();
        return copy;
    }

    @JSBody(params = "buffer", script = "return buffer.slice(0);")
    private static native ArrayBuffer copyOf(ArrayBuffer buffer);

    /** Frees the staging buffer; the BufferIO stays usable and makes a new one when needed. */
    public void destroy() {
        if (staging != null) {
            staging.destroy();
            staging = null;
        }
    }

    /** Whether two buffers are the same GPU buffer (one JavaScript object). */
    @JSBody(params = { "a", "b" }, script = "return a === b;")
    public static native boolean same(GPUBuffer a, GPUBuffer b);
}
