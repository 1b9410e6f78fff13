package computelab.life;

/**
 * The CPU reference for every rule of the family ({@link LifeRule}: Life-like, isotropic, Generations),
 * written to be obviously right rather than fast: for each cell, the 9-bit neighbourhood of live
 * (state 1) cells is looked up in the rule's 512-entry table. A dead cell becomes alive when the table
 * says so; a live cell stays alive when it says so and otherwise becomes 2 (or 0 with two states); a
 * dying cell (2..C-1) ages by one and becomes 0 after C-1, whatever its neighbours.
 *
 * <p>Neighbours are the positions ((x + dx) mod w, (y + dy) mod h) on a torus, each looked up on its own
 * even when positions coincide (a board 1 cell wide is its own left and right neighbour), as in
 * {@link CpuLife} and the shaders; with {@link Boundary#DEAD_OUTSIDE} positions off the board are dead.
 */
public final class CpuGenerations {
    private final LifeRule rule;
    private final Boundary boundary;

    public CpuGenerations(LifeRule rule, Boundary boundary) {
        this.rule = rule;
        this.boundary = boundary;
    }

    /** The board after {@code generations} steps; the argument is left unchanged. */
    public StateGrid run(StateGrid start, int generations) {
        if (generations < 0) {
            throw new IllegalArgumentException("generations must be >= 0: " + generations);
        }
        StateGrid current = start.copy();
        for (int i = 0; i < generations; i++) {
            current = step(current);
        }
        return current;
    }

    /** The next generation as a new grid. */
    public StateGrid step(StateGrid grid) {
        int width = grid.width();
        int height = grid.height();
        byte[] cells = grid.statesForEngine();
        StateGrid next = new StateGrid(width, height);
        byte[] out = next.statesForEngine();
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                int state = cells[y * width + x] & 0xFF;
                out[y * width + x] = (byte) nextState(state, neighbourhood(cells, width, height, x, y));
            }
        }
        return next;
    }

    /** The state after {@code state}, given the cell's 9-bit neighbourhood of live cells. */
    public int nextState(int state, int neighbourhood) {
        if (state >= 2) {
            return state + 1 < rule.states() ? state + 1 : 0;
        }
        if (rule.nextAlive(neighbourhood)) {
            return 1;
        }
        return state == 1 && rule.states() > 2 ? 2 : 0;
    }

    private int neighbourhood(byte[] cells, int width, int height, int x, int y) {
        int n = 0;
        for (int row = 0; row < 3; row++) {
            for (int column = 0; column < 3; column++) {
                if (alive(cells, width, height, x + column - 1, y + row - 1)) {
                    n |= 1 << (3 * row + column);
                }
            }
        }
        return n;
    }

    private boolean alive(byte[] cells, int width, int height, int x, int y) {
        if (x < 0 || y < 0 || x >= width || y >= height) {
            if (boundary == Boundary.DEAD_OUTSIDE) {
                return false;
            }
            x = Math.floorMod(x, width);
            y = Math.floorMod(y, height);
        }
        return cells[y * width + x] == 1;
    }
}
