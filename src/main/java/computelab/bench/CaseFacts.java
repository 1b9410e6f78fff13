package computelab.bench;

/**
 * What a prepared case says about itself, kept for its result row after the case is freed: work items per
 * repetition (elements, or cell updates), the least bytes a repetition must move (the ceilings' comparison
 * uses them), whether those are reads only (a reduction: the row then also compares the time with the
 * read-only kernel, {@code fractionOfRead}), the GPU bytes it allocated beyond its input and output (scratch,
 * tile states, a second state) and in all.
 */
public record CaseFacts(double items, double trafficBytes, boolean readOnly, double scratchBytes,
        double allocatedBytes) {

    /** A case that reads and writes: its row compares it with a copy of {@code trafficBytes}. */
    public static CaseFacts moving(double items, double trafficBytes, double scratchBytes, double allocatedBytes) {
        return new CaseFacts(items, trafficBytes, false, scratchBytes, allocatedBytes);
    }

    /** A case that only reads: its row compares it with a copy and with a read of {@code trafficBytes}. */
    public static CaseFacts reading(double items, double trafficBytes, double scratchBytes, double allocatedBytes) {
        return new CaseFacts(items, trafficBytes, true, scratchBytes, allocatedBytes);
    }
}
