package computelab.life;

import computelab.failure.LabException;
import java.util.ArrayList;
import java.util.List;

/**
 * How the one-cell-per-word engines map threads to cells, the tutorial's dispatch experiments: a
 * linear index per thread in workgroups of 64 or 256, or square tiles of 8 x 8 or 16 x 16 cells.
 */
public enum DispatchLayout {
    LINEAR_64("1d-64", 64, 1),
    LINEAR_256("1d-256", 256, 1),
    TILED_8X8("2d-8x8", 8, 8),
    TILED_16X16("2d-16x16", 16, 16);

    public static final DispatchLayout DEFAULT = LINEAR_64;

    private final String id;
    private final int groupX;
    private final int groupY;

    DispatchLayout(String id, int groupX, int groupY) {
        this.id = id;
        this.groupX = groupX;
        this.groupY = groupY;
    }

    /** The name used in URLs ({@code layout=2d-16x16}). */
    public String id() {
        return id;
    }

    public boolean tiled() {
        return groupY > 1;
    }

    public int groupX() {
        return groupX;
    }

    public int groupY() {
        return groupY;
    }

    public static List<String> ids() {
        List<String> ids = new ArrayList<>();
        for (DispatchLayout layout : values()) {
            ids.add(layout.id);
        }
        return ids;
    }

    public static DispatchLayout parse(String id) {
        for (DispatchLayout layout : values()) {
            if (layout.id.equals(id)) {
                return layout;
            }
        }
        throw new LabException("Unknown layout \"" + InputText.quotable(id) + "\": choose "
                + String.join(", ", ids()) + ".");
    }
}
