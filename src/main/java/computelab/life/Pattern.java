package computelab.life;

import java.util.List;
import java.util.Objects;

/**
 * A pattern as read from an RLE or .cells file: its cells (the bounding box the file declares) and
 * what the file says about it. {@code name} and {@code author} are empty when the file has none;
 * {@code rule} is null when the file names no rule (the page's rule then applies).
 */
public record Pattern(String name, String author, List<String> comments, LifeRule rule, Grid cells) {
    /** Longest side the RLE and .cells readers accept, so a typo in a header cannot allocate gigabytes. */
    public static final int MAX_READ_SIDE = 65536;
    /** Most cells (width x height) the RLE and .cells readers accept: 2^24, a 2 MiB grid. */
    public static final int MAX_READ_CELLS = 1 << 24;

    public Pattern {
        Objects.requireNonNull(cells, "cells");
        name = name == null ? "" : name;
        author = author == null ? "" : author;
        comments = comments == null ? List.of() : List.copyOf(comments);
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
        return new Pattern(name, author, comments, newRule, cells);
    }

    /** How error sentences refer to this pattern: by name when it has one. */
    String describe() {
        return name.isEmpty() ? "The pattern" : "Pattern \"" + name + "\"";
    }
}
