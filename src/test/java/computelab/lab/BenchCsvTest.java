package computelab.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class BenchCsvTest {
    private static Json.Obj result(Json.Obj... rows) {
        List<Object> list = Json.list();
        list.addAll(List.of(rows));
        return Json.object().put("page", "bench").put("state", "done").put("results", list);
    }

    @Test
    void oneColumnPerFieldInTheOrderRowsNameThemAndNumbersAsTheJsonWritesThem() {
        Json.Obj scan = Json.object().put("suite", "scan").put("algo", "blelloch").put("n", 65536L)
                .put("gpuMsMedian", 0.0125).put("fractionOfCopy", 0.5).put("ok", true);
        Json.Obj reduce = Json.object().put("suite", "reduce").put("algo", "fast").put("n", 65536L)
                .put("gpuMsMedian", 1.0E-4).put("fractionOfCopy", null).put("fractionOfRead", 0.25).put("ok", true);
        assertEquals("suite,algo,n,gpuMsMedian,fractionOfCopy,ok,fractionOfRead\r\n"
                + "scan,blelloch,65536,0.0125,0.5,true,\r\n"
                + "reduce,fast,65536,1.0E-4,,true,0.25\r\n", BenchCsv.of(result(scan, reduce)));
    }

    @Test
    void nestedObjectsBecomeDottedColumnsAndTextIsQuotedWhereItMustBe() {
        Json.Obj passes = Json.object().put("upsweep", 0.5).put("downsweep", 0.25);
        Json.Obj timed = Json.object().put("suite", "scan").put("passMsMedian", passes);
        Json.Obj failed = Json.object().put("suite", "scan").put("error", "Too big, \"really\".\nSorry");
        assertEquals("suite,passMsMedian.upsweep,passMsMedian.downsweep,error\r\n"
                + "scan,0.5,0.25,\r\n"
                + "scan,,,\"Too big, \"\"really\"\".\nSorry\"\r\n", BenchCsv.of(result(timed, failed)));
    }

    @Test
    void aResultWithoutRowsIsAHeaderLineOnly() {
        assertEquals("\r\n", BenchCsv.of(Json.object().put("state", "error")));
    }
}
