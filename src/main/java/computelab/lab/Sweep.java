package computelab.lab;

import computelab.failure.LabException;
import computelab.gpu.Algorithm;
import computelab.gpu.Registry;
import computelab.gpu.Tuning;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;

/**
 * The correctness sweep's one case list, generated for every tier from what the lab already declares:
 * each page's {@link SweepSpace}, its workload's registry (every algorithm, its tile sizes and its tunings,
 * {@link Algorithm}) and its parameter table (which also turns away combinations the page refuses). A case
 * is a page and a URL query, checked by the page's own CPU reference ({@code "ok"}). The Node runner
 * (bench/sweep.mjs, bench/gpu-check.mjs) takes the list from the compiled script, the end-to-end tier
 * runs it on SwiftShader, and a new algorithm or a changed tile is swept by both without a list to edit.
 */
public final class Sweep {
    private final Experiment experiment;
    private final SweepSpace space;
    private final SweepTier tier;
    private final Set<String> queries = new LinkedHashSet<>();
    private final Map<String, Integer> turns = new LinkedHashMap<>();
    private int largeTurn;
    private int edgeTurn;

    private Sweep(Experiment experiment, SweepSpace space, SweepTier tier) {
        this.experiment = experiment;
        this.space = space;
        this.tier = tier;
    }

    private static final Param<String> TIER = Param.choice("tier", "Tier", List.of("default", "full", "gpu"), "default");
    private static final Param<List<Long>> LARGE = Param.wholes("large", "Large sizes", 1, 1L << 40, null);
    private static final Param<String> PAGES = Param.text("pages", "Pages", "");
    private static final ParamTable QUERY = ParamTable.of(TIER, LARGE, PAGES);

    /**
     * These pages' cases in this tier, page by page in the order given; {@code site} makes a page's
     * experiment by name (the lab's page table, computelab.web.Site).
     */
    public static List<SweepCase> cases(SweepTier tier, List<String> pages, Function<String, Experiment> site) {
        List<SweepCase> cases = new ArrayList<>();
        for (String page : pages) {
            cases.addAll(cases(page, site.apply(page), tier));
        }
        return cases;
    }

    /**
     * The list a query asks for, as JSON ({@link #json(SweepTier, List)}): the tier ({@code tier=gpu}; default
     * without one), other large sizes for it ({@code large=65541,262147}: a GPU sweep tried on a small
     * device), and some pages only ({@code pages=scan,sort}; every page of {@code allPages} without one).
     * LabException for a bad query.
     */
    public static String json(String query, Function<String, Experiment> site, List<String> allPages) {
        Request request = QUERY.parse(query, null);
        SweepTier tier = SweepTier.named(request.get(TIER));
        if (request.get(LARGE) != null) {
            tier = tier.withLarge(request.get(LARGE));
        }
        List<String> pages = request.get(PAGES).isEmpty() ? allPages : List.of(request.get(PAGES).split(","));
        return json(tier, cases(tier, pages, site));
    }

    /** One page's cases in this tier. */
    public static List<SweepCase> cases(String page, Experiment experiment, SweepTier tier) {
        Workloads.Workload workload = Workloads.named(page);
        SweepSpace space = workload != null ? workload.sweep(experiment) : experiment.sweep();
        Sweep sweep = new Sweep(experiment, space, tier);
        Registry<? extends Algorithm> registry = space.registry();
        if (registry == null) {
            for (Map<String, String> combination : space.combinations()) {
                sweep.add(null, Tuning.DEFAULT, null, combination);
            }
        } else {
            for (Algorithm algorithm : registry.all()) {
                sweep.algorithm(algorithm);
            }
        }
        List<SweepCase> cases = new ArrayList<>();
        for (String query : sweep.queries) {
            cases.add(new SweepCase(page, query));
        }
        return cases;
    }

    /** One algorithm: its default path and each of its tunings, at their sizes; then the scenarios. */
    private void algorithm(Algorithm algorithm) {
        List<Map<String, String>> combinations = space.combinations();
        List<Tuning> paths = new ArrayList<>();
        paths.add(Tuning.DEFAULT);
        paths.addAll(algorithm.tunings());
        for (int path = 0; path < paths.size(); path++) {
            Tuning tuning = paths.get(path);
            boolean tuned = path > 0;
            if (space.size() == null) {
                for (Map<String, String> combination : combinations) {
                    add(algorithm, tuning, null, combination);
                }
                continue;
            }
            // One combination per tuning where the tier says so, each tuning another: its kernels compile once.
            boolean oneCombination = tuned && tier.tunedCombinations() == 1;
            List<Map<String, String>> small = oneCombination
                    ? List.of(combinations.get(path % combinations.size())) : combinations;
            for (long size : smallSizes(algorithm, tuning)) {
                if (!oneCombination && !space.boards() && tier.edgeCombinations() > 0 && SweepTier.atEdge(size)) {
                    addInTurn(algorithm, tuning, size, combinations);
                    continue;
                }
                for (Map<String, String> combination : small) {
                    add(algorithm, tuning, size, combination);
                }
            }
            for (long size : largeSizes(algorithm, tuning, tuned)) {
                for (Map<String, String> combination : oneCombination ? small : nextLarge(combinations)) {
                    add(algorithm, tuning, size, combination);
                }
            }
        }
        for (String scenario : space.scenarios()) {
            addScenario(algorithm, scenario);
        }
    }

    /**
     * The awkward sizes and the tile edges up to {@link SweepTier#SMALL_LIMIT}; under a tuning of small grids,
     * only those its grids hold (a grid of m x m of its smallest tiles).
     */
    private Set<Long> smallSizes(Algorithm algorithm, Tuning tuning) {
        Set<Long> sizes = new TreeSet<>();
        for (long size : space.awkward()) {
            sizes.add(size);
        }
        sizes.addAll(edges(algorithm, tuning));
        int perDimension = tuning.maxWorkgroupsPerDimension();
        long most = perDimension > 0 ? Math.min(SweepTier.SMALL_LIMIT,
                (long) perDimension * perDimension * smallestTile(algorithm, tuning)) : SweepTier.SMALL_LIMIT;
        sizes.removeIf(size -> size > most);
        return sizes;
    }

    private static long smallestTile(Algorithm algorithm, Tuning tuning) {
        return algorithm.tileSizes(tuning).stream().mapToLong(Long::longValue).min().orElse(1);
    }

    /**
     * The tile edges beyond the small sizes and the tier's large sizes (a tuning takes the first few). A
     * tuning of small grids takes instead the size of twice as many of its smallest tiles as a dimension
     * holds, plus one: its grid must be 2D, and larger sizes would need more workgroups than it has.
     */
    private Set<Long> largeSizes(Algorithm algorithm, Tuning tuning, boolean tuned) {
        Set<Long> sizes = new TreeSet<>();
        int perDimension = tuning.maxWorkgroupsPerDimension();
        if (perDimension > 0) {
            long most = (long) perDimension * perDimension * smallestTile(algorithm, tuning);
            sizes.add(2L * perDimension * smallestTile(algorithm, tuning) + 1);
            for (long edge : edges(algorithm, tuning)) {
                if (edge > SweepTier.SMALL_LIMIT && edge <= most) {
                    sizes.add(edge);
                }
            }
            return sizes;
        }
        for (long size : space.awkward()) {
            if (size > SweepTier.SMALL_LIMIT) {
                sizes.add(size);
            }
        }
        for (long edge : edges(algorithm, tuning)) {
            if (edge > SweepTier.SMALL_LIMIT) {
                sizes.add(edge);
            }
        }
        sizes.addAll(tuned ? tier.large().subList(0, Math.min(tier.tunedLarge(), tier.large().size())) : tier.large());
        return sizes;
    }

    /** Each tile size, one less and one more, up to the tier's largest edge. */
    private List<Long> edges(Algorithm algorithm, Tuning tuning) {
        List<Long> edges = new ArrayList<>();
        for (long tile : algorithm.tileSizes(tuning)) {
            for (long edge = tile - 1; edge <= tile + 1; edge++) {
                if (edge >= 1 && edge <= tier.largestEdge()) {
                    edges.add(edge);
                }
            }
        }
        return edges;
    }

    /**
     * An element count at a power of two's edge ({@link SweepTier#atEdge}): the tier's number of combinations
     * the page takes, taking turns across sizes, so that each meets the edges of some tiles. Not a board's
     * width: there a rule meets another kernel (rows of whole vectors of words) and other workgroup shapes.
     */
    private void addInTurn(Algorithm algorithm, Tuning tuning, long size, List<Map<String, String>> combinations) {
        int added = 0;
        for (int tried = 0; tried < combinations.size() && added < tier.edgeCombinations(); tried++) {
            if (add(algorithm, tuning, size, combinations.get(edgeTurn++ % combinations.size()))) {
                added++;
            }
        }
    }

    /** The combinations of the next large size: the tier's number of them, taking turns across sizes. */
    private List<Map<String, String>> nextLarge(List<Map<String, String>> combinations) {
        int count = tier.combinationsPerLarge() == 0 ? combinations.size()
                : Math.min(tier.combinationsPerLarge(), combinations.size());
        List<Map<String, String>> next = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            next.add(combinations.get(largeTurn++ % combinations.size()));
        }
        return next;
    }

    /**
     * Adds one case if the page accepts it, the varied parameters at their next values, and says whether it
     * did. Where the page turns the case away for one of those (a layout an engine does not take), every
     * varied parameter moves on a value and it is tried again, as many times as the longest of them has values.
     */
    private boolean add(Algorithm algorithm, Tuning tuning, Long size, Map<String, String> combination) {
        Map<String, String> texts = texts(algorithm, tuning, size, combination);
        if (accepted(texts) == null) {
            return false; // turned away whatever the varied values (a rule an engine does not run)
        }
        int longest = 1;
        for (SweepSpace.Dimension dimension : space.varied()) {
            longest = Math.max(longest, dimension.values().size());
        }
        for (int attempt = 0; attempt < longest; attempt++) {
            Map<String, String> tried = new LinkedHashMap<>(texts);
            for (SweepSpace.Dimension dimension : space.varied()) {
                List<String> values = dimension.values();
                tried.putIfAbsent(dimension.name(), values.get((turn(dimension.name()) + attempt) % values.size()));
            }
            Map<String, String> accepted = accepted(tried);
            if (accepted != null) {
                for (SweepSpace.Dimension dimension : space.varied()) {
                    turns.put(dimension.name(), turn(dimension.name()) + attempt + 1);
                }
                queries.add(experiment.params().query(accepted, false));
                return true;
            }
        }
        return false;
    }

    /** A scenario as it is, with the algorithm and the fixed values, if the page accepts it. */
    private void addScenario(Algorithm algorithm, String scenario) {
        Map<String, String> accepted = accepted(texts(algorithm, Tuning.DEFAULT, null,
                experiment.params().texts(scenario)));
        if (accepted != null) {
            queries.add(experiment.params().query(accepted, false));
        }
    }

    /** A case's texts by parameter name: the algorithm, the size, the combination, the tuning, the fixed values. */
    private Map<String, String> texts(Algorithm algorithm, Tuning tuning, Long size, Map<String, String> combination) {
        Map<String, String> texts = new LinkedHashMap<>();
        if (algorithm != null && algorithmParam() != null) {
            texts.put(algorithmParam(), algorithm.name());
        }
        if (size != null) {
            putSize(texts, size);
        }
        texts.putAll(combination);
        texts.putAll(TuningParams.texts(tuning));
        texts.putAll(space.fixed());
        return texts;
    }

    private int turn(String name) {
        return turns.getOrDefault(name, 0);
    }

    /**
     * The texts the case gives (empty ones mean "not given") if the page takes it: its parameter table reads
     * them and the page would run such a request; null if it turns them away.
     */
    private Map<String, String> accepted(Map<String, String> texts) {
        Map<String, String> given = new LinkedHashMap<>();
        texts.forEach((name, value) -> {
            if (!value.isEmpty()) {
                given.put(name, value);
            }
        });
        try {
            experiment.requireRunnable(experiment.params().read(given, null));
            return given;
        } catch (LabException refused) {
            return null;
        }
    }

    /** An element count, or a board: a small size is a width with the next height in turn, a large one about that many cells. */
    private void putSize(Map<String, String> texts, long size) {
        if (!space.boards()) {
            texts.put(space.size(), Long.toString(size));
            return;
        }
        long width = size;
        long height;
        if (size > SweepTier.SMALL_LIMIT) {
            // About that many cells, an odd width near the square root.
            width = (long) Math.sqrt((double) size) | 1;
            height = size / width;
        } else {
            height = SweepSpace.HEIGHTS.get(turn(space.height()) % SweepSpace.HEIGHTS.size());
            turns.put(space.height(), turn(space.height()) + 1);
        }
        texts.put(space.size(), Long.toString(width));
        texts.put(space.height(), Long.toString(height));
    }

    private String algorithmParam() {
        if (space.algorithm() != null) {
            return space.algorithm();
        }
        return experiment.params().named("algo") != null ? "algo" : null;
    }

    /** The cases as the JSON the Node runner reads: {@code {"tier": .., "cases": [{"page": .., "query": ..}]}}. */
    public static String json(SweepTier tier, List<SweepCase> cases) {
        List<Object> list = Json.list();
        for (SweepCase sweepCase : cases) {
            list.add(Json.object().put("page", sweepCase.page()).put("query", sweepCase.query()));
        }
        return Json.object().put("tier", tier.name()).put("large", new ArrayList<Object>(tier.large()))
                .put("cases", list).toString();
    }
}
