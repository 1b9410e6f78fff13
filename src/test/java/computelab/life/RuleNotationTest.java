package computelab.life;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import computelab.failure.LabException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Generations and Hensel notation; the Life-like forms are in LifeRuleTest. */
class RuleNotationTest {
    private static final int CENTRE = HenselLetters.CENTRE;

    @ParameterizedTest
    @CsvSource({
        "/2/3, B2/S/C3, 3",
        "B2/S/C3, B2/S/C3, 3",
        "b2/s/c3, B2/S/C3, 3",
        "345/2/4, B2/S345/C4, 4",
        "B2/S345/C4, B2/S345/C4, 4",
        "S345/B2/C4, B2/S345/C4, 4",
        "B2/S/3, B2/S/C3, 3",
        "B3/S23/C256, B3/S23/C256, 256",
        "B2-a/S12, B2-a/S12, 2",
        "12/2-a, B2-a/S12, 2",
        "B2-a/S12/C4, B2-a/S12/C4, 4",
        "B3-cnqy/S23-a4ityz, B3-cnyq/S23-a4iytz, 2",
        "B3/S2-i34q, B3/S2-i34q, 2",
        "B2ce/S, B2ce/S, 2",
        "B3cekainyqjr/S23, B3/S23, 2",
        "B2cekain/S, B2/S, 2",
    })
    void readsEveryNotationIntoItsCanonicalForm(String text, String canonical, int states) {
        LifeRule rule = LifeRule.parse(text);
        assertEquals(canonical, rule.toString());
        assertEquals(states, rule.states());
        assertEquals(rule, LifeRule.parse(canonical), "the canonical form reads back as the same rule");
    }

    @Test
    void lifeLikeMeansTwoStatesAndCountsOnly() {
        assertTrue(LifeRule.parse("B3cekainyqjr/S23").isLifeLike());
        assertEquals(LifeRule.LIFE, LifeRule.parse("B3cekainyqjr/S23"));
        assertFalse(LifeRule.parse("/2/3").isLifeLike());
        assertTrue(LifeRule.parse("/2/3").isTotalistic());
        assertFalse(LifeRule.parse("B2-a/S12").isTotalistic());
        assertFalse(LifeRule.parse("B2-a/S12").isLifeLike());
    }

    @Test
    void henselLettersSelectArrangementsForBirthAndSurvival() {
        LifeRule rule = LifeRule.parse("B2-a/S12");
        int cornerAndItsEdge = 1 | 1 << 1;
        int twoTopCorners = 1 | 1 << 2;
        assertFalse(rule.nextAlive(cornerAndItsEdge), "2a is left out of birth");
        assertTrue(rule.nextAlive(twoTopCorners), "2c gives birth");
        assertTrue(rule.nextAlive(CENTRE | 1 << 7), "1e survives");
        assertTrue(rule.nextAlive(CENTRE | cornerAndItsEdge), "2a survives: S2 has all letters");
        assertFalse(rule.nextAlive(CENTRE | 7), "3 neighbours do not survive");
        assertFalse(rule.nextAlive(1 << 1), "one neighbour gives no birth");

        LifeRule onlyAdjacent = LifeRule.parse("B2a/S");
        for (int n = 0; n < 512; n++) {
            boolean bornOn2a = (n & CENTRE) == 0 && Integer.bitCount(n) == 2
                    && (HenselLetters.neighbourhoods(2, 'a')[n >>> 5] >>> n & 1) != 0;
            assertEquals(bornOn2a, onlyAdjacent.nextAlive(n), "neighbourhood " + n);
        }
    }

    @Test
    void aTotalisticTableMatchesTheCountMasks() {
        LifeRule rule = LifeRule.parse("B36/S23/C5");
        for (int n = 0; n < 512; n++) {
            int count = Integer.bitCount(n & ~CENTRE);
            boolean expected = (n & CENTRE) != 0 ? count == 2 || count == 3 : count == 3 || count == 6;
            assertEquals(expected, rule.nextAlive(n), "neighbourhood " + n);
        }
        assertEquals(0b001001000, rule.birthMask());
        assertEquals(0b000001100, rule.survivalMask());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "B1a/S23|there is no letter a for 1 neighbour; 1 takes the letters ce (Hensel notation).",
        "B3/S23/C2|a Generations rule has 3 to 256 states, as in B2/S/C3 (2 given; leave /C out for two states).",
        "B3/S23/C257|a Generations rule has 3 to 256 states, as in B2/S/C3 (257 given; leave /C out for two states).",
        "B2-/S1|a \"-\" after 2 must be followed by the letters to leave out, as in B2-a/S12.",
        "B0c/S1|there is no letter c for 0 neighbours (counts 0 and 8 take no letters).",
        "B4x/S1|there is no letter x for 4 neighbours; 4 takes the letters cekainyqjrtwz (Hensel notation).",
    })
    void mistakesInTheNewNotationsAreOneSentence(String text, String problem) {
        LabException error = assertThrows(LabException.class, () -> LifeRule.parse(text));
        assertEquals("Unknown rule \"" + text + "\": " + problem, error.getMessage());
    }

    @ParameterizedTest
    @ValueSource(strings = {"B3/S23/C", "B3/S23/Cx", "B3/S23/C3/C4", "/2/3/", "B2A/S1", "B2/S/C-3", "B3/S23/X4",
        "Brian's Brain", "B2a-/S1"})
    void malformedGenerationsAndHenselTextIsRejected(String text) {
        LabException error = assertThrows(LabException.class, () -> LifeRule.parse(text));
        assertTrue(error.getMessage().startsWith("Unknown rule \"" + text + "\": "), error.getMessage());
        assertTrue(error.getMessage().endsWith("."), error.getMessage());
    }
}
