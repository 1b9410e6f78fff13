package computelab.life;

import java.util.List;
import java.util.Objects;

/**
 * A pattern as read from an RLE or .cells file: its cells (the bounding box the file declares) and
 * what the file says about it. {@code name} and {@code author} are empty when the file has none;
 * {@code rule} is null when the file names no rule (the page's rule then applies).
 *
 * @param cells the live cells (state 1)
 * @param stateCells every cell's state for a multi-state pattern (Generations), null for two states
 */
public record Pattern(String name, String author, List<String> comments, LifeRule rule, Grid cells,
        StateGrid stateCells) {
    /** Longest side the RLE and .cells readers accept, so a typo in a header cannot allocate gigabytes. */
    public static final int MAX_READ_SIDE = 65536;
    /** Most cells (width x height) the RLE and .cells readers accept: 2^24, a 2 MiB grid. */
    public static final int MAX_READ_CELLS = 1 << 24;

    public Pattern {
        Objects.requireNonNull(cells, "cells");
        name = name == null ? "" : name;
        author = author == null ? "" : author;
        comments = comments == null ? List.of() : List.copyOf(comments);
        if (stateCells != null && !stateCells.alive().equals(cells)) {
            throw new IllegalArgumentException("The live cells must be the state-1 cells of the states");
        }
    }

    /** A two-state pattern. */
    public Pattern(String name, String author, List<String> comments, LifeRule rule, Grid cells) {
        this(name, author, comments, rule, cells, null);
    }

    /** A pattern with cells in several states; it stays a two-state pattern when no cell is above 1. */
    public static Pattern ofStates(String name, String author, List<String> comments, LifeRule rule,
            StateGrid states) {
        return new Pattern(name, author, comments, rule, states.alive(), states.highestState() > 1 ? states : null);
    }

    /** Whether some cell is in a state above 1 (a dying Generations cell). */
    public boolean multiState() {
        return stateCells != null;
    }

    /** Every cell's state: {@link #stateCells} or, for a two-state pattern, its live cells as state 1. */
    public StateGrid states() {
        return stateCells != null ? stateCells : StateGrid.of(cells);
    }

    /** A pattern with nothing but cells. */
    public static Pattern of(Grid cells) {
        return new Pattern("", "", List.of(), null, cells);
    }

    public int width() {
        return cells.width();
    }

    public int height() {
        return cells.height();
    }

    public Pattern withRule(LifeRule newRule) {
        return new Pattern(name, author, comments, newRule, cells, stateCells);
    }

    /** How error sentences refer to this pattern: by name when it has one. */
    String describe() {
        return name.isEmpty() ? "The pattern" : "Pattern \"" + name + "\"";
    }
}
