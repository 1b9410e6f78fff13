package computelab.e2e;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.Base64;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.logging.Level;
import java.util.logging.Logger;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptException;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.TimeoutException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;
import org.openqa.selenium.support.ui.Sleeper;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Headless Chromium driven by the system's chromedriver (no Selenium Manager: this network reaches no
 * driver downloads). With WebGPU, the SwiftShader adapter runs compute and rendering on the CPU;
 * without, the page sees navigator.gpu but no adapter. One browser of each kind per test JVM.
 */
public final class Browser {
    static final String CHROMIUM = "/usr/bin/chromium";
    static final String CHROMEDRIVER = "/usr/bin/chromedriver";
    /**
     * Selenium warns on every session that it has no DevTools (CDP) bindings for this Chromium's version;
     * the tests use none, so the warning is noise. Held here: java.util.logging keeps loggers weakly.
     */
    private static final List<Logger> QUIET = List.of(Logger.getLogger("org.openqa.selenium.devtools.CdpVersionFinder"),
            Logger.getLogger("org.openqa.selenium.chromium.ChromiumDriver"));

    static {
        QUIET.forEach(logger -> logger.setLevel(Level.SEVERE));
    }

    /**
     * How often a wait asks the page again in its first {@link #QUICK_WAIT}: a page's state changes within
     * milliseconds of its work, and Selenium's default half second adds up over the many waits of a test run.
     */
    public static final Duration POLL = Duration.ofMillis(50);
    /**
     * How long a wait asks every {@link #POLL}; after that it asks every {@link #LONG_POLL}. Each asking is a
     * round trip through the driver and the browser, about 8 ms of CPU: at every 50 ms, the waits of a test
     * JVM took a sixth of a core, which the pages and kernels it waits on need on a 2-core machine. A wait
     * this long is for a run of seconds, where a quarter second more is little; a timing a test asserts
     * (a cancel within a second) is measured by the quick part.
     */
    static final Duration QUICK_WAIT = Duration.ofSeconds(2);
    static final Duration LONG_POLL = Duration.ofMillis(250);

    /**
     * Chromium's switches for WebGPU on SwiftShader, each with its reason in the file (bench/browser.mjs reads
     * it too).
     */
    static final Path SWIFTSHADER_SWITCHES = Path.of(System.getProperty("user.dir"), "bench", "swiftshader.flags");

    /**
     * The window's size. SwiftShader draws every changed frame of a WebGPU canvas and composites the window
     * on the CPU, at a cost that follows the pixels: at 800 x 600 the browser tests took 233 core-seconds
     * where they took 271 at 1200 x 900. A test that needs a larger page asks for one ({@link Viewport});
     * the layouts people see are the screenshot tests' (1366 x 768, 1920 x 1080).
     */
    static final int WINDOW_WIDTH = 800;
    static final int WINDOW_HEIGHT = 600;

    private static Browser withWebGpu;
    private static Browser withWebGpuSoftwareCompositing;
    private static Browser withoutAdapter;

    /** The browser's own temporary profile, removed when it quits. */
    private final Path profile;
    private final ChromeDriver driver;
    private final StaticServer server;
    private final StringBuilder console = new StringBuilder();

    private Browser(boolean webGpu) throws IOException {
        this(webGpu, true);
    }

    private Browser(boolean webGpu, boolean gpuCompositing) throws IOException {
        requireInstalled();
        profile = Files.createTempDirectory("lab-chromium");
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM);
        options.addArguments("--headless=new", "--no-sandbox", "--disable-dev-shm-usage",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--no-first-run", "--disable-quic", "--window-size=" + WINDOW_WIDTH + "," + WINDOW_HEIGHT,
                "--user-data-dir=" + profile);
        List<String> switches = swiftShaderSwitches();
        if (webGpu) {
            options.addArguments("--enable-unsafe-webgpu", "--use-vulkan=swiftshader");
            options.addArguments(switches);
        } else {
            // This browser shows the pages without an adapter: of these switches, only V8's apply to it.
            options.addArguments(switches.stream().filter(s -> s.startsWith("--js-flags=")).toList());
        }
        if (!gpuCompositing) {
            options.addArguments("--disable-gpu-compositing");
        }
        LoggingPreferences logs = new LoggingPreferences();
        logs.enable(LogType.BROWSER, Level.ALL);
        options.setCapability("goog:loggingPrefs", logs);
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(new File(CHROMEDRIVER)).usingAnyFreePort().build();
        driver = new ChromeDriver(service, options);
        driver.manage().timeouts().scriptTimeout(Duration.ofMinutes(5));
        server = StaticServer.forBuiltSite();
        Runtime.getRuntime().addShutdownHook(new Thread(this::quit));
    }

    /** The lines of {@link #SWIFTSHADER_SWITCHES} that are switches (not blank, not a # comment). */
    private static List<String> swiftShaderSwitches() throws IOException {
        return Files.readAllLines(SWIFTSHADER_SWITCHES, StandardCharsets.UTF_8).stream().map(String::strip)
                .filter(line -> !line.isEmpty() && !line.startsWith("#")).toList();
    }

    /** The shared browser with the SwiftShader WebGPU adapter. */
    public static synchronized Browser withWebGpu() throws IOException {
        if (withWebGpu == null) {
            withWebGpu = new Browser(true);
        }
        return withWebGpu;
    }

    /**
     * The shared browser with the SwiftShader WebGPU adapter whose page compositor draws in software, for
     * tests that never read a WebGPU canvas's pixels: such a canvas runs its passes but is not shown in
     * screenshots there. SwiftShader's GL compositing of every changed frame of a 1200 x 900 window was a
     * fifth of the browser's CPU in the Life panel's and the limits' tests (49 core-seconds, 39 without).
     */
    public static synchronized Browser withWebGpuSoftwareCompositing() throws IOException {
        if (withWebGpuSoftwareCompositing == null) {
            withWebGpuSoftwareCompositing = new Browser(true, false);
        }
        return withWebGpuSoftwareCompositing;
    }

    /**
     * A browser with the SwiftShader WebGPU adapter for one test alone, which quits it; its compositor draws in
     * software, as in {@link #withWebGpuSoftwareCompositing}: the tests that need one read no canvas.
     */
    public static Browser ownWithWebGpu() throws IOException {
        return new Browser(true, false);
    }

    /** The shared browser without WebGPU flags: requestAdapter() returns null there. */
    public static synchronized Browser withoutAdapter() throws IOException {
        if (withoutAdapter == null) {
            withoutAdapter = new Browser(false);
        }
        return withoutAdapter;
    }

    private static void requireInstalled() {
        for (String path : List.of(CHROMIUM, CHROMEDRIVER)) {
            if (!new File(path).canExecute()) {
                throw new IllegalStateException(path + " is missing: the end-to-end tests need Debian's Chromium "
                        + "and its driver; install them with: sudo apt-get install -y chromium chromium-driver");
            }
        }
    }

    /** The console lines of every browser started so far, for failure reports; starts none. */
    public static synchronized String consoleOfStartedBrowsers() {
        StringBuilder text = new StringBuilder();
        for (Browser browser : new Browser[] { withWebGpu, withWebGpuSoftwareCompositing, withoutAdapter }) {
            if (browser != null) {
                text.append(browser.drainConsole()).append('\n');
            }
        }
        return text.toString();
    }

    public WebDriver driver() {
        return driver;
    }

    public String url(String pathAndQuery) {
        return server.url(pathAndQuery);
    }

    /** Opens a page and waits until it is done, failed, or ready for input; returns its result JSON. */
    public JsonValue open(String pathAndQuery) {
        driver.get(url(pathAndQuery));
        if (awaitState("done", "error", "ready").equals("ready")) {
            return JsonValue.parse("{\"state\": \"ready\"}");
        }
        return result();
    }

    /**
     * A wait of at most {@code limit} that asks the page again every {@link #POLL}, after {@link #QUICK_WAIT}
     * every {@link #LONG_POLL}.
     */
    public WebDriverWait waitUpTo(Duration limit) {
        long started = System.nanoTime();
        Sleeper slowingDown = ignored -> Thread.sleep(
                (System.nanoTime() - started < QUICK_WAIT.toNanos() ? POLL : LONG_POLL).toMillis());
        return new WebDriverWait(driver, limit, POLL, Clock.systemDefaultZone(), slowingDown);
    }

    /**
     * Waits until body's data-state is one of the given states; returns it. The page itself watches the
     * attribute and answers once: polling from here costs a round trip through the driver every
     * {@link #POLL}, CPU that a slow machine's pages and kernels need. A page that unloads meanwhile (a
     * link followed, a reload) is watched again after it loads.
     */
    public String awaitState(String... states) {
        long deadline = System.nanoTime() + STATE_LIMIT.toNanos();
        while (true) {
            long left = Math.max(0, (deadline - System.nanoTime()) / 1_000_000);
            try {
                Object reached = ((JavascriptExecutor) driver).executeAsyncScript(AWAIT_STATE, List.of(states), left);
                if (reached != null) {
                    return (String) reached;
                }
            } catch (JavascriptException unloaded) {
                // The document went away while it was watched: the next one is watched once it is there.
                pause(POLL);
            }
            if (System.nanoTime() >= deadline) {
                throw new TimeoutException("The page's data-state stayed \"" + state()
                        + "\" for " + STATE_LIMIT.toSeconds() + " s, not one of " + List.of(states));
            }
        }
    }

    /** How long {@link #awaitState} waits. */
    private static final Duration STATE_LIMIT = Duration.ofMinutes(2);

    /**
     * Answers body's data-state once it is one of arguments[0], or null after arguments[1] ms. Each change
     * of the attribute is looked at, also one that a later change in the same task replaced.
     */
    private static final String AWAIT_STATE = "var wanted = arguments[0], done = arguments[arguments.length - 1];"
            + "var body = document.body, observer, timer;"
            + "function reached(states) {"
            + "  for (var i = 0; i < states.length; i++) {"
            + "    if (wanted.indexOf(states[i]) >= 0) {"
            + "      if (observer) observer.disconnect();"
            + "      clearTimeout(timer); done(states[i]); return true;"
            + "    }"
            + "  }"
            + "  return false;"
            + "}"
            + "if (!reached([body.getAttribute('data-state')])) {"
            + "  observer = new MutationObserver(function (records) {"
            // A record holds the value before its change: the values after are the next records' and the current.
            + "    reached(records.slice(1).map(function (r) { return r.oldValue; })"
            + "        .concat([body.getAttribute('data-state')]));"
            + "  });"
            + "  observer.observe(body, {attributes: true, attributeOldValue: true, attributeFilter: ['data-state']});"
            + "  timer = setTimeout(function () { observer.disconnect(); done(null); }, arguments[1]);"
            + "}";

    private static void pause(Duration duration) {
        try {
            Thread.sleep(duration.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for the page", e);
        }
    }

    /**
     * Body's data-state now, in one script: finding the body and asking it for the attribute took two round
     * trips and Selenium's attribute atom, three times the CPU, in the many waits that ask for it.
     */
    public String state() {
        return (String) script("return document.body.getAttribute('data-state');");
    }

    /**
     * Starts a clock in the page that runs from the next press (mousedown) on the element with the given id
     * to the first change of the page after which {@code condition} (a script expression) holds; {@link
     * #pressMillis} reads it. It times the wait a person sees, not the driver's round trips to a busy browser.
     */
    public void timePress(String id, String condition) {
        script("var clock = window.pressClock = {}, id = arguments[0];"
                + "document.addEventListener('mousedown', function (e) {"
                + "  if (clock.pressed === undefined && e.target.closest('#' + id)) { clock.pressed = e.timeStamp; } }, true);"
                + "var holds = new Function('return (' + arguments[1] + ');');"
                + "new MutationObserver(function (changes, observer) {"
                + "  if (clock.pressed !== undefined && holds()) { clock.done = performance.now(); observer.disconnect(); } })"
                + ".observe(document, { attributes: true, childList: true, subtree: true, characterData: true });",
                id, condition);
    }

    /** Milliseconds from the press to the condition of {@link #timePress}; fails while either is missing. */
    public double pressMillis() {
        Object millis = script("var clock = window.pressClock;"
                + "return clock && clock.done !== undefined ? clock.done - clock.pressed : null;");
        if (millis == null) {
            throw new AssertionError("the page saw no press, or the condition never held after it");
        }
        return ((Number) millis).doubleValue();
    }

    /**
     * How many animation frames the page asks for within {@code span}: a page with nothing to do rests
     * (computelab.web.canvas.Wakeup) and asks for a few a second, not for each of the display's.
     */
    public long animationFramesWithin(Duration span) {
        Object frames = ((JavascriptExecutor) driver).executeAsyncScript(
                "var done = arguments[arguments.length - 1], asked = 0, original = window.requestAnimationFrame;"
                + "window.requestAnimationFrame = function (callback) { asked++; return original.call(window, callback); };"
                + "setTimeout(function () { window.requestAnimationFrame = original; done(asked); }, arguments[0]);",
                span.toMillis());
        return ((Number) frames).longValue();
    }

    /** The page's result JSON. Read as textContent: a page may keep #result in a collapsed section. */
    public JsonValue result() {
        return JsonValue.parse(resultText());
    }

    /** The exact text of #result, visible or not. */
    public String resultText() {
        return driver.findElement(By.id("result")).getDomProperty("textContent");
    }

    /** The sentence the page shows a person. */
    public String message() {
        return driver.findElement(By.id("message")).getText();
    }

    /**
     * Pages opened until the returned handle is closed see the device as {@code overrides} (a JSON object,
     * gpu.DeviceOverrides) describes it: set before the page's own scripts run, read once when the page
     * acquires its device.
     */
    public AutoCloseable deviceOverrides(String overrides) {
        return beforeEachPage("globalThis.labDeviceOverrides = " + overrides + ";");
    }

    /**
     * Pages opened until the returned handle is closed compile each module named in {@code modules} (by
     * gpu.ShaderOverrides' names, e.g. "sort/onesweep.wgsl+subgroups") from the WGSL given for it.
     */
    public AutoCloseable shaderOverrides(Map<String, String> modules) {
        StringBuilder object = new StringBuilder();
        modules.forEach((name, code) -> object.append(object.isEmpty() ? "" : ", ").append('\'').append(name)
                .append("': atob('").append(Base64.getEncoder().encodeToString(code.getBytes(StandardCharsets.UTF_8)))
                .append("')"));
        return beforeEachPage("globalThis.labShaderOverrides = {" + object + "};");
    }

    /** Runs {@code source} before the scripts of every page opened until the returned handle is closed. */
    private AutoCloseable beforeEachPage(String source) {
        Map<String, Object> added = driver.executeCdpCommand("Page.addScriptToEvaluateOnNewDocument",
                Map.of("source", source));
        Object identifier = added.get("identifier");
        return () -> driver.executeCdpCommand("Page.removeScriptToEvaluateOnNewDocument",
                Map.of("identifier", identifier));
    }

    /**
     * Presses the page's Run button once the last run has ended (the button is enabled again); the state
     * the last run left is forgotten first, so that a wait for "done" or "error" sees this run's end.
     */
    public void submit() {
        waitUpTo(Duration.ofMinutes(2)).until(d -> d.findElement(By.id("run")).isEnabled());
        script("document.body.setAttribute('data-state', 'submitted');");
        driver.findElement(By.id("run")).click();
    }

    /** Runs one experiment in the open page through its test hook, without reloading it. */
    public JsonValue run(String query) {
        Object json = ((JavascriptExecutor) driver).executeAsyncScript(
                "var done = arguments[arguments.length - 1]; window.labRun(arguments[0], done);", query);
        return JsonValue.parse(String.valueOf(json));
    }

    /**
     * Sizes the window so that the page's viewport (what a person sees of the page) is exactly
     * {@code width} x {@code height} CSS pixels: the window's size includes the browser's own frame.
     */
    public void viewport(int width, int height) {
        driver.manage().window().setSize(new org.openqa.selenium.Dimension(width, height));
        long innerWidth = (Long) script("return window.innerWidth;");
        long innerHeight = (Long) script("return window.innerHeight;");
        driver.manage().window().setSize(new org.openqa.selenium.Dimension(
                (int) (2L * width - innerWidth), (int) (2L * height - innerHeight)));
    }

    public Object script(String script, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(script, args);
    }

    /** Browser console lines since the last call, for failure reports. */
    public String drainConsole() {
        try {
            List<LogEntry> entries = driver.manage().logs().get(LogType.BROWSER).getAll();
            console.append(entries.stream().map(LogEntry::toString).collect(Collectors.joining("\n")));
        } catch (RuntimeException e) {
            console.append("(console unavailable: ").append(e.getMessage()).append(")");
        }
        String text = console.toString();
        console.setLength(0);
        return text;
    }

    /** Quits the browser and removes its profile (also when the JVM exits; a second call does nothing). */
    void quit() {
        try {
            driver.quit();
        } catch (RuntimeException ignored) {
            // A browser that is already gone needs no quitting.
        }
        server.close();
        try (Stream<Path> files = Files.walk(profile)) {
            files.sorted(Comparator.reverseOrder()).map(Path::toFile).forEach(File::delete);
        } catch (IOException | UncheckedIOException ignored) {
            // A profile left behind in the temporary folder costs only space.
        }
    }
}
