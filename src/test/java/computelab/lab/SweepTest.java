package computelab.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import computelab.gpu.Algorithm;
import computelab.gpu.Gpu;
import computelab.gpu.Registry;
import computelab.gpu.RunControl;
import computelab.gpu.Tuning;
import computelab.web.Site;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The sweep's case list: what it derives from the registries and the pages, in every tier. */
class SweepTest {
    /** Each tier's cases by page, made once: the list is the same every time it is asked for. */
    private static final Map<SweepTier, List<SweepCase>> CASES = new HashMap<>();

    private static synchronized List<SweepCase> cases(SweepTier tier) {
        return CASES.computeIfAbsent(tier, t -> Sweep.cases(t, PAGES, SweepTest::experiment));
    }

    private static final List<String> PAGES = Site.PAGES.stream().map(Site.Page::name).toList();

    private static Experiment experiment(String page) {
        return Site.named(page).experiment().get();
    }

    /** The texts of a case's query by name. */
    private static Map<String, String> texts(SweepCase sweepCase) {
        return experiment(sweepCase.page()).params().texts(sweepCase.query());
    }

    /** Whether a case runs an algorithm's default path (no tuning parameter). */
    private static boolean untuned(Map<String, String> texts) {
        return texts.keySet().stream().noneMatch(TUNING::contains);
    }

    private static final List<String> TUNING = List.of("subgroups", "vectorize", "maxdim", "spin", "fallback", "keys",
            "workgroups", "counted");

    @Test
    void everyRegisteredAlgorithmIsSweptAtEachTileEdgeUnderEachOfItsTunings() {
        for (SweepTier tier : SweepTier.ALL) {
            Set<String> seen = new HashSet<>();
            for (SweepCase sweepCase : cases(tier)) {
                Map<String, String> texts = texts(sweepCase);
                String size = texts.containsKey("n") ? texts.get("n") : texts.get("w");
                Map<String, String> tuning = new HashMap<>(texts);
                tuning.keySet().retainAll(TUNING);
                seen.add(sweepCase.page() + " " + texts.get("algo") + " " + size + " " + new java.util.TreeMap<>(tuning));
            }
            for (Workloads.Workload workload : Workloads.ALL) {
                String page = workload.name();
                for (Algorithm algorithm : workload.registry().all()) {
                    List<Tuning> paths = new ArrayList<>(List.of(Tuning.DEFAULT));
                    paths.addAll(algorithm.tunings());
                    for (Tuning tuning : paths) {
                        for (long tile : algorithm.tileSizes(tuning)) {
                            for (long size = tile - 1; size <= tile + 1; size++) {
                                boolean inGrid = tuning.maxWorkgroupsPerDimension() == 0
                                        || size <= (long) tuning.maxWorkgroupsPerDimension()
                                                * tuning.maxWorkgroupsPerDimension() * smallest(algorithm, tuning);
                                if (size <= tier.largestEdge() && inGrid) {
                                    String wanted = page + " " + algorithm.name() + " " + size + " "
                                            + new java.util.TreeMap<>(TuningParams.texts(tuning));
                                    assertTrue(seen.contains(wanted), tier.name() + " lacks " + wanted);
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    private static long smallest(Algorithm algorithm, Tuning tuning) {
        return algorithm.tileSizes(tuning).stream().mapToLong(Long::longValue).min().orElse(1);
    }

    @Test
    void everyTypeOperationAndModeRunsWithEveryAlgorithmAtTheAwkwardSizes() {
        for (String page : List.of("scan", "reduce", "sort")) {
            Experiment experiment = experiment(page);
            SweepSpace space = experiment.sweep();
            List<Map<String, String>> combinations = space.combinations();
            for (Algorithm algorithm : space.registry().all()) {
                for (long n : List.of(1L, 2L, 3L, 1000L)) {
                    Set<Map<String, String>> ran = new HashSet<>();
                    for (SweepCase sweepCase : cases(SweepTier.DEFAULT)) {
                        Map<String, String> texts = texts(sweepCase);
                        if (sweepCase.page().equals(page) && algorithm.name().equals(texts.get("algo"))
                                && Long.toString(n).equals(texts.get("n")) && untuned(texts)) {
                            Map<String, String> combination = new HashMap<>(texts);
                            combination.keySet().retainAll(combinations.get(0).keySet());
                            ran.add(combination);
                        }
                    }
                    assertEquals(new HashSet<>(combinations), ran, page + " " + algorithm.name() + " n=" + n);
                }
            }
            assertTrue(combinations.size() >= 12, page + ": types times modes or operations times bits");
        }
    }

    @Test
    void atAPowerOfTwosEdgeTwoCombinationsTakeTurnsAndEveryOneMeetsAnEdge() {
        for (long size : List.of(31L, 32L, 33L, 255L, 4097L, 8191L)) {
            assertTrue(SweepTier.atEdge(size), Long.toString(size));
        }
        for (long size : List.of(1L, 2L, 7L, 8L, 9L, 30L, 34L, 1000L, 1023L + 3)) {
            assertFalse(SweepTier.atEdge(size), Long.toString(size));
        }
        for (Workloads.Workload workload : Workloads.ALL) {
            SweepSpace space = experiment(workload.name()).sweep();
            if (space.boards() || space.registry() == null) {
                continue; // a board's width takes every rule: it changes the kernel (LifeExperiment.sweep)
            }
            Set<String> keys = space.combinations().get(0).keySet();
            Set<Map<String, String>> atEdges = new HashSet<>();
            Set<Map<String, String>> taken = new HashSet<>(); // those the page runs at small sizes
            for (Algorithm algorithm : workload.registry().all()) {
                Map<String, Integer> perSize = new HashMap<>();
                for (SweepCase sweepCase : cases(SweepTier.DEFAULT)) {
                    Map<String, String> texts = texts(sweepCase);
                    long n = Long.parseLong(texts.getOrDefault("n", "0"));
                    if (sweepCase.page().equals(workload.name()) && algorithm.name().equals(texts.get("algo"))
                            && untuned(texts) && n <= SweepTier.SMALL_LIMIT) {
                        Map<String, String> combination = new HashMap<>(texts);
                        combination.keySet().retainAll(keys);
                        taken.add(combination);
                        if (SweepTier.atEdge(n)) {
                            perSize.merge(texts.get("n"), 1, Integer::sum);
                            atEdges.add(combination);
                        }
                    }
                }
                String where = workload.name() + " " + algorithm.name();
                assertTrue(perSize.values().stream().allMatch(count -> count <= 2), where + " " + perSize);
            }
            assertTrue(taken.size() > 2, workload.name() + " " + taken);
            assertEquals(taken, atEdges, workload.name() + ": every combination at an edge of some algorithm's");
        }
    }

    @Test
    void eachLifeEngineRunsEveryRuleItTakesOnBothEdgesAndTheGenerationsEngineEveryRule() {
        Map<String, Set<String>> rules = new HashMap<>();
        for (SweepCase sweepCase : cases(SweepTier.DEFAULT)) {
            if (sweepCase.page().equals("life")) {
                Map<String, String> texts = texts(sweepCase);
                rules.computeIfAbsent(texts.get("algo"), key -> new HashSet<>())
                        .add(texts.get("rule") + " wrap=" + texts.get("wrap"));
                assertEquals("1", texts.get("verify"), sweepCase.query());
            }
        }
        assertEquals(24, rules.get("generations").stream().filter(rule -> !rule.startsWith("null")).count());
        assertEquals(12, rules.get("naive").size(), "six Life-like rules, both edges");
        Set<String> severalGenerations = new HashSet<>(rules.get("bitpacked"));
        severalGenerations.removeAll(rules.get("naive"));
        assertEquals(Set.of("B0123478/S34678 wrap=0", "B0123478/S34678 wrap=1"), severalGenerations,
                "the naive engine's rules and the several-generation runs' own");
        assertEquals(rules.get("naive"), rules.get("skip-unchanged"));
    }

    @Test
    void theDefaultTierChecksMoreCasesThanTheBrowserSweepsItReplacedWithoutTheirSlowestSizes() {
        Map<String, Integer> counts = new HashMap<>();
        long largest = 0;
        for (SweepCase sweepCase : cases(SweepTier.DEFAULT)) {
            counts.merge(sweepCase.page(), 1, Integer::sum);
            Map<String, String> texts = texts(sweepCase);
            if (texts.containsKey("n")) {
                largest = Math.max(largest, Long.parseLong(texts.get("n")));
            }
        }
        // ScanIT, ReduceIT, SortIT and LifeIT checked about 560, 1390, 70 and 540 cases in the browser. The
        // reduction's are fewer now (every combination at every size of ReduceIT's but at the powers of two's
        // edges, where two take turns: atAPowerOfTwosEdgeTwoCombinationsTakeTurnsAndEveryOneMeetsAnEdge).
        assertTrue(counts.get("scan") >= 560, counts.toString());
        assertTrue(counts.get("reduce") >= 1200, counts.toString());
        assertTrue(counts.get("sort") >= 70, counts.toString());
        assertTrue(counts.get("life") >= 540, counts.toString());
        assertEquals(1, counts.get("index"), "the self-check");
        assertFalse(counts.containsKey("bench"), "the bench times what the pages sweep");
        assertEquals(262_145, largest, "SwiftShader's tier stops at the edges of three levels of every tree");
    }

    @Test
    void theGpuTierReachesTwoToTheTwentyEighthAndTheFullTierTheCrossProductOfItsLargeSizes() {
        for (String page : List.of("scan", "reduce", "sort")) {
            assertTrue(cases(SweepTier.GPU).stream().anyMatch(c -> c.page().equals(page)
                    && "268435456".equals(texts(c).get("n"))), page);
        }
        long millions = cases(SweepTier.FULL).stream().filter(c -> c.page().equals("scan")
                && "1000003".equals(texts(c).get("n")) && untuned(texts(c))).count();
        assertEquals(3 * 12, millions, "every scan algorithm with every combination at about a million");
    }

    @Test
    void everyAlgorithmsTuningsReadBackFromTheQueryTheSweepWritesForThem() {
        for (Workloads.Workload workload : Workloads.ALL) {
            Experiment experiment = experiment(workload.name());
            for (Algorithm algorithm : workload.registry().all()) {
                for (Tuning tuning : algorithm.tunings()) {
                    Request request = experiment.params().read(TuningParams.texts(tuning), null);
                    assertEquals(tuning, TuningParams.of(request), algorithm.name());
                }
            }
        }
    }

    /** A workload the lab does not have: one algorithm with a tile of 100 and a portable path. */
    private static final class Invented implements Algorithm {
        @Override
        public String name() {
            return "invented";
        }

        @Override
        public String summary() {
            return "An algorithm registered only here.";
        }

        @Override
        public List<String> shaders() {
            return List.of();
        }

        @Override
        public List<Long> tileSizes(Tuning tuning) {
            return List.of(100L);
        }

        @Override
        public List<Tuning> tunings() {
            return List.of(Tuning.DEFAULT.withSubgroups(false));
        }
    }

    @Test
    void aNewAlgorithmIsSweptAtItsOwnEdgesAndTuningsWithoutAListToEdit() {
        Param<Long> n = Param.whole("n", "n", 1, 1L << 40, 1L);
        Param<String> algo = Param.choice("algo", "Algorithm", List.of("invented"), "invented");
        ParamTable table = ParamTable.of(List.of(n, algo), List.of(TuningParams.SUBGROUPS));
        Experiment page = new Experiment() {
            @Override
            public ParamTable params() {
                return table;
            }

            @Override
            public Json.Obj run(Gpu gpu, Request request, RunControl control) {
                throw new UnsupportedOperationException();
            }

            @Override
            public SweepSpace sweep() {
                return SweepSpace.elements(n, algo, Registry.of("invented", new Invented()));
            }
        };
        List<String> queries = Sweep.cases("invented", page, SweepTier.DEFAULT).stream().map(SweepCase::query).toList();
        for (String size : List.of("99", "100", "101", "1", "2", "1000")) {
            assertTrue(queries.contains("n=" + size + "&algo=invented"), size + " in " + queries);
            assertTrue(queries.contains("n=" + size + "&algo=invented&subgroups=0"), size + " in " + queries);
        }
        assertTrue(queries.contains("n=65541&algo=invented"), "a large size");
    }

    @Test
    void theListTheNodeRunnerReadsNamesItsTierAndEveryCase() {
        Json.Obj parsed = (Json.Obj) JsonReader.read(Sweep.json("tier=gpu&large=65541,262147&pages=index,scan",
                SweepTest::experiment, PAGES));
        assertEquals("gpu", parsed.get("tier"));
        assertEquals(List.of(65_541.0, 262_147.0), parsed.get("large"));
        List<?> cases = (List<?>) parsed.get("cases");
        assertEquals(Sweep.cases(SweepTier.GPU.withLarge(List.of(65_541L, 262_147L)), List.of("index", "scan"),
                SweepTest::experiment).size(),
                cases.size());
        Json.Obj first = (Json.Obj) cases.get(0);
        assertEquals("index", first.get("page"));
        assertEquals("", first.get("query"));
    }
}
