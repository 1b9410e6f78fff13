package computelab.web;

import computelab.gpu.Gpu;

/**
 * A page view that keeps working with the GPU between runs (the Life page draws the board and
 * lets a person edit and run it). The page shell hands it every device it opens, before any run.
 */
public interface DeviceView {
    /** Called on a TeaVM thread once a device is open, and again with the new one after a reconnect. */
    void attach(Gpu gpu);

    /** Called instead when no device can be opened (no WebGPU, no adapter); the page shows the sentence. */
    default void unavailable(String sentence) {
    }
}
