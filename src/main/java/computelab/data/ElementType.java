package computelab.data;

import computelab.failure.LabException;

/** The element types the scan and reduction support; all are 32 bits wide on the GPU. */
public enum ElementType {
    U32("u32"), I32("i32"), F32("f32");

    private final String wgsl;

    ElementType(String wgsl) {
        this.wgsl = wgsl;
    }

    /** The WGSL scalar type name, also the name used in URLs and results. */
    public String wgsl() {
        return wgsl;
    }

    /** The code of this type in the shaders' ELEMENT override constant (0 u32, 1 i32, 2 f32). */
    public int code() {
        return ordinal();
    }

    public boolean isInteger() {
        return this != F32;
    }

    public static ElementType parse(String text) {
        for (ElementType type : values()) {
            if (type.wgsl.equals(text)) {
                return type;
            }
        }
        throw new LabException("Unknown type \"" + text + "\": choose u32, i32 or f32.");
    }
}
