package computelab.lab.rd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import computelab.failure.LabException;
import computelab.lab.BadParameter;
import computelab.rd.Edges;
import computelab.rd.GrayScott;
import computelab.rd.InitialState;
import computelab.rd.Precision;
import org.junit.jupiter.api.Test;

class RdRequestTest {
    private static RdRequest parse(String query) {
        return RdRequest.of(RdRequest.PARAMS.parse(query, null));
    }

    private static String error(String query) {
        return assertThrows(LabException.class, () -> parse(query)).getMessage();
    }

    /** The field a mistake names, so the form can mark it. */
    private static String field(String query) {
        return assertThrows(BadParameter.class, () -> parse(query)).parameter();
    }

    @Test
    void withoutParametersTheRunIsTheContractsDefault() {
        RdRequest request = parse("");
        assertEquals(256, request.width());
        assertEquals(256, request.height());
        assertEquals(GrayScott.DEFAULT, request.model());
        assertEquals(0, request.steps());
        assertEquals(InitialState.CENTER, request.init());
        assertEquals(0.05, request.density());
        assertEquals(1, request.seed());
        assertEquals(Edges.TORUS, request.edges());
        assertEquals("fast", request.algorithm());
        assertEquals(Precision.F32, request.precision());
        assertEquals(10, request.reps());
        assertTrue(request.verify());
        assertTrue(request.render());
    }

    @Test
    void everyParameterIsRead() {
        RdRequest request = parse("w=7&h=5&F=0.0367&k=0.0649&Du=0.8&Dv=0.4&dt=1.2&steps=300&init=random&density=0.3"
                + "&seed=4000000000&wrap=0&algo=tutorial&precision=f32&reps=3&verify=0&render=0");
        assertEquals(new GrayScott(0.0367f, 0.0649f, 0.8f, 0.4f, 1.2f), request.model());
        assertEquals(300, request.steps());
        assertEquals(InitialState.RANDOM, request.init());
        assertEquals(0.3, request.density());
        assertEquals((int) 4000000000L, request.seed());
        assertEquals(Edges.ZERO_FLUX, request.edges());
        assertEquals("tutorial", request.algorithm());
        assertFalse(request.verify());
        assertFalse(request.render());
    }

    @Test
    void theQueryOfAGivenRequestRunsTheSameAgain() {
        String query = "w=7&h=5&F=0.0367&k=0.0649&steps=300&init=random&density=0.3&seed=9&wrap=0&precision=f16";
        assertEquals(query, RdRequest.PARAMS.parse(query, null).query(false));
        assertEquals(parse(query), parse(RdRequest.PARAMS.parse(query, null).query(false)));
    }

    @Test
    void verificationIsOnByDefaultOnlyWhereTheCpuCanDoItQuickly() {
        assertTrue(parse("w=512&h=512&steps=1000").verify());
        assertFalse(parse("w=4096&h=4096&steps=100").verify());
        assertEquals("verify=1 runs the CPU reference on at most 16777216 cells and 268435456 cell updates (cells "
                + "times steps); this run has 1677721600: ask for fewer steps, a smaller grid, or verify=0.",
                error("w=4096&h=4096&steps=100&verify=1"));
    }

    @Test
    void aMistakeAcrossParametersNamesTheFieldToMend() {
        assertEquals("dt", field("dt=1.5"));
        assertEquals("seed", field("seed=3"));
        assertEquals("algo", field("algo=tutorial&precision=f16"));
        assertEquals("verify", field("w=4096&h=4096&steps=100&verify=1"));
    }

    @Test
    void badParametersAreOneSentenceEach() {
        assertEquals("The parameter w must be between 1 and 1048576, not 0.", error("w=0"));
        assertEquals("F must be a number, not \"fast\".", error("F=fast"));
        assertEquals("The parameter k must be between 0 and 1, not -0.1.", error("k=-0.1"));
        assertEquals("dt times the larger diffusion rate is 1.5, more than 1.25: the explicit step would blow up; "
                + "take a smaller dt.", error("dt=1.5"));
        assertEquals("Unknown init \"spots\": choose center, random.", error("init=spots"));
        assertEquals("density applies to init=random, not to the centre square.", error("density=0.2"));
        assertEquals("seed applies to init=random, not to the centre square.", error("seed=3"));
        assertEquals("Unknown precision \"f64\": choose f32, f16.", error("precision=f64"));
        assertEquals("The tutorial engine stores f32 fields only; precision=f16 needs the fast engine.",
                error("algo=tutorial&precision=f16"));
        assertEquals("Unknown algo \"naive\": choose tutorial, fast.", error("algo=naive"));
        assertEquals("The parameter steps must be between 0 and 100000000, not -1.", error("steps=-1"));
        assertEquals("The parameter reps must be between 1 and 1000, not 0.", error("reps=0"));
    }
}
