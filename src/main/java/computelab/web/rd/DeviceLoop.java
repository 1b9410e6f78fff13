package computelab.web.rd;

import computelab.gpu.Gpu;

/** The device the page draws with and its frame loop: both replaced together when the device is. */
final class DeviceLoop {
    private Gpu gpu;
    private RdLoop loop;

    /** Stops the loop of the device before, if any, and starts this device's. */
    void replace(Gpu newGpu, RdLoop newLoop) {
        if (loop != null) {
            loop.stop();
        }
        gpu = newGpu;
        loop = newLoop;
        newGpu.addLostListener(message -> newLoop.stop());
        newLoop.start();
    }

    Gpu gpu() {
        return gpu;
    }

    RdLoop loop() {
        return loop;
    }
}
