package computelab.scan;

import computelab.failure.LabException;

/** Exclusive: element i is the sum of the elements before i. Inclusive: the sum up to and with i. */
public enum ScanMode {
    EXCLUSIVE("exclusive"), INCLUSIVE("inclusive");

    private final String text;

    ScanMode(String text) {
        this.text = text;
    }

    /** The name used in URLs and results. */
    public String text() {
        return text;
    }

    public boolean inclusive() {
        return this == INCLUSIVE;
    }

    public static ScanMode parse(String text) {
        for (ScanMode mode : values()) {
            if (mode.text.equals(text)) {
                return mode;
            }
        }
        throw new LabException("Unknown mode \"" + text + "\": choose exclusive or inclusive.");
    }
}
