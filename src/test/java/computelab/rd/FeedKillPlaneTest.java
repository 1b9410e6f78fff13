package computelab.rd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class FeedKillPlaneTest {
    @Test
    void onTheSaddleNodeLineTheTwoSteadyStatesMeet() {
        for (double feed : new double[] { 0.01, 0.04, 0.0625, 0.09 }) {
            double kill = FeedKillPlane.saddleNodeKill(feed);
            // F = 4 (F + k)^2 there: the quadratic for v has one double root.
            assertEquals(feed, 4 * (feed + kill) * (feed + kill), 1e-12);
        }
    }

    @Test
    void theHopfLineLiesLeftOfTheSaddleNodeLineAndHasVSquaredEqualToK() {
        for (double feed : new double[] { 0.01, 0.02, 0.04, 0.06 }) {
            double kill = FeedKillPlane.hopfKill(feed);
            assertTrue(kill > 0 && kill < FeedKillPlane.saddleNodeKill(feed), feed + ": " + kill);
            assertEquals(0, FeedKillPlane.trace(feed, kill), 1e-9);
        }
    }

    @Test
    void everyPresetLiesInTheMapsWindowNearTheSaddleNodeLine() {
        for (Preset preset : Preset.ALL) {
            assertTrue(preset.kill() > FeedKillPlane.MIN_KILL && preset.kill() < FeedKillPlane.MAX_KILL, preset.name());
            assertTrue(preset.feed() > FeedKillPlane.MIN_FEED && preset.feed() < FeedKillPlane.MAX_FEED, preset.name());
            // Stripes and mazes lie left of the line; spots that divide or keep still, just right of it.
            assertTrue(Math.abs(preset.kill() - FeedKillPlane.saddleNodeKill(preset.feed())) < 0.01, preset.name());
            assertEquals(preset, Preset.at(preset.feed(), preset.kill()));
            assertEquals(preset, Preset.named(preset.name()));
        }
    }
}
