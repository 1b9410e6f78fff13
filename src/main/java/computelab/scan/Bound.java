package computelab.scan;

import org.teavm.jso.webgpu.GPUBuffer;

/** A byte range of a buffer at one binding number of group 0. */
record Bound(int binding, GPUBuffer buffer, double byteOffset, double bytes) {
}
