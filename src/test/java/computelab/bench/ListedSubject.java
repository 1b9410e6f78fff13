package computelab.bench;

import computelab.gpu.Gpu;
import java.util.List;

/**
 * A subject for planning tests: fixed algorithm names and limit, a square-grid size rule if asked, and
 * tunings it takes only by name (any name starting with {@code tuned}, none if it is empty).
 */
record ListedSubject(String suite, List<String> names, long limit, boolean squareGrid, String tuned)
        implements BenchSubject {

    static ListedSubject elements(String suite, long limit, String... names) {
        return new ListedSubject(suite, List.of(names), limit, false, "");
    }

    static ListedSubject grid(String suite, long limit, String... names) {
        return new ListedSubject(suite, List.of(names), limit, true, "");
    }

    ListedSubject takingByName(String prefix) {
        return new ListedSubject(suite, names, limit, squareGrid, prefix);
    }

    @Override
    public boolean takes(Gpu gpu, String algorithm) {
        return names.contains(algorithm) || (!tuned.isEmpty() && algorithm.startsWith(tuned));
    }

    @Override
    public List<String> algorithms(Gpu gpu) {
        return names;
    }

    @Override
    public BenchCase prepare(Gpu gpu, String algorithm, long size) {
        throw new UnsupportedOperationException("planning tests never prepare cases");
    }

    @Override
    public long maxSize(Gpu gpu) {
        return limit;
    }

    @Override
    public long sizeForElementCount(long elements) {
        return squareGrid ? (long) Math.floor(Math.sqrt(elements)) : elements;
    }

    @Override
    public boolean sizeIsSide() {
        return squareGrid;
    }

    @Override
    public String throughputKey() {
        return squareGrid ? "gcellsPerS" : "gelemPerS";
    }
}
