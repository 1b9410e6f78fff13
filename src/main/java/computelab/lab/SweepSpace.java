package computelab.lab;

import computelab.gpu.Algorithm;
import computelab.gpu.Registry;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * How the correctness sweep ({@link Sweep}) walks one page's parameters, declared by the page beside them:
 * the size (an element count, or a board's width with its height), the algorithm parameter and the
 * registry whose algorithms, tile sizes and tunings the sweep takes, the parameters whose every value each
 * size is checked with (types, operations, modes), those that change from case to case without multiplying
 * the cases (seeds, offsets), those held at one value (one repetition, the check on), and whole scenarios
 * run with every algorithm that accepts them. An immutable value; a page that declares none is swept at
 * its defaults ({@link #AT_DEFAULTS}).
 *
 * @param size the element count, or a board's width
 * @param height a board's height, or null for element counts
 * @param awkward the sizes every algorithm is checked at besides its tile edges
 * @param algorithm the parameter that names the algorithm, null for a page without one
 * @param registry the algorithms the sweep runs, null for a page without one
 * @param every parameters checked with each of their values at every small size
 * @param varied parameters whose values take turns from one case to the next
 * @param fixed parameters held at one value in every case
 * @param scenarios queries run as they are with every algorithm (and the fixed values)
 */
public record SweepSpace(String size, String height, List<Long> awkward, String algorithm,
        Registry<? extends Algorithm> registry, List<Dimension> every, List<Dimension> varied, Map<String, String> fixed,
        List<String> scenarios) {

    /** A page swept at its defaults: one case, or one per algorithm of its workload's registry. */
    public static final SweepSpace AT_DEFAULTS = new SweepSpace(null, null, List.of(), null, null, List.of(), List.of(),
            Map.of(), List.of());
    /** A page the sweep leaves out: a dimension without values has no combinations, so no cases. */
    public static final SweepSpace NONE = AT_DEFAULTS.every(new Dimension("none", List.of()));

    /**
     * Element counts besides the tile edges: one to three, around one and two vectors of four, around 32
     * (a subgroup on many GPUs), less than a tile and not a power of two, several tiles and not a power of two.
     */
    static final List<Long> AWKWARD_COUNTS = List.of(1L, 2L, 3L, 4L, 5L, 7L, 8L, 9L, 31L, 32L, 33L, 1000L, 20011L);
    /** Board widths besides the tile edges: one to three cells, around a word, not a power of two. */
    static final List<Long> AWKWARD_WIDTHS = List.of(1L, 2L, 3L, 5L, 31L, 33L, 100L, 1000L);

    /**
     * Heights of the boards at small widths, in turn: one row, a few, and the rows of a thread's column
     * (16), a tile (8, 16) and a workgroup, each crossed by one.
     */
    static final List<Long> HEIGHTS = List.of(1L, 2L, 3L, 5L, 17L, 9L, 37L, 64L, 95L);

    /** A parameter and the values it takes. */
    public record Dimension(String name, List<String> values) {
    }

    public SweepSpace {
        awkward = List.copyOf(awkward);
        every = List.copyOf(every);
        varied = List.copyOf(varied);
        fixed = Map.copyOf(fixed);
        scenarios = List.copyOf(scenarios);
    }

    /** A page whose size is an element count {@code n}, running the algorithms of {@code registry}. */
    public static SweepSpace elements(Param<Long> n, Param<String> algorithm, Registry<? extends Algorithm> registry) {
        return new SweepSpace(n.name(), null, AWKWARD_COUNTS, algorithm.name(), registry, List.of(), List.of(), Map.of(),
                List.of());
    }

    /** A page whose size is a board of {@code w} x {@code h} cells, running the engines of {@code registry}. */
    public static SweepSpace boards(Param<Long> w, Param<Long> h, Param<String> algorithm,
            Registry<? extends Algorithm> registry) {
        return new SweepSpace(w.name(), h.name(), AWKWARD_WIDTHS, algorithm.name(), registry, List.of(), List.of(),
                Map.of(), List.of());
    }

    /** Every value of a menu or flag (an optional one's "not given" too) at every small size. */
    public SweepSpace every(Param<?> param) {
        return every(param, valuesOf(param).toArray(new String[0]));
    }

    /** Each of these values of a parameter at every small size. */
    public SweepSpace every(Param<?> param, String... values) {
        return every(new Dimension(param.name(), List.of(values)));
    }

    private SweepSpace every(Dimension dimension) {
        List<Dimension> more = new ArrayList<>(every);
        more.add(dimension);
        return new SweepSpace(size, height, awkward, algorithm, registry, more, varied, fixed, scenarios);
    }

    /** Every value of a menu or flag in turn, one per case. */
    public SweepSpace varied(Param<?> param) {
        return varied(param, valuesOf(param).toArray(new String[0]));
    }

    /** These values of a parameter in turn, one per case. */
    public SweepSpace varied(Param<?> param, String... values) {
        List<Dimension> more = new ArrayList<>(varied);
        more.add(new Dimension(param.name(), List.of(values)));
        return new SweepSpace(size, height, awkward, algorithm, registry, every, more, fixed, scenarios);
    }

    /** One value of a parameter in every case. */
    public SweepSpace fixed(Param<?> param, String value) {
        Map<String, String> more = new LinkedHashMap<>(fixed);
        more.put(param.name(), value);
        return new SweepSpace(size, height, awkward, algorithm, registry, every, varied, more, scenarios);
    }

    /** Whole queries (a pattern, a rule) run with every algorithm that accepts them, at every tier. */
    public SweepSpace scenarios(String... queries) {
        List<String> more = new ArrayList<>(scenarios);
        more.addAll(List.of(queries));
        return new SweepSpace(size, height, awkward, algorithm, registry, every, varied, fixed, more);
    }

    /** The same walk over the algorithms of {@code algorithms}. */
    public SweepSpace withRegistry(Registry<? extends Algorithm> algorithms) {
        return new SweepSpace(size, height, awkward, algorithm, algorithms, every, varied, fixed, scenarios);
    }

    /** Whether sizes are boards (a width and a height). */
    boolean boards() {
        return height != null;
    }

    /** Every combination of the {@link #every} values, the first dimension changing slowest. */
    List<Map<String, String>> combinations() {
        List<Map<String, String>> combinations = new ArrayList<>();
        combinations.add(Map.of());
        for (Dimension dimension : every) {
            List<Map<String, String>> longer = new ArrayList<>();
            for (Map<String, String> combination : combinations) {
                for (String value : dimension.values()) {
                    Map<String, String> next = new LinkedHashMap<>(combination);
                    next.put(dimension.name(), value);
                    longer.add(next);
                }
            }
            combinations = longer;
        }
        return combinations;
    }

    private static List<String> valuesOf(Param<?> param) {
        List<String> values = new ArrayList<>();
        if (param.optional()) {
            values.add("");
        }
        values.addAll(param.choices(null));
        return values;
    }
}
