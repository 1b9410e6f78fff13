package computelab.gpu;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.teavm.jso.webgpu.GPUCommandEncoder;

/**
 * What one run of a page does with kernels, kept on its device: the edit it runs (null: the shipped
 * modules only), which modules it used (for the result's {@code kernels}), and the shipped module's timing
 * beside the edited one's. {@link Pipelines} asks it which text a module has now, {@link PreparedPlan}
 * which side to encode, {@link Stopwatch} times the two sides in alternate batches. Outside a run with an
 * edit every module is the shipped one, so nothing an edit made reaches a later run.
 */
public final class EditedRun {
    private static final Gpu.Key<EditedRun> KEY = Gpu.Key.named("the run's kernel edit");

    private KernelEdit edit;
    /** The edited side's key ({@link #side}), made once a run: every encode asks for it. */
    private String editedSide = "";
    private boolean interleaved;
    private String watched;
    private boolean shippedSide;
    private boolean editedUsed;
    private boolean watchedUsed;
    private Measured firstWatched;
    private final Map<String, Boolean> used = new LinkedHashMap<>();
    private Measured edited;
    private Measured shipped;
    /** How the run's checked output is made unwritten again (its sentinel), or null where it says none. */
    private Runnable outputClearing;
    /** The scratch that the plans encoding the edit in the current measurement hold ({@link #clearScratch}). */
    private final List<Scratch.Lease> editedScratch = new ArrayList<>();

    /** The one of this device. */
    public static EditedRun of(Gpu gpu) {
        return gpu.keep(KEY, EditedRun::new);
    }

    /**
     * Starts a run with this edit (null: the shipped modules), forgetting what the run before used.
     * {@code interleaved}: the stopwatch times the shipped module too, a batch of it before each batch of the
     * edit (for work whose repetitions each start afresh; a simulation that steps its state cannot share
     * its repetitions). {@code watched}: the module whose first measurement the run keeps
     * ({@link #firstWatched}), null for none.
     */
    public void begin(KernelEdit edit, boolean interleaved, String watched) {
        this.edit = edit;
        this.editedSide = edit == null ? "" : edit.module() + "\n" + edit.wgsl();
        this.interleaved = interleaved;
        this.watched = watched;
        shippedSide = false;
        used.clear();
        edited = null;
        shipped = null;
        firstWatched = null;
        outputClearing = null;
    }

    /**
     * How the checked output of the work timed next is made unwritten again (the sentinel it holds before a
     * checked run). With an edit timed beside its shipped twin, the twin's batches write the output too: if
     * the edit wrote nothing, the check would see the twin's output. So after the timed batches the edit runs
     * once more alone ({@link Stopwatch}), on an output cleared this way (none needed where every run clears
     * its output itself, as a histogram's counts) and on zeroed scratch ({@link #clearScratch}): the check sees
     * what the edit wrote, or the sentinel, and an edited pass that writes nothing cannot feed the next pass
     * what the twin left.
     */
    public void checkedOutputClearedBy(Runnable clearing) {
        outputClearing = clearing;
    }

    /**
     * A plan that encodes the edited module holds this scratch: what its passes leave for each other (partial
     * sums, a sort's keys between digit passes, look-back states, counters zero between runs). Every plan
     * that holds it writes it before reading it in a run, or needs it zero, so zeroing it keeps a right edit
     * right (a zeroed look-back state is a cleared one).
     */
    void holdsScratch(Scratch.Lease lease) {
        if (!editedScratch.contains(lease)) {
            editedScratch.add(lease);
        }
    }

    /**
     * Zeroes the scratch held by the plans that encoded the edit in this measurement (one submission, none
     * where there is nothing to zero), before the edit runs once more alone: the twin's batches wrote it too,
     * and an edited pass that skipped its writes would read theirs. A lease whose buffer was outgrown and
     * destroyed since is left out.
     */
    void clearScratch(Gpu gpu) {
        GPUCommandEncoder encoder = null;
        for (Scratch.Lease lease : editedScratch) {
            if (lease.buffer() != null) {
                encoder = encoder == null ? gpu.device().createCommandEncoder() : encoder;
                encoder.clearBuffer(lease.buffer());
            }
        }
        if (encoder != null) {
            gpu.queue().submit(Submit.of(encoder.finish()));
        }
    }

    /** The clearing of the checked output, once: null where none was given or it was taken. */
    Runnable takeOutputClearing() {
        Runnable clearing = outputClearing;
        outputClearing = null;
        return clearing;
    }

    /** Ends the run: every module is the shipped one again. */
    public void end() {
        edit = null;
        editedSide = "";
        watched = null;
        shippedSide = false;
    }

    /** The first measurement of the run whose work used the watched module, on the side the run encodes. */
    public Measured firstWatched() {
        return firstWatched;
    }

    /** The modules the run used, by name, each with whether it ran the edited text, in the order first used. */
    public Map<String, Boolean> used() {
        return new LinkedHashMap<>(used);
    }

    /** The edited module's timing and the shipped one's, timed in alternate batches; null where none was. */
    public Measured editedTiming() {
        return edited;
    }

    public Measured shippedTiming() {
        return shipped;
    }

    /** The edit that applies to the module of this name now, or null where the shipped text does. */
    KernelEdit editOf(String module) {
        return edit != null && !shippedSide && edit.module().equals(module) ? edit : null;
    }

    /** The key of the side encoded now: "" for the shipped modules, else the edited text. */
    String side() {
        return edit == null || shippedSide ? "" : editedSide;
    }

    /** A module was encoded into the run; only the edited side counts (the shipped side is the comparison). */
    void use(String module) {
        if (shippedSide) {
            return;
        }
        watchedUsed |= module.equals(watched);
        boolean isEdited = editOf(module) != null;
        editedUsed |= isEdited;
        used.putIfAbsent(module, isEdited);
        if (isEdited) {
            used.put(module, true);
        }
    }

    /** Whether the stopwatch times the shipped module beside the edit, batch for batch. */
    boolean interleaved() {
        return edit != null && interleaved;
    }

    /** Starts watching whether what runs next uses the edited or the watched module. */
    void watchEditedUse() {
        editedUsed = false;
        watchedUsed = false;
        editedScratch.clear();
    }

    /** A measurement ended: the first one whose work used the watched module is kept. */
    void measured(Measured measured) {
        if (watchedUsed && firstWatched == null) {
            firstWatched = measured;
        }
    }

    boolean editedUsed() {
        return editedUsed;
    }

    /** Encodes the shipped side while {@code work} runs. */
    void onShippedSide(Runnable work) {
        shippedSide = true;
        try {
            work.run();
        } finally {
            shippedSide = false;
        }
    }

    /** The first measurement of the edited module and its shipped twin; later ones (a ceiling, a second algorithm) stay out. */
    void compared(Measured edited, Measured shipped) {
        if (this.edited == null) {
            this.edited = edited;
            this.shipped = shipped;
        }
    }
}
