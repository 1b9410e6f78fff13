package computelab.web.life;

/**
 * The renderer's colours, as RGBA floats 0..1: live cells, dead cells, grid lines, the area beyond
 * the board's edges, and the youngest dying cell of a Generations rule (older ones fade to dead). The page reads them from the stylesheet's {@code --life-*} custom properties,
 * so the light and dark themes live in lab.css like every other colour.
 */
public record Palette(float[] alive, float[] dead, float[] gridLine, float[] outside, float[] dying) {
    /** Used when the stylesheet gives no (readable) colour. */
    public static final Palette DARK = new Palette(parse("#7ee2a8"), parse("#12151c"), parse("#262c38"),
            parse("#07090d"), parse("#e0793a"));

    /**
     * Reads a CSS colour as {@code getComputedStyle} returns custom properties: {@code #rgb},
     * {@code #rrggbb}, {@code #rrggbbaa}, {@code rgb(r, g, b)}, {@code rgba(r, g, b, a)} or the
     * space-separated {@code rgb(r g b / a)}. Throws IllegalArgumentException for anything else.
     */
    public static float[] parse(String css) {
        String text = css == null ? "" : css.trim().toLowerCase();
        if (text.startsWith("#")) {
            return hex(text.substring(1), css);
        }
        if ((text.startsWith("rgb(") || text.startsWith("rgba(")) && text.endsWith(")")) {
            return functional(text.substring(text.indexOf('(') + 1, text.length() - 1), css);
        }
        throw new IllegalArgumentException("Not a colour: " + css);
    }

    /** Each colour from its CSS text, or this palette's colour where the text is not readable. */
    public Palette orWhereUnreadable(String aliveCss, String deadCss, String gridCss, String outsideCss,
            String dyingCss) {
        return new Palette(parseOr(aliveCss, alive), parseOr(deadCss, dead), parseOr(gridCss, gridLine),
                parseOr(outsideCss, outside), parseOr(dyingCss, dying));
    }

    private static float[] parseOr(String css, float[] fallback) {
        try {
            return parse(css);
        } catch (IllegalArgumentException unreadable) {
            return fallback;
        }
    }

    private static float[] hex(String digits, String css) {
        int length = digits.length();
        if (length != 3 && length != 6 && length != 8) {
            throw new IllegalArgumentException("Not a colour: " + css);
        }
        int perChannel = length == 3 ? 1 : 2;
        float[] rgba = { 0, 0, 0, 1 };
        for (int channel = 0; channel < length / perChannel; channel++) {
            int value = 0;
            for (int i = 0; i < perChannel; i++) {
                int digit = Character.digit(digits.charAt(channel * perChannel + i), 16);
                if (digit < 0) {
                    throw new IllegalArgumentException("Not a colour: " + css);
                }
                value = value * 16 + digit;
            }
            rgba[channel] = (perChannel == 1 ? value * 17 : value) / 255f;
        }
        return rgba;
    }

    private static float[] functional(String arguments, String css) {
        String[] parts = arguments.replace('/', ' ').replace(',', ' ').trim().split("\\s+");
        if (parts.length != 3 && parts.length != 4) {
            throw new IllegalArgumentException("Not a colour: " + css);
        }
        float[] rgba = { 0, 0, 0, 1 };
        try {
            for (int i = 0; i < parts.length; i++) {
                boolean percent = parts[i].endsWith("%");
                float value = Float.parseFloat(percent ? parts[i].substring(0, parts[i].length() - 1) : parts[i]);
                float unit = percent ? value / 100 : i < 3 ? value / 255 : value;
                rgba[i] = Math.max(0, Math.min(1, unit));
            }
        } catch (NumberFormatException notANumber) {
            throw new IllegalArgumentException("Not a colour: " + css);
        }
        return rgba;
    }
}
