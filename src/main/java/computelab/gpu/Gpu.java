package computelab.gpu;

import computelab.failure.GpuException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.teavm.jso.JSBody;
import org.teavm.jso.JSObject;
import org.teavm.jso.core.JSNumber;
import org.teavm.jso.core.JSObjects;
import org.teavm.jso.core.JSMapLike;
import org.teavm.jso.core.JSPromise;
import org.teavm.jso.webgpu.GPU;
import org.teavm.jso.webgpu.GPUAdapter;
import org.teavm.jso.webgpu.GPUDescriptor;
import org.teavm.jso.webgpu.GPUDevice;
import org.teavm.jso.webgpu.GPUQueue;

/**
 * One WebGPU device and what the lab knows about it: adapter description, the optional features
 * it enabled, the limits it was granted, and the failures it has reported since.
 * Created by {@link #acquire()}; a lost device is replaced by acquiring a new Gpu.
 */
public final class Gpu implements DeviceFacts {
    /** Limits the workloads want as large as the adapter allows (big inputs, big workgroups). */
    private static final String[] RAISED_LIMITS = {
        "maxStorageBufferBindingSize", "maxBufferSize", "maxComputeWorkgroupStorageSize",
        "maxComputeInvocationsPerWorkgroup", "maxComputeWorkgroupSizeX", "maxComputeWorkgroupSizeY",
        "maxComputeWorkgroupsPerDimension", "maxStorageBuffersPerShaderStage"
    };

    /**
     * How long a rejected wait gives the device's lost promise to settle before it reports the rejection
     * (checked every {@link #LOSS_CHECK_MILLIS}): a destroyed device rejects a pending mapping at once, and
     * the browser's busy GPU process may take a second or more to settle the lost promise.
     */
    private static final int LOSS_REPORT_MILLIS = 3000;
    private static final int LOSS_CHECK_MILLIS = 10;

    private final GPUAdapter adapter;
    private final GPUDevice device;
    private final AdapterDescription description;
    private final boolean timestamps;
    private final boolean subgroups;
    private final DeviceOverrides overrides;
    private final ErrorScopes scopes;
    private final boolean shaderF16;
    private final List<Consumer<String>> lostListeners = new ArrayList<>();
    private final Pipelines pipelines = new Pipelines(this);
    private final Map<Key<?>, Object> kept = new LinkedHashMap<>();
    private String lostMessage;
    private RunControl watcher = RunControl.NONE;
    private boolean abandonedWork;

    private Gpu(GPUAdapter adapter, GPUDevice device, AdapterDescription description, DeviceOverrides overrides) {
        this.adapter = adapter;
        this.device = device;
        this.description = description;
        this.overrides = overrides;
        this.scopes = new ErrorScopes(device);
        this.timestamps = device.getFeatures().has("timestamp-query");
        this.subgroups = device.getFeatures().has("subgroups");
        this.shaderF16 = device.getFeatures().has("shader-f16");
        watchForFailures();
    }

    /** Finds an adapter and opens a device on it, or says in one sentence why that is impossible. */
    public static Gpu acquire() {
        if (!hasWebGpu()) {
            throw new GpuException("This browser does not support WebGPU (navigator.gpu is missing): "
                    + "use a recent Chrome, Edge, Safari or Firefox with WebGPU enabled.");
        }
        GPU gpu = navigatorGpu();
        GPUDescriptor.RequestAdapterOptions options = GPUDescriptor.create();
        options.setPowerPreference("high-performance");
        GPUAdapter adapter = Await.await(gpu.requestAdapter(options));
        if (adapter == null) {
            throw new GpuException("No WebGPU adapter is available: WebGPU is disabled or unsupported "
                    + "on this GPU or driver.");
        }
        AdapterDescription description = describe(adapter);
        DeviceOverrides overrides = DeviceOverrides.read();
        GPUDescriptor.Device request = GPUDescriptor.create();
        request.setLabel("compute-lab");
        request.setRequiredFeatures(wantedFeatures(adapter, overrides));
        request.setRequiredLimits(raisedLimits(adapter, overrides));
        GPUDevice device = Await.await(adapter.requestDevice(request));
        return new Gpu(adapter, device, description, overrides);
    }

    private static String[] wantedFeatures(GPUAdapter adapter, DeviceOverrides overrides) {
        List<String> features = new ArrayList<>();
        for (String name : new String[] { "timestamp-query", "subgroups", "shader-f16" }) {
            if (adapter.getFeatures().has(name) && !overrides.hides(name)) {
                features.add(name);
            }
        }
        return features.toArray(new String[0]);
    }

    /**
     * The adapter's limits, or lower where a test lowered them: the device then enforces them too (a request
     * below WebGPU's default gets the default), so a pipeline that needs more than a lowered workgroup memory
     * fails as it would on such a device.
     */
    private static JSMapLike<JSNumber> raisedLimits(GPUAdapter adapter, DeviceOverrides overrides) {
        JSMapLike<JSNumber> limits = JSObjects.create();
        for (String name : RAISED_LIMITS) {
            double value = overrides.limit(name, limitOf(adapter.getLimits(), name));
            if (value > 0) {
                limits.set(name, JSNumber.valueOf(value));
            }
        }
        return limits;
    }

    private void watchForFailures() {
        onLost(device, (reason, message) -> {
            if (lostMessage == null) {
                lostMessage = "The GPU device was lost (" + reason + (message.isEmpty() ? "" : ": " + message)
                        + ").";
            }
            dropAll();
            for (Consumer<String> listener : lostListeners) {
                listener.accept(lostMessage);
            }
        });
        onUncapturedError(device, scopes::uncaptured);
    }

    /** Called once with a one-sentence description when the device is lost (destroyed, driver reset). */
    public void addLostListener(Consumer<String> listener) {
        lostListeners.add(listener);
    }

    /** Whether the device is lost (a new Gpu is needed). */
    public boolean lost() {
        return lostMessage != null;
    }

    /** Throws if the device is lost: every run checks before it touches the GPU. */
    public void requireAlive() {
        if (lostMessage != null) {
            throw new GpuException(lostMessage + " Run again or reconnect to continue on a new device.");
        }
    }

    /** Starts collecting validation, out-of-memory and internal errors of the GPU work that follows. */
    public void pushErrorScopes() {
        scopes.push();
    }

    /**
     * Ends {@link #pushErrorScopes()} and throws the first error the scopes caught, as one sentence
     * ({@link ErrorScopes}): the GPU's own text (call sites, internal object names) goes to the console.
     */
    public void popErrorScopes(String during) {
        scopes.pop(during);
        requireAlive();
    }

    /**
     * Ends {@link #pushErrorScopes()} without looking at what the scopes caught: for work whose errors the
     * caller reads another way (a person's kernel, whose compiler messages say what is wrong).
     */
    void discardErrorScopes() {
        scopes.abandon();
    }

    /** Counts a buffer asked for in the open error scopes, so an out-of-memory can name the bytes. */
    void asked(String label, double bytes) {
        scopes.asked(label, bytes);
    }

    /**
     * Whether an out-of-memory or a driver failure left this device's resources in doubt (a cache may
     * hold a buffer that was never made): a page replaces such a device before its next run.
     */
    public boolean spoiled() {
        return scopes.spoiled() || lostMessage != null;
    }

    /**
     * Runs GPU work inside error scopes: validation and out-of-memory errors it causes become one
     * GpuException sentence naming {@code during}. A failure of the work itself wins over what the scopes
     * caught after it.
     */
    public <T> T scoped(String during, Supplier<T> work) {
        pushErrorScopes();
        T result;
        try {
            result = work.get();
        } catch (RunCancelled cancelled) {
            // A browser answers a pop only once the GPU work before it is done: a cancel must not wait.
            scopes.abandon();
            throw cancelled;
        } catch (RuntimeException failure) {
            try {
                popErrorScopes(during);
            } catch (RuntimeException ignored) {
                // The first failure says more than what the scopes caught after it.
            }
            throw failure;
        }
        popErrorScopes(during);
        return result;
    }

    /** The same for work without a result. */
    public void scoped(String during, Runnable work) {
        scoped(during, () -> {
            work.run();
            return null;
        });
    }

    /**
     * A kind of thing this device keeps for whoever runs on it (an experiment's buffers and facades, the
     * ceilings' data, a stopwatch): one of each key per Gpu, so a new Gpu after a lost device starts
     * afresh. Keys are compared by identity: declare each once, as a constant.
     */
    public static final class Key<T> {
        private final String name;

        private Key(String name) {
            this.name = name;
        }

        public static <T> Key<T> named(String name) {
            return new Key<>(name);
        }

        @Override
        public String toString() {
            return name;
        }
    }

    /** What this device keeps under {@code key}, made by {@code make} on first use. */
    @SuppressWarnings("unchecked")
    public <T> T keep(Key<T> key, Supplier<T> make) {
        Object thing = kept.get(key);
        if (thing == null) {
            thing = make.get();
            kept.put(key, thing);
        }
        return (T) thing;
    }

    /** Lets go of what is kept under {@code key}, closing it if it can be closed. */
    public void drop(Key<?> key) {
        close(kept.remove(key));
    }

    /** Lets go of everything kept: the device is lost, and with it everything made on it. */
    private void dropAll() {
        List<Object> things = new ArrayList<>(kept.values());
        kept.clear();
        for (Object thing : things) {
            close(thing);
        }
    }

    private static void close(Object thing) {
        if (thing instanceof AutoCloseable closeable) {
            try {
                closeable.close();
            } catch (Exception failure) {
                // A lost device's objects may refuse to close; they are gone with it anyway.
            }
        }
    }

    /** The compute pipelines of this device, shared by everything that runs on it. */
    public Pipelines pipelines() {
        return pipelines;
    }

    /** Waits until the GPU has finished everything submitted so far. */
    public void finishQueue() {
        await(queue().onSubmittedWorkDone());
        requireAlive();
    }

    /**
     * Runs {@code work} with every wait for this GPU stopping within a fraction of a second when
     * {@code control} is cancelled ({@link RunCancelled}); the GPU finishes what it was given on its own,
     * and the next watched run first waits for that, saying so.
     */
    public <T> T watched(RunControl control, Supplier<T> work) {
        RunControl outer = watcher;
        watcher = control;
        try {
            if (abandonedWork) {
                control.status("Waiting for the GPU to finish the work of the cancelled run");
                await(queue().onSubmittedWorkDone());
                abandonedWork = false;
            }
            return work.get();
        } finally {
            watcher = outer;
        }
    }

    /**
     * Whether the GPU has finished the work a cancelled run left on it, waiting at most {@code millis} for
     * it (saying so through {@code control}). A GPU runs what it was given to the end, and one pass of a large workload on a CPU adapter can
     * take minutes: a page that hears false opens a fresh device for its next run instead of waiting, and
     * lets this one go with {@link #destroyWhenIdle()}.
     */
    public boolean settled(int millis, RunControl control) {
        if (!abandonedWork) {
            return true;
        }
        control.status("Waiting for the GPU to finish the work of the cancelled run");
        double start = System.currentTimeMillis();
        try {
            Await.awaitUnless(queue().onSubmittedWorkDone(), () -> System.currentTimeMillis() - start > millis);
        } catch (RunCancelled stillBusy) {
            return false;
        } catch (GpuException rejected) {
            return false;
        }
        abandonedWork = false;
        return true;
    }

    /**
     * Frees the device, at once when no cancelled run left work on it (its memory goes before a new device
     * asks for its own), else once the GPU has finished that work: destroying a device waits for its
     * queue, and a new device opened meanwhile would wait with it (Chromium's Dawn on SwiftShader).
     */
    public void destroyWhenIdle() {
        if (abandonedWork) {
            destroyAfter(device);
        } else {
            destroy();
        }
    }

    /**
     * Waits for a promise of GPU work; inside {@link #watched} a cancel ends the wait at once. The caller
     * of a cancelled wait for a mapping must not map that buffer again (its mapping is still pending).
     */
    public <T extends JSObject> T await(JSPromise<T> promise) {
        RunControl control = watcher;
        try {
            if (control == RunControl.NONE) {
                return Await.await(promise);
            }
            return Await.awaitUnless(promise, control::cancelled);
        } catch (RunCancelled cancelled) {
            abandonedWork = true;
            throw cancelled;
        } catch (GpuException rejected) {
            // A lost device rejects what was pending before its lost promise settles: its sentence says more.
            waitForLossToBeReported();
            requireAlive();
            throw rejected;
        }
    }

    private void waitForLossToBeReported() {
        try {
            for (int waited = 0; waited < LOSS_REPORT_MILLIS && lostMessage == null; waited += LOSS_CHECK_MILLIS) {
                Thread.sleep(LOSS_CHECK_MILLIS);
            }
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    public GPUDevice device() {
        return device;
    }

    public GPUQueue queue() {
        return device.getQueue();
    }

    public GPUAdapter adapter() {
        return adapter;
    }

    public AdapterDescription description() {
        return description;
    }

    @Override
    public boolean hasTimestamps() {
        return timestamps;
    }

    @Override
    public boolean hasSubgroups() {
        return subgroups;
    }

    /** Whether shaders may store and compute f16 values (reaction-diffusion's precision=f16). */
    public boolean hasShaderF16() {
        return shaderF16;
    }

    /**
     * A device limit by its WebGPU name, as a number (some limits exceed 2^31): the device's own, or
     * lower where a test lowered it ({@link DeviceOverrides}).
     */
    @Override
    public double limit(String name) {
        return overrides.limit(name, limitOf(device.getLimits(), name));
    }

    @Override
    public boolean cpu() {
        return description.cpu();
    }

    public int maxWorkgroupsPerDimension() {
        return (int) limit("maxComputeWorkgroupsPerDimension");
    }

    /** Frees the device and everything made on it; a page replaces a {@link #spoiled()} device this way. */
    public void destroy() {
        device.destroy();
    }

    /** The device handle for tests that simulate a loss with device.destroy(). */
    public JSObject deviceHandle() {
        return device;
    }

    private static AdapterDescription describe(GPUAdapter adapter) {
        JSObject info = infoOf(adapter);
        return new AdapterDescription(text(info, "vendor"), text(info, "architecture"), text(info, "description"),
                flag(info, "isFallbackAdapter") || flag(adapter, "isFallbackAdapter"),
                (int) limitOf(info, "subgroupMinSize"), (int) limitOf(info, "subgroupMaxSize"));
    }

    @JSBody(params = "device", script = "var destroy = function() { device.destroy(); };"
            + "device.queue.onSubmittedWorkDone().then(destroy, destroy);")
    private static native void destroyAfter(GPUDevice device);

    @JSBody(params = "adapter", script = "return adapter.info || {};")
    private static native JSObject infoOf(GPUAdapter adapter);

    @JSBody(params = { "o", "name" }, script = "var v = o[name]; return v == null ? '' : String(v);")
    private static native String text(JSObject o, String name);

    @JSBody(params = { "o", "name" }, script = "return o[name] === true;")
    private static native boolean flag(JSObject o, String name);

    @JSBody(script = "return typeof navigator !== 'undefined' && !!navigator.gpu;")
    private static native boolean hasWebGpu();

    @JSBody(script = "return navigator.gpu;")
    private static native GPU navigatorGpu();


    @JSBody(params = { "limits", "name" }, script = "var v = limits[name]; return typeof v === 'number' ? v : 0;")
    static native double limitOf(JSObject limits, String name);

    @org.teavm.jso.JSFunctor
    interface LostHandler extends JSObject {
        void lost(String reason, String message);
    }

    @JSBody(params = { "device", "handler" }, script = "device.lost.then(function(info) {"
            + "handler(String(info.reason), info.message ? String(info.message) : ''); },"
            + "function(e) { handler('unknown', String(e)); });")
    private static native void onLost(GPUDevice device, LostHandler handler);

    @org.teavm.jso.JSFunctor
    interface ErrorHandler extends JSObject {
        void error(String kind, String message);
    }

    /** Reports each uncaptured error with its kind as an error scope's filter names it. */
    @JSBody(params = { "device", "handler" }, script = "device.addEventListener('uncapturederror', function(e) {"
            + "var name = e.error && e.error.constructor ? String(e.error.constructor.name) : '';"
            + "var kind = /Memory/.test(name) ? 'out-of-memory' : /Internal/.test(name) ? 'internal' : 'validation';"
            + "handler(kind, e.error && e.error.message ? String(e.error.message) : 'unknown GPU error'); });")
    private static native void onUncapturedError(GPUDevice device, ErrorHandler handler);
}
