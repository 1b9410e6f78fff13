package computelab.life;

import computelab.failure.LabException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Classic patterns, one RLE file each under {@code patterns/<id>.rle} on the classpath. TeaVM
 * inlines those files into the script (see computelab.gpu.EmbeddedResources), so the same class
 * loader call works in the browser and on the JVM.
 */
public final class PatternLibrary {
    private static final List<PatternInfo> ENTRIES = List.of(
            new PatternInfo("glider", "Glider", "Richard K. Guy, 1969",
                    "spaceship, period 4, one cell diagonally per 4 generations (c/4)"),
            new PatternInfo("lwss", "Lightweight spaceship", "John Conway, 1970",
                    "spaceship, period 4, two cells orthogonally per 4 generations (c/2)"),
            new PatternInfo("mwss", "Middleweight spaceship", "John Conway, 1970",
                    "spaceship, period 4, two cells orthogonally per 4 generations (c/2)"),
            new PatternInfo("hwss", "Heavyweight spaceship", "John Conway, 1970",
                    "spaceship, period 4, two cells orthogonally per 4 generations (c/2)"),
            new PatternInfo("copperhead", "Copperhead", "zdr, 2016",
                    "spaceship, period 10, one cell orthogonally per 10 generations (c/10)"),
            new PatternInfo("blinker", "Blinker", "John Conway, 1969", "oscillator, period 2"),
            new PatternInfo("toad", "Toad", "Simon Norton, 1970", "oscillator, period 2"),
            new PatternInfo("beacon", "Beacon", "John Conway, 1970", "oscillator, period 2"),
            new PatternInfo("pulsar", "Pulsar", "John Conway, 1970", "oscillator, period 3"),
            new PatternInfo("figure-eight", "Figure eight", "Simon Norton, 1970", "oscillator, period 8"),
            new PatternInfo("pentadecathlon", "Pentadecathlon", "John Conway, 1970", "oscillator, period 15"),
            new PatternInfo("queen-bee-shuttle", "Queen bee shuttle", "Bill Gosper, 1970", "oscillator, period 30"),
            new PatternInfo("gosper-glider-gun", "Gosper glider gun", "Bill Gosper, 1970",
                    "gun, period 30: one glider every 30 generations"),
            new PatternInfo("simkin-glider-gun", "Simkin glider gun", "Michael Simkin, 2015",
                    "gun, period 120: one glider every 120 generations"),
            new PatternInfo("r-pentomino", "R-pentomino", "John Conway, 1969",
                    "methuselah, stable from generation 1103 with 116 cells"),
            new PatternInfo("acorn", "Acorn", "Charles Corderman, 1971",
                    "methuselah, stable from generation 5206 with 633 cells"),
            new PatternInfo("diehard", "Die hard", "Unknown", "methuselah, vanishes after 130 generations"),
            new PatternInfo("block", "Block", "Known since the earliest experiments, 1969-1970", "still life"),
            new PatternInfo("beehive", "Beehive", "Known since the earliest experiments, 1969-1970", "still life"),
            new PatternInfo("loaf", "Loaf", "Known since the earliest experiments, 1969-1970", "still life"),
            new PatternInfo("boat", "Boat", "Known since the earliest experiments, 1969-1970", "still life"),
            new PatternInfo("highlife-replicator", "Replicator (HighLife)", "Nathan Thompson, 1994",
                    "replicator: two copies of itself after 12 generations"),
            new PatternInfo("day-and-night-oscillator", "Period-2 oscillator (Day & Night)", "Unknown",
                    "oscillator, period 2"),
            new PatternInfo("seeds-moon", "Moon (Seeds)", "Unknown",
                    "spaceship, period 1, one cell orthogonally per generation (c)"),
            new PatternInfo("brians-brain-spaceship", "Spaceship (Brian's Brain)", "Unknown",
                    "spaceship, period 1, one cell orthogonally per generation (c)"),
            new PatternInfo("star-wars-spaceship", "Spaceship (Star Wars)", "Unknown",
                    "spaceship, period 1, one cell orthogonally per generation (c)"),
            new PatternInfo("star-wars-oscillator", "Period-12 oscillator (Star Wars)", "Unknown",
                    "oscillator, period 12"),
            new PatternInfo("just-friends-glider", "Glider (Just Friends, B2-a/S12)", "Unknown",
                    "spaceship, period 6, one cell diagonally per 6 generations (c/6)"),
            new PatternInfo("tlife-spaceship", "T spaceship (tlife, B3/S2-i34q)", "Unknown",
                    "spaceship, period 5, one cell orthogonally per 5 generations (c/5)"),
            new PatternInfo("just-friends-4-glider", "Glider (Just Friends, 4 states)", "Unknown",
                    "spaceship, period 6, one cell diagonally per 6 generations (c/6)"));

    private PatternLibrary() {
    }

    /** Every pattern, in the order a page lists them. */
    public static List<PatternInfo> entries() {
        return ENTRIES;
    }

    public static List<String> ids() {
        List<String> ids = new ArrayList<>();
        for (PatternInfo entry : ENTRIES) {
            ids.add(entry.id());
        }
        return ids;
    }

    /** The entry with this id; a {@link LabException} listing the known ids otherwise. */
    public static PatternInfo find(String id) {
        for (PatternInfo entry : ENTRIES) {
            if (entry.id().equals(id)) {
                return entry;
            }
        }
        throw new LabException("Unknown pattern \"" + InputText.quotable(id) + "\": expected one of "
                + String.join(", ", ids()) + ".");
    }

    /** The pattern's cells, name, discoverer and comments, parsed from its RLE file. */
    public static Pattern load(String id) {
        return Rle.read(text(find(id)));
    }

    /** Classpath location of a pattern's RLE file. */
    public static String resourcePath(String id) {
        return "patterns/" + id + ".rle";
    }

    private static String text(PatternInfo entry) {
        String path = resourcePath(entry.id());
        try (InputStream in = PatternLibrary.class.getClassLoader().getResourceAsStream(path)) {
            if (in == null) {
                throw new IllegalStateException("The pattern file " + path + " is missing from the build");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException("Cannot read " + path, e);
        }
    }
}
