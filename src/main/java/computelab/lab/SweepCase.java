package computelab.lab;

/** One case of the correctness sweep: a page and the URL query it runs ({@code n=1025&algo=blelloch&...}). */
public record SweepCase(String page, String query) {
}
