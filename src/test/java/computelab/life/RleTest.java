package computelab.life;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import computelab.failure.LabException;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class RleTest {
    private static Grid cells(String plaintext) {
        return Cells.read(plaintext).cells();
    }

    @Test
    void readsCommentsHeaderAndRuns() {
        Pattern glider = Rle.read("""
                #N Glider
                #O Richard K. Guy, 1969
                #C first comment
                #c second comment
                #P 0 0
                x = 3, y = 3, rule = B3/S23
                bo$2bo$3o!
                """);
        assertEquals("Glider", glider.name());
        assertEquals("Richard K. Guy, 1969", glider.author());
        assertEquals(List.of("first comment", "second comment"), glider.comments());
        assertEquals(LifeRule.LIFE, glider.rule());
        assertEquals(cells(".O.\n..O\nOOO\n"), glider.cells());
    }

    @Test
    void headerSpacesAndRuleAreOptional() {
        Pattern compact = Rle.read("x=3,y=1,rule=b36/s23\n3o!");
        assertEquals(LifeRule.parse("B36/S23"), compact.rule());
        Pattern noRule = Rle.read("x = 3, y = 1\n3o!");
        assertNull(noRule.rule());
        assertEquals(cells("OOO\n"), noRule.cells());
    }

    @Test
    void runCountsMayHaveManyDigits() {
        Pattern pattern = Rle.read("x = 40, y = 1\n12b13o15b!");
        assertEquals(13, pattern.cells().population());
        assertTrue(pattern.cells().get(12, 0) && pattern.cells().get(24, 0));
    }

    @Test
    void aCountedLineEndSkipsBlankRows() {
        assertEquals(cells("O\n.\n.\nO\n"), Rle.read("x = 1, y = 4\no3$o!").cells());
    }

    @Test
    void whitespaceAndLineBreaksMayFallBetweenRuns() {
        assertEquals(cells(".O.\n..O\nOOO\n"), Rle.read("x = 3, y = 3\r\n b o $\r\n2b\to\n$3o\n  !\n").cells());
    }

    @Test
    void textAfterTheEndMarkIsIgnoredAndAMissingEndMarkIsTolerated() {
        assertEquals(cells("OOO\n"), Rle.read("x = 3, y = 1\n3o! anything $$ 9z\n").cells());
        assertEquals(cells("OOO\n"), Rle.read("x = 3, y = 1\n3o").cells());
    }

    @Test
    void dotAndCapitalAAreAlternativeDeadAndAliveTags() {
        assertEquals(cells(".O.\n"), Rle.read("x = 3, y = 1\n.A.!").cells());
    }

    @Test
    void aLowercaseRCommentSetsTheRuleInSurvivalFirstNotation() {
        assertEquals(LifeRule.LIFE, Rle.read("#r 23/3\nx = 2, y = 1\n2o!").rule());
        assertEquals(LifeRule.parse("B2/S"), Rle.read("#r /2\nx = 2, y = 1\n2o!").rule());
    }

    @Test
    void aTrailingLineEndAfterTheLastRowIsAccepted() {
        assertEquals(cells("OOO\n"), Rle.read("x = 3, y = 1\n3o$!").cells());
    }

    @Test
    void writesTheCanonicalGlider() {
        Pattern glider = new Pattern("Glider", "Richard K. Guy, 1969", List.of("c/4"), LifeRule.LIFE,
                cells(".O.\n..O\nOOO\n"));
        assertEquals("#N Glider\n#O Richard K. Guy, 1969\n#C c/4\nx = 3, y = 3, rule = B3/S23\nbo$2bo$3o!\n",
                Rle.write(glider));
    }

    @Test
    void writingLeavesOutTrailingDeadCellsAndMergesBlankRows() {
        Pattern pattern = Pattern.of(cells("O....\n.....\n.....\n..OO.\n.....\n"));
        assertEquals("x = 5, y = 5\no3$2b2o!\n", Rle.write(pattern));
    }

    @Test
    void writtenLinesAreAtMostSeventyCharacters() {
        Random random = new Random(7);
        for (int i = 0; i < 50; i++) {
            Grid grid = Grid.randomFill(1 + random.nextInt(300), 1 + random.nextInt(40), random.nextDouble(), i);
            for (String line : Rle.write(Pattern.of(grid)).split("\n")) {
                assertTrue(line.length() <= 70, line);
            }
        }
    }

    @Test
    void everyLibraryPatternSurvivesAWriteReadRoundTrip() {
        for (PatternInfo entry : PatternLibrary.entries()) {
            Pattern pattern = entry.load();
            assertEquals(pattern, Rle.read(Rle.write(pattern)), entry.id());
        }
    }

    @Test
    void randomGridsSurviveAWriteReadRoundTrip() {
        Random random = new Random(11);
        for (int i = 0; i < 300; i++) {
            Grid grid = Grid.randomFill(1 + random.nextInt(150), 1 + random.nextInt(60), random.nextDouble(), i);
            LifeRule rule = random.nextBoolean() ? null : new LifeRule(random.nextInt(512), random.nextInt(512));
            Pattern pattern = new Pattern("random " + i, "", List.of(), rule, grid);
            assertEquals(pattern, Rle.read(Rle.write(pattern)));
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
        "x = 3, y = 3\\nbo$2bx$3o!          | 2 | 6  | unexpected character 'x'; expected a run of b, o, $ or !.",
        "x = 2, y = 1\\n3o!                  | 2 | 1  | row 1 is longer than the header's x = 2.",
        "x = 2, y = 2\\no$o$o!               | 2 | 5  | cells after the last row; the header says y = 2.",
        "x = 2, y = 1\\no3$!                 | 2 | 2  | this line end goes past row 1",
        "bo$2bo$3o!                          | 1 | 1  | unexpected character 'b'; expected x = ...",
        "#C only a comment                   | 1 | 1  | the header line is missing",
        "x = 0, y = 3\\no!                   | 1 | 5  | the width x must be between 1 and 65536.",
        "x = 3, y = 99999999999\\no!         | 1 | 12 | the height y must be between 1 and 65536.",
        "x = 4096, y = 8192\\no!             | 1 | 1  | the pattern is 4096 x 8192 cells; at most 16777216",
        "x = 3, y = 3, rule = B9/S23\\n3o!   | 1 | 22 | unknown rule \"B9/S23\": digits must be 0-8, as in B3/S23.",
        "#r B3/S99\\nx = 3, y = 3\\n3o!      | 1 | 4  | unknown rule \"B3/S99\"",
        "x = 3 y = 3\\n3o!                   | 1 | 7  | unexpected character 'y'; expected a comma after the width",
        "x = 3, y = 3 rule = B3/S23\\n3o!    | 1 | 14 | expected a comma and rule = ..., or the end of the line",
        "x = , y = 3\\n3o!                   | 1 | 5  | unexpected character ','; expected a number for the width x",
        "x = 3, y = 3\\n0o!                  | 2 | 1  | a run count must be at least 1.",
        "x = 3, y = 3\\n-3o!                 | 2 | 1  | unexpected character '-'",
        "x = 3, y = 3\\n3 o!                 | 2 | 2  | expected b, o or $ right after the run count 3.",
        "x = 3, y = 3\\nbo$\\n3              | 3 | 1  | the run count 3 must be followed by b, o or $",
        "x = 3, y = 3\\n2o\\u0007!           | 2 | 3  | unexpected character U+0007",
        "x = 3, y = 3\\n99999999999o!        | 2 | 1  | row 1 is longer than the header's x = 3.",
        "x = 3, y = 3\\n3o2Z!                | 2 | 4  | unexpected character 'Z'",
        "x = 3, y = 3\\nApZ!                 | 2 | 2  | unexpected character 'p'",
        "x = 3, y = 3\\nAyP!                 | 2 | 2  | unexpected character 'y'",
    })
    void malformedTextIsRejectedNamingLineAndColumn(String text, int line, int column, String problem) {
        String unescaped = text.replace("\\n", "\n").replace("\\u0007", "\u0007");
        LabException error = assertThrows(LabException.class, () -> Rle.read(unescaped));
        String prefix = "RLE line " + line + ", column " + column + ": ";
        assertTrue(error.getMessage().startsWith(prefix), error.getMessage());
        assertTrue(error.getMessage().contains(problem), error.getMessage());
    }

    @Test
    void anEmptyTextIsMissingItsHeader() {
        LabException error = assertThrows(LabException.class, () -> Rle.read(""));
        assertEquals("RLE line 1, column 1: the header line is missing; expected it before the cells,"
                + " as in x = 3, y = 3, rule = B3/S23.", error.getMessage());
    }
}
