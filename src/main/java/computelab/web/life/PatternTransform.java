package computelab.web.life;

import computelab.life.Grid;
import computelab.life.Pattern;

/**
 * The turns and mirrorings a pattern can take while it is being placed (keys R and F, Shift for the
 * other direction). Each one gives a new pattern with the same name and rule; the cells' bounding box
 * turns with them. Pure Java, so the geometry is tested on the JVM.
 */
public enum PatternTransform {
    /** A quarter turn clockwise: the top row becomes the right-hand column. */
    ROTATE_CLOCKWISE,
    /** A quarter turn anticlockwise: the top row becomes the left-hand column. */
    ROTATE_ANTICLOCKWISE,
    /** Mirrored left to right. */
    FLIP_LEFT_RIGHT,
    /** Mirrored top to bottom. */
    FLIP_UP_DOWN;

    public Pattern apply(Pattern pattern) {
        Grid from = pattern.cells();
        int width = from.width();
        int height = from.height();
        boolean turns = this == ROTATE_CLOCKWISE || this == ROTATE_ANTICLOCKWISE;
        Grid to = new Grid(turns ? height : width, turns ? width : height);
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                if (!from.get(x, y)) {
                    continue;
                }
                switch (this) {
                    case ROTATE_CLOCKWISE -> to.set(height - 1 - y, x, true);
                    case ROTATE_ANTICLOCKWISE -> to.set(y, width - 1 - x, true);
                    case FLIP_LEFT_RIGHT -> to.set(width - 1 - x, y, true);
                    case FLIP_UP_DOWN -> to.set(x, height - 1 - y, true);
                }
            }
        }
        return new Pattern(pattern.name(), pattern.author(), pattern.comments(), pattern.rule(), to);
    }

    /** What the person reads after the key or button, e.g. "turned clockwise". */
    String done() {
        return switch (this) {
            case ROTATE_CLOCKWISE -> "turned clockwise";
            case ROTATE_ANTICLOCKWISE -> "turned anticlockwise";
            case FLIP_LEFT_RIGHT -> "mirrored left to right";
            case FLIP_UP_DOWN -> "mirrored top to bottom";
        };
    }
}
