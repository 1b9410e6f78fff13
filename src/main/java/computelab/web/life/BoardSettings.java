package computelab.web.life;

import computelab.lab.life.LifeRequest;
import computelab.life.Boundary;
import computelab.life.DispatchLayout;
import computelab.life.LifeEngines;
import computelab.life.LifeRule;

/**
 * The board's size, rule, edges and engine: what a new board keeps from the one before when only its
 * cells change (a pattern loaded, Reset) and what the panel's board fields change one at a time.
 *
 * @param layout the thread layout of the naive and skip-unchanged engines, null for the others
 */
record BoardSettings(int width, int height, LifeRule rule, Boundary boundary, String algorithm,
        DispatchLayout layout) {

    static BoardSettings of(LifeRequest request) {
        return new BoardSettings(request.width(), request.height(), request.rule(), request.boundary(),
                request.algorithm(), request.layout());
    }

    boolean wrap() {
        return boundary == Boundary.TORUS;
    }

    /** The edges in words, as the panel's menu and the status line say them. */
    static String edgesName(boolean wrap) {
        return wrap ? "torus" : "dead edges";
    }

    BoardSettings withSize(int newWidth, int newHeight) {
        return new BoardSettings(newWidth, newHeight, rule, boundary, algorithm, layout);
    }

    BoardSettings withWrap(boolean wrap) {
        return new BoardSettings(width, height, rule, Boundary.of(wrap), algorithm, layout);
    }

    /** The rule, on an engine that runs it: this one, or the default engine for the rule. */
    BoardSettings withRule(LifeRule newRule) {
        BoardSettings ruled = new BoardSettings(width, height, newRule, boundary, algorithm, layout);
        return LifeEngines.refusal(algorithm, newRule) == null ? ruled
                : ruled.withEngine(LifeEngines.defaultFor(newRule));
    }

    /** Another engine, with the default layout where it takes one. */
    BoardSettings withEngine(String newAlgorithm) {
        if (newAlgorithm.equals(algorithm)) {
            return this;
        }
        return new BoardSettings(width, height, rule, boundary, newAlgorithm,
                LifeEngines.takesLayout(newAlgorithm) ? DispatchLayout.DEFAULT : null);
    }

    /** Adds the settings to a life.html query. */
    LifeQuery writeTo(LifeQuery query) {
        query.with(LifeRequest.W, (long) width).with(LifeRequest.H, (long) height).with(LifeRequest.RULE, rule)
                .with(LifeRequest.WRAP, wrap()).with(LifeRequest.ALGO, algorithm);
        if (layout != null && layout != DispatchLayout.DEFAULT) {
            query.with(LifeRequest.LAYOUT, layout.id());
        }
        return query;
    }
}
