package computelab.rd;

import java.util.List;

/**
 * A named feed and kill rate that grows a known kind of pattern from seeds in the default model (Du = 1,
 * Dv = 0.5, dt = 1). Each one was run here from five seed discs on a 160 x 160 torus for 4,000 steps and
 * shows its pattern there.
 *
 * <p>Sources: coral growth and mitosis are Karl Sims' examples ("Reaction-Diffusion Tutorial",
 * karlsims.com/rd.html: f = .0545, k = .062 and f = .0367, k = .0649). The others lie in the regions of
 * J. E. Pearson's classification ("Complex Patterns in a Simple System", Science 261, 1993), as
 * R. Munafo's map of it shows them (mrob.com/pub/comp/xmorphia: worms and solitons near F = 0.046,
 * k = 0.065, class mu; the "U-skate world" at F = 0.062, k = 0.0609).
 */
public record Preset(String name, float feed, float kill, String looksLike) {
    public Preset {
        feed = GrayScott.exactly(feed);
        kill = GrayScott.exactly(kill);
    }

    public static final List<Preset> ALL = List.of(
            new Preset("coral growth", 0.0545f, 0.062f, "branching coral that fills the grid"),
            new Preset("mitosis", 0.0367f, 0.0649f, "spots that divide in two, again and again"),
            new Preset("solitons", 0.03f, 0.062f, "a lattice of stationary spots"),
            new Preset("worms", 0.05f, 0.065f, "short worms and spots that keep apart"),
            new Preset("maze", 0.029f, 0.057f, "a labyrinth of stripes"),
            new Preset("bubbles", 0.039f, 0.058f, "round holes in a filled field"),
            new Preset("U-skate world", 0.062f, 0.0609f, "large cells with walls and moving spots"));

    /** The preset with these rates, or null. */
    public static Preset at(float feed, float kill) {
        for (Preset preset : ALL) {
            if (preset.feed == feed && preset.kill == kill) {
                return preset;
            }
        }
        return null;
    }

    /** The preset of that name, or null. */
    public static Preset named(String name) {
        for (Preset preset : ALL) {
            if (preset.name.equals(name)) {
                return preset;
            }
        }
        return null;
    }
}
