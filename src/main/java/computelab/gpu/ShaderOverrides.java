package computelab.gpu;

import org.teavm.jso.JSBody;

/**
 * A measurement hook: a module compiled from other WGSL than the lab's. A script that runs before the
 * lab's may set
 *
 * <pre>
 * globalThis.labShaderOverrides = {"sort/onesweep.wgsl+subgroups": "...the whole module's WGSL..."};
 * </pre>
 *
 * keyed by the module's name ({@link ShaderParts#moduleName}: the kernel's path under wgsl/, with
 * "+subgroups" for the form with subgroup parts), the text a complete module as published under
 * docs/kernels/ (its parts already in it). {@code bench/lab.mjs --shader NAME=FILE} sets it, so an edited
 * copy of a kernel is timed, checked and reported by the page itself, with the page's own buffers,
 * dispatches and verification. The entry points, bindings and override constants must stay those of the
 * module it replaces.
 */
final class ShaderOverrides {
    private ShaderOverrides() {
    }

    /** The text the script set for the module of this name, else {@code source}. */
    static String sourceOr(String moduleName, String source) {
        String replaced = replacement(moduleName);
        return replaced == null ? source : replaced;
    }

    @JSBody(params = "name", script = "var o = globalThis.labShaderOverrides;"
            + "return o != null && typeof o === 'object' && typeof o[name] === 'string' ? o[name] : null;")
    private static native String replacement(String name);
}
