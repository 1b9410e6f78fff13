package computelab.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import computelab.failure.LabException;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class ParamsTest {
    private static final List<String> NAMES = List.of("run", "n", "type", "rle", "density", "sizes");

    @Test
    void parsesTypedValuesWithDefaults() {
        Params p = Params.parse("?run=1&n=2^20&type=f32&density=0.25&sizes=2^4,100", NAMES);
        assertTrue(p.flag("run", false));
        assertEquals(1 << 20, p.integer("n", 1, 1, Integer.MAX_VALUE));
        assertEquals("f32", p.choice("type", "u32", List.of("u32", "i32", "f32")));
        assertEquals(0.25, p.number("density", 0.5, 0, 1));
        assertEquals(List.of(16L, 100L), p.integers("sizes", List.of(), 1, 1000));
        assertEquals(7, Params.parse("", NAMES).integer("n", 7, 1, 10));
    }

    @Test
    void decodesPercentEscapesPlusSignsAndUtf8() {
        Params p = Params.parse("rle=x+%3D+3%2C+y%3D1%0Abo%24%21&type=%C3%A9", NAMES);
        assertEquals("x = 3, y=1\nbo$!", p.text("rle", ""));
        assertEquals("\u00e9", p.text("type", ""));
    }

    @Test
    void rejectsUnknownNamesDuplicatesAndMalformedValuesWithASentence() {
        assertMessage("Unknown parameter \"x\"", "x=1");
        assertMessage("given twice", "n=1&n=2");
        assertMessage("must be a whole number", "n=abc");
        assertMessage("must be between 1 and 100, not 0", "n=0");
        assertMessage("must be between 1 and 100, not -5", "n=-5");
        assertMessage("malformed escape", "rle=%zz");
        assertMessage("Unknown type \"u64\"", "type=u64");
        assertMessage("must be 1 or 0", "run=yes");
        assertMessage("must be a number", "density=1e");
    }

    private static void assertMessage(String expected, String query) {
        LabException e = assertThrows(LabException.class, () -> {
            Params p = Params.parse(query, NAMES);
            p.flag("run", false);
            p.integer("n", 1, 1, 100);
            p.choice("type", "u32", List.of("u32", "i32", "f32"));
            p.number("density", 0.5, 0, 1);
        });
        assertTrue(e.getMessage().contains(expected), e.getMessage());
    }

    /** Thousands of random and mutated query strings: each parses or raises LabException, nothing else. */
    @Test
    void fuzzedQueriesEitherParseOrRaiseTheUserFacingError() {
        Random random = new Random(42);
        String[] seeds = { "run=1&n=1024&type=u32", "n=2^20&type=f32&density=0.5", "rle=x%3D3%2Cy%3D1%0Abo%21",
            "sizes=2^16,2^20,1000&run=0" };
        String alphabet = "=&%^,+-.0123456789abcdefxyzn runtypesizes\u00e9\u0000%F0%9F";
        int parsed = 0;
        for (int i = 0; i < 20000; i++) {
            StringBuilder query = new StringBuilder(seeds[random.nextInt(seeds.length)]);
            int mutations = random.nextInt(6);
            for (int m = 0; m < mutations; m++) {
                int at = query.length() == 0 ? 0 : random.nextInt(query.length() + 1);
                switch (random.nextInt(3)) {
                    case 0 -> query.insert(at, alphabet.charAt(random.nextInt(alphabet.length())));
                    case 1 -> {
                        if (at < query.length()) {
                            query.deleteCharAt(at);
                        }
                    }
                    default -> query.insert(at, Long.toString(random.nextLong()));
                }
            }
            try {
                Params p = Params.parse(query.toString(), NAMES);
                p.flag("run", false);
                p.integer("n", 1, 1, Integer.MAX_VALUE);
                p.choice("type", "u32", List.of("u32", "i32", "f32"));
                p.number("density", 0.5, 0, 1);
                p.integers("sizes", List.of(), 1, 1L << 40);
                parsed++;
            } catch (LabException expected) {
                assertFalse(expected.getMessage().isBlank());
            }
        }
        assertTrue(parsed > 100, "some mutations stay valid: " + parsed);
    }
}
