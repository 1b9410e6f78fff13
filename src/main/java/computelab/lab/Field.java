package computelab.lab;

import java.util.List;

/**
 * One URL parameter of a page, shown as one form control: a select when it has choices, else a text box.
 */
public record Field(String name, String label, String fallback, List<String> choices, String help) {

    public static Field text(String name, String label, String fallback, String help) {
        return new Field(name, label, fallback, List.of(), help);
    }

    public static Field choice(String name, String label, String fallback, List<String> choices, String help) {
        return new Field(name, label, fallback, List.copyOf(choices), help);
    }
}
