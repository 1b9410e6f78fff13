package computelab.life;

/** A rule with the name people know it by, e.g. "HighLife" for B36/S23. */
public record NamedRule(String name, LifeRule rule) {
}
