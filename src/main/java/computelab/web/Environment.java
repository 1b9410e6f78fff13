package computelab.web;

import org.teavm.jso.JSBody;

/** Whether the script runs in a page or headless under Node. */
final class Environment {
    private Environment() {
    }

    @JSBody(script = "return typeof document !== 'undefined';")
    static native boolean hasDocument();

    /** Hands a headless result to the runner's {@code labEmit} if it defined one, else prints it. */
    @JSBody(params = "json", script = "if (typeof globalThis.labEmit === 'function') globalThis.labEmit(json);"
            + " else console.log(json);")
    static native void emit(String json);
}
