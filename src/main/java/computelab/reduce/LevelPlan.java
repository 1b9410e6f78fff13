package computelab.reduce;

import computelab.failure.LabException;
import java.util.ArrayList;
import java.util.List;

/**
 * The passes of one reduction: each level combines {@code count} values into {@code workgroups}
 * partials (one per workgroup), and the next level combines those, until a level has one workgroup,
 * whose partial is the result. Pure arithmetic, so JVM tests check every size.
 */
public record LevelPlan(List<Level> levels) {

    /** One level: {@code count} input values, one output per workgroup. */
    public record Level(long count, long workgroups) {
    }

    public LevelPlan {
        if (levels.isEmpty() || levels.get(levels.size() - 1).workgroups() != 1) {
            throw new IllegalArgumentException("A plan must end in a level of one workgroup: " + levels);
        }
        levels = List.copyOf(levels);
    }

    /** A tree reduction folding {@code perWorkgroup} values into one, level after level. */
    public static LevelPlan tree(long n, int perWorkgroup) {
        requirePositive(n);
        List<Level> levels = new ArrayList<>();
        long count = n;
        do {
            long workgroups = ceilDiv(count, perWorkgroup);
            levels.add(new Level(count, workgroups));
            count = workgroups;
        } while (count > 1);
        return new LevelPlan(levels);
    }

    /** Levels whose workgroup counts a rule chooses from the level's size; ends once a level has one. */
    public static LevelPlan of(long n, java.util.function.LongUnaryOperator workgroupsFor) {
        requirePositive(n);
        List<Level> levels = new ArrayList<>();
        long count = n;
        do {
            long workgroups = workgroupsFor.applyAsLong(count);
            if (workgroups < 1 || workgroups >= count && count > 1) {
                throw new IllegalArgumentException(workgroups + " workgroups cannot shrink a level of " + count);
            }
            levels.add(new Level(count, workgroups));
            count = workgroups;
        } while (count > 1);
        return new LevelPlan(levels);
    }

    private static void requirePositive(long n) {
        if (n < 1) {
            throw new IllegalArgumentException("A reduction needs at least one element, not " + n);
        }
    }

    public int passes() {
        return levels.size();
    }

    /** Dispatches the plan takes when its shader {@code finishes} in its last workgroup, or not. */
    public int dispatches(boolean finishes) {
        return finishes && levels.size() > 1 ? levels.size() - 1 : levels.size();
    }

    public Level level(int index) {
        return levels.get(index);
    }

    /**
     * Partials are written alternately to two scratch buffers (a level cannot read and write one buffer),
     * the last level to the result: the most partials buffer {@code parity} (0 or 1) must hold.
     */
    public long partialsCapacity(int parity) {
        return partialsCapacity(parity, levels.size());
    }

    /**
     * As {@link #partialsCapacity(int)} when only the first {@code dispatched} levels run as dispatches
     * (the last of them writes the result: a shader that finishes in its last workgroup).
     */
    public long partialsCapacity(int parity, int dispatched) {
        long most = 0;
        for (int i = parity; i < dispatched - 1; i += 2) {
            most = Math.max(most, levels.get(i).workgroups());
        }
        return most;
    }

    /**
     * Throws when a level needs more workgroups than a 2D dispatch of {@code maxPerDimension} squared
     * holds (possible only where a test lowers the limit, or on a device with a tiny one).
     */
    public void requireDispatchable(int maxPerDimension) {
        long most = (long) maxPerDimension * maxPerDimension;
        for (Level level : levels) {
            if (level.workgroups() > most) {
                throw new LabException("A level of " + level.count() + " values needs " + level.workgroups()
                        + " workgroups, more than a " + maxPerDimension + " x " + maxPerDimension
                        + " dispatch holds: use fewer elements or a larger per-dimension limit.");
            }
        }
    }

    static long ceilDiv(long a, long b) {
        return (a + b - 1) / b;
    }
}
