package computelab.web;

import computelab.lab.Json;
import computelab.lab.Numbers;
import java.util.List;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The index page's self-check in words, above its JSON: "All 4,194,321 elements right; 33 of 33 shaders
 * compiled." A person reads whether the GPU works at a glance; what failed is named in the same sentence.
 */
final class SelfCheckView {
    private SelfCheckView() {
    }

    static void show(Json.Obj result, HTMLElement output) {
        HTMLElement sentence = Dom.append(output, "p", sentence(result));
        sentence.setAttribute("id", "self-check-verdict");
        sentence.setAttribute("class", "self-check " + (Boolean.TRUE.equals(result.get("ok")) ? "correct" : "wrong"));
    }

    static String sentence(Json.Obj result) {
        long n = ((Number) result.get("n")).longValue();
        String elements = result.get("firstMismatch") instanceof Number first
                ? "Element " + Numbers.count(first.longValue()) + " of " + Numbers.count(n)
                        + " is the first the GPU got wrong"
                : "All " + Numbers.count(n) + " elements right";
        Json.Obj shaders = (Json.Obj) result.get("shaders");
        long compiled = ((Number) shaders.get("compiled")).longValue();
        int skipped = ((List<?>) shaders.get("skipped")).size();
        int failed = ((List<?>) shaders.get("errors")).size();
        String compiledText = compiled + " of " + (compiled + skipped + failed) + " shaders compiled";
        if (failed > 0) {
            compiledText += ", " + failed + (failed == 1 ? " does not (its error is below)" : " do not (their errors are below)");
        }
        if (skipped > 0) {
            compiledText += ", " + skipped + " skipped (" + (skipped == 1 ? "it needs" : "they need")
                    + " subgroups or f16, which this device lacks)";
        }
        String time = result.get("gpuMs") instanceof Json.Obj gpuMs && gpuMs.get("median") instanceof Number median
                ? " The kernel took " + Numbers.millis(median.doubleValue()) + " (median of "
                        + gpuMs.get("reps") + " timed runs)."
                : "";
        return elements + "; " + compiledText + "." + time;
    }
}
