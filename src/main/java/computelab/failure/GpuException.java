package computelab.failure;

/**
 * A failure of the GPU or the browser rather than of the input: no WebGPU, no adapter, a
 * validation error, a lost device. The message is one sentence a person can act on.
 */
public class GpuException extends RuntimeException {
    public GpuException(String message) {
        super(message);
    }
}
