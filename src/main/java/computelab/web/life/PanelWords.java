package computelab.web.life;

import computelab.lab.life.LifeRequest;
import computelab.lab.Param;

/**
 * The panel's number fields that are no URL parameter, named by their labels, so that a value one does
 * not take is refused in the panel's words ("Step count must be between 1 and 10000000, not 0"). The
 * board's settings and the density speak through their URL parameters' labels (Param.namedByLabel).
 */
final class PanelWords {
    static final Param<Long> STEP = Param.whole("Step count", "Step count", 1, LifeRequest.MAX_GENERATIONS, 1L);

    private PanelWords() {
    }

    /** A place-at coordinate that keeps a pattern of {@code extent} cells on a board of {@code side}. */
    static Param<Long> corner(String name, int extent, int side) {
        return Param.whole(name, name, 0, side - extent, 0L);
    }
}
