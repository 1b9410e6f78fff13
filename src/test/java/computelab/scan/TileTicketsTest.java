package computelab.scan;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class TileTicketsTest {

    @Test
    void aFreshZeroedBufferNeedsNoClear() {
        assertFalse(new TileTickets().clearBeforeRun(245));
    }

    @Test
    void runsOfTheSameTileCountKeepCountingTickets() {
        TileTickets tickets = new TileTickets();
        for (int run = 0; run < 100; run++) {
            assertFalse(tickets.clearBeforeRun(245));
        }
    }

    @Test
    void aNewTileCountClearsTheState() {
        TileTickets tickets = new TileTickets();
        tickets.clearBeforeRun(245);
        assertTrue(tickets.clearBeforeRun(1));
        assertFalse(tickets.clearBeforeRun(1));
    }

    @Test
    void theStateIsClearedBeforeThe32BitCounterWouldWrap() {
        TileTickets tickets = new TileTickets();
        long tiles = 1L << 30;
        for (int run = 0; run < 4; run++) {
            assertFalse(tickets.clearBeforeRun(tiles), "run " + run + " uses tickets below 2^32");
        }
        assertTrue(tickets.clearBeforeRun(tiles));
        assertFalse(tickets.clearBeforeRun(tiles));
    }

    @Test
    void aRunWithItsCountOnTheGpuMakesTheNextKnownRunClear() {
        TileTickets tickets = new TileTickets();
        tickets.clearBeforeRun(245);
        tickets.unknownRun();
        assertTrue(tickets.clearBeforeRun(245));
        assertFalse(tickets.clearBeforeRun(245));
    }
}
