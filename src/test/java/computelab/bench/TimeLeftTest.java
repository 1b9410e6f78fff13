package computelab.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class TimeLeftTest {
    private static final ListedSubject SCAN = ListedSubject.elements("scan", 1L << 28, "a", "b");
    private static final ListedSubject LIFE = ListedSubject.grid("life", 1 << 15, "naive");

    /** Cases in plan order: suite, then size, then algorithm. */
    private static List<PlannedCase> plan(ListedSubject subject, long... sizes) {
        List<PlannedCase> cases = new ArrayList<>();
        for (long size : sizes) {
            for (String name : subject.names()) {
                cases.add(new PlannedCase(subject, name, size));
            }
        }
        return cases;
    }

    @Test
    void nothingIsEstimatedBeforeACaseFinished() {
        assertNull(new TimeLeft(plan(SCAN, 1 << 12)).secondsLeft());
    }

    @Test
    void casesOfADoneSizeTakeWhatThatSizeTook() {
        TimeLeft left = new TimeLeft(plan(SCAN, 1 << 12));
        left.done(2);
        assertEquals(2, left.secondsLeft(), 1e-12);
        left.done(3);
        assertEquals(0, left.secondsLeft(), 1e-12);
    }

    @Test
    void beforeTwoSizesRanTimeIsExpectedToGrowWithTheWork() {
        TimeLeft left = new TimeLeft(plan(SCAN, 1 << 12, 1 << 16));
        left.done(1);
        left.done(3);
        // Two cases at 16 times the elements, from the mean of 2 s at the smaller size.
        assertEquals(2 * 2 * 16, left.secondsLeft(), 1e-9);
    }

    @Test
    void howTimeGrewBetweenTwoSizesScalesTheLargerOnes() {
        TimeLeft left = new TimeLeft(plan(SCAN, 1 << 12, 1 << 16, 1 << 20));
        left.done(1);
        left.done(1);
        left.done(4);
        // 16 times the elements took 4 times as long: p = 0.5. The other 2^16 case takes what 2^16 took,
        // the two 2^20 cases 4 s * (16)^0.5 each.
        assertEquals(4 + 2 * 16, left.secondsLeft(), 1e-9);
    }

    @Test
    void theGrowthIsBetweenNoGrowthAndProportionalToTheWork() {
        TimeLeft faster = new TimeLeft(plan(SCAN, 1 << 12, 1 << 16, 1 << 20));
        faster.done(4);
        faster.done(4);
        faster.done(2);
        assertEquals(2 + 2 * 2, faster.secondsLeft(), 1e-9);
        TimeLeft slower = new TimeLeft(plan(SCAN, 1 << 12, 1 << 16, 1 << 20));
        slower.done(1);
        slower.done(1);
        slower.done(100);
        assertEquals(100 + 2 * 1600, slower.secondsLeft(), 1e-6);
    }

    @Test
    void aSuiteNotStartedBorrowsFromTheSuitesThatRanAndBoardsCountTheirCells() {
        List<PlannedCase> cases = plan(SCAN, 1 << 16);
        cases.addAll(plan(LIFE, 256));
        TimeLeft left = new TimeLeft(cases);
        left.done(3);
        left.done(5);
        // A 256 x 256 board has 2^16 cells: as long as the 2^16 scans took on average.
        assertEquals(4, left.secondsLeft(), 1e-9);
    }
}
