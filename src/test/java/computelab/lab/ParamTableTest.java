package computelab.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import computelab.failure.LabException;
import computelab.gpu.DeviceFacts;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class ParamTableTest {
    private static final Param<Long> N = Param.whole("n", "Elements", 1, 1L << 40, 1024L)
            .atMostOnDevice(DeviceFacts::maxStorageElements, "this device's largest storage binding");
    private static final Param<String> TYPE = Param.choice("type", "Type", List.of("u32", "i32", "f32"), "u32");
    private static final Param<String> ALGO = Param.choice("algo", "Algorithm", List.of("fast", "portable"), "fast")
            .defaultFor(device -> device.hasSubgroups() ? "fast" : "portable");
    private static final Param<String> RLE = Param.text("rle", "RLE", null);
    private static final Param<Double> DENSITY = Param.number("density", "Density", 0, 1, null);
    private static final Param<List<Long>> SIZES = Param.wholes("sizes", "Sizes", 1, 1L << 40, List.of(16L));
    private static final Param<Boolean> TUNE = Param.flag("tune", "Tune", false).hidden();
    private static final ParamTable TABLE = ParamTable.of(List.of(N, TYPE, ALGO, RLE, DENSITY, SIZES, TUNE));

    /** A device with or without subgroups whose largest binding holds {@code elements} words. */
    private static DeviceFacts device(boolean subgroups, long elements) {
        return new DeviceFacts() {
            @Override
            public boolean hasSubgroups() {
                return subgroups;
            }

            @Override
            public boolean hasTimestamps() {
                return true;
            }

            @Override
            public double limit(String name) {
                return name.equals("maxComputeWorkgroupsPerDimension") ? 65535 : elements * 4.0;
            }

            @Override
            public boolean cpu() {
                return false;
            }
        };
    }

    @Test
    void readsTypedValuesAndFillsDefaults() {
        Request request = TABLE.parse("?run=1&n=2^20&type=f32&density=0.25&sizes=2^4,100", null);
        assertTrue(request.get(ParamTable.RUN));
        assertEquals(1L << 20, request.get(N));
        assertEquals("f32", request.get(TYPE));
        assertEquals(0.25, request.get(DENSITY));
        assertEquals(List.of(16L, 100L), request.get(SIZES));
        assertEquals("fast", request.get(ALGO));
        assertNull(request.get(RLE), "an optional parameter not given");
        assertFalse(request.given(ALGO));
        assertEquals(1024L, TABLE.parse("", null).get(N));
    }

    @Test
    void aDefaultThatDependsOnTheDeviceIsResolvedForIt() {
        assertEquals("portable", TABLE.defaults(device(false, 1 << 20)).get(ALGO));
        assertEquals("fast", TABLE.defaults(device(true, 1 << 20)).get(ALGO));
        assertEquals("portable", ALGO.defaultText(device(false, 1 << 20)), "what the form shows is what runs");
        assertEquals("fast", TABLE.parse("algo=fast", device(false, 1 << 20)).get(ALGO),
                "a choice given explicitly is the one that runs");
    }

    @Test
    void theDeviceBoundsARangeAndTheSentenceSaysWhy() {
        BadParameter bad = assertThrows(BadParameter.class, () -> TABLE.parse("n=2^21", device(true, 1 << 20)));
        assertEquals("n", bad.parameter());
        assertEquals("The parameter n must be between 1 and 1048576 (this device's largest storage binding), not 2^21.",
                bad.getMessage());
        assertEquals(1L << 20, TABLE.parse("n=2^20", device(true, 1 << 20)).get(N));
    }

    @Test
    void decodesPercentEscapesPlusSignsAndUtf8() {
        Request request = TABLE.parse("rle=x+%3D+3%2C+y%3D1%0Abo%24%21&type=f32", null);
        assertEquals("x = 3, y=1\nbo$!", request.get(RLE));
        assertEquals("\u00e9", TABLE.texts("type=%C3%A9").get("type"));
    }

    @Test
    void aRequestWritesTheQueryThatReadsBackTheSame() {
        Request request = TABLE.parse("sizes=2^4,100&n=2^20&rle=x+%3D+3%0Abo%21&tune=1", null);
        String query = request.query(true);
        assertEquals("run=1&n=2^20&rle=x%20%3D%203%0Abo!&sizes=2^4,100&tune=1", query, "table order, given texts");
        Request again = TABLE.parse(query, null);
        for (Param<?> param : TABLE.params().subList(1, TABLE.params().size())) {
            assertEquals(String.valueOf(request.get(param)), String.valueOf(again.get(param)), param.name());
        }
        assertEquals("n=2^20&type=i32&rle=x%20%3D%203%0Abo!&sizes=2^4,100&tune=1",
                request.with(TYPE, "i32").query(false));
        assertFalse(request.without(N).given(N));
    }

    @Test
    void rejectsUnknownNamesDuplicatesAndMalformedValuesWithASentenceNamingTheField() {
        assertMessage("Unknown parameter \"x\"", null, "x=1");
        assertMessage("The parameter n is given twice.", "n", "n=1&n=2");
        assertMessage("The parameter n must be a whole number (or 2^k), not \"abc\".", "n", "n=abc");
        assertMessage("The parameter n must be between 1 and 1099511627776, not 0.", "n", "n=0");
        assertMessage("The parameter n must be between 1 and 1099511627776, not -5.", "n", "n=-5");
        assertMessage("malformed escape", null, "rle=%zz");
        assertMessage("Unknown type \"u64\": choose u32, i32, f32.", "type", "type=u64");
        assertMessage("The parameter run must be 1 or 0, not \"yes\".", "run", "run=yes");
        assertMessage("The parameter density must be a number, not \"1e\".", "density", "density=1e");
        assertMessage("The parameter density must be between 0 and 1, not 1.5.", "density", "density=1.5");
        assertMessage("The parameter sizes must be a whole number (or 2^k), not \"\".", "sizes", "sizes=2^10,,2^12");
    }

    @Test
    void aQueryWithAMistakeStillGivesEveryValueItAskedForSoTheFormCanShowThem() {
        ParamTable.Asked unknown = TABLE.asked("?n=5&colour=red&type=f32");
        assertEquals(java.util.Map.of("n", "5", "type", "f32"), unknown.texts());
        assertTrue(unknown.mistake().getMessage().startsWith("Unknown parameter \"colour\""));

        ParamTable.Asked twice = TABLE.asked("n=1&type=i32&n=2");
        assertEquals(java.util.Map.of("n", "1", "type", "i32"), twice.texts());
        assertEquals("n", ((BadParameter) twice.mistake()).parameter());

        ParamTable.Asked malformed = TABLE.asked("rle=%zz&n=7");
        assertEquals(java.util.Map.of("rle", "%zz", "n", "7"), malformed.texts());
        assertEquals("rle", ((BadParameter) malformed.mistake()).parameter());

        ParamTable.Asked right = TABLE.asked("n=7");
        assertNull(right.mistake());
        assertEquals(right.texts(), TABLE.texts("n=7"));
    }

    private static void assertMessage(String expected, String field, String query) {
        LabException e = assertThrows(LabException.class, () -> TABLE.parse(query, null));
        assertTrue(e.getMessage().contains(expected), e.getMessage());
        if (field != null) {
            assertEquals(field, ((BadParameter) e).parameter());
        }
    }

    @Test
    void anEmptyValueOfAnOptionalParameterIsNotGiven() {
        Request request = TABLE.parse("density=&rle=", null);
        assertNull(request.get(DENSITY));
        assertFalse(request.given(RLE));
        assertMessage("The parameter n must be a whole number", "n", "n=");
    }

    @Test
    void theFormShowsEveryParameterButTheHiddenOnes() {
        assertEquals(List.of(N, TYPE, ALGO, RLE, DENSITY, SIZES), TABLE.shown());
        assertEquals(List.of("run", "n", "type", "algo", "rle", "density", "sizes", "tune"), TABLE.names());
        assertThrows(IllegalArgumentException.class, () -> ParamTable.of(List.of(N, N)));
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
                TABLE.parse(query.toString(), device(true, 1 << 20));
                parsed++;
            } catch (LabException expected) {
                assertFalse(expected.getMessage().isBlank());
            }
        }
        assertTrue(parsed > 100, "some mutations stay valid: " + parsed);
    }
}
