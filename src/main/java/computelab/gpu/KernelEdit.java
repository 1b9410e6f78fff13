package computelab.gpu;

/**
 * A person's text for one module the lab compiles: the module's name as {@link ShaderParts#moduleName}
 * gives it (the kernel's path under wgsl/, "+subgroups" for the subgroup form) and the whole module's WGSL.
 * A run with an edit compiles this text in place of the shipped module, with the page's own entry points,
 * override constants, bindings and dispatches ({@link EditedRun}).
 */
public record KernelEdit(String module, String wgsl) {

    /**
     * The sentence for an entry point the page runs that the text does not declare, else null. Checked
     * before the pipeline is made, so the person reads the name rather than a driver's message.
     */
    public String missingEntryPoint(String entryPoint) {
        return compact().contains("fn " + entryPoint + "(") ? null
                : "The edited " + module + " has no entry point " + entryPoint + ", which the page runs: keep"
                        + " @compute ... fn " + entryPoint + "(...) in it.";
    }

    /** The sentence for a binding of group 0 the page binds that the text does not declare, else null. */
    public String missingBinding(int binding, String entryPoint) {
        return compact().replace(" ", "").contains("@binding(" + binding + ")") ? null
                : "The edited " + module + " has no @group(0) @binding(" + binding + "), which the page binds for "
                        + entryPoint + ": keep every binding of the shipped module.";
    }

    /**
     * The text without its comments, every run of white space one space and none before a parenthesis:
     * declarations compare as plain text, and a commented-out one does not count.
     */
    private String compact() {
        StringBuilder out = new StringBuilder();
        boolean space = false;
        for (int i = 0; i < wgsl.length(); i++) {
            char c = wgsl.charAt(i);
            if (c == '/' && i + 1 < wgsl.length() && wgsl.charAt(i + 1) == '/') {
                while (i < wgsl.length() && wgsl.charAt(i) != '\n') {
                    i++;
                }
                space = true;
            } else if (Character.isWhitespace(c)) {
                space = true;
            } else {
                if (space && out.length() > 0 && c != '(') {
                    out.append(' ');
                }
                space = false;
                out.append(c);
            }
        }
        return out.toString();
    }
}
