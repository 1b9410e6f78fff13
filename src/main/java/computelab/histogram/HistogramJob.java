package computelab.histogram;

import computelab.gpu.Scratch;
import org.teavm.jso.webgpu.GPUBuffer;

/**
 * Everything a {@link HistogramVariant} needs to plan one histogram: the values (bound from byte 0, the
 * whole vectors bound again as vec4, or a stand-in where there are none), how many there are, the bins and
 * bits, the counts buffer, how many counters fit one workgroup's memory on this device, how many
 * workgroups walk the input (0 for the variant's choice), the device's per-dimension workgroup limit, and
 * the facade's scratch for a variant that partitions the values first (a table of tiles, their pieces).
 */
record HistogramJob(GPUBuffer values, long count, GPUBuffer vectors, int bins, int bits, GPUBuffer counts,
        int rangeBins, long targetWorkgroups, int maxPerDimension, String label, Scratch tables, Scratch pieces) {

    /** Bytes of the vector binding: the whole vectors, or the stand-in's one vector. */
    double vectorBytes() {
        return Math.max(16, (count / 4) * 16.0);
    }

    /** How many ranges of private counters the bins take. */
    int ranges() {
        return (int) ((bins + (long) rangeBins - 1) / rangeBins);
    }
}
