package computelab.lab;

import java.util.ArrayList;
import java.util.List;

/**
 * A bench result's rows as CSV (RFC 4180): one column per row field in the order the rows first name
 * them, nested objects as {@code field.key} columns (passMsMedian.upsweep), numbers exactly as the JSON
 * writes them, an empty cell where a row has no value or null.
 */
public final class BenchCsv {
    private BenchCsv() {
    }

    public static String of(Json.Obj result) {
        List<Json.Obj> rows = new ArrayList<>();
        if (result.get("results") instanceof List<?> list) {
            for (Object row : list) {
                if (row instanceof Json.Obj object) {
                    rows.add(flat(object));
                }
            }
        }
        List<String> columns = new ArrayList<>();
        for (Json.Obj row : rows) {
            for (String key : row.keys()) {
                if (!columns.contains(key)) {
                    columns.add(key);
                }
            }
        }
        StringBuilder csv = new StringBuilder();
        line(csv, columns);
        for (Json.Obj row : rows) {
            List<String> cells = new ArrayList<>();
            for (String column : columns) {
                Object value = row.get(column);
                cells.add(value == null ? "" : value instanceof String text ? text : Json.write(value));
            }
            line(csv, cells);
        }
        return csv.toString();
    }

    private static Json.Obj flat(Json.Obj row) {
        Json.Obj flat = Json.object();
        for (String key : row.keys()) {
            Object value = row.get(key);
            if (value instanceof Json.Obj nested) {
                for (String inner : nested.keys()) {
                    flat.put(key + "." + inner, nested.get(inner));
                }
            } else {
                flat.put(key, value);
            }
        }
        return flat;
    }

    private static void line(StringBuilder csv, List<String> cells) {
        for (int i = 0; i < cells.size(); i++) {
            if (i > 0) {
                csv.append(',');
            }
            csv.append(cell(cells.get(i)));
        }
        csv.append("\r\n");
    }

    /** Quoted when it holds a comma, a quote, a line break or edge spaces; quotes inside doubled. */
    static String cell(String text) {
        boolean quote = text.indexOf(',') >= 0 || text.indexOf('"') >= 0 || text.indexOf('\n') >= 0
                || text.indexOf('\r') >= 0 || !text.equals(text.trim());
        return quote ? "\"" + text.replace("\"", "\"\"") + "\"" : text;
    }
}
