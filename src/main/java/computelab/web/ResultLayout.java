package computelab.web;

import computelab.lab.Json;
import computelab.lab.Numbers;
import java.util.List;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The one layout of the scan and reduce pages' results: a summary (what ran, its GPU time, its
 * throughput, its fraction of the kernel that bounds it, its memory), the correctness, then the
 * workload's own sections. Every number goes through {@link Numbers}; every text is a text node.
 */
public final class ResultLayout {
    private ResultLayout() {
    }

    /** Elements of the small arrays per block: blocks wrap to the page's width instead of scrolling. */
    public static final int BLOCK = 8;

    /**
     * A titled two-column table in a section of its own; returns the table for rows. On a wide screen
     * the summary and the sections after it stand side by side (lab.css, {@code .result-part}).
     */
    public static HTMLElement table(HTMLElement output, String title, String cssClass) {
        HTMLElement section = Dom.append(output, "section");
        section.setAttribute("class", "result-part");
        Dom.append(section, "h3", title);
        HTMLElement table = Dom.append(section, "table");
        table.setAttribute("class", cssClass);
        return table;
    }

    public static HTMLElement row(HTMLElement table, String name, String value) {
        HTMLElement line = Dom.append(table, "tr");
        Dom.append(line, "th", name);
        Dom.append(line, "td", value);
        return line;
    }

    /** "57.5 µs median (min 56.0 µs, spread 1.20 µs; 20 timed after 120 to warm up)". */
    public static String time(Object gpuMs) {
        if (!(gpuMs instanceof Json.Obj ms)) {
            return "n/a: this device has no timestamp queries";
        }
        return Numbers.millis(number(ms.get("median"))) + " median (min " + Numbers.millis(number(ms.get("min")))
                + ", spread " + Numbers.millis(number(ms.get("spread"))) + "; " + ms.get("reps") + " timed after "
                + ms.get("warmUpReps") + " to warm up)";
    }

    /** The summary rows every result has: GPU time, throughput, the ceiling, memory. */
    public static void measured(HTMLElement table, Json.Obj result, String ceiling) {
        row(table, "GPU time", time(result.get("gpuMs")));
        row(table, "Throughput", Numbers.rate(number(result.get("gelemPerS")), "elements"));
        String key = "fractionOf" + Character.toUpperCase(ceiling.charAt(0)) + ceiling.substring(1);
        Double fraction = number(result.get(key));
        String against = ceiling.equals("copy") ? "a copy kernel moving the same bytes"
                : "a read-only kernel reading the same bytes";
        String text = fraction == null ? "n/a (one cold run, or no timestamps)"
                : Numbers.percent(fraction) + " of " + against + " (" + Numbers.bandwidth(number(result.get(ceiling
                        + "GBs"))) + ")";
        if (Boolean.TRUE.equals(result.get("ceilingSuspect"))) {
            text += ": the ceiling ran slower than this run, so it is suspect";
        }
        row(table, "Against the ceiling", text);
        row(table, "GPU memory", "scratch " + Numbers.bytes(number(result.get("scratchBytes"))) + ", in all "
                + Numbers.bytes(number(result.get("allocatedBytes"))));
    }

    /** The verdict line: correct, wrong (with where), or not checked. */
    public static HTMLElement verdict(HTMLElement table, Object ok, String detail) {
        String text = ok == null ? "not checked (verify=0)" : Boolean.TRUE.equals(ok) ? "yes, " + detail
                : "NO: " + detail;
        HTMLElement line = row(table, "Matches the CPU", text);
        line.setAttribute("class", ok == null ? "unchecked" : Boolean.TRUE.equals(ok) ? "correct" : "wrong");
        return line;
    }

    /**
     * Small arrays whole, in blocks of {@link #BLOCK} elements that wrap to the page's width: each block
     * an index row and one row per named array.
     */
    public static void arrays(HTMLElement output, String title, String id, List<String> names, List<List<?>> arrays) {
        Dom.append(output, "h3", title);
        HTMLElement blocks = Dom.append(output, "div");
        blocks.setAttribute("class", "array-blocks");
        blocks.setAttribute("id", id);
        int length = arrays.get(0).size();
        for (int from = 0; from < length; from += BLOCK) {
            int to = Math.min(length, from + BLOCK);
            HTMLElement table = Dom.append(blocks, "table");
            table.setAttribute("class", "arrays numbers");
            HTMLElement indices = Dom.append(table, "tr");
            Dom.append(indices, "th", "i");
            for (int i = from; i < to; i++) {
                Dom.append(indices, "th", Integer.toString(i));
            }
            for (int a = 0; a < arrays.size(); a++) {
                HTMLElement line = Dom.append(table, "tr");
                line.setAttribute("data-array", names.get(a));
                Dom.append(line, "th", names.get(a));
                for (Object value : arrays.get(a).subList(from, to)) {
                    Dom.append(line, "td", element(value));
                }
            }
        }
    }

    public static Double number(Object value) {
        return value instanceof Number number ? number.doubleValue() : null;
    }

    /**
     * An element of a result's array: u32 as its decimal string, i32 as a whole number, f32 as the double
     * it widens to, shown as the shortest decimal of the f32 ({@link Numbers#f32}).
     */
    public static String element(Object value) {
        return value instanceof Double f32 ? Numbers.f32(f32) : text(value);
    }

    public static String text(Object value) {
        return value == null ? "" : value instanceof String string ? string : Json.write(value);
    }
}
