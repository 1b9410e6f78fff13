package computelab.lab;

import computelab.data.ElementType;
import java.util.List;

/** 32-bit words as the contract's JSON wants them: u32 as decimal strings, i32 as numbers, f32 as numbers. */
public final class ScanValues {
    private ScanValues() {
    }

    public static List<Object> list(int[] words, ElementType type) {
        List<Object> values = Json.list();
        for (int word : words) {
            values.add(switch (type) {
                case U32 -> Long.toString(word & 0xFFFFFFFFL);
                case I32 -> word;
                case F32 -> (double) Float.intBitsToFloat(word);
            });
        }
        return values;
    }
}
