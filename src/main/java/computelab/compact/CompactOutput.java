package computelab.compact;

/** What a compaction writes for each kept element: its value, or its index in the input. */
public enum CompactOutput {
    VALUES("values"), INDICES("indices");

    private final String text;

    CompactOutput(String text) {
        this.text = text;
    }

    /** Its name in URLs and results. */
    public String text() {
        return text;
    }
}
