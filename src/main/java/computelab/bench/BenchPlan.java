package computelab.bench;

import computelab.gpu.Gpu;
import computelab.failure.LabException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Turns settings into the ordered list of cases: suites in registration order, then sizes as given,
 * then algorithms in the suite's order (so cases of one size follow each other and share ceilings).
 * Everything a person can get wrong is refused here, before the first case runs: an unknown suite or
 * algorithm, a size past what the device can hold for a suite.
 */
public final class BenchPlan {
    private BenchPlan() {
    }

    public static List<PlannedCase> of(List<BenchSubject> subjects, Gpu gpu, BenchSettings settings) {
        Map<BenchSubject, List<String>> available = new LinkedHashMap<>();
        for (BenchSubject subject : chosen(subjects, settings.suite())) {
            available.put(subject, subject.algorithms(gpu));
        }
        checkAlgorithmNames(available, settings.algorithms(), gpu);
        List<PlannedCase> cases = new ArrayList<>();
        available.forEach((subject, algorithms) -> {
            List<String> wanted = new ArrayList<>();
            for (String algorithm : algorithms) {
                if (settings.algorithms().isEmpty() || settings.algorithms().contains(algorithm)) {
                    wanted.add(algorithm);
                }
            }
            for (String asked : settings.algorithms()) {
                if (!wanted.contains(asked) && subject.takes(gpu, asked)) {
                    wanted.add(asked);
                }
            }
            if (wanted.isEmpty()) {
                return;
            }
            for (long given : settings.sizes()) {
                long size = settings.elementCounts() ? subject.sizeForElementCount(given) : given;
                subject.requireSize(gpu, given, size);
                for (String algorithm : wanted) {
                    cases.add(new PlannedCase(subject, algorithm, size));
                }
            }
        });
        return cases;
    }

    /** The suite names a run can ask for: every registered suite, then "all". */
    public static List<String> suiteChoices(List<BenchSubject> subjects) {
        List<String> names = new ArrayList<>();
        for (BenchSubject subject : subjects) {
            names.add(subject.suite());
        }
        names.add(BenchSettings.ALL);
        return names;
    }

    private static List<BenchSubject> chosen(List<BenchSubject> subjects, String suite) {
        if (suite.equals(BenchSettings.ALL)) {
            return subjects.stream().filter(BenchSubject::inAll).toList();
        }
        for (BenchSubject subject : subjects) {
            if (subject.suite().equals(suite)) {
                return List.of(subject);
            }
        }
        throw new LabException("Unknown suite \"" + suite + "\": choose "
                + String.join(", ", suiteChoices(subjects)) + ".");
    }

    private static void checkAlgorithmNames(Map<BenchSubject, List<String>> available, List<String> names, Gpu gpu) {
        for (String name : names) {
            if (available.keySet().stream().noneMatch(subject -> subject.takes(gpu, name))) {
                List<String> offers = new ArrayList<>();
                available.forEach((subject, list) -> offers.add(subject.suite() + " runs "
                        + (list.isEmpty() ? "nothing" : String.join(", ", list))));
                throw new LabException("Unknown algorithm \"" + name + "\": on this device "
                        + String.join("; ", offers) + ".");
            }
        }
    }
}
