package computelab.gpu;

import org.teavm.jso.JSBody;
import org.teavm.jso.core.JSArrayReader;
import org.teavm.jso.webgpu.GPUCommandEncoder;

/** Command buffer arrays for {@code GPUQueue.submit}, which takes a JS array. */
public final class Submit {
    private Submit() {
    }

    @JSBody(params = "buffer", script = "return [buffer];")
    public static native JSArrayReader<GPUCommandEncoder.CommandBuffer> of(GPUCommandEncoder.CommandBuffer buffer);
}
