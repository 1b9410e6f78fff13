package computelab.gpu;

import org.teavm.jso.webgpu.GPUBuffer;

/** A byte range of a buffer at one binding number of group 0. */
public record Bound(int binding, GPUBuffer buffer, double byteOffset, double bytes) {

    /** The whole buffer at a binding. */
    public static Bound whole(int binding, GPUBuffer buffer) {
        return new Bound(binding, buffer, 0, buffer.getSize());
    }
}
