package computelab.bench;

import computelab.gpu.Gpu;
import java.util.function.Supplier;

/** GPU work inside error scopes: validation and out-of-memory errors it causes become GpuExceptions. */
final class ErrorScoped {
    private ErrorScoped() {
    }

    static <T> T run(Gpu gpu, String during, Supplier<T> work) {
        gpu.pushErrorScopes();
        T result;
        try {
            result = work.get();
        } catch (RuntimeException failure) {
            try {
                gpu.popErrorScopes(during);
            } catch (RuntimeException ignored) {
                // The first failure says more than what the scopes caught after it.
            }
            throw failure;
        }
        gpu.popErrorScopes(during);
        return result;
    }
}
