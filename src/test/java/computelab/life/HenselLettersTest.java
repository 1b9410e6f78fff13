package computelab.life;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class HenselLettersTest {
    private static final int[] ARRANGEMENTS_PER_COUNT = { 1, 2, 6, 10, 13, 10, 6, 2, 1 };

    private static Set<Integer> members(int[] set) {
        Set<Integer> members = new HashSet<>();
        for (int n = 0; n < 512; n++) {
            if ((set[n >>> 5] >>> n & 1) != 0) {
                members.add(n);
            }
        }
        return members;
    }

    /** Every arrangement reachable from n by the eight symmetries of the square. */
    private static Set<Integer> orbit(int n) {
        Set<Integer> orbit = new HashSet<>();
        int shape = n;
        for (int turn = 0; turn < 4; turn++) {
            orbit.add(shape);
            orbit.add(HenselLetters.mirrored(shape));
            shape = HenselLetters.rotated(shape);
        }
        return orbit;
    }

    @Test
    void thereAreFiftyOneArrangementsCountedOneTwoSixTenThirteenTenSixTwoOne() {
        int total = 0;
        for (int count = 0; count <= 8; count++) {
            int letters = Math.max(1, HenselLetters.lettersFor(count).length());
            assertEquals(ARRANGEMENTS_PER_COUNT[count], letters, "count " + count);
            total += letters;
        }
        assertEquals(51, total);
    }

    @Test
    void theLettersOfACountSplitItsNeighbourhoodsIntoSymmetryClasses() {
        for (int count = 1; count <= 7; count++) {
            Set<Integer> covered = new HashSet<>();
            for (char letter : HenselLetters.lettersFor(count).toCharArray()) {
                Set<Integer> members = members(HenselLetters.neighbourhoods(count, letter));
                int any = members.iterator().next();
                assertEquals(orbit(any), members, count + "" + letter + " is one whole symmetry class");
                for (int n : members) {
                    assertEquals(count, Integer.bitCount(n), count + "" + letter);
                    assertEquals(0, n & HenselLetters.CENTRE, count + "" + letter + " leaves the centre out");
                    assertTrue(covered.add(n), count + "" + letter + " overlaps another letter at " + n);
                }
            }
            assertEquals(members(HenselLetters.allWith(count)), covered, "count " + count + " is covered");
            assertEquals(binomial(8, count), covered.size());
        }
    }

    @Test
    void everyLetterSetIsClosedUnderRotationAndReflection() {
        for (int count = 0; count <= 8; count++) {
            for (char letter : HenselLetters.lettersFor(count).toCharArray()) {
                Set<Integer> members = members(HenselLetters.neighbourhoods(count, letter));
                for (int n : members) {
                    assertTrue(members.contains(HenselLetters.rotated(n)), count + "" + letter + " rotated");
                    assertTrue(members.contains(HenselLetters.mirrored(n)), count + "" + letter + " mirrored");
                }
            }
        }
    }

    @Test
    void lettersFollowTheirDefinitions() {
        // Rows top to bottom, bit 3 * row + column: 0 1 2 / 3 4 5 / 6 7 8.
        assertTrue(members(HenselLetters.neighbourhoods(1, 'c')).contains(1));
        assertTrue(members(HenselLetters.neighbourhoods(1, 'e')).contains(1 << 1));
        assertTrue(members(HenselLetters.neighbourhoods(2, 'a')).contains(1 | 1 << 1), "corner beside an edge");
        assertTrue(members(HenselLetters.neighbourhoods(2, 'i')).contains(1 << 3 | 1 << 5), "opposite edges");
        assertTrue(members(HenselLetters.neighbourhoods(2, 'n')).contains(1 << 2 | 1 << 6), "opposite corners");
        assertTrue(members(HenselLetters.neighbourhoods(3, 'i')).contains(7), "a full row");
        assertTrue(members(HenselLetters.neighbourhoods(4, 'c')).contains(1 | 1 << 2 | 1 << 6 | 1 << 8), "four corners");
        assertTrue(members(HenselLetters.neighbourhoods(4, 'e')).contains(1 << 1 | 1 << 3 | 1 << 5 | 1 << 7), "four edges");
        // 5 to 8 are the complements of 3 to 0: 5i is everything but a full row.
        assertTrue(members(HenselLetters.neighbourhoods(5, 'i')).contains(0x1FF & ~7 & ~HenselLetters.CENTRE));
        assertEquals(Set.of(0x1FF & ~HenselLetters.CENTRE), members(HenselLetters.allWith(8)));
    }

    private static int binomial(int n, int k) {
        int result = 1;
        for (int i = 0; i < k; i++) {
            result = result * (n - i) / (i + 1);
        }
        return result;
    }
}
