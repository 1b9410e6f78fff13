package computelab.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class JsonTest {
    @Test
    void objectsKeepInsertionOrderAndEscapeStrings() {
        Json.Obj obj = Json.object().put("page", "scan").put("text", "a\"b\\c\n<d>\u0001")
                .put("n", 3).put("x", 0.5).put("whole", 2.0).put("none", null).put("list", List.of(1, true));
        assertEquals("{\"page\": \"scan\", \"text\": \"a\\\"b\\\\c\\n<d>\\u0001\", \"n\": 3, \"x\": 0.5, "
                + "\"whole\": 2, \"none\": null, \"list\": [1, true]}", obj.toString());
    }

    @Test
    void nonFiniteNumbersBecomeNull() {
        assertEquals("[null, null]", Json.write(List.of(Double.NaN, Double.POSITIVE_INFINITY)));
    }
}
