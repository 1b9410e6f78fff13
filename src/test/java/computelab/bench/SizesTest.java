package computelab.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class SizesTest {
    @Test
    void powersOfTwoFromSixteenAreWrittenAsPowers() {
        assertEquals("2^4", Sizes.format(16));
        assertEquals("2^24", Sizes.format(1 << 24));
        assertEquals("2^40", Sizes.format(1L << 40));
    }

    @Test
    void otherSizesAreWrittenPlainly() {
        assertEquals("8", Sizes.format(8));
        assertEquals("1000", Sizes.format(1000));
        assertEquals("16777217", Sizes.format((1 << 24) + 1));
    }

    @Test
    void progressNamesTheCaseLikeAPersonWould() {
        PlannedCase planned = new PlannedCase(ListedSubject.elements("scan", 1L << 28, "decoupled-lookback"),
                "decoupled-lookback", 1 << 24);
        assertEquals("case 3 of 12: scan decoupled-lookback 2^24", BenchProgress.line(3, 12, planned));
    }
}
