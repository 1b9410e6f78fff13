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
 * stays in its field, marked, with the sentence beside it, so a person can correct that one field; so
 * does a size this device cannot hold, beside the board of the rest. A malformed URL gives the default
 * board (the page shell says why).
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
        return read(query, device, List.of());
    }

    /**
     * The URL's board without its size, which this device cannot hold ({@code sentence} says why): the
     * size the URL asked for stays in its fields, marked, with the one sentence beside them.
     */
    static UrlBoard withoutSize(String query, DeviceFacts device, String sentence) {
        Map<String, String> texts = texts(query);
        UrlBoard rest = read(query, device, List.of(LifeRequest.W.name(), LifeRequest.H.name()));
        List<StudioState.Mistake> all = new ArrayList<>(rest.mistakes);
        all.add(new StudioState.Mistake(Field.WIDTH, texts.get(LifeRequest.W.name()), sentence));
        all.add(new StudioState.Mistake(Field.HEIGHT, texts.get(LifeRequest.H.name()), sentence));
        return new UrlBoard(false, rest.asked, rest.request, all);
    }

    private static UrlBoard read(String query, DeviceFacts device, List<String> leftOut) {
        Map<String, String> texts = texts(query);
        if (leftOut.isEmpty() && "1".equals(texts.get(ParamTable.RUN.name()))) {
            try {
                LifeRequest.of(LifeRequest.PARAMS.read(texts, device));
                return new UrlBoard(true, null, null, List.of());
            } catch (LabException wrong) {
                // The shell's run fails with the sentence; the page shows what it can of the URL.
            }
        }
        texts.remove(ParamTable.RUN.name());
        texts.remove(LifeRequest.GENS.name());
        texts.keySet().removeAll(leftOut);
        List<StudioState.Mistake> mistakes = new ArrayList<>();
        for (int attempt = 0; attempt < MOST_MISTAKES; attempt++) {
            try {
                Request asked = LifeRequest.PARAMS.read(texts, device);
                return new UrlBoard(false, asked, LifeRequest.of(asked), mistakes);
            } catch (BadParameter wrong) {
                String given = texts.remove(wrong.parameter());
                mistakes.add(mistakeOf(wrong, given));
                if (given == null) {
                    // A default cannot be left out: the URL's board is not possible here.
                    texts.clear();
                }
            }
        }
        Request defaults = LifeRequest.PARAMS.defaults(device);
        return new UrlBoard(false, defaults, LifeRequest.of(defaults), mistakes);
    }

    /** The URL's texts by name; none for a malformed URL (the page shell says why). */
    private static Map<String, String> texts(String query) {
        try {
            return new LinkedHashMap<>(LifeRequest.PARAMS.texts(query));
        } catch (LabException malformed) {
            return new LinkedHashMap<>();
        }
    }

    /**
     * The mistake beside the panel's field of the parameter, in the words of its label, or over the
     * board where the panel has none: one sentence for each value not taken.
     */
    private static StudioState.Mistake mistakeOf(BadParameter wrong, String given) {
        Field field = Field.showing(wrong.parameter());
        if (field == null) {
            return new StudioState.Mistake(null, null, wrong.getMessage());
        }
        return new StudioState.Mistake(field, field.menu() ? null : given, field.inOwnWords(given, wrong.getMessage()));
    }
}
