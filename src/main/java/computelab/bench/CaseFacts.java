package computelab.bench;

/** What a prepared case says about itself, kept for its result row after the case is freed. */
public record CaseFacts(double items, double trafficBytes, boolean readOnly, double allocatedBytes,
        double scratchBytes) {

    public static CaseFacts of(BenchCase benchCase) {
        return new CaseFacts(benchCase.items(), benchCase.minimumTrafficBytes(), benchCase.readOnly(),
                benchCase.allocatedBytes(), benchCase.scratchBytes());
    }
}
