package computelab.gpu;

import java.util.ArrayList;
import java.util.List;

/**
 * What count_sizes.wgsl writes at the start of a counted run, as the words it reads: a header
 * {@code [entries, capacity, count word, 0]}, then one entry of {@link #ENTRY_WORDS} words per size,
 * {@code [kind, at, per, atLeast, maxPerDimension]}: kind {@link #PARAMETER} writes
 * {@code max(atLeast, ceil(count / per))} to word {@code at} of the parameter uniform, kind
 * {@link #ARGUMENTS} writes that many workgroups as the three words of an indirect dispatch at word
 * {@code at} of the argument buffer, spread over 2D as {@link DispatchGrid#indirectArguments} spreads them.
 * The count is first taken at most as the capacity. Pure logic: {@link #apply} is the host's statement of
 * what the kernel does.
 */
public final class CountRecipe {
    public static final int HEADER_WORDS = 4;
    public static final int ENTRY_WORDS = 5;
    public static final int PARAMETER = 0;
    public static final int ARGUMENTS = 1;
    /** Words of one indirect dispatch's arguments (x, y, z). */
    public static final int ARGUMENT_WORDS = 3;

    private final List<long[]> entries = new ArrayList<>();
    private int argumentWords;

    /** Word {@code at} of the parameter uniform becomes {@code size} of the count. */
    public void parameter(int at, FromCount size) {
        entries.add(new long[] { PARAMETER, at, size.per(), size.atLeast(), 0 });
    }

    /** A dispatch of {@code workgroups} of the count; returns the byte offset of its arguments. */
    public double arguments(FromCount workgroups, int maxPerDimension) {
        int at = argumentWords;
        argumentWords += ARGUMENT_WORDS;
        entries.add(new long[] { ARGUMENTS, at, workgroups.per(), workgroups.atLeast(), maxPerDimension });
        return at * 4.0;
    }

    /** Words of the indirect argument buffer. */
    public int argumentWords() {
        return argumentWords;
    }

    /** The kernel's recipe for a count at word {@code countWord} of its binding, at most {@code capacity}. */
    public int[] words(long capacity, int countWord) {
        int[] words = new int[HEADER_WORDS + ENTRY_WORDS * entries.size()];
        words[0] = entries.size();
        words[1] = (int) capacity;
        words[2] = countWord;
        for (int e = 0; e < entries.size(); e++) {
            for (int w = 0; w < ENTRY_WORDS; w++) {
                words[HEADER_WORDS + ENTRY_WORDS * e + w] = (int) entries.get(e)[w];
            }
        }
        return words;
    }

    /** What the kernel writes for {@code count} into the parameter words and argument words. */
    public static void apply(int[] recipe, long count, int[] parameters, int[] arguments) {
        long n = Math.min(count, recipe[1] & 0xFFFFFFFFL);
        for (int e = 0; e < recipe[0]; e++) {
            int at = HEADER_WORDS + ENTRY_WORDS * e;
            long size = new FromCount(recipe[at + 2] & 0xFFFFFFFFL, recipe[at + 3] & 0xFFFFFFFFL).of(n);
            if (recipe[at] == PARAMETER) {
                parameters[recipe[at + 1]] = (int) size;
            } else {
                System.arraycopy(DispatchGrid.indirectArguments(size, recipe[at + 4]), 0, arguments, recipe[at + 1],
                        ARGUMENT_WORDS);
            }
        }
    }
}
