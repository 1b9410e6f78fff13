package computelab.web;

import computelab.gpu.AdapterDescription;
import computelab.gpu.Gpu;
import computelab.lab.Numbers;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * The adapter as a person reads it: a one-line summary in every page's footer, and on the index page
 * a table of the features and limits that decide what the workloads can do.
 */
final class AdapterPanel {
    static final String[] LIMITS = {
        "maxStorageBufferBindingSize", "maxBufferSize", "maxComputeWorkgroupsPerDimension",
        "maxComputeInvocationsPerWorkgroup", "maxComputeWorkgroupSizeX", "maxComputeWorkgroupStorageSize",
        "maxStorageBuffersPerShaderStage"
    };

    private AdapterPanel() {
    }

    static void fill(HTMLDocument document, Gpu gpu) {
        AdapterDescription d = gpu.description();
        HTMLElement line = document.getElementById("adapter-line");
        if (line != null) {
            line.withText("GPU: " + summary(d) + (gpu.hasTimestamps() ? "" : " (no timestamp queries: times n/a)"));
        }
        HTMLElement table = document.getElementById("adapter");
        if (table == null) {
            return;
        }
        table.clear();
        row(table, "Vendor", d.vendor());
        row(table, "Architecture", d.architecture());
        row(table, "Description", d.description());
        row(table, "Fallback (software) adapter", d.fallback() ? "yes" : "no");
        row(table, "timestamp-query", gpu.hasTimestamps() ? "enabled" : "not available");
        row(table, "subgroups", gpu.hasSubgroups()
                ? "enabled (size " + d.subgroupMinSize() + " to " + d.subgroupMaxSize() + ")" : "not available");
        for (String limit : LIMITS) {
            double value = gpu.limit(limit);
            boolean bytes = limit.endsWith("Size") && !limit.contains("WorkgroupSize");
            row(table, limit, bytes ? Numbers.bytes(value) + " (" + Numbers.count((long) value) + " bytes)"
                    : Numbers.count((long) value));
        }
    }

    /** Where no device could be had: the sentence saying why, in place of "Connecting". */
    static void unavailable(HTMLDocument document, String sentence) {
        HTMLElement line = document.getElementById("adapter-line");
        if (line != null) {
            line.withText("GPU: none. " + sentence);
        }
        HTMLElement table = document.getElementById("adapter");
        if (table != null) {
            table.clear();
            row(table, "WebGPU", sentence);
        }
    }

    static String summary(AdapterDescription d) {
        String text = String.join(" ", d.vendor(), d.architecture(), d.description()).trim();
        return (text.isEmpty() ? "unnamed adapter" : text) + (d.fallback() ? " (software fallback)" : "");
    }

    private static void row(HTMLElement table, String name, String value) {
        HTMLElement row = Dom.append(table, "tr");
        Dom.append(row, "th", name);
        Dom.append(row, "td", value.isEmpty() ? "(not reported)" : value);
    }
}
