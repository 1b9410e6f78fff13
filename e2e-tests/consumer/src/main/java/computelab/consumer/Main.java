package computelab.consumer;

import computelab.compact.example.VisibleDepthsExample;
import computelab.data.ElementType;
import computelab.gpu.BufferIO;
import computelab.gpu.Tuning;
import computelab.gpu.Gpu;
import computelab.reduce.ReduceOp;
import computelab.reduce.Reduction;
import computelab.scan.PrefixSum;
import computelab.scan.ScanMode;
import org.teavm.jso.dom.html.HTMLDocument;

/**
 * Another TeaVM application that uses the lab's library jar by its Maven coordinates: it scans and
 * sums one array on the GPU, runs the README's compaction -> sort chain ({@link VisibleDepthsExample}) on
 * depths made from the same array, and writes the results as JSON into {@code <pre id="result">}, then sets
 * {@code <body data-state="done">} ({@code "error"} with the message if anything fails).
 */
public final class Main {
    /** Spread over all 32 bits (Knuth's multiplicative hash), so the u32 sums wrap modulo 2^32. */
    static final int MULTIPLIER = 0x9E3779B1;
    static final int N = 1000;
    /** The chain keeps the depths below this far plane. */
    static final float FAR = 0.1f;

    private Main() {
    }

    /** TeaVM runs main on a thread of its own, where the GPU calls may wait for their promises. */
    public static void main(String[] args) {
        HTMLDocument document = HTMLDocument.current();
        String state;
        String json;
        try {
            json = run();
            state = "done";
        } catch (RuntimeException e) {
            json = "{\"error\": " + jsonString(String.valueOf(e.getMessage())) + "}";
            state = "error";
        }
        document.getElementById("result").setTextContent(json);
        document.getBody().setAttribute("data-state", state);
    }

    private static String run() {
        int[] values = new int[N];
        for (int i = 0; i < N; i++) {
            values[i] = i * MULTIPLIER;
        }
        Gpu gpu = Gpu.acquire();
        int[] exclusive;
        try (PrefixSum prefixSum = PrefixSum.create(gpu)) {
            exclusive = prefixSum.scan(values, ElementType.U32, ScanMode.EXCLUSIVE);
        }
        int sum;
        try (Reduction reduction = Reduction.create(gpu, "fast", ElementType.U32, ReduceOp.SUM,
                Tuning.DEFAULT)) {
            sum = reduction.reduce(values).bits();
        }
        // Depths in [-0.5, 0.5) from the top 24 bits of each value.
        float[] depths = new float[N];
        for (int i = 0; i < N; i++) {
            depths[i] = (values[i] >>> 8) / 16777216f - 0.5f;
        }
        VisibleDepthsExample.VisibleDepths visible = VisibleDepthsExample.run(gpu, depths, FAR);
        BufferIO io = new BufferIO(gpu);
        int count = io.readInts(visible.count(), 0, 1)[0];
        float[] sorted = count == 0 ? new float[0] : io.readFloats(visible.sorted(), 0, count);
        io.destroy();
        visible.sorted().destroy();
        visible.count().destroy();
        return "{\"n\": " + N + ", \"exclusiveScan\": " + unsignedList(exclusive)
                + ", \"sum\": " + Integer.toUnsignedString(sum)
                + ", \"visibleDepths\": " + floatBitsList(sorted) + "}";
    }

    private static String jsonString(String text) {
        return "\"" + text.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n") + "\"";
    }

    /** Floats as their bit patterns (unsigned), so the test compares them exactly. */
    private static String floatBitsList(float[] values) {
        int[] bits = new int[values.length];
        for (int i = 0; i < values.length; i++) {
            bits[i] = Float.floatToRawIntBits(values[i]);
        }
        return unsignedList(bits);
    }

    private static String unsignedList(int[] words) {
        StringBuilder text = new StringBuilder("[");
        for (int i = 0; i < words.length; i++) {
            text.append(i == 0 ? "" : ", ").append(Integer.toUnsignedString(words[i]));
        }
        return text.append(']').toString();
    }
}
