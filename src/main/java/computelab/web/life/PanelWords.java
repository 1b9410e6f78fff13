package computelab.web.life;

import computelab.lab.life.LifeRequest;
import computelab.lab.Param;

/**
 * The panel's number fields as parameters named by their labels, so that a value one does not take is
 * refused in the panel's words ("Width must be between 1 and 1073741824, not 0"), not in the URL's.
 */
final class PanelWords {
    static final Param<Long> STEP = Param.whole("Step count", "Step count", 1, LifeRequest.MAX_GENERATIONS, 1L);
    static final Param<Double> DENSITY = Param.number("Density", "Density", 0, 1, LifeRequest.DEFAULT_DENSITY);
    static final Param<Long> WIDTH = Param.whole("Width", "Width", 1, LifeRequest.MAX_SIDE, 1L);
    static final Param<Long> HEIGHT = Param.whole("Height", "Height", 1, LifeRequest.MAX_SIDE, 1L);

    private PanelWords() {
    }

    /** A place-at coordinate that keeps a pattern of {@code extent} cells on a board of {@code side}. */
    static Param<Long> corner(String name, int extent, int side) {
        return Param.whole(name, name, 0, side - extent, 0L);
    }
}
