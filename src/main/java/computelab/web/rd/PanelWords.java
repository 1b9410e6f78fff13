package computelab.web.rd;

import computelab.failure.LabException;
import computelab.lab.Param;
import computelab.lab.rd.RdRequest;

/**
 * The panel's fields as parameters named by their labels, so that a value the panel does not take is
 * refused in the panel's words ("Width must be between 1 and 1048576, not 0"), not in the URL's; and
 * the ranges of F and k the panel offers: beyond F = 1/4 no k has a second uniform state (the saddle-node
 * line k = sqrt(F) / 2 - F is below 0), and Pearson's patterns lie below k = 0.07. A URL may still ask for
 * more (the contract takes 0 to 1), and its run then says where the fields blew up.
 */
final class PanelWords {
    static final double MAX_FEED = 0.25;
    static final double MAX_KILL = 0.1;
    private static final Param<Long> WIDTH = Param.whole("Width", "Width", 1, RdRequest.MAX_SIDE, null);
    private static final Param<Long> HEIGHT = Param.whole("Height", "Height", 1, RdRequest.MAX_SIDE, null);
    private static final Param<Double> FEED = Param.number("F", "F", 0, MAX_FEED, null);
    private static final Param<Double> KILL = Param.number("k", "k", 0, MAX_KILL, null);
    private static final Param<Double> DENSITY = Param.number("Density", "Density", 0, 1, null);
    private static final Param<Long> SEED = Param.whole("Seed", "Seed", 0, 0xFFFFFFFFL, null);

    private PanelWords() {
    }

    /** The field's text as the value of its URL parameter, refused in the panel's words where they differ. */
    static <T> T read(Param<T> param, String text) {
        Param<?> words = wordsOf(param);
        if (words == null) {
            return param.read(text, null);
        }
        words.read(text, null);
        return param.read(text, null);
    }

    /**
     * Why the panel's field of {@code param} does not take {@code text} (from a URL), in its own words where
     * it has them; otherwise the sentence given.
     */
    static String inOwnWords(Param<?> param, String text, String sentence) {
        Param<?> words = wordsOf(param);
        if (words != null && text != null) {
            try {
                words.read(text, null);
            } catch (LabException refused) {
                return refused.getMessage();
            }
        }
        return sentence;
    }

    /** The panel's own parameter for a URL parameter, or null where the panel says it as the URL does. */
    private static Param<?> wordsOf(Param<?> param) {
        if (param == RdRequest.W) {
            return WIDTH;
        }
        if (param == RdRequest.H) {
            return HEIGHT;
        }
        if (param == RdRequest.F) {
            return FEED;
        }
        if (param == RdRequest.K) {
            return KILL;
        }
        if (param == RdRequest.DENSITY) {
            return DENSITY;
        }
        return param == RdRequest.SEED ? SEED : null;
    }
}
