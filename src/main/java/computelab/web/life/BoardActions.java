package computelab.web.life;

import computelab.failure.LabException;
import computelab.lab.life.LifeRequest;
import computelab.life.LifeEngines;
import computelab.life.LifeRule;
import computelab.life.Pattern;
import computelab.life.PatternLibrary;
import computelab.life.Rle;
import java.util.List;

/**
 * What a person can do with the board itself on the Life page: its rule, edges, size and engine (the
 * panel's fields, which are also the URL form's), the random fill, patterns loaded or placed (from the library,
 * a file or pasted text), the RLE export and the share link. Text is read at once, in the words of the
 * field it came from ("x must be between 0 and 253"); the GPU work waits for the next frame. Either way a
 * mistake leaves the board as it was and stands beside its field.
 */
final class BoardActions {
    /** What the actions need from the browser besides the model: files out, the clipboard, the page's address. */
    interface Outside {
        void download(String fileName, String text);

        /** Copies the text to the clipboard and tells {@link BoardActions#linkCopied} whether it could. */
        void copy(String text);

        /** The address of life.html, without a query. */
        String pageAddress();
    }

    private final StudioModel model;
    private final Attempts attempts;
    private Outside outside;

    BoardActions(StudioModel model, Attempts attempts) {
        this.model = model;
        this.attempts = attempts;
    }

    /** The browser's side, given once the page has wired it. */
    void setOutside(Outside browser) {
        outside = browser;
    }

    private FrameLoop loop() {
        return model.loop();
    }

    private Board board() {
        return model.board;
    }

    // Board settings

    /** A rule typed in a rule field; an engine that cannot run it hands the board to one that can. */
    void changeRule(String text) {
        attempts.now(Field.RULE, text, () -> {
            LifeRule rule = LifeRule.parse(text);
            whenReady(() -> attempts.later(Field.RULE, text, () -> {
                BoardSettings now = board().settings();
                BoardSettings next = now.withRule(rule);
                if (!next.algorithm().equals(now.algorithm())) {
                    rebuild(next);
                    model.state.note("The " + next.algorithm() + " engine runs " + rule + ": the board moved to it.");
                } else if (!rule.equals(now.rule())) {
                    board().setRule(rule, now.boundary());
                    loop().boardChanged();
                }
            }));
        });
    }

    void changeWrap(boolean wrap) {
        whenReady(() -> attempts.queued(Field.WRAP, null, () -> {
            board().setRule(board().settings().rule(), board().settings().withWrap(wrap).boundary());
            loop().boardChanged();
        }));
    }

    /** A new size from the two size fields; a loaded pattern comes along, re-centred where it needs to be. */
    void resize(String widthText, String heightText) {
        attempts.now(Field.WIDTH, widthText, () -> {
            int width = Attempts.read(Field.WIDTH, LifeRequest.W.namedByLabel(), widthText).intValue();
            int height = Attempts.read(Field.HEIGHT, LifeRequest.H.namedByLabel(), heightText).intValue();
            whenReady(() -> attempts.later(Field.WIDTH, widthText,
                    () -> rebuild(board().settings().withSize(width, height))));
        });
    }

    /** Another engine; one that cannot run the rule is refused and the board stays on the engine it has. */
    void changeEngine(String algorithm) {
        attempts.now(Field.ENGINE, null, () -> {
            if (!model.ready()) {
                return;
            }
            String refusal = LifeEngines.refusal(algorithm, board().settings().rule());
            if (refusal != null) {
                throw new LabException(refusal);
            }
            attempts.later(Field.ENGINE, null, () -> rebuild(board().settings().withEngine(algorithm)));
        });
    }

    private void rebuild(BoardSettings next) {
        boolean wasRunning = loop().running();
        board().rebuild(model.gpu(), next, loop()::readLiveCells);
        loop().boardReplaced(true);
        loop().setRunning(wasRunning);
    }

    /** The random fill with the density as typed (empty: the contract's 0.5) and a new seed. */
    void randomFill(String densityText) {
        attempts.now(Field.DENSITY, densityText, () -> {
            double density = densityText.trim().isEmpty() ? LifeRequest.DEFAULT_DENSITY
                    : Attempts.read(Field.DENSITY, LifeRequest.DENSITY.namedByLabel(), densityText);
            int seed = (int) (Math.random() * 4294967296.0);
            whenReady(() -> attempts.later(Field.DENSITY, densityText, () -> {
                loop().undo().beforeBoardChange("random fill");
                board().fillRandom(density, seed);
                loop().boardChanged();
                model.series.rewind(board().generation());
            }));
        });
    }

    private void whenReady(Runnable action) {
        if (model.ready()) {
            action.run();
        }
    }

    // Patterns

    /** The library entry the menu shows; its description shows beside it. */
    void chooseLibrary(String id) {
        attempts.quietly(() -> model.state.chooseLibrary(id));
    }

    void loadLibrary(String id) {
        attempts.now(Field.PATTERN, null, () -> {
            Pattern pattern = PatternLibrary.load(id);
            whenReady(() -> attempts.later(Field.PATTERN, null,
                    () -> loadBoard(pattern, new BoardOrigin.Library(id, pattern, 0, 0))));
        });
    }

    /** A pattern from an opened file ({@link Field#FILES}) or pasted text ({@link Field#PASTE}). */
    void loadText(Field field, String fileName, String text) {
        String given = field == Field.PASTE ? text : null;
        attempts.now(field, given, () -> {
            Pattern pattern = PatternText.read(fileName, text);
            whenReady(() -> attempts.later(field, given, () -> loadBoard(pattern, new BoardOrigin.Text(pattern, 0, 0))));
        });
    }

    /** A new board holding the pattern centred, grown when the pattern needs more room, in the pattern's rule. */
    private void loadBoard(Pattern pattern, BoardOrigin origin) {
        BoardSettings now = board().settings();
        int[] size = PatternText.boardFor(pattern, now.width(), now.height());
        BoardSettings next = now.withSize(size[0], size[1]);
        if (pattern.rule() != null) {
            next = next.withRule(pattern.rule());
        }
        int[] centre = LifeRequest.centre(pattern, next.width(), next.height());
        board().build(model.gpu(), next, origin.at(centre[0], centre[1]));
        loop().boardReplaced(true);
        model.state.note(pattern.name().isEmpty() ? "Pattern loaded." : pattern.name() + " loaded.");
    }

    /** The next clicks on the board place this library pattern, centred on the clicked cell. */
    void placeFromLibrary(String id) {
        attempts.now(Field.PATTERN, null, () -> model.state.place(PatternLibrary.load(id)));
    }

    /** The next clicks on the board place the pattern of the pasted text. */
    void placeFromText(String text) {
        attempts.now(Field.PASTE, text, () -> model.state.place(PatternText.read("", text)));
    }

    /** Turns or mirrors the pattern being placed (keys R and F, the placing bar's buttons). */
    void transform(PatternTransform transform) {
        Pattern placing = model.state.placing();
        if (placing != null) {
            attempts.now(null, null, () -> {
                model.state.place(transform.apply(placing));
                model.state.note(model.state.placingName() + " " + transform.done() + ".");
            });
        }
    }

    /** Places the pattern being placed centred on a cell (a click on the board). */
    void placeAround(int x, int y) {
        Pattern placing = model.state.placing();
        if (placing != null && model.ready()) {
            attempts.now(null, null, () -> place(null, placing, x - placing.width() / 2, y - placing.height() / 2));
        }
    }

    /** Places a library pattern with its top-left cell at x, y as typed, which must keep it on the board. */
    void placeAt(String libraryId, String xText, String yText) {
        attempts.now(Field.PLACE_X, xText, () -> {
            Pattern pattern = PatternLibrary.load(libraryId);
            if (!model.ready()) {
                return;
            }
            BoardSettings settings = board().settings();
            if (pattern.width() > settings.width() || pattern.height() > settings.height()) {
                throw new LabException((pattern.name().isEmpty() ? "The pattern" : pattern.name()) + " ("
                        + pattern.width() + " x " + pattern.height() + ") is larger than the " + settings.width()
                        + " x " + settings.height() + " board.");
            }
            int x = Attempts.read(Field.PLACE_X, PanelWords.corner("x", pattern.width(), settings.width()), xText)
                    .intValue();
            int y = Attempts.read(Field.PLACE_Y, PanelWords.corner("y", pattern.height(), settings.height()), yText)
                    .intValue();
            place(Field.PLACE_X, pattern, x, y);
        });
    }

    private void place(Field field, Pattern pattern, int x, int y) {
        String label = "placing " + (pattern.name().isEmpty() ? "the pattern" : pattern.name());
        attempts.later(field, null, () -> {
            loop().undo().placed(board().place(pattern, x, y, label));
            loop().boardChanged();
        });
    }

    // Files and sharing

    /** The live cells as an RLE file, downloaded. */
    void exportRle() {
        whenReady(() -> attempts.queued(Field.FILES, null, () -> {
            ShareLink.LiveCells live = loop().readLiveCells();
            if (live == null) {
                throw new LabException("The board is empty: there is nothing to export.");
            }
            long generation = board().generation();
            BoardSettings settings = board().settings();
            Pattern pattern = new Pattern("", "", List.of("Generation " + generation + ", cells from (" + live.x()
                    + ", " + live.y() + ") of a " + settings.width() + " x " + settings.height() + " board",
                    "Exported from WebGPU Compute Lab"), settings.rule(), live.cells());
            String rle = Rle.write(pattern);
            model.state.exported(rle);
            outside.download("life-generation-" + generation + ".rle", rle);
        }));
    }

    /** A link that rebuilds this board, shown and copied to the clipboard. */
    void share() {
        whenReady(() -> attempts.queued(Field.FILES, null, () -> {
            String query = ShareLink.query(board().settings(), board().history().origin(),
                    board().generationsSinceOrigin(), board().history().reproducible(), loop()::readLiveCells);
            String link = outside.pageAddress() + "?" + query;
            model.state.shared(link);
            outside.copy(link);
        }));
    }

    /** The clipboard took the link, or refused it. */
    void linkCopied(boolean copied) {
        attempts.quietly(() -> model.state.note(copied ? "Link copied to the clipboard."
                : "Copy the link from the field below (the browser did not allow copying)."));
    }

    /** A file could not be read at all. */
    void fileUnreadable(String fileName, String why) {
        attempts.now(Field.FILES, null, () -> {
            throw new LabException("The file " + fileName + " could not be read: " + why + ".");
        });
    }
}
