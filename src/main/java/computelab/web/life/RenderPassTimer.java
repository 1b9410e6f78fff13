package computelab.web.life;

import computelab.gpu.Await;
import computelab.gpu.BufferIO;
import computelab.gpu.Gpu;
import org.teavm.jso.JSBody;
import org.teavm.jso.typedarrays.ArrayBuffer;
import org.teavm.jso.webgpu.GPUBuffer;
import org.teavm.jso.webgpu.GPUCommandEncoder;
import org.teavm.jso.webgpu.GPUDescriptor;
import org.teavm.jso.webgpu.GPUDevice;

/**
 * GPU time of the render pass from two timestamp queries (GpuTimer covers compute passes only). Made
 * only where the device has timestamp-query.
 */
final class RenderPassTimer {
    private final GPUDevice.QuerySet queries;
    private final GPUBuffer resolved;
    private final GPUBuffer readback;
    private boolean pending;

    RenderPassTimer(Gpu gpu) {
        GPUDescriptor.QuerySet descriptor = GPUDescriptor.create();
        descriptor.setLabel("life render timestamps");
        descriptor.setType("timestamp");
        descriptor.setCount(2);
        queries = gpu.device().createQuerySet(descriptor);
        resolved = BufferIO.create(gpu, "life render timestamps resolved", 16,
                GPUBuffer.Usage.QUERY_RESOLVE | GPUBuffer.Usage.COPY_SRC);
        readback = BufferIO.create(gpu, "life render timestamps readback", 16,
                GPUBuffer.Usage.MAP_READ | GPUBuffer.Usage.COPY_DST);
    }

    /** Timestamp writes for one render pass descriptor. */
    GPUDescriptor.RenderPassTimestampWrites writes() {
        GPUDescriptor.RenderPassTimestampWrites writes = GPUDescriptor.create();
        writes.setQuerySet(queries);
        writes.setBeginningOfPassWriteIndex(0);
        writes.setEndOfPassWriteIndex(1);
        return writes;
    }

    /** Copies the two timestamps out; encode after the render pass. */
    void resolve(GPUCommandEncoder encoder) {
        encoder.resolveQuerySet(queries, 0, 2, resolved, 0);
        encoder.copyBufferToBuffer(resolved, 0, readback, 0, 16);
        pending = true;
    }

    /** The render pass's milliseconds once its commands were submitted (waits for the GPU), NaN if none. */
    double readMillis() {
        if (!pending) {
            return Double.NaN;
        }
        pending = false;
        Await.await(readback.mapAsync(GPUBuffer.MapMode.READ, 0, 16));
        double millis = spanMillis(readback.getMappedRange(0, 16));
        readback.unmap();
        return millis;
    }

    void destroy() {
        queries.destroy();
        resolved.destroy();
        readback.destroy();
    }

    @JSBody(params = "buffer", script = "var view = new DataView(buffer);"
            + "return Number(view.getBigUint64(8, true) - view.getBigUint64(0, true)) / 1e6;")
    private static native double spanMillis(ArrayBuffer buffer);
}
