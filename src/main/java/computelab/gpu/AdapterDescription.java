package computelab.gpu;

/** What the browser says about the adapter, as shown on every page and in every result. */
public record AdapterDescription(String vendor, String architecture, String description, boolean fallback,
        int subgroupMinSize, int subgroupMaxSize) {
}
