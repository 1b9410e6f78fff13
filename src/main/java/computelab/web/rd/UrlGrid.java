package computelab.web.rd;

import computelab.failure.LabException;
import computelab.gpu.Gpu;
import computelab.lab.BadParameter;
import computelab.lab.Param;
import computelab.lab.ParamTable;
import computelab.lab.rd.RdRequest;
import computelab.lab.Request;
import computelab.rd.RdEngines;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The first grid of the page, from its URL. A {@code run=1} URL that names a possible grid is the page
 * shell's to run. Otherwise the page shows the URL's grid at step 0; where a value cannot be taken (w=0,
 * F=abc, init=spiral, density with the centre square) the grid is built without it, and the value stays in
 * its field, marked, with the sentence beside it, so a person can correct that one field. A malformed URL
 * gives the default grid (the page shell says why).
 *
 * @param runsAtOnce whether the shell's run of the URL builds the grid
 * @param asked      the grid's parameters that were taken (those of the grid and the model only)
 * @param mistakes   the values that were not taken
 */
record UrlGrid(boolean runsAtOnce, Request asked, List<FieldMistake> mistakes) {
    /** Enough to drop every parameter a URL can give, one mistake at a time. */
    private static final int MOST_MISTAKES = 20;

    static UrlGrid read(String query, Gpu gpu) {
        Map<String, String> texts;
        try {
            texts = new LinkedHashMap<>(RdRequest.PARAMS.texts(query));
        } catch (LabException malformed) {
            texts = new LinkedHashMap<>();
        }
        if ("1".equals(texts.get(ParamTable.RUN.name()))) {
            try {
                checked(RdRequest.PARAMS.read(texts, gpu), gpu);
                return new UrlGrid(true, null, List.of());
            } catch (LabException wrong) {
                // The shell's run fails with the sentence; the page shows what it can of the URL.
            }
        }
        texts.keySet().removeIf(name -> !RdRequest.GRID.contains(RdRequest.PARAMS.named(name))
                && !RdRequest.MODEL.contains(RdRequest.PARAMS.named(name)));
        List<FieldMistake> mistakes = new ArrayList<>();
        for (int attempt = 0; attempt < MOST_MISTAKES; attempt++) {
            try {
                Request asked = RdRequest.PARAMS.read(texts, gpu);
                checked(asked, gpu);
                return new UrlGrid(false, asked, mistakes);
            } catch (BadParameter wrong) {
                String given = texts.remove(wrong.parameter());
                mistakes.add(mistakeOf(wrong, given));
                if (given == null) {
                    // A default cannot be left out: the URL's grid is not possible here.
                    texts.clear();
                }
            }
        }
        return new UrlGrid(false, RdRequest.PARAMS.defaults(gpu), mistakes);
    }

    /** The grid the request describes, checked across its parameters and for this device's features. */
    static RdRequest checked(Request asked, Gpu gpu) {
        RdRequest request = RdRequest.of(asked);
        String refusal = RdEngines.refusal(request.algorithm(), request.precision(), gpu.hasShaderF16());
        if (refusal != null) {
            throw new BadParameter(RdRequest.PRECISION.name(), refusal);
        }
        return request;
    }

    private static FieldMistake mistakeOf(BadParameter wrong, String given) {
        Param<?> param = RdRequest.PARAMS.named(wrong.parameter());
        boolean panel = RdRequest.GRID.contains(param) || RdRequest.MODEL.contains(param);
        if (!panel) {
            return new FieldMistake(null, null, wrong.getMessage());
        }
        return new FieldMistake(param, given, PanelWords.inOwnWords(param, given, wrong.getMessage()));
    }
}
