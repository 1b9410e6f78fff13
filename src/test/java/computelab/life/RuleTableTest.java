package computelab.life;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.junit.jupiter.api.Test;

class RuleTableTest {
    @Test
    void everyEntryIsTheRulesNextStateForTheNeighbourCountItStandsFor() {
        Random random = new Random(11);
        for (int trial = 0; trial < 500; trial++) {
            LifeRule rule = trial < LifeRule.presets().size() ? LifeRule.presets().get(trial).rule()
                    : new LifeRule(random.nextInt(512), random.nextInt(512));
            int table = RuleTable.of(rule);
            for (int alive = 0; alive <= 1; alive++) {
                for (int neighbours = 0; neighbours <= 8; neighbours++) {
                    int sum = neighbours + alive;
                    int bit = table >>> (4 * (sum >> 1) + 2 * alive + (sum & 1)) & 1;
                    assertEquals(rule.next(alive == 1, neighbours) ? 1 : 0, bit, rule + " alive=" + alive + " n=" + neighbours);
                }
            }
        }
    }

    @Test
    void sumsThatCannotHappenAreZeroSoTheTableIsTwentyBits() {
        LifeRule everything = new LifeRule(0x1FF, 0x1FF);
        int table = RuleTable.of(everything);
        assertEquals(0, table >>> 20);
        assertEquals(0, table >>> 2 & 1, "a live cell never has a 3x3 sum of 0");
        assertEquals(0, table >>> 17 & 1, "a dead cell never has a 3x3 sum of 9");
    }
}
