package computelab.web.life;

import computelab.failure.LabException;
import computelab.gpu.DeviceFacts;
import computelab.lab.BadParameter;
import computelab.lab.life.LifeRequest;
import computelab.lab.ParamTable;
import computelab.lab.Request;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The first board of the page, from its URL. A {@code run=1} URL that names a possible board is the
 * page shell's to run. Otherwise the page shows the URL's board at generation 0; where a value cannot
 * be taken (a rule like B9, a pattern that does not fit) the board is built without it, and the value
 * stays in its field, marked, with the sentence beside it, so a person can correct that one field. A
 * malformed URL gives the default board (the page shell says why).
 *
 * @param runsAtOnce whether the shell's run of the URL builds the board
 * @param asked      the URL's values that were taken, null when the shell's run builds the board
 * @param request    the board to show, null when the shell's run builds it
 * @param mistakes   the values that were not taken
 */
record UrlBoard(boolean runsAtOnce, Request asked, LifeRequest request, List<StudioState.Mistake> mistakes) {
    /** Enough to drop every parameter a URL can give, one mistake at a time. */
    private static final int MOST_MISTAKES = 16;

    static UrlBoard read(String query, DeviceFacts device) {
        Map<String, String> texts;
        try {
            texts = new LinkedHashMap<>(LifeRequest.PARAMS.texts(query));
        } catch (LabException malformed) {
            texts = new LinkedHashMap<>();
        }
        if ("1".equals(texts.get(ParamTable.RUN.name()))) {
            try {
                LifeRequest.of(LifeRequest.PARAMS.read(texts, device));
                return new UrlBoard(true, null, null, List.of());
            } catch (LabException wrong) {
                // The shell's run fails with the sentence; the page shows what it can of the URL.
            }
        }
        texts.remove(ParamTable.RUN.name());
        texts.remove(LifeRequest.GENS.name());
        List<StudioState.Mistake> mistakes = new ArrayList<>();
        for (int attempt = 0; attempt < MOST_MISTAKES; attempt++) {
            try {
                Request asked = LifeRequest.PARAMS.read(texts, device);
                return new UrlBoard(false, asked, LifeRequest.of(asked), mistakes);
            } catch (BadParameter wrong) {
                String given = texts.remove(wrong.parameter());
                mistakes.addAll(mistakesOf(wrong, given));
                if (given == null) {
                    // A default cannot be left out: the URL's board is not possible here.
                    texts.clear();
                }
            }
        }
        Request defaults = LifeRequest.PARAMS.defaults(device);
        return new UrlBoard(false, defaults, LifeRequest.of(defaults), mistakes);
    }

    /** The mistake beside the panel's field of the parameter, the form's field marked, or over the board. */
    private static List<StudioState.Mistake> mistakesOf(BadParameter wrong, String given) {
        List<StudioState.Mistake> mistakes = new ArrayList<>();
        Field panel = Field.showing(wrong.parameter());
        Field form = Field.formShowing(wrong.parameter());
        if (panel != null) {
            mistakes.add(new StudioState.Mistake(panel, panel.menu() ? null : given,
                    panel.inOwnWords(given, wrong.getMessage())));
        }
        if (form != null || panel == null) {
            mistakes.add(new StudioState.Mistake(form, form == null || form.menu() ? null : given, wrong.getMessage()));
        }
        return mistakes;
    }
}
