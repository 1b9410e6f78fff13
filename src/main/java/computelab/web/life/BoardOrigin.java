package computelab.web.life;

import computelab.lab.life.LifeRequest;
import computelab.lab.Numbers;
import computelab.lab.Request;
import computelab.life.Pattern;

/**
 * How the board on the page was filled: a library pattern, a pattern from text (opened, pasted, or the
 * live cells carried over from a board before), a random fill, or nothing. With the board's settings
 * and a generation count it reproduces the board, as long as nobody drew on it or changed the rule after
 * generation 0; it writes itself into life.html links through the page's table.
 */
sealed interface BoardOrigin {
    /** The pattern placed, null for the random fill and the empty board. */
    default Pattern pattern() {
        return null;
    }

    /** The pattern's top-left cell. */
    default int x() {
        return 0;
    }

    default int y() {
        return 0;
    }

    default double density() {
        return LifeRequest.DEFAULT_DENSITY;
    }

    default int seed() {
        return 1;
    }

    /** The request that builds this start on a board of these settings, at generation 0. */
    default LifeRequest request(BoardSettings settings) {
        return new LifeRequest(settings.width(), settings.height(), settings.rule(), settings.boundary(), pattern(), x(),
                y(), density(), seed(), 0, settings.algorithm(), settings.layout(), true, false);
    }

    /** Adds the start to a life.html query. */
    LifeQuery writeTo(LifeQuery query);

    /** How the status line names it. */
    String describe();

    /** The same pattern with its top-left cell elsewhere; the random fill and the empty board stay as they are. */
    default BoardOrigin at(int newX, int newY) {
        return this;
    }

    /**
     * The origin on a board of another size: a centred pattern is centred again, another one stays where
     * it is if it fits there and is centred otherwise.
     */
    default BoardOrigin movedTo(BoardSettings from, BoardSettings to) {
        Pattern pattern = pattern();
        if (pattern == null) {
            return this;
        }
        int[] before = LifeRequest.centre(pattern, from.width(), from.height());
        if (before[0] == x() && before[1] == y()) {
            int[] after = LifeRequest.centre(pattern, to.width(), to.height());
            return at(after[0], after[1]);
        }
        return fitting(to);
    }

    /** The origin where it is if its pattern fits there on a board of these settings, centred otherwise. */
    default BoardOrigin fitting(BoardSettings to) {
        Pattern pattern = pattern();
        if (pattern == null
                || (long) x() + pattern.width() <= to.width() && (long) y() + pattern.height() <= to.height()) {
            return this;
        }
        int[] centre = LifeRequest.centre(pattern, to.width(), to.height());
        return at(centre[0], centre[1]);
    }

    /** The origin of a board built from a request of the page's table. */
    static BoardOrigin of(Request asked, LifeRequest board) {
        if (board.random()) {
            return board.density() == 0 ? new Empty() : new Random(board.density(), board.seed());
        }
        String id = asked.get(LifeRequest.PATTERN);
        return id != null ? new Library(id, board.pattern(), board.x(), board.y())
                : new Text(board.pattern(), board.x(), board.y());
    }

    record Library(String id, Pattern pattern, int x, int y) implements BoardOrigin {
        @Override
        public LifeQuery writeTo(LifeQuery query) {
            return query.with(LifeRequest.PATTERN, id).with(LifeRequest.AT, new int[] { x, y });
        }

        @Override
        public String describe() {
            return id;
        }

        @Override
        public BoardOrigin at(int newX, int newY) {
            return new Library(id, pattern, newX, newY);
        }
    }

    record Text(Pattern pattern, int x, int y) implements BoardOrigin {
        @Override
        public LifeQuery writeTo(LifeQuery query) {
            return query.with(LifeRequest.RLE, pattern).with(LifeRequest.AT, new int[] { x, y });
        }

        @Override
        public String describe() {
            return pattern.name().isEmpty() ? "RLE pattern" : pattern.name();
        }

        @Override
        public BoardOrigin at(int newX, int newY) {
            return new Text(pattern, newX, newY);
        }
    }

    record Random(double density, int seed) implements BoardOrigin {
        @Override
        public LifeQuery writeTo(LifeQuery query) {
            return query.with(LifeRequest.DENSITY, density).with(LifeRequest.SEED, Integer.toUnsignedLong(seed));
        }

        @Override
        public String describe() {
            return "random fill, density " + Numbers.plain(density) + ", seed " + Integer.toUnsignedString(seed);
        }
    }

    /** An empty board: the contract's random fill with density 0. */
    record Empty() implements BoardOrigin {
        @Override
        public double density() {
            return 0;
        }

        @Override
        public LifeQuery writeTo(LifeQuery query) {
            return query.with(LifeRequest.DENSITY, 0.0).with(LifeRequest.SEED, 1L);
        }

        @Override
        public String describe() {
            return "empty board";
        }
    }
}
