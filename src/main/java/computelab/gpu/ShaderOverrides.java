package computelab.gpu;

import org.teavm.jso.JSBody;

/**
 * A test hook: a module compiled from other WGSL than the lab's for every run of the page, set by a script
 * that runs before the lab's:
 *
 * <pre>
 * globalThis.labShaderOverrides = {"sort/onesweep.wgsl+subgroups": "...the whole module's WGSL..."};
 * </pre>
 *
 * keyed by the module's name ({@link ShaderParts#moduleName}: the kernel's path under wgsl/, with
 * "+subgroups" for the form with subgroup parts), the text a complete module as published under
 * docs/kernels/ (its parts already in it). The end-to-end tests' {@code Browser.shaderOverrides} sets it to
 * break a kernel for a whole page load. A person's edit goes through the URL instead ({@link KernelEdit},
 * {@link EditedRun}: one run, timed beside the shipped module, which stays as it is). The entry points,
 * bindings and override constants must stay those of the module it replaces.
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
