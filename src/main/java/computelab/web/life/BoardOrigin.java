package computelab.web.life;

import computelab.lab.Numbers;
import computelab.lab.ParamTable;

/**
 * How the board on the page was filled, in the page's URL parameters: a library pattern, an RLE text,
 * a random fill or nothing. With the rule, size and generation count it reproduces the board, as long
 * as nobody drew on it or changed the rule after generation 0.
 */
public sealed interface BoardOrigin {
    /** The URL parameters (already percent-encoded) that set up this origin, e.g. {@code pattern=glider&at=3,4}. */
    String query();

    record Library(String id, int x, int y) implements BoardOrigin {
        @Override
        public String query() {
            return "pattern=" + ParamTable.encode(id) + "&at=" + x + "," + y;
        }
    }

    record RleText(String rle, int x, int y) implements BoardOrigin {
        @Override
        public String query() {
            return "rle=" + ParamTable.encode(rle) + "&at=" + x + "," + y;
        }
    }

    record Random(double density, int seed) implements BoardOrigin {
        @Override
        public String query() {
            return "density=" + Numbers.plain(density) + "&seed=" + Integer.toUnsignedString(seed);
        }
    }

    /** An empty board: the contract's random fill with density 0. */
    record Empty() implements BoardOrigin {
        @Override
        public String query() {
            return "density=0&seed=1";
        }
    }

    /** Shown in the status line. */
    static String describe(BoardOrigin origin) {
        if (origin instanceof Library library) {
            return library.id();
        }
        if (origin instanceof Random random) {
            return "random fill, density " + Numbers.plain(random.density()) + ", seed "
                    + Integer.toUnsignedString(random.seed());
        }
        return origin instanceof RleText ? "RLE pattern" : "empty board";
    }
}
