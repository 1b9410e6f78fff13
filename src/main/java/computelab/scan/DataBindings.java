package computelab.scan;

import computelab.gpu.Bound;
import java.util.List;
import org.teavm.jso.webgpu.GPUBuffer;

/**
 * Bindings 1..4 of the tile kernels (src4, dst4, src1, dst1) for a layout: the caller's ranges where
 * its access mode reads and writes, 16-byte dummies elsewhere (a dummy is never touched, but every
 * binding a shader declares must be bound).
 */
final class DataBindings {
    private DataBindings() {
    }

    static List<Bound> of(ScanLayout layout, GPUBuffer input, GPUBuffer output, GPUBuffer readDummy,
            GPUBuffer writeDummy) {
        Bound in = layout.access().vectors() ? at(1, input, layout.input()) : at(3, input, layout.input());
        Bound out = layout.access().vectors() ? at(2, output, layout.output()) : at(4, output, layout.output());
        Bound src4 = new Bound(1, readDummy, 0, 16);
        Bound dst4 = new Bound(2, writeDummy, 0, 16);
        Bound src1 = new Bound(3, readDummy, 0, 16);
        Bound dst1 = new Bound(4, writeDummy, 0, 16);
        return switch (layout.access()) {
            case VECTORS -> List.of(in, out, src1, dst1);
            case WORDS -> List.of(src4, dst4, in, out);
            case ONE_BUFFER_VECTORS -> List.of(src4, out, src1, dst1);
            case ONE_BUFFER_WORDS -> List.of(src4, dst4, src1, out);
        };
    }

    private static Bound at(int binding, GPUBuffer buffer, ScanLayout.Range range) {
        return new Bound(binding, buffer, range.byteOffset(), range.bytes());
    }
}
