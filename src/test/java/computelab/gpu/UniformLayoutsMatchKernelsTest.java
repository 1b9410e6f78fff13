package computelab.gpu;

import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every uniform of every module the lab compiles ({@link ShaderParts#modules()}: each kernel in each form,
 * its parts composed) has exactly one Java {@link UniformLayout} naming the file that declares it and its
 * binding, and the two agree in names, order, types, offsets and size. The layouts are found in the
 * compiled classes (every static field of that type), so a new one needs no list here.
 */
class UniformLayoutsMatchKernelsTest {
    @Test
    void everyKernelsUniformHasOneJavaLayoutThatMatchesItsStruct() throws Exception {
        List<UniformLayout> layouts = javaLayouts();
        // A part's uniform is checked in every module that takes the part; each problem is said once.
        Set<String> problems = new LinkedHashSet<>();
        Set<String> filesChecked = new LinkedHashSet<>();
        Set<UniformLayout> used = new LinkedHashSet<>();
        for (ShaderParts.Module module : ShaderParts.modules()) {
            for (WgslUniform uniform : WgslUniform.in(module.source())) {
                String file = declaringFile(module, uniform);
                filesChecked.add(file);
                List<UniformLayout> matching = new ArrayList<>();
                for (UniformLayout layout : layouts) {
                    if (layout.files().contains(file) && layout.binding() == uniform.binding()) {
                        matching.add(layout);
                    }
                }
                if (matching.size() != 1) {
                    problems.add(module.name() + ": " + matching.size() + " Java layouts declare the uniform "
                            + uniform.struct() + " of wgsl/" + file + " at binding " + uniform.binding()
                            + " (one must)");
                    continue;
                }
                used.add(matching.get(0));
                problems.addAll(uniform.disagreementsWith(matching.get(0)));
            }
        }
        for (UniformLayout layout : layouts) {
            for (String file : layout.files()) {
                if (!filesChecked.contains(file)) {
                    problems.add(layout + ": no module binds a uniform of wgsl/" + file);
                }
            }
        }
        assertEquals(List.of(), List.copyOf(problems));
        assertEquals(Set.copyOf(layouts), used, "every Java layout describes a kernel's uniform");
        assertEquals(uniformFiles(), filesChecked, "every file that declares a uniform is in a module checked");
    }

    @Test
    void theCheckFindsEveryKindOfDisagreement() {
        WgslUniform wgsl = WgslUniform.in("""
                struct View {
                    size: vec2u,   // a comment, with a comma
                    scale: f32,
                    table: array<vec4<u32>, 2>,
                }
                @group(0) @binding(1) var<uniform> view: View;
                """).get(0);
        UniformLayout agreeing = UniformLayout.struct("View", "x.wgsl").boundAt(1).vec2u("size").f32("scale")
                .array("table", UniformLayout.Type.VEC4_U32, 2);
        assertEquals(List.of(), wgsl.disagreementsWith(agreeing));
        assertEquals(48, wgsl.size());

        List<String> swapped = wgsl.disagreementsWith(UniformLayout.struct("View", "x.wgsl").boundAt(1).f32("scale")
                .vec2u("size").array("table", UniformLayout.Type.VEC4_U32, 2));
        assertSays(swapped, "member 0 is size in WGSL, scale in Java");
        assertSays(swapped, "size is vec2<u32> in WGSL, f32 in Java");

        List<String> widened = wgsl.disagreementsWith(UniformLayout.struct("View", "x.wgsl").boundAt(1).vec4f("size")
                .f32("scale").array("table", UniformLayout.Type.VEC4_U32, 2));
        assertSays(widened, "scale is at byte 8 in WGSL, 16 in Java");
        assertSays(widened, "takes 48 bytes (48 rounded up to 16), 64 in Java");

        List<String> retyped = wgsl.disagreementsWith(UniformLayout.struct("View", "x.wgsl").boundAt(1).vec2u("size")
                .u32("scale").array("table", UniformLayout.Type.VEC4_U32, 2));
        assertEquals(1, retyped.size(), retyped::toString);
        assertTrue(retyped.get(0).endsWith("scale is f32 in WGSL, u32 in Java"), retyped::toString);

        List<String> shortened = wgsl.disagreementsWith(UniformLayout.struct("View", "x.wgsl").boundAt(1).vec2u("size")
                .f32("scale"));
        assertSays(shortened, "member 2 table is missing in Java");
        assertSays(shortened, "the struct takes 48 bytes (48 rounded up to 16), 16 in Java");

        List<String> elsewhere = wgsl.disagreementsWith(UniformLayout.struct("Vue", "x.wgsl").vec2u("size").f32("scale")
                .array("table", UniformLayout.Type.VEC4_U32, 2));
        assertEquals(2, elsewhere.size(), elsewhere::toString);
    }

    @Test
    void wgslOffsetsFollowTheUniformRulesForVectorsAndArrays() {
        WgslUniform wgsl = WgslUniform.in("""
                struct P { a: u32, b: vec2<f32>, c: f32, d: vec4f, e: u32 }
                @group(0) @binding(0) var<uniform> p: P;
                """).get(0);
        assertEquals(List.of(0, 8, 16, 32, 48), wgsl.members().stream().map(WgslUniform.Member::offset).toList());
        assertEquals(64, wgsl.size(), "a struct holding a vec4 aligns, so rounds its size, to 16");
        assertEquals(20, WgslUniform.in("struct Q { a: u32, b: u32, c: u32, d: u32, e: u32 }\n"
                + "@group(0) @binding(0) var<uniform> q: Q;").get(0).size());
    }

    private static void assertSays(List<String> found, String ending) {
        assertTrue(found.stream().anyMatch(sentence -> sentence.endsWith(ending)), ending + " not in " + found);
    }

    /** The file of the module's parts (or the kernel) that declares this uniform. */
    private static String declaringFile(ShaderParts.Module module, WgslUniform uniform) {
        String found = null;
        for (String file : ShaderParts.files(module.path(), module.subgroups())) {
            for (WgslUniform declared : WgslUniform.in(Shaders.source(file))) {
                if (declared.binding() == uniform.binding() && declared.variable().equals(uniform.variable())) {
                    assertFalse(found != null, module.name() + " declares its uniform at binding " + uniform.binding()
                            + " in two files");
                    found = file;
                }
            }
        }
        assertTrue(found != null, module.name() + ": no file of the module declares " + uniform.variable());
        return found;
    }

    /** Every file under wgsl/ that declares a uniform. */
    private static Set<String> uniformFiles() {
        Set<String> files = new LinkedHashSet<>();
        for (String file : Shaders.all()) {
            if (!WgslUniform.in(Shaders.source(file)).isEmpty()) {
                files.add(file);
            }
        }
        return files;
    }

    /** Every static UniformLayout field of the compiled main classes. */
    private static List<UniformLayout> javaLayouts()
            throws IOException, URISyntaxException, ReflectiveOperationException {
        Path classes = Path.of(UniformLayout.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        List<String> names;
        try (Stream<Path> files = Files.walk(classes)) {
            names = files.map(path -> classes.relativize(path).toString())
                    .filter(name -> name.endsWith(".class"))
                    .map(name -> name.substring(0, name.length() - ".class".length()).replace('/', '.'))
                    .sorted().toList();
        }
        List<UniformLayout> layouts = new ArrayList<>();
        ClassLoader loader = UniformLayoutsMatchKernelsTest.class.getClassLoader();
        for (String name : names) {
            for (Field field : Class.forName(name, false, loader).getDeclaredFields()) {
                if (Modifier.isStatic(field.getModifiers()) && field.getType() == UniformLayout.class) {
                    // In TeaVM's script an interface's field read by a default method stayed null.
                    assertFalse(field.getDeclaringClass().isInterface(), name + "." + field.getName()
                            + " is a layout in an interface: declare it in a class");
                    field.setAccessible(true);
                    layouts.add((UniformLayout) field.get(null));
                }
            }
        }
        assertFalse(layouts.isEmpty(), "no layouts found under " + classes);
        return layouts;
    }
}
