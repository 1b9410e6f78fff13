package computelab.gpu;

import java.util.Locale;

/** What the browser says about the adapter, as shown on every page and in every result. */
public record AdapterDescription(String vendor, String architecture, String description, boolean fallback,
        int subgroupMinSize, int subgroupMaxSize) {

    /** Whether the adapter runs on the CPU (SwiftShader, llvmpipe, lavapipe): no clocks to warm up, times of a CPU. */
    public boolean cpu() {
        String text = (vendor + " " + architecture + " " + description).toLowerCase(Locale.ROOT);
        return fallback || text.contains("swiftshader") || text.contains("llvmpipe") || text.contains("lavapipe");
    }
}
