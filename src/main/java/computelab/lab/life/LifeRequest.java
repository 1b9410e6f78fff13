package computelab.lab.life;

import computelab.failure.LabException;
import computelab.lab.BadParameter;
import computelab.lab.Param;
import computelab.lab.ParamTable;
import computelab.lab.Request;
import computelab.life.Boundary;
import computelab.life.DispatchLayout;
import computelab.life.LifeEngines;
import computelab.life.LifeRule;
import computelab.life.Pattern;
import computelab.life.PatternLibrary;
import computelab.life.PatternStamp;
import computelab.life.Rle;
import java.util.ArrayList;
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

    public static final Param<Long> W = Param.whole("w", "Width", 1, MAX_SIDE, (long) DEFAULT_SIDE).help("cells per row");
    public static final Param<Long> H = Param.whole("h", "Height", 1, MAX_SIDE, (long) DEFAULT_SIDE).help("rows");
    public static final Param<LifeRule> RULE = Param.parsed("rule", "Rule", LifeRule::parse, LifeRule::toString, null)
            .help("B3/S23, Golly's 23/3, Generations B2/S/C3 or /2/3, isotropic B2-a/S12 (default: the pattern's rule, "
                    + "else B3/S23)");
    public static final Param<Boolean> WRAP = Param.flag("wrap", "Wrap", true).help("1 = torus, 0 = cells outside are dead");
    public static final Param<String> PATTERN = Param.choice("pattern", "Pattern", patternChoices(), null)
            .help("a pattern from the library (empty: random fill)");
    public static final Param<Pattern> RLE = Param.parsed("rle", "RLE", Rle::read, LifeRequest::rleOnFewLines, null)
            .help("a pattern as RLE text, instead of a library pattern");
    public static final Param<int[]> AT = Param.parsed("at", "At x,y", LifeRequest::readAt,
            at -> at[0] + "," + at[1], null).help("the pattern's top-left cell (default: centred)");
    public static final Param<Double> DENSITY = Param.number("density", "Density", 0, 1, null)
            .help("random fill: share of live cells, 0..1 (default 0.5)");
    public static final Param<Long> SEED = Param.whole("seed", "Seed", 0, 0xFFFFFFFFL, null)
            .help("random fill: seed (default 1)");
    public static final Param<Long> GENS = Param.whole("gens", "Generations", 0, MAX_GENERATIONS, 0L)
            .help("generations to advance");
    public static final Param<String> ALGO = Param.choice("algo", "Engine", LifeEngines.NAMES, null)
            .help("GPU engine (default: bitpacked, or generations for rules it cannot run)");
    public static final Param<String> LAYOUT = Param.choice("layout", "Layout", DispatchLayout.ids(), null)
            .help("threads per workgroup of the naive and skip-unchanged engines");
    /** A tuning, hidden: how many generations a pass of the bit-packed engine advances. */
    public static final Param<Long> PER_PASS = Param.whole("perpass", "Generations per pass", LifeEngines.BY_BOARD,
            LifeEngines.MOST_GENERATIONS_PER_PASS, (long) LifeEngines.BY_BOARD).hidden()
            .help("bitpacked: generations one pass advances where the width is a multiple of 128 and the device has "
                    + "subgroups (0: chosen by the board, 5 from 2^24 cells; 1: one pass a generation)");
    public static final Param<Boolean> RENDER = Param.flag("render", "Draw", true).help("1 = draw the board, 0 = don't");
    public static final Param<Boolean> VERIFY = Param.flag("verify", "Verify", false)
            .help("1 = also run the CPU reference and report ok (boards up to 2^24 cells)");
    /** The life page's parameters (docs/page-contract.md, life.html). */
    public static final ParamTable PARAMS = ParamTable.of(List.of(W, H, RULE, WRAP, PATTERN, RLE, AT, DENSITY, SEED,
            GENS, ALGO, LAYOUT, PER_PASS, RENDER, VERIFY));

    private static List<String> patternChoices() {
        List<String> patterns = new ArrayList<>();
        patterns.add("");
        patterns.addAll(PatternLibrary.ids());
        return patterns;
    }

    /** The board a request of the life page's table describes, after the checks across its parameters. */
    public static LifeRequest of(Request request) {
        int width = request.get(W).intValue();
        int height = request.get(H).intValue();
        Pattern pattern = startPattern(request);
        LifeRule rule = request.get(RULE) != null ? request.get(RULE)
                : pattern != null && pattern.rule() != null ? pattern.rule() : LifeRule.LIFE;
        int x = 0;
        int y = 0;
        if (pattern != null) {
            int[] at = request.get(AT) != null ? request.get(AT) : centre(pattern, width, height);
            x = at[0];
            y = at[1];
        } else if (request.given(AT)) {
            throw new BadParameter(AT.name(), "The parameter at places a pattern: give pattern or rle with it.");
        }
        double density = request.get(DENSITY) != null ? request.get(DENSITY) : DEFAULT_DENSITY;
        int seed = request.get(SEED) != null ? request.get(SEED).intValue() : 1;
        String algorithm = request.get(ALGO) != null ? request.get(ALGO) : LifeEngines.defaultFor(rule);
        DispatchLayout layout = null;
        if (LifeEngines.takesLayout(algorithm)) {
            layout = request.get(LAYOUT) != null ? DispatchLayout.parse(request.get(LAYOUT)) : DispatchLayout.DEFAULT;
        } else if (request.given(LAYOUT)) {
            throw new BadParameter(LAYOUT.name(), "The parameter layout applies to the naive and skip-unchanged engines, not "
                    + algorithm + ".");
        }
        try {
            return new LifeRequest(width, height, rule, Boundary.of(request.get(WRAP)), pattern, x, y, density, seed,
                    request.get(GENS), algorithm, layout, request.get(RENDER), request.get(VERIFY));
        } catch (BadParameter bad) {
            // A default cannot be wrong: the value given with it is.
            if (bad.parameter().equals(AT.name()) && !request.given(AT)) {
                throw new BadParameter(W.name(), bad.getMessage());
            }
            if (bad.parameter().equals(ALGO.name()) && !request.given(ALGO)) {
                throw new BadParameter(RULE.name(), bad.getMessage());
            }
            throw bad;
        }
    }

    /**
     * The checks across parameters, made however the request was built (from a URL or by the page's
     * panel): the pattern fits at (x, y), the engine runs the rule, the rule has the pattern's states,
     * and verify=1 stays within what the CPU checks. Each failure names the parameter it blames.
     */
    public LifeRequest {
        if (width < 1 || height < 1) {
            throw new IllegalArgumentException("A board has at least one cell: " + width + " x " + height);
        }
        if (pattern != null) {
            try {
                PatternStamp.checkFits(pattern, x, y, width, height);
            } catch (LabException outside) {
                throw new BadParameter(AT.name(), outside.getMessage());
            }
        }
        String refusal = LifeEngines.refusal(algorithm, rule);
        if (refusal != null) {
            throw new BadParameter(ALGO.name(), refusal);
        }
        if (pattern != null && pattern.states().highestState() >= rule.states()) {
            throw new BadParameter(RULE.name(), (pattern.name().isEmpty() ? "The pattern" : "Pattern \"" + pattern.name()
                    + "\"") + " has cells in state " + pattern.states().highestState() + ", but the rule " + rule
                    + " has " + rule.states() + " states (0 to " + (rule.states() - 1) + ").");
        }
        if ((layout != null) != LifeEngines.takesLayout(algorithm)) {
            throw new IllegalArgumentException("The " + algorithm + " engine " + (layout == null ? "needs" : "takes no")
                    + " layout");
        }
        if (verify && (long) width * height > MAX_VERIFY_CELLS) {
            throw new BadParameter(VERIFY.name(), "With verify=1 the page checks boards of at most " + MAX_VERIFY_CELLS
                    + " cells on the CPU; this one has " + (long) width * height + ".");
        }
        if (verify && (long) width * height * Math.max(1, generations) > MAX_VERIFY_UPDATES) {
            throw new BadParameter(VERIFY.name(), "With verify=1 the page runs at most " + MAX_VERIFY_UPDATES + " cell updates "
                    + "(cells times generations) on the CPU; ask for fewer generations or a smaller board.");
        }
    }

    /**
     * The generations a pass advances where the engine and board allow several, from the hidden
     * tuning; like every tuning, it changes nothing where it does not apply (engines of one generation a pass).
     */
    public static int generationsPerPass(Request request) {
        return request.get(PER_PASS).intValue();
    }

    /** The top-left corner that centres the pattern on the board (negative where it is larger). */
    public static int[] centre(Pattern pattern, int width, int height) {
        return new int[] { (width - pattern.width()) / 2, (height - pattern.height()) / 2 };
    }

    /** The pattern the request asks for, null for the random fill; at most one start may be given. */
    private static Pattern startPattern(Request request) {
        int count = 0;
        for (Param<?> start : List.of(PATTERN, RLE, DENSITY)) {
            count += request.given(start) ? 1 : 0;
        }
        if (count > 1) {
            throw new BadParameter(request.given(PATTERN) ? PATTERN.name() : RLE.name(),
                    "Give one start: pattern, rle or density (the random fill), not several.");
        }
        Pattern pattern = null;
        if (request.given(PATTERN)) {
            try {
                pattern = PatternLibrary.load(request.get(PATTERN));
            } catch (LabException unknown) {
                throw new BadParameter(PATTERN.name(), unknown.getMessage());
            }
        } else if (request.given(RLE)) {
            pattern = request.get(RLE);
        }
        if (pattern != null && request.given(SEED)) {
            throw new BadParameter(SEED.name(), "The parameter seed applies to the random fill, not to a pattern.");
        }
        return pattern;
    }

    /** The top-left corner from {@code x,y}. */
    private static int[] readAt(String text) {
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
        return new LabException("The parameter at must be two whole numbers x,y (the pattern's top-left cell, e.g. 10,20), not \""
                + (text.length() > 40 ? text.substring(0, 37) + "..." : text) + "\".");
    }

    /**
     * RLE for a URL: the header as {@link Rle#write} writes it, the runs on one line (each line break
     * costs three characters in a URL); {@link Rle#read} reads it back as the same pattern.
     */
    static String rleOnFewLines(Pattern pattern) {
        String text = Rle.write(pattern);
        int header = text.startsWith("x ") ? 0 : text.indexOf("\nx ") + 1;
        int runs = text.indexOf('\n', header) + 1;
        return text.substring(0, runs) + text.substring(runs).replace("\n", "");
    }

    /** Whether the board starts from the random fill. */
    public boolean random() {
        return pattern == null;
    }
}
