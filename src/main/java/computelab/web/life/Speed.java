package computelab.web.life;

import computelab.failure.LabException;
import java.util.List;

/**
 * How fast the simulation runs: a number of generations per second, a fixed number per animation
 * frame, or as many per frame as the GPU finishes within the frame (the adaptive {@code max}). Every
 * kind is further limited by {@link Pace} so a frame never queues more work than finishes in it.
 */
public record Speed(String id, String label, double perSecond, int perFrame) {
    public static final Speed MAX = new Speed("max", "As fast as the GPU goes", 0, 0);
    private static final List<Speed> CHOICES = List.of(
            perSecond(1), perSecond(2), perSecond(5), perSecond(10), perSecond(30), perSecond(60),
            perFrame(2), perFrame(8), perFrame(32), perFrame(128), MAX);

    public static Speed perSecond(double generations) {
        String count = generations == Math.rint(generations) ? String.valueOf((long) generations)
                : String.valueOf(generations);
        return new Speed(count + "/s", count + " per second", generations, 0);
    }

    public static Speed perFrame(int generations) {
        return new Speed(generations + "/frame", generations + " per frame", 0, generations);
    }

    /** The choices a page offers, slowest first. */
    public static List<Speed> choices() {
        return CHOICES;
    }

    public static Speed byId(String id) {
        for (Speed speed : CHOICES) {
            if (speed.id.equals(id)) {
                return speed;
            }
        }
        throw new LabException("Unknown speed \"" + id + "\".");
    }

    public boolean isMax() {
        return perSecond == 0 && perFrame == 0;
    }
}
