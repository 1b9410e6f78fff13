package computelab.web.life;

import org.teavm.jso.JSBody;
import org.teavm.jso.JSFunctor;
import org.teavm.jso.JSObject;
import org.teavm.jso.dom.html.HTMLDocument;

/**
 * Light or dark: by default as the system says (prefers-color-scheme), or chosen with the page's toggle,
 * which sets {@code :root[data-theme]} for the whole stylesheet and is remembered in localStorage.
 * The board's colours come from the stylesheet's {@code --life-*} properties, read again whenever the
 * theme changes (a new {@link Palette}, which the frame loop notices and draws with).
 */
final class Theme {
    private static final String[] CHOICES = { "auto", "light", "dark" };
    private static final String STORAGE_KEY = "lab-theme";

    private final HTMLDocument document;
    private String choice;
    private Palette palette = Palette.DARK;

    Theme(HTMLDocument document) {
        this.document = document;
        String stored = stored(STORAGE_KEY);
        choice = "light".equals(stored) || "dark".equals(stored) ? stored : "auto";
        apply();
        onSystemChange(() -> palette = readPalette());
    }

    /** auto, light or dark. */
    String choice() {
        return choice;
    }

    /** Moves to the next choice: auto, light, dark, auto... */
    void next() {
        for (int i = 0; i < CHOICES.length; i++) {
            if (CHOICES[i].equals(choice)) {
                choice = CHOICES[(i + 1) % CHOICES.length];
                break;
            }
        }
        store(STORAGE_KEY, choice);
        apply();
    }

    Palette palette() {
        return palette;
    }

    private void apply() {
        if ("auto".equals(choice)) {
            document.getDocumentElement().removeAttribute("data-theme");
        } else {
            document.getDocumentElement().setAttribute("data-theme", choice);
        }
        palette = readPalette();
    }

    private Palette readPalette() {
        return Palette.DARK.orWhereUnreadable(cssVariable("--life-alive"), cssVariable("--life-dead"),
                cssVariable("--life-grid"), cssVariable("--life-outside"), cssVariable("--life-dying"));
    }

    @JSBody(params = "name", script = "return getComputedStyle(document.documentElement).getPropertyValue(name);")
    private static native String cssVariable(String name);

    @JSBody(params = "key", script = "try { return localStorage.getItem(key) || ''; } catch (e) { return ''; }")
    private static native String stored(String key);

    @JSBody(params = { "key", "value" }, script = "try { localStorage.setItem(key, value); } catch (e) { }")
    private static native void store(String key, String value);

    @JSFunctor
    interface Listener extends JSObject {
        void changed();
    }

    @JSBody(params = "listener", script = "if (window.matchMedia) { window.matchMedia('(prefers-color-scheme: dark)')"
            + ".addEventListener('change', function() { listener(); }); }")
    private static native void onSystemChange(Listener listener);
}
