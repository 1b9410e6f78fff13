package computelab.lab.rd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import computelab.failure.LabException;
import computelab.lab.BadParameter;
import computelab.lab.Param;
import computelab.lab.ParamTable;
import computelab.rd.Edges;
import computelab.rd.GrayScott;
import computelab.rd.InitialState;
import computelab.rd.Precision;
import java.util.ArrayList;
import java.util.List;
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
        assertEquals("With verify=1 the page runs the CPU reference on at most 16777216 cells and 268435456 cell updates (cells "
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
        assertEquals("The time step dt times the larger diffusion rate is 1.5, more than 1.25: the explicit step would blow up; "
                + "take a smaller dt.", error("dt=1.5"));
        assertEquals("Unknown init \"spots\": choose center, random.", error("init=spots"));
        assertEquals("The parameter density applies to init=random, not to the centre square.", error("density=0.2"));
        assertEquals("The parameter seed applies to init=random, not to the centre square.", error("seed=3"));
        assertEquals("Unknown precision \"f64\": choose f32, f16.", error("precision=f64"));
        assertEquals("The tutorial engine stores f32 fields only; f16 precision needs the fast engine.",
                error("algo=tutorial&precision=f16"));
        assertEquals("Unknown algo \"naive\": choose tutorial, fast.", error("algo=naive"));
        assertEquals("The parameter steps must be between 0 and 100000000, not -1.", error("steps=-1"));
        assertEquals("The parameter reps must be between 1 and 1000, not 0.", error("reps=0"));
    }

    @Test
    void theGroupsOfGridModelAndRunHoldEveryParameterOfTheTableOnce() {
        List<Param<?>> grouped = new ArrayList<>(RdRequest.GRID);
        grouped.addAll(RdRequest.MODEL);
        grouped.addAll(RdRequest.RUN);
        List<Param<?>> table = new ArrayList<>(RdRequest.PARAMS.params());
        table.remove(ParamTable.RUN);
        assertEquals(table.size(), grouped.size());
        assertTrue(grouped.containsAll(table) && table.containsAll(grouped), grouped + " against " + table);
    }

    @Test
    void f32ParametersAreWrittenAsTheShortestDecimalThatReadsBackAsTheSameF32() {
        assertEquals(1.3, RdRequest.decimal(1.3f));
        assertEquals(1.0, RdRequest.decimal(1.0f));
        assertEquals(1e-30, RdRequest.decimal(1e-30f));
        assertEquals(0.0545, RdRequest.decimal(0.0545f));
        for (float f : new float[] { 0.1f, 0.062f, 2.5e-7f, 0.9f }) {
            assertEquals(f, (float) RdRequest.decimal(f));
        }
    }

    @Test
    void theExplicitStepIsStableWhileDtTimesEachCheckerboardDecayStaysAtMostTwo() {
        assertEquals(null, RdRequest.instability(GrayScott.DEFAULT));
        // v's checkerboard decays at 1.6 Dv + F + k = 0.8 + 1.8 per unit of time.
        GrayScott fast = new GrayScott(0.9f, 0.9f, 1, 0.5f, 1);
        assertEquals(2.6, fast.vStepFactor(), 1e-6);
        assertEquals("dt × (1.6 Dv + F + k) is 2.6, more than 2: the explicit step would blow up; take a smaller dt, "
                + "Dv, F or k.", RdRequest.instability(fast));
        // u's: 1.6 Du + F with Du = 1.25, dt = 1: 2.05.
        assertEquals("dt × (1.6 Du + F) is 2.05, more than 2: the explicit step would blow up; take a smaller dt, Du "
                + "or F.", RdRequest.instability(new GrayScott(0.05f, 0.06f, 1.25f, 0.5f, 1)));
        assertEquals(null, RdRequest.instability(new GrayScott(0.05f, 0.06f, 1.2f, 0.5f, 1)));
    }

    @Test
    void aDivergenceNamesItsStepTheBoundAndTheValuesOfTheModel() {
        assertEquals("The fields became NaN or infinite at step 7: dt × (1.6 Dv + F + k) is 2.6 (dt 1, Du 1, Dv 0.5, "
                + "F 0.9, k 0.9), more than 2, so the explicit step blows up; take a smaller dt, F or k.",
                RdRequest.divergence(parse("F=0.9&k=0.9").model(), "at step 7"));
        assertEquals("The fields became NaN or infinite at step 9, though dt × (1.6 Du + F) is 1.65 and dt × (1.6 Dv "
                + "+ F + k) is 0.917 (dt 1, Du 1, Dv 0.5, F 0.055, k 0.062), both at most 2: the reaction outgrew the "
                + "explicit step; take a smaller dt.", RdRequest.divergence(parse("").model(), "at step 9"));
    }
}
