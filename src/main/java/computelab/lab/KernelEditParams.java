package computelab.lab;

import computelab.failure.LabException;
import computelab.gpu.KernelEdit;
import computelab.gpu.ShaderParts;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The URL parameters of an edited kernel (docs/page-contract.md, "Edited kernels"), declared once: every
 * workload page takes them through {@link EditableExperiment}. {@code module} names the module (as
 * {@link ShaderParts#moduleName}); {@code wgsl} is its whole text, raw-deflated and written in base64url
 * without padding ({@link DeflatedText}), so a long kernel fits a link; {@code limit} optionally sets the
 * run's time limit.
 */
public final class KernelEditParams {
    public static final Param<String> MODULE = Param.parsed("module", "Edited module", KernelEditParams::moduleNamed,
            name -> name, null).hidden().help("A module the page runs, e.g. scan/decoupled_lookback.wgsl+subgroups");
    public static final Param<String> WGSL = Param.parsed("wgsl", "Edited WGSL", KernelEditParams::base64url,
            text -> text, null).hidden().help("The module's WGSL, raw-deflated, in base64url without padding");
    /**
     * The edited run's time limit in seconds, instead of {@link EditableExperiment#limitMillis}: for an edit
     * known to be slow, or a test of what the limit does that must not wait for the default.
     */
    public static final Param<Double> LIMIT = Param.number("limit", "Time limit of the edited run (s)", 0.1, 3600,
            null).hidden().help("Seconds the edited run may take, instead of 10 plus 20 times the shipped run's");
    /** The three, in the order links write them. */
    public static final List<Param<?>> ALL = List.of(MODULE, WGSL, LIMIT);

    private KernelEditParams() {
    }

    /** The page's own table with the edit's two parameters after its own. */
    public static ParamTable tableWith(ParamTable own) {
        List<Param<?>> params = new ArrayList<>(own.params());
        params.remove(ParamTable.RUN);
        return ParamTable.of(params, ALL);
    }

    /** The given texts without the edit's parameters: what the page's own table reads. */
    public static Map<String, String> withoutEdit(Map<String, String> texts) {
        Map<String, String> own = new LinkedHashMap<>(texts);
        for (Param<?> param : ALL) {
            own.remove(param.name());
        }
        return own;
    }

    /**
     * The edit a request asks for, its text inflated (on a TeaVM thread: the inflating is a promise), or
     * null for the shipped kernels. One parameter without the other is a mistake, named.
     */
    public static KernelEdit edit(Request request) {
        String module = request.get(MODULE);
        String wgsl = request.get(WGSL);
        if (module == null && wgsl == null) {
            if (request.get(LIMIT) != null) {
                throw new BadParameter(LIMIT.name(), "The URL gives a time limit (limit) without an edited kernel: it"
                        + " applies to a run with module= and wgsl=.");
            }
            return null;
        }
        if (module == null) {
            throw new BadParameter(MODULE.name(), "The URL gives an edited kernel (wgsl) without its module: add"
                    + " module=, the name of the module it replaces, e.g. scan/blelloch.wgsl.");
        }
        if (wgsl == null) {
            throw new BadParameter(WGSL.name(), "The URL names the module " + module + " without its text: add wgsl=,"
                    + " the edited WGSL, raw-deflated, in base64url.");
        }
        return new KernelEdit(module, DeflatedText.inflate(Base64Url.decode(wgsl)));
    }

    /** The query texts of an edit ({@code module} and {@code wgsl}), for a link; the text deflated now. */
    public static Map<String, String> texts(KernelEdit edit) {
        Map<String, String> texts = new LinkedHashMap<>();
        texts.put(MODULE.name(), edit.module());
        texts.put(WGSL.name(), Base64Url.encode(DeflatedText.deflate(edit.wgsl())));
        return texts;
    }

    private static String moduleNamed(String name) {
        List<String> names = new ArrayList<>();
        for (ShaderParts.Module module : ShaderParts.modules()) {
            if (module.name().equals(name)) {
                return name;
            }
            names.add(module.name());
        }
        throw new LabException("There is no module \"" + LabException.quotable(name) + "\": name one as the lab does,"
                + " its path under wgsl/ with +subgroups for the subgroup form (e.g. " + names.get(0) + ").");
    }

    private static String base64url(String text) {
        Base64Url.decode(text);
        return text;
    }
}
