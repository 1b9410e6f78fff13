package computelab.bench;

import computelab.gpu.Timing;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The GPU times of a case's timed repetitions: the whole repetition (null without timestamp queries)
 * and, per pass label, the median time of that pass in milliseconds.
 */
public record Measured(Timing timing, Map<String, Double> passMedians) {

    public Measured {
        // Passes keep the order in which a repetition runs them.
        passMedians = Collections.unmodifiableMap(new LinkedHashMap<>(passMedians));
    }
}
