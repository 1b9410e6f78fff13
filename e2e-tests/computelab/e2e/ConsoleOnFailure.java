package computelab.e2e;

import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.TestWatcher;

/** Attaches the browser console to every failed end-to-end test's report. */
public final class ConsoleOnFailure implements TestWatcher {
    @Override
    public void testFailed(ExtensionContext context, Throwable cause) {
        System.err.println("Browser console for " + context.getDisplayName() + ":\n"
                + Browser.consoleOfStartedBrowsers());
    }
}
