package computelab.lab;

import computelab.failure.LabException;
import computelab.life.Boundary;
import computelab.life.DispatchLayout;
import computelab.life.LifeEngines;
import computelab.life.LifeRule;
import computelab.life.Pattern;
import computelab.life.PatternLibrary;
import computelab.life.PatternStamp;
import computelab.life.Rle;
import java.util.List;

/**
 * The life page's parameters (docs/page-contract.md, life.html), read and checked without a GPU:
 * board size, rule, edges, the start (a library pattern, RLE text, or the random fill), generations
 * and engine. Every mistake becomes one {@link LabException} sentence.
 *
 * @param pattern the pattern to place, or null for the random fill
 * @param x the pattern's left column (unused for the random fill)
 * @param y the pattern's top row (unused for the random fill)
 * @param layout the thread layout of the one-cell-per-word engines, null for bitpacked
 * @param verify whether to run the CPU reference too and report {@code ok} (boards up to {@link #MAX_VERIFY_CELLS})
 */
public record LifeRequest(int width, int height, LifeRule rule, Boundary boundary, Pattern pattern, int x, int y,
        double density, int seed, long generations, String algorithm, DispatchLayout layout, boolean render,
        boolean verify) {

    /** Largest width or height accepted before the device's own limits are checked. */
    public static final int MAX_SIDE = 1 << 30;
    public static final int DEFAULT_SIDE = 256;
    public static final long MAX_GENERATIONS = 10_000_000;
    public static final double DEFAULT_DENSITY = 0.5;
    /** Largest board (cells times generations stay small enough) that verify=1 checks on the CPU. */
    public static final long MAX_VERIFY_CELLS = 1L << 24;
    /** Most cell updates (cells times generations) verify=1 runs on the CPU. */
    public static final long MAX_VERIFY_UPDATES = 1L << 31;

    public static LifeRequest parse(Params params) {
        int width = (int) params.integer("w", DEFAULT_SIDE, 1, MAX_SIDE);
        int height = (int) params.integer("h", DEFAULT_SIDE, 1, MAX_SIDE);
        boolean wrap = params.flag("wrap", true);
        Pattern pattern = startPattern(params);
        LifeRule rule = given(params, "rule") ? LifeRule.parse(params.text("rule", ""))
                : pattern != null && pattern.rule() != null ? pattern.rule() : LifeRule.LIFE;
        int x = 0;
        int y = 0;
        if (pattern != null) {
            int[] at = at(params, width, height, pattern);
            x = at[0];
            y = at[1];
            PatternStamp.checkFits(pattern, x, y, width, height);
        } else if (given(params, "at")) {
            throw new LabException("The parameter at places a pattern: give pattern or rle with it.");
        }
        double density = given(params, "density") ? params.number("density", DEFAULT_DENSITY, 0, 1) : DEFAULT_DENSITY;
        int seed = given(params, "seed") ? (int) params.integer("seed", 1, 0, 0xFFFFFFFFL) : 1;
        long generations = params.integer("gens", 0, 0, MAX_GENERATIONS);
        String algorithm = given(params, "algo") ? params.choice("algo", LifeEngines.DEFAULT, LifeEngines.NAMES)
                : LifeEngines.defaultFor(rule);
        String refusal = LifeEngines.refusal(algorithm, rule);
        if (refusal != null) {
            throw new LabException(refusal);
        }
        if (pattern != null && pattern.states().highestState() >= rule.states()) {
            throw new LabException((pattern.name().isEmpty() ? "The pattern" : "Pattern \"" + pattern.name() + "\"")
                    + " has cells in state " + pattern.states().highestState() + ", but the rule " + rule + " has "
                    + rule.states() + " states (0 to " + (rule.states() - 1) + ").");
        }
        DispatchLayout layout = null;
        if (LifeEngines.takesLayout(algorithm)) {
            layout = given(params, "layout") ? DispatchLayout.parse(params.text("layout", "").trim())
                    : DispatchLayout.DEFAULT;
        } else if (given(params, "layout")) {
            throw new LabException("The parameter layout applies to the naive and skip-unchanged engines, not "
                    + algorithm + ".");
        }
        boolean render = params.flag("render", true);
        boolean verify = params.flag("verify", false);
        if (verify && (long) width * height > MAX_VERIFY_CELLS) {
            throw new LabException("verify=1 checks boards of at most " + MAX_VERIFY_CELLS + " cells on the CPU; this one has "
                    + (long) width * height + ".");
        }
        if (verify && (long) width * height * Math.max(1, generations) > MAX_VERIFY_UPDATES) {
            throw new LabException("verify=1 runs at most " + MAX_VERIFY_UPDATES + " cell updates (cells times "
                    + "generations) on the CPU; ask for fewer generations or a smaller board.");
        }
        return new LifeRequest(width, height, rule, Boundary.of(wrap), pattern, x, y, density, seed, generations,
                algorithm, layout, render, verify);
    }

    /** The pattern the parameters ask for, null for the random fill; at most one start may be given. */
    private static Pattern startPattern(Params params) {
        List<String> starts = List.of("pattern", "rle", "density");
        int count = 0;
        for (String name : starts) {
            count += given(params, name) ? 1 : 0;
        }
        if (count > 1) {
            throw new LabException("Give one start: pattern, rle or density (the random fill), not several.");
        }
        Pattern pattern = null;
        if (given(params, "pattern")) {
            pattern = PatternLibrary.load(params.text("pattern", "").trim());
        } else if (given(params, "rle")) {
            pattern = Rle.read(params.text("rle", ""));
        }
        if (pattern == null) {
            return null;
        }
        if (given(params, "seed")) {
            throw new LabException("The parameter seed applies to the random fill, not to a pattern.");
        }
        return pattern;
    }

    /** The top-left corner from {@code at=x,y}, or the contract's centred default. */
    private static int[] at(Params params, int width, int height, Pattern pattern) {
        if (!given(params, "at")) {
            return new int[] { (width - pattern.width()) / 2, (height - pattern.height()) / 2 };
        }
        String text = params.text("at", "").trim();
        int comma = text.indexOf(',');
        if (comma < 0 || text.indexOf(',', comma + 1) >= 0) {
            throw badAt(text);
        }
        try {
            long x = Long.parseLong(text.substring(0, comma).trim());
            long y = Long.parseLong(text.substring(comma + 1).trim());
            if (x < 0 || y < 0 || x > MAX_SIDE || y > MAX_SIDE) {
                throw badAt(text);
            }
            return new int[] { (int) x, (int) y };
        } catch (NumberFormatException e) {
            throw badAt(text);
        }
    }

    private static LabException badAt(String text) {
        return new LabException("The parameter at must be two whole numbers x,y (the pattern's top-left cell, "
                + "e.g. 10,20), not \"" + (text.length() > 40 ? text.substring(0, 37) + "..." : text) + "\".");
    }

    /** Present with a value; an empty field counts as not given. */
    private static boolean given(Params params, String name) {
        return params.has(name) && !params.text(name, "").trim().isEmpty();
    }

    /** Whether the board starts from the random fill. */
    public boolean random() {
        return pattern == null;
    }
}
