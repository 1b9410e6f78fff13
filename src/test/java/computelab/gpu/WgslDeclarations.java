package computelab.gpu;

import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The top-level declarations a WGSL part offers, as signatures without bodies (whitespace in a wrapped
 * signature folded to one space), so that two parts that stand in for each other can be compared.
 */
public final class WgslDeclarations {
    private static final Pattern DECLARATION = Pattern.compile("^(fn [a-z_0-9]+\\([^)]*\\)( -> [A-Za-z0-9<>, ]+)?"
            + "|struct [A-Za-z0-9]+|override [A-Z_0-9]+: [a-z0-9]+|const [A-Z_]+: u32 = [0-9u]+)", Pattern.MULTILINE);

    private WgslDeclarations() {
    }

    /** Signatures of the functions, structs, overrides and u32 constants the source declares. */
    public static Set<String> of(String source) {
        Set<String> found = new TreeSet<>();
        Matcher m = DECLARATION.matcher(source);
        while (m.find()) {
            found.add(m.group(1).replaceAll("\\s+", " ").trim());
        }
        return found;
    }
}
