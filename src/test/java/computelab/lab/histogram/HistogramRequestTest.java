package computelab.lab.histogram;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import computelab.lab.BadParameter;
import computelab.lab.ContractParams;
import computelab.lab.Request;
import org.junit.jupiter.api.Test;

class HistogramRequestTest {
    private static Request parse(String query) {
        return new HistogramExperiment().params().parse(query, null);
    }

    @Test
    void withoutParametersTheRunIsTheContractsDefault() {
        Request request = parse("");
        assertEquals(256L, request.get(HistogramExperiment.BINS));
        assertEquals(32L, request.get(HistogramExperiment.BITS));
        assertEquals("auto", request.get(HistogramExperiment.ALGO), "chosen by the bins (Histogram.defaultAlgorithm)");
        assertEquals(1L, request.get(ContractParams.SEED));
    }

    @Test
    void everyParameterIsRead() {
        Request request = parse("n=1000&bins=65536&bits=1&algo=global-atomics&seed=9&reps=3&verify=0");
        assertEquals(1000L, request.get(HistogramExperiment.N));
        assertEquals(65536L, request.get(HistogramExperiment.BINS));
        assertEquals(1L, request.get(HistogramExperiment.BITS));
        assertEquals("global-atomics", request.get(HistogramExperiment.ALGO));
        assertEquals(3L, request.get(ContractParams.REPS));
        assertEquals(false, request.get(ContractParams.VERIFY));
    }

    @Test
    void binsOutsideOneTo65536AreOneSentenceNamingBins() {
        for (String bins : new String[] { "0", "70000" }) {
            BadParameter wrong = assertThrows(BadParameter.class, () -> parse("bins=" + bins));
            assertEquals("bins", wrong.parameter());
            assertEquals("The parameter bins must be between 1 and 65536, not " + bins + ".", wrong.getMessage());
        }
    }
}
