package computelab.lab.compact;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import computelab.compact.CompactOutput;
import computelab.compact.Keep;
import computelab.data.ElementType;
import computelab.failure.LabException;
import computelab.lab.BadParameter;
import computelab.lab.Request;
import org.junit.jupiter.api.Test;

class CompactRequestTest {
    private static final CompactExperiment EXPERIMENT = new CompactExperiment();

    private static Request parse(String query) {
        Request request = EXPERIMENT.params().parse(query, null);
        EXPERIMENT.requireRunnable(request);
        return request;
    }

    @Test
    void withoutParametersTheRunIsTheContractsDefault() {
        Request request = parse("");
        assertEquals(ElementType.U32, request.get(CompactExperiment.TYPE));
        assertEquals(Keep.ODD, request.get(CompactExperiment.KEEP));
        assertEquals(0.0, request.get(CompactExperiment.PIVOT));
        assertEquals(CompactOutput.VALUES, request.get(CompactExperiment.OUTPUT));
        assertEquals("decoupled-lookback", request.get(CompactExperiment.ALGO));
    }

    @Test
    void everyParameterIsRead() {
        Request request = parse("n=1000&type=f32&keep=below&pivot=-0.25&output=indices&seed=9&bits=3&reps=2&verify=0");
        assertEquals(1000, request.get(CompactExperiment.N));
        assertEquals(Keep.BELOW, request.get(CompactExperiment.KEEP));
        assertEquals(-0.25, request.get(CompactExperiment.PIVOT));
        assertEquals(CompactOutput.INDICES, request.get(CompactExperiment.OUTPUT));
    }

    @Test
    void badInputIsOneSentenceNamingItsField() {
        BadParameter pivot = assertThrows(BadParameter.class, () -> parse("keep=below&pivot=abc"));
        assertEquals("pivot", pivot.parameter());
        String odd = assertThrows(LabException.class, () -> parse("type=f32")).getMessage();
        assertEquals("The keep=odd predicate takes integers (u32 or i32), not f32: keep f32 values with nonzero or below.",
                odd);
    }
}
