package computelab.reduce;

import computelab.data.ElementType;
import org.teavm.jso.webgpu.GPUBuffer;

/**
 * Everything a {@link ReduceVariant} needs to plan one reduction of a range: the element type and
 * operation, the levels, the range (bound from an aligned byte offset, {@code first} elements into the
 * binding), the buffers the levels write (partials in turn, the arrivals of a level that finishes
 * itself, the one-word result), a stand-in for an empty vector view, the form of the kernel and the
 * device's per-dimension workgroup limit.
 */
record ReduceJob(ElementType type, ReduceOp op, LevelPlan levels, int dispatched, GPUBuffer source,
        double bindStart, int first, GPUBuffer[] partials, GPUBuffer arrivals, double arrivalsBytes, GPUBuffer result,
        GPUBuffer noVectors, boolean subgroups, int maxPerDimension, String label) {

    /** Whether the last dispatched level finishes the reduction in its last workgroup. */
    boolean finishing() {
        return dispatched < levels.passes();
    }
}
