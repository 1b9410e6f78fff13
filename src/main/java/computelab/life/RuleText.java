package computelab.life;

import computelab.failure.LabException;

/**
 * Reads rule text into a {@link LifeRule}. Accepted forms (B, S and C in either letter case):
 * <pre>
 * B3/S23   S23/B3   23/3                     Life-like; Golly's tagless form is survival first
 * B2/S/C3  /2/3  B2/S/3                      Generations: C states, 3..256 (tagless: S/B/C)
 * B2-a/S12  B3-cnqy/S23-a4ityz  B2-a/S12/C4  Hensel letters after a count, "-" for "all but"
 * </pre>
 * Every mistake is one {@link LabException} sentence that quotes the text.
 */
final class RuleText {
    private static final String MALFORMED = "expected B and S followed by digits 0-8, as in B3/S23 (or survival"
            + " first, as in 23/3), Hensel letters after a digit as in B2-a/S12, and /C with 3 to 256 states for"
            + " Generations, as in B2/S/C3 or /2/3.";

    private RuleText() {
    }

    static LifeRule parse(String text) {
        String trimmed = text == null ? "" : text.trim();
        String[] parts = trimmed.split("/", -1);
        if (parts.length < 2 || parts.length > 3) {
            throw malformed(text);
        }
        String left = parts[0].trim();
        String right = parts[1].trim();
        int states = parts.length == 3 ? states(parts[2].trim(), text) : 2;
        char leftTag = tagOf(left);
        char rightTag = tagOf(right);
        String birth;
        String survival;
        if (leftTag == 'B' && rightTag == 'S') {
            birth = left.substring(1);
            survival = right.substring(1);
        } else if (leftTag == 'S' && rightTag == 'B') {
            birth = right.substring(1);
            survival = left.substring(1);
        } else if (leftTag == 0 && rightTag == 0) {
            birth = right;
            survival = left;
        } else {
            throw malformed(text);
        }
        int[] born = neighbourhoods(birth, text);
        int[] survives = neighbourhoods(survival, text);
        int[] table = new int[16];
        for (int n = 0; n < 512; n++) {
            if ((n & HenselLetters.CENTRE) != 0) {
                continue;
            }
            int alive = n | HenselLetters.CENTRE;
            if ((born[n >>> 5] >>> n & 1) != 0) {
                table[n >>> 5] |= 1 << (n & 31);
            }
            if ((survives[n >>> 5] >>> n & 1) != 0) {
                table[alive >>> 5] |= 1 << (alive & 31);
            }
        }
        return new LifeRule(table, states);
    }

    private static int states(String part, String wholeRule) {
        String digits = part.startsWith("C") || part.startsWith("c") ? part.substring(1) : part;
        if (digits.isEmpty() || digits.length() > 4 || !digits.chars().allMatch(c -> c >= '0' && c <= '9')) {
            throw malformed(wholeRule);
        }
        int states = Integer.parseInt(digits);
        if (states < 3 || states > LifeRule.MAX_STATES) {
            throw new LabException(prefix(wholeRule) + "a Generations rule has 3 to " + LifeRule.MAX_STATES
                    + " states, as in B2/S/C3 (" + states + " given; leave /C out for two states).");
        }
        return states;
    }

    /** The neighbourhoods (centre bit clear) one part lists, as a 512-bit set. */
    private static int[] neighbourhoods(String part, String wholeRule) {
        int[] set = new int[16];
        int seenCounts = 0;
        int i = 0;
        while (i < part.length()) {
            char c = part.charAt(i);
            if (c == '9') {
                throw new LabException(prefix(wholeRule) + "digits must be 0-8, as in B3/S23.");
            }
            if (c < '0' || c > '8') {
                throw malformed(wholeRule);
            }
            int count = c - '0';
            if ((seenCounts >>> count & 1) != 0) {
                throw new LabException(prefix(wholeRule) + "digit " + c
                        + " appears twice in one part; each count may appear once, as in B3/S23.");
            }
            seenCounts |= 1 << count;
            i++;
            boolean negated = i < part.length() && part.charAt(i) == '-';
            if (negated) {
                i++;
            }
            int lettersStart = i;
            while (i < part.length() && part.charAt(i) >= 'a' && part.charAt(i) <= 'z') {
                i++;
            }
            String letters = part.substring(lettersStart, i);
            if (negated && letters.isEmpty()) {
                throw new LabException(prefix(wholeRule) + "a \"-\" after " + count
                        + " must be followed by the letters to leave out, as in B2-a/S12.");
            }
            addCount(set, count, letters, negated, wholeRule);
        }
        return set;
    }

    private static void addCount(int[] set, int count, String letters, boolean negated, String wholeRule) {
        String valid = HenselLetters.lettersFor(count);
        for (char letter : letters.toCharArray()) {
            if (valid.indexOf(letter) < 0) {
                throw new LabException(prefix(wholeRule) + "there is no letter " + letter + " for " + count
                        + (count == 1 ? " neighbour" : " neighbours")
                        + (valid.isEmpty() ? " (counts 0 and 8 take no letters)."
                                : "; " + count + " takes the letters " + valid + " (Hensel notation)."));
            }
        }
        if (letters.isEmpty()) {
            or(set, HenselLetters.allWith(count));
            return;
        }
        for (char letter : valid.toCharArray()) {
            if (letters.indexOf(letter) >= 0 != negated) {
                or(set, HenselLetters.neighbourhoods(count, letter));
            }
        }
    }

    private static void or(int[] set, int[] more) {
        for (int i = 0; i < set.length; i++) {
            set[i] |= more[i];
        }
    }

    private static char tagOf(String part) {
        if (part.isEmpty()) {
            return 0;
        }
        char first = Character.toUpperCase(part.charAt(0));
        return first == 'B' || first == 'S' ? first : 0;
    }

    private static LabException malformed(String text) {
        return new LabException(prefix(text) + MALFORMED);
    }

    private static String prefix(String text) {
        return "Unknown rule \"" + InputText.quotable(text) + "\": ";
    }
}
