package computelab.web.rd;

import computelab.lab.Param;
import computelab.lab.rd.RdExperiment;
import org.teavm.jso.JSBody;
import org.teavm.jso.JSFunctor;
import org.teavm.jso.JSObject;
import org.teavm.jso.browser.Location;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * Wires the panel, the view buttons, the map, the canvas and the keys to the page's actions. Handlers never
 * wait: what touches the GPU is queued for the frame loop ({@link GpuTurns#act}), whose failures show
 * beside the controls that caused them. Keys: Space plays or pauses, N steps, + and - zoom, H fits.
 */
final class RdControls {
    private final RdExperiment experiment;
    private final DeviceLoop device;
    private final RdActions actions;
    private final RdPage page;
    private final GpuTurns turns;

    RdControls(RdExperiment experiment, DeviceLoop device, GpuTurns turns, RdPage page, RdActions actions) {
        this.experiment = experiment;
        this.device = device;
        this.actions = actions;
        this.page = page;
        this.turns = turns;
        click("rd-play", this::playOrPause);
        click("rd-step", this::step);
        click("rd-reset", () -> turns.act(RdPage.SIMULATION, actions::reset));
        click("rd-clear", () -> turns.act(RdPage.SIMULATION, actions::clear));
        click("rd-seeds", () -> turns.act(RdPage.SIMULATION, actions::scatterSeeds));
        click("rd-zoom-in", () -> zoom(1));
        click("rd-zoom-out", () -> zoom(-1));
        click("rd-fit", () -> device.loop().fitSoon());
        click("rd-share", () -> turns.act(RdPage.VIEW, this::share));
        click("rd-export", () -> turns.act(RdPage.VIEW, this::export));
        click("rd-message-close", page::clearMessage);
        for (Param<?> param : RdPage.fields()) {
            String id = RdPage.idOf(param);
            onChange(id, () -> {
                String value = page.value(id);
                turns.act(RdPage.MODEL, () -> actions.set(param, value));
            });
        }
        onChange("rd-preset", () -> {
            String name = page.value("rd-preset");
            turns.act(RdPage.MODEL, () -> actions.preset(name));
        });
        onChange("rd-colours", () -> device.loop().redraw());
        onChange("rd-brush", () -> page.element("rd-studio").setAttribute("data-brush", page.erasing() ? "erase" : "seed"));
        page.drawMap((feed, kill) -> turns.act(RdPage.MODEL, () -> actions.setFeedKill(feed, kill)));
        new FieldPointer(page.canvas(), device, turns, actions, page);
        onKey(page.element("rd-studio"), this::key);
    }

    /** Play and Step are actions of the person's like the others: they take the sentences before away. */
    private void playOrPause() {
        turns.act(RdPage.SIMULATION, () -> device.loop().setPlaying(!device.loop().playing()));
    }

    private void step() {
        turns.act(RdPage.SIMULATION, () -> device.loop().stepOnce());
    }

    private void zoom(int steps) {
        page.camera().zoomAround(device.loop().surface().pixelWidth() / 2.0,
                device.loop().surface().pixelHeight() / 2.0, steps);
        device.loop().redraw();
    }

    private void share() {
        Location here = Location.current();
        String link = here.getProtocol() + "//" + here.getHost() + here.getPathName() + actions.shareLink();
        page.showShareLink(link);
        copy(link);
        page.showShareNote(actions.painted() ? "The link holds the start, the parameters and the step count; what "
                + "the brush, Clear or Random seeds did since the last reset is not in it." : "");
    }

    private void export() {
        download(device.loop().exportPng(), "reaction-diffusion-" + experiment.engine().steps() + ".png");
    }

    private void key(String key) {
        switch (key) {
            case " " -> playOrPause();
            case "n", "N" -> step();
            case "+", "=" -> zoom(1);
            case "-" -> zoom(-1);
            case "h", "H" -> device.loop().fitSoon();
            default -> { }
        }
    }

    private void click(String id, Runnable action) {
        page.element(id).addEventListener("click", event -> action.run());
    }

    private void onChange(String id, Runnable action) {
        page.element(id).addEventListener("change", event -> action.run());
    }

    @JSFunctor
    interface KeyHandler extends JSObject {
        void key(String key);
    }

    /** Keys pressed in the studio, except while typing in a field (or with Ctrl, Alt or Cmd). */
    @JSBody(params = { "element", "handler" }, script = "element.addEventListener('keydown', function(e) {"
            + " var t = e.target.tagName; if (t === 'INPUT' || t === 'SELECT' || t === 'TEXTAREA') return;"
            + " if (e.ctrlKey || e.altKey || e.metaKey) return;"
            + " if (e.key === ' ') e.preventDefault(); handler(e.key); });")
    private static native void onKey(HTMLElement element, KeyHandler handler);

    @JSBody(params = "text", script = "if (navigator.clipboard) navigator.clipboard.writeText(text).catch(function() { });")
    private static native void copy(String text);

    @JSBody(params = { "url", "name" }, script = "var a = document.createElement('a'); a.href = url; a.download = name;"
            + " document.body.appendChild(a); a.click(); a.remove();")
    private static native void download(String url, String name);
}
