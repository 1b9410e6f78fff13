package computelab.web.life;

import computelab.lab.life.LifeRequest;
import computelab.lab.Param;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A life.html query written from typed values through the page's table ({@link LifeRequest#PARAMS}):
 * each value by its parameter's own writer, in the table's order, so the page reads it back as the same
 * values. Nothing here knows how a parameter is spelled in a URL.
 */
final class LifeQuery {
    private final Map<String, String> texts = new LinkedHashMap<>();

    <T> LifeQuery with(Param<T> param, T value) {
        texts.put(param.name(), param.write(value));
        return this;
    }

    /** The query, without {@code ?}; with {@code run=1} first when {@code run} is true. */
    String query(boolean run) {
        return LifeRequest.PARAMS.query(texts, run);
    }
}
