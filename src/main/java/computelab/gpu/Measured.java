package computelab.gpu;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What the {@link Stopwatch} measured: the timing of whole repetitions (from the first pass's start
 * to the last pass's end) and, per pass label in the order a repetition runs them, the timing of that
 * pass. Both are null or empty without timestamp queries; the passes are empty where a repetition had
 * more passes than one query set can time (then only whole repetitions are timed).
 *
 * @param warmUpReps the untimed repetitions run first (they changed the data as the timed ones did)
 */
public record Measured(Timing timing, Map<String, Timing> passes, int warmUpReps) {

    public Measured {
        passes = Collections.unmodifiableMap(new LinkedHashMap<>(passes));
    }

    /** Nothing was timed: the device has no timestamp queries. */
    public static Measured untimed(int warmUpReps) {
        return new Measured(null, Map.of(), warmUpReps);
    }
}
