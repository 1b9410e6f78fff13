package computelab.lab.life;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import computelab.failure.LabException;
import computelab.life.Boundary;
import computelab.life.DispatchLayout;
import computelab.life.LifeRule;
import org.junit.jupiter.api.Test;

class LifeRequestTest {
    private static LifeRequest parse(String query) {
        return LifeRequest.of(LifeRequest.PARAMS.parse(query, null));
    }

    private static String error(String query) {
        return assertThrows(LabException.class, () -> parse(query)).getMessage();
    }

    @Test
    void withoutParametersTheBoardIsARandomTorusUnderLifeOnTheBitpackedEngine() {
        LifeRequest request = parse("");
        assertEquals(256, request.width());
        assertEquals(256, request.height());
        assertEquals(LifeRule.LIFE, request.rule());
        assertEquals(Boundary.TORUS, request.boundary());
        assertTrue(request.random());
        assertEquals(0.5, request.density());
        assertEquals(1, request.seed());
        assertEquals(0, request.generations());
        assertEquals("bitpacked", request.algorithm());
        assertNull(request.layout());
        assertTrue(request.render());
    }

    @Test
    void readsEveryContractParameter() {
        LifeRequest request = parse("w=100&h=37&rule=b36/s23&wrap=0&density=0.25&seed=4294967295&gens=2^10"
                + "&algo=naive&layout=2d-16x16&render=0");
        assertEquals(100, request.width());
        assertEquals(37, request.height());
        assertEquals("B36/S23", request.rule().toString());
        assertEquals(Boundary.DEAD_OUTSIDE, request.boundary());
        assertEquals(0.25, request.density());
        assertEquals(-1, request.seed(), "seeds are unsigned 32-bit");
        assertEquals(1024, request.generations());
        assertEquals(DispatchLayout.TILED_16X16, request.layout());
        assertFalse(request.render());
    }

    @Test
    void aPatternIsCentredByDefaultOrPlacedAtXy() {
        LifeRequest centred = parse("w=11&h=10&pattern=glider");
        assertEquals(4, centred.x());
        assertEquals(3, centred.y());
        assertFalse(centred.random());
        LifeRequest placed = parse("w=11&h=10&rle=x+%3D+2%2C+y+%3D+1%0A2o%21&at=9,9");
        assertEquals(9, placed.x());
        assertEquals(9, placed.y());
        assertEquals(2, placed.pattern().width());
    }

    @Test
    void theRleRuleAppliesUnlessTheUrlNamesOne() {
        String rle = "rle=x+%3D+1%2C+y+%3D+1%2C+rule+%3D+B36%2FS23%0Ao%21";
        assertEquals("B36/S23", parse(rle).rule().toString());
        assertEquals("B3/S23", parse(rle + "&rule=B3/S23").rule().toString());
    }

    @Test
    void badParametersEachGetOneSentence() {
        assertEquals("The parameter w must be between 1 and 1073741824, not 0.", error("w=0"));
        assertEquals("The parameter h must be between 1 and 1073741824, not 2^31.", error("h=2^31"));
        assertTrue(error("rule=B9/S23").startsWith("Unknown rule \"B9/S23\""), error("rule=B9/S23"));
        assertTrue(error("algo=hashlife").startsWith("Unknown algo \"hashlife\""));
        assertTrue(error("pattern=spaceship").startsWith("Unknown pattern \"spaceship\""));
        assertTrue(error("rle=bo%24o%21").startsWith("RLE line 1"), error("rle=bo%24o%21"));
        assertEquals("Pattern \"Gosper glider gun\" (36 x 9) does not fit in the 20 x 20 grid at (-8, 5).",
                error("w=20&h=20&pattern=gosper-glider-gun"));
        assertTrue(error("w=20&h=20&pattern=glider&at=18,0").contains("does not fit"));
        assertTrue(error("pattern=glider&at=3").startsWith("The parameter at must be two whole numbers"));
        assertTrue(error("density=0.5&pattern=glider").startsWith("Give one start"));
        assertTrue(error("pattern=glider&seed=3").contains("The parameter seed applies to the random fill"));
        assertTrue(error("at=1,1").contains("The parameter at places a pattern"));
        assertTrue(error("layout=2d-8x8").contains("The parameter layout applies to the naive and skip-unchanged"));
        assertTrue(error("algo=naive&layout=3d").startsWith("Unknown layout \"3d\""));
        assertTrue(error("density=1.5").startsWith("The parameter density must be between"));
        assertTrue(error("render=yes").startsWith("The parameter render must be 1 or 0"));
        assertTrue(error("gens=-1").startsWith("The parameter gens must be between 0"));
    }

    @Test
    void emptyFormFieldsCountAsNotGiven() {
        LifeRequest request = parse("pattern=&rle=&density=&seed=&at=&rule=&layout=");
        assertTrue(request.random());
        assertEquals(LifeRule.LIFE, request.rule());
    }

    @Test
    void aRuleTheBitpackedEngineCannotRunPicksTheGenerationsEngineUnlessOneIsNamed() {
        assertEquals("generations", parse("rule=%2F2%2F3").algorithm());
        assertEquals("generations", parse("rule=B2-a%2FS12").algorithm());
        assertEquals("bitpacked", parse("rule=B36%2FS23").algorithm());
        assertEquals("generations", parse("rle=" + java.net.URLEncoder.encode("x = 2, y = 1, rule = 345/2/4\nAB!",
                java.nio.charset.StandardCharsets.UTF_8)).algorithm(), "the RLE's rule decides too");
        assertEquals("The naive engine runs two-state rules given by neighbour counts (B3/S23 and the like); the rule "
                + "B2/S345/C4 needs the generations engine.", error("rule=345%2F2%2F4&algo=naive"));
    }

    @Test
    void verifyIsForBoardsTheCpuCanRun() {
        assertTrue(parse("w=100&h=100&gens=10&verify=1").verify());
        assertFalse(parse("w=100&h=100").verify());
        assertTrue(error("w=8192&h=4096&verify=1").startsWith("With verify=1 the page checks boards of at most 16777216 cells"));
        assertTrue(error("w=1024&h=1024&gens=2100&verify=1").startsWith("With verify=1 the page runs at most 2147483648 cell updates"));
        assertTrue(parse("w=1024&h=1024&gens=1103&verify=1").verify(), "the R-pentomino's settling is checked");
    }
}
