package computelab.rd;

import computelab.failure.LabException;

/**
 * How the GPU stores the fields between steps. Every kernel computes in f32; {@code F16} rounds each
 * step's u and v to IEEE half precision when it stores them (the shader-f16 feature), halving the
 * bytes a step moves. The CPU reference rounds the same way, so both precisions are checked exactly.
 */
public enum Precision {
    F32("f32"),
    F16("f16");

    private final String id;

    Precision(String id) {
        this.id = id;
    }

    /** The name in URLs and results. */
    public String id() {
        return id;
    }

    public static Precision parse(String text) {
        for (Precision precision : values()) {
            if (precision.id.equals(text)) {
                return precision;
            }
        }
        throw new LabException("Unknown precision \"" + LabException.quotable(text) + "\": choose f32 or f16.");
    }

    /** The value as this precision stores it: itself in f32, rounded to the nearest half in f16. */
    public float stored(float value) {
        return this == F16 ? HalfFloat.round(value) : value;
    }
}
