package computelab.web.kernel;

import computelab.failure.LabException;
import computelab.lab.Json;
import computelab.lab.JsonReader;
import computelab.lab.Numbers;
import computelab.web.Dom;
import java.util.ArrayList;
import java.util.List;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * Under the editor, what a run with an edited kernel said about it, read from the result JSON: the
 * compiler's messages as a list (a click puts the cursor at the message's line and column), and the
 * edited and shipped kernels' median times with their ratio.
 */
final class RunReport {
    /** Where a click on a message goes. */
    interface LineTarget {
        void goTo(int line, int column);
    }

    /** One compiler message, at a line and column of the edited text (from 1). */
    record Message(String type, int line, int column, String message) {
        /** The messages as the editor's marks take them. */
        static String json(List<Message> messages) {
            List<Object> list = Json.list();
            for (Message m : messages) {
                list.add(Json.object().put("type", m.type).put("line", m.line).put("column", m.column)
                        .put("message", m.message));
            }
            return Json.write(list);
        }
    }

    private final HTMLElement timing;
    private final HTMLElement list;
    private final LineTarget target;

    RunReport(HTMLElement container, LineTarget target) {
        container.setAttribute("class", "kernel-report");
        timing = Dom.append(container, "p");
        timing.setAttribute("id", "kernel-timing");
        timing.setAttribute("class", "kernel-timing");
        list = Dom.append(container, "ul");
        list.setAttribute("id", "kernel-messages");
        list.setAttribute("class", "kernel-messages");
        this.target = target;
    }

    /** Shows what the result JSON says of the edited kernel (nothing for an empty text) and returns its messages. */
    List<Message> show(String json) {
        timing.clear();
        list.clear();
        List<Message> messages = new ArrayList<>();
        if (json.isEmpty() || !(parsed(json) instanceof Json.Obj result)) {
            return messages;
        }
        if (result.get("compileMessages") instanceof List<?> given) {
            for (Object item : given) {
                if (item instanceof Json.Obj m) {
                    messages.add(new Message(String.valueOf(m.get("type")), whole(m.get("line")), whole(m.get("column")),
                            String.valueOf(m.get("message"))));
                }
            }
        }
        for (Message m : messages) {
            HTMLElement button = Dom.append(Dom.append(list, "li"), "button");
            button.setAttribute("type", "button");
            button.setAttribute("class", "kernel-message " + m.type);
            button.setAttribute("data-line", String.valueOf(m.line));
            Dom.append(button, "span", m.type + " at " + m.line + ":" + m.column).setAttribute("class", "where");
            Dom.append(button, "span", " " + m.message);
            button.addEventListener("click", event -> target.goTo(m.line, m.column));
        }
        if (result.get("speedup") instanceof Double speedup) {
            Double edited = median(result.get("gpuMs"));
            Double shipped = result.get("shipped") instanceof Json.Obj ours ? median(ours.get("gpuMs")) : null;
            StringBuilder text = new StringBuilder();
            if (edited != null && shipped != null) {
                text.append("Your kernel ").append(Numbers.millis(edited)).append(", the shipped one ")
                        .append(Numbers.millis(shipped)).append(" (medians of the same run): ");
            }
            text.append(Numbers.significant(speedup, 3)).append("× as fast").append(speedup < 1 ? " (slower)." : ".");
            timing.withText(text.toString());
        }
        return messages;
    }

    /** The result's value; null for a text JsonReader cannot read, which the page's JSON still shows whole. */
    private static Object parsed(String json) {
        try {
            return JsonReader.read(json);
        } catch (LabException unreadable) {
            return null;
        }
    }

    private static Double median(Object gpuMs) {
        return gpuMs instanceof Json.Obj times && times.get("median") instanceof Double median ? median : null;
    }

    private static int whole(Object number) {
        return number instanceof Double value ? (int) Math.round(value) : 1;
    }
}
