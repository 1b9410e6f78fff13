package computelab.gpu;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.teavm.jso.JSBody;
import org.teavm.jso.JSObject;
import org.teavm.jso.core.JSArrayReader;
import org.teavm.jso.core.JSMapLike;
import org.teavm.jso.core.JSNumber;
import org.teavm.jso.webgpu.GPUDescriptor;
import org.teavm.jso.webgpu.GPUPipeline;
import org.teavm.jso.webgpu.GPUShaderModule;

/**
 * The WGSL files under wgsl/, embedded into the script at build time (see {@link EmbeddedResources}),
 * and the compute pipelines made from them. Compilation errors name file, line and column.
 */
public final class Shaders {
    private static final String ROOT = "wgsl/";

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

    /** Compiles one shader file and throws, naming file, line and column, if it has errors. */
    public static GPUShaderModule compile(Gpu gpu, String path) {
        return compile(gpu, path, source(path));
    }

    /**
     * Compiles a module made from shader files (named by {@code label}, e.g. a kernel with parts spliced
     * in) and throws, naming label, line and column, if it has errors.
     */
    public static GPUShaderModule compile(Gpu gpu, String label, String code) {
        GPUDescriptor.ShaderModule descriptor = GPUDescriptor.create();
        descriptor.setLabel(label);
        descriptor.setCode(code);
        GPUShaderModule module = gpu.device().createShaderModule(descriptor);
        String errors = compilationErrors(label, Await.await(module.getCompilationInfo()));
        if (!errors.isEmpty()) {
            throw new GpuException(errors);
        }
        return module;
    }

    /** The compiler's error messages as {@code path:line:column: message} lines, empty if none. */
    public static String compilationErrors(String path, GPUShaderModule.CompilationInfo info) {
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

    /** A compute pipeline with an automatic layout, for one entry point and its override constants. */
    public static GPUPipeline.Compute pipeline(Gpu gpu, String path, String entryPoint,
            Map<String, Double> constants) {
        GPUShaderModule module = compile(gpu, path);
        GPUDescriptor.ProgrammableStage stage = GPUDescriptor.create();
        stage.setModule(module);
        stage.setEntryPoint(entryPoint);
        if (!constants.isEmpty()) {
            JSMapLike<JSNumber> values = emptyObject();
            constants.forEach((name, value) -> values.set(name, JSNumber.valueOf(value)));
            stage.setConstants(values);
        }
        GPUDescriptor.ComputePipeline descriptor = GPUDescriptor.create();
        descriptor.setLabel(path + ":" + entryPoint);
        descriptor.setLayout("auto");
        descriptor.setCompute(stage);
        gpu.pushErrorScopes();
        GPUPipeline.Compute pipeline = gpu.device().createComputePipeline(descriptor);
        gpu.popErrorScopes("creating the pipeline " + path + ":" + entryPoint);
        return pipeline;
    }

    public static GPUPipeline.Compute pipeline(Gpu gpu, String path, String entryPoint) {
        return pipeline(gpu, path, entryPoint, Map.of());
    }

    @JSBody(script = "return {};")
    private static native <T extends JSObject> T emptyObject();
}
