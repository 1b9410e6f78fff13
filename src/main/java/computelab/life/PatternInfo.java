package computelab.life;

/**
 * One entry of the {@link PatternLibrary}: the id used in URLs ({@code pattern=glider}), the name
 * people know, who found it and when, and what it does (period, speed or lifespan).
 */
public record PatternInfo(String id, String name, String discoverer, String behaviour) {
    /** Reads the pattern's cells from the library's RLE file. */
    public Pattern load() {
        return PatternLibrary.load(id);
    }
}
