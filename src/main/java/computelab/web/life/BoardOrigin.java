package computelab.web.life;


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
            return "pattern=" + UrlText.encode(id) + "&at=" + x + "," + y;
        }
    }

    record RleText(String rle, int x, int y) implements BoardOrigin {
        @Override
        public String query() {
            return "rle=" + UrlText.encode(rle) + "&at=" + x + "," + y;
        }
    }

    record Random(double density, int seed) implements BoardOrigin {
        @Override
        public String query() {
            return "density=" + UrlText.number(density) + "&seed=" + Integer.toUnsignedString(seed);
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
            return "random fill, density " + UrlText.number(random.density()) + ", seed "
                    + Integer.toUnsignedString(random.seed());
        }
        return origin instanceof RleText ? "RLE pattern" : "empty board";
    }
}
