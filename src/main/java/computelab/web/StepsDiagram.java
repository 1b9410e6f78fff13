package computelab.web;

import computelab.lab.AlgorithmSteps;
import java.util.List;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * How the algorithm that ran works, drawn from the run's own first values: each step of
 * {@link AlgorithmSteps} as a row of cells, the cells that step wrote highlighted.
 */
public final class StepsDiagram {
    /** Shown values larger than this make the steps unreadable: the tutorial's example is used instead. */
    private static final long READABLE = 9999;
    private static final long[] EXAMPLE = { 3, 1, 7, 0, 4, 1, 6, 3 };

    private StepsDiagram() {
    }

    /**
     * Draws the steps for these values (integer texts from the result; null or unreadable ones: the
     * tutorial's example), titled with the algorithm.
     */
    public static void draw(HTMLElement output, String algorithm, List<?> shown, StepsSource source) {
        long[] values = readable(shown);
        boolean own = values != null;
        List<AlgorithmSteps.Step> steps = source.steps(own ? values : EXAMPLE);
        Dom.append(output, "h3", "How " + algorithm + " works, step by step");
        Dom.append(output, "p", (own ? "On the first " + Math.min(shown.size(), AlgorithmSteps.WIDTH)
                + " values of this run" : "On the tutorial's example values (this run's are too large to read)")
                + ", as the kernels compute them with one tiny workgroup; highlighted cells are the ones each step "
                + "writes. The real kernels do the same with 256 to 512 threads per workgroup and many workgroups.")
                .setAttribute("class", "chart-caption");
        HTMLElement scroll = Dom.append(output, "div");
        scroll.setAttribute("class", "scroll");
        HTMLElement table = Dom.append(scroll, "table");
        table.setAttribute("class", "steps numbers");
        table.setAttribute("id", "steps");
        for (AlgorithmSteps.Step step : steps) {
            HTMLElement line = Dom.append(table, "tr");
            Dom.append(line, "th", step.what());
            for (int i = 0; i < step.values().length; i++) {
                HTMLElement cell = Dom.append(line, "td", Long.toString(step.values()[i]));
                if (step.changed()[i]) {
                    cell.setAttribute("class", "changed");
                }
            }
        }
    }

    /** Where the steps come from: a scan or a reduction over the values. */
    @FunctionalInterface
    public interface StepsSource {
        List<AlgorithmSteps.Step> steps(long[] values);
    }

    private static long[] readable(List<?> shown) {
        if (shown == null || shown.isEmpty()) {
            return null;
        }
        long[] values = new long[Math.min(shown.size(), AlgorithmSteps.WIDTH)];
        for (int i = 0; i < values.length; i++) {
            try {
                values[i] = Long.parseLong(String.valueOf(shown.get(i)));
            } catch (NumberFormatException notAnInteger) {
                return null;
            }
            if (Math.abs(values[i]) > READABLE) {
                return null;
            }
        }
        return values;
    }
}
