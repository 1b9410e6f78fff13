package computelab.gpu;

import computelab.failure.GpuException;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.teavm.jso.JSBody;
import org.teavm.jso.core.JSArrayReader;
import org.teavm.jso.webgpu.GPUDescriptor;
import org.teavm.jso.webgpu.GPUShaderModule;

/**
 * The WGSL files under wgsl/, embedded into the script at build time (see {@link EmbeddedResources}),
 * compiled into modules (pipelines come from {@link Pipelines}). Compilation errors name file, line and column.
 */
public final class Shaders {
    private static final String ROOT = "wgsl/";
    /**
     * Each file's text, read once: a page looks up its kernels' files (their parts, their module names) on
     * every pipeline it asks for, and reading an embedded resource decodes it anew each time (base64, then
     * UTF-8), which was most of the script's own time in a small sort. Concurrent: unit tests read in parallel.
     */
    private static final Map<String, String> TEXTS = new ConcurrentHashMap<>();

    private Shaders() {
    }

    /** Every shader file, as listed in wgsl/index.txt (a unit test keeps that list complete). */
    public static List<String> all() {
        List<String> paths = new ArrayList<>();
        for (String line : source("index.txt").split("\n")) {
            String path = line.trim();
            if (!path.isEmpty() && !path.startsWith("#")) {
                paths.add(path);
            }
        }
        return paths;
    }

    /** The text of one shader, by its path under wgsl/, e.g. {@code "scan/blelloch.wgsl"}. */
    public static String source(String path) {
        return TEXTS.computeIfAbsent(path, Shaders::read);
    }

    private static String read(String path) {
        try (InputStream in = Shaders.class.getClassLoader().getResourceAsStream(ROOT + path)) {
            if (in == null) {
                throw new IllegalStateException("Shader " + ROOT + path + " is not embedded in the build.");
            }
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            byte[] chunk = new byte[4096];
            for (int read; (read = in.read(chunk)) > 0;) {
                bytes.write(chunk, 0, read);
            }
            return new String(bytes.toByteArray(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException("Shader " + ROOT + path + " cannot be read.", e);
        }
    }

    /**
     * Compiles a module (a shader file, or a kernel with parts spliced in, named by {@code label}) and
     * throws if it has errors: one sentence for the page, the compiler's messages with line and column
     * to the console. The index page's self-check lists the messages themselves.
     */
    public static GPUShaderModule compile(Gpu gpu, String label, String code) {
        GPUShaderModule module = create(gpu, label, code);
        String errors = compilationErrors(label, Await.await(module.getCompilationInfo()));
        if (!errors.isEmpty()) {
            logErrors(errors);
            throw new GpuException("The shader " + ROOT + label + " does not compile on this device (a bug in the "
                    + "lab; the browser console has the compiler's messages).");
        }
        return module;
    }

    /** Compiles a module and returns the compiler's errors, empty if none (for the self-check). */
    public static String errors(Gpu gpu, String label, String code) {
        return compilationErrors(label, Await.await(create(gpu, label, code).getCompilationInfo()));
    }

    /**
     * Compiles a module and returns every message of the compiler (errors, warnings, notes), in its order.
     * A module with errors is also a validation error of the device: kept inside scopes that are dropped,
     * so it does not fail the next GPU call.
     */
    public static List<CompileMessage> messages(Gpu gpu, String label, String code) {
        JSArrayReader<GPUShaderModule.CompilationMessage> messages;
        gpu.pushErrorScopes();
        try {
            messages = Await.await(create(gpu, label, code).getCompilationInfo()).getMessages();
        } finally {
            gpu.discardErrorScopes();
        }
        List<CompileMessage> list = new ArrayList<>();
        for (int i = 0; i < messages.getLength(); i++) {
            GPUShaderModule.CompilationMessage message = messages.get(i);
            list.add(new CompileMessage(message.getType(), (int) message.getLineNum(), (int) message.getLinePos(),
                    message.getMessage()));
        }
        return list;
    }

    private static GPUShaderModule create(Gpu gpu, String label, String code) {
        GPUDescriptor.ShaderModule descriptor = GPUDescriptor.create();
        descriptor.setLabel(label);
        descriptor.setCode(code);
        return gpu.device().createShaderModule(descriptor);
    }

    /** The compiler's error messages as {@code path:line:column: message} lines, empty if none. */
    private static String compilationErrors(String path, GPUShaderModule.CompilationInfo info) {
        StringBuilder errors = new StringBuilder();
        JSArrayReader<GPUShaderModule.CompilationMessage> messages = info.getMessages();
        for (int i = 0; i < messages.getLength(); i++) {
            GPUShaderModule.CompilationMessage message = messages.get(i);
            if ("error".equals(message.getType())) {
                errors.append(ROOT).append(path).append(':').append((int) message.getLineNum()).append(':')
                        .append((int) message.getLinePos()).append(": ").append(message.getMessage()).append('\n');
            }
        }
        return errors.toString();
    }

    @JSBody(params = "errors", script = "console.error(errors);")
    private static native void logErrors(String errors);
}
