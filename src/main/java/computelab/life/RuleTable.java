package computelab.life;

/**
 * A Life-like rule as the bit-packed shader reads it. The shader adds up each cell's 3 x 3 block, the
 * cell itself included (a sum of 0..9 that needs no subtraction), so the rule is restated in those
 * terms: bit {@code 4g + 2a + o} is the next state of a cell with alive = a whose 3 x 3 sum is
 * {@code 2g + o}. A dead cell's sum is its neighbour count k (born if the rule lists k); a live cell's
 * sum is k + 1 (survives if the rule lists k).
 */
public final class RuleTable {
    private RuleTable() {
    }

    public static int of(LifeRule rule) {
        int table = 0;
        for (int sum = 0; sum <= 9; sum++) {
            int group = sum >> 1;
            int odd = sum & 1;
            if (sum <= 8 && rule.birthsOn(sum)) {
                table |= 1 << (4 * group + odd);
            }
            if (sum >= 1 && rule.survivesOn(sum - 1)) {
                table |= 1 << (4 * group + 2 + odd);
            }
        }
        return table;
    }
}
