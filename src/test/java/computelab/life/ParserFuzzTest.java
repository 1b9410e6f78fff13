package computelab.life;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import computelab.failure.LabException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * Feeds the readers thousands of damaged inputs. Each must either parse or fail with a
 * {@link LabException} that says where (never another exception, never a hang, never a huge
 * allocation), and whatever parses must survive a write-read round trip.
 */
class ParserFuzzTest {
    private static final int CASES = 4000;
    /** A parse that takes this much of its thread's CPU time is pathological (CPU time, so a busy machine does not count). */
    private static final long SLOW_PARSE_NANOS = 1_000_000_000L;
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final String ALPHABET = "0123456789bo$!.AOo*xy=, \n\r\t#NOCr/BS-9";
    private static final String[] SPLICES = {"99999999999", "2147483648", "-5", "0", "x = 0", "x = 65536, y = 65536",
        "x = 4096, y = 4096", "y = 99999", "rule = B9/S23", "rule = ", "!", "$$$$$$$$$$", "999999$", "\u0000",
        "\uFFFF", "\uD800", "#C", "\n\n\n", "65537o", "4096b4096o"};

    @Test
    void damagedRleEitherParsesOrFailsWithAPosition() {
        List<String> seeds = new ArrayList<>();
        for (PatternInfo entry : PatternLibrary.entries()) {
            seeds.add(Rle.write(entry.load()));
        }
        seeds.add("x = 3, y = 3\nbo$2bo$3o!");
        fuzz(seeds, Rle::read, Rle::write, "RLE line ", 1);
    }

    @Test
    void damagedCellsEitherParseOrFailWithAPosition() {
        List<String> seeds = new ArrayList<>();
        for (PatternInfo entry : PatternLibrary.entries()) {
            seeds.add(Cells.write(entry.load().withRule(null)));
        }
        fuzz(seeds, Cells::read, Cells::write, "Cells line ", 2);
    }

    @Test
    void damagedRulesEitherParseOrFailQuotingTheRule() {
        Random random = new Random(3);
        List<String> seeds = new ArrayList<>();
        for (NamedRule preset : LifeRule.presets()) {
            seeds.add(preset.rule().toString());
        }
        seeds.add("23/3");
        for (int i = 0; i < CASES; i++) {
            String text = mutate(seeds.get(random.nextInt(seeds.size())), random);
            try {
                LifeRule rule = LifeRule.parse(text);
                assertEquals(rule, LifeRule.parse(rule.toString()), text);
            } catch (LabException e) {
                assertTrue(e.getMessage().startsWith("Unknown rule \""), e.getMessage());
            } catch (RuntimeException e) {
                fail("Rule " + printable(text) + " threw " + e, e);
            }
        }
    }

    private static void fuzz(List<String> seeds, Function<String, Pattern> read, Function<Pattern, String> write,
            String errorPrefix, long seed) {
        Random random = new Random(seed);
        int parsed = 0;
        for (int i = 0; i < CASES; i++) {
            String text = i % 10 == 0 ? randomText(random) : mutate(seeds.get(random.nextInt(seeds.size())), random);
            long start = THREADS.getCurrentThreadCpuTime();
            try {
                Pattern pattern = read.apply(text);
                parsed++;
                assertEquals(pattern, read.apply(write.apply(pattern)), () -> "round trip of " + printable(text));
            } catch (LabException e) {
                assertTrue(e.getMessage().startsWith(errorPrefix) && e.getMessage().contains("line"),
                        () -> printable(text) + " gave " + e.getMessage());
            } catch (RuntimeException | OutOfMemoryError e) {
                fail(printable(text) + " threw " + e, e);
            }
            long elapsed = THREADS.getCurrentThreadCpuTime() - start;
            assertTrue(elapsed < SLOW_PARSE_NANOS, () -> printable(text) + " took " + elapsed / 1_000_000 + " ms of CPU time");
        }
        // The mutations are meant to be small: many inputs must still be valid, or the test only
        // exercises error paths.
        assertTrue(parsed > CASES / 10, "only " + parsed + " of " + CASES + " parsed");
    }

    private static String mutate(String text, Random random) {
        StringBuilder out = new StringBuilder(text);
        int edits = 1 + random.nextInt(4);
        for (int e = 0; e < edits; e++) {
            int at = out.length() == 0 ? 0 : random.nextInt(out.length() + 1);
            switch (random.nextInt(6)) {
                case 0 -> out.insert(at, ALPHABET.charAt(random.nextInt(ALPHABET.length())));
                case 1 -> {
                    if (at < out.length()) {
                        out.deleteCharAt(at);
                    }
                }
                case 2 -> {
                    if (at < out.length()) {
                        out.setCharAt(at, ALPHABET.charAt(random.nextInt(ALPHABET.length())));
                    }
                }
                case 3 -> out.insert(at, SPLICES[random.nextInt(SPLICES.length)]);
                case 4 -> out.setLength(at);
                default -> {
                    int from = random.nextInt(out.length() + 1);
                    out.insert(at, out.substring(from, Math.min(out.length(), from + random.nextInt(20))));
                }
            }
        }
        return out.toString();
    }

    private static String randomText(Random random) {
        StringBuilder out = new StringBuilder();
        int length = random.nextInt(200);
        for (int i = 0; i < length; i++) {
            boolean anyCharacter = random.nextInt(8) == 0;
            out.append(anyCharacter ? (char) random.nextInt(0x3000) : ALPHABET.charAt(random.nextInt(ALPHABET.length())));
        }
        return out.toString();
    }

    private static String printable(String text) {
        String shown = text.length() > 300 ? text.substring(0, 300) + "..." : text;
        return "\"" + shown.replace("\n", "\\n").replace("\r", "\\r") + "\"";
    }
}
