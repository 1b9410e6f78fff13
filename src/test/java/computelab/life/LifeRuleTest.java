package computelab.life;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import computelab.failure.LabException;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class LifeRuleTest {
    @ParameterizedTest
    @CsvSource({
        "B3/S23, 0b000001000, 0b000001100, B3/S23",
        "b36/s23, 0b001001000, 0b000001100, B36/S23",
        "B3678/S34678, 0b111001000, 0b111011000, B3678/S34678",
        "B2/S, 0b000000100, 0, B2/S",
        "B3/S012345678, 0b000001000, 0b111111111, B3/S012345678",
        "B63/S32, 0b001001000, 0b000001100, B36/S23",
        "S23/B3, 0b000001000, 0b000001100, B3/S23",
        "' B3/S23 ', 0b000001000, 0b000001100, B3/S23",
        "B/S, 0, 0, B/S",
    })
    void parsesBirthSurvivalNotationIntoMasks(String text, String birth, String survival, String canonical) {
        LifeRule rule = LifeRule.parse(text);
        assertEquals(Integer.parseInt(birth.replace("0b", ""), 2), rule.birthMask());
        assertEquals(Integer.parseInt(survival.replace("0b", ""), 2), rule.survivalMask());
        assertEquals(canonical, rule.toString());
    }

    @ParameterizedTest
    @CsvSource({"23/3, B3/S23", "/2, B2/S", "23/36, B36/S23", "012345678/3, B3/S012345678", "/, B/S"})
    void readsTheSurvivalFirstNotation(String text, String canonical) {
        assertEquals(canonical, LifeRule.parse(text).toString());
    }

    @Test
    void nextAppliesBirthToDeadCellsAndSurvivalToLiveOnes() {
        LifeRule life = LifeRule.LIFE;
        for (int n = 0; n <= 8; n++) {
            assertEquals(n == 3, life.next(false, n), "birth on " + n);
            assertEquals(n == 2 || n == 3, life.next(true, n), "survival on " + n);
        }
    }

    @Test
    void presetsNameTheClassicRules() {
        List<NamedRule> presets = LifeRule.presets();
        assertEquals("Life", presets.get(0).name());
        assertEquals(LifeRule.LIFE, presets.get(0).rule());
        assertEquals(List.of("B3/S23", "B36/S23", "B3678/S34678", "B2/S", "B3/S012345678", "B2/S/C3",
                "B2/S345/C4", "B2-a/S12", "B3/S2-i34q", "B2-a/S12/C4"),
                presets.stream().map(preset -> preset.rule().toString()).toList());
    }

    @Test
    void equalRulesAreEqualValues() {
        assertEquals(LifeRule.parse("b3/s23"), LifeRule.parse("23/3"));
        assertEquals(LifeRule.parse("b3/s23").hashCode(), LifeRule.LIFE.hashCode());
    }

    @Test
    void digitNineIsRejectedWithTheExpectedSentence() {
        LabException error = assertThrows(LabException.class, () -> LifeRule.parse("B9/S23"));
        assertEquals("Unknown rule \"B9/S23\": digits must be 0-8, as in B3/S23.", error.getMessage());
    }

    @Test
    void aRepeatedDigitIsRejectedNamingTheDigit() {
        LabException error = assertThrows(LabException.class, () -> LifeRule.parse("B33/S23"));
        assertTrue(error.getMessage().startsWith("Unknown rule \"B33/S23\": digit 3 appears twice"),
                error.getMessage());
    }

    @ParameterizedTest
    @ValueSource(strings = {"", " ", "B3", "S23", "B3/", "B3/S23/", "B3/B23", "S3/S23", "X3/S23", "B3/S2 3",
        "B3S23", "Life", "B-3/S23", "3/S23", "B3/23", "B3//S23", "B３/S23"})
    void malformedRulesAreRejectedQuotingTheText(String text) {
        LabException error = assertThrows(LabException.class, () -> LifeRule.parse(text));
        assertTrue(error.getMessage().startsWith("Unknown rule \"" + text + "\": "), error.getMessage());
        assertTrue(error.getMessage().contains("B3/S23"), error.getMessage());
        assertTrue(error.getMessage().endsWith("."), error.getMessage());
    }

    @Test
    void longRuleTextIsShortenedInTheMessage() {
        String pasted = "B3/S23" + "x".repeat(500);
        LabException error = assertThrows(LabException.class, () -> LifeRule.parse(pasted));
        assertTrue(error.getMessage().length() < 200, error.getMessage());
    }

    @Test
    void masksOutsideNineBitsAreAProgrammingError() {
        assertThrows(IllegalArgumentException.class, () -> new LifeRule(1 << 9, 0));
        assertFalse(new LifeRule(0, 0).birthsOn(3));
    }
}
