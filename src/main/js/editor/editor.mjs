// The Kernel panel's editor: CodeMirror 6 with WGSL, bundled by the Maven build into the site's
// js/editor.js (one file, no CDN), which the page loads only when a person opens the panel. It exposes
// one global, globalThis.labEditor, that the Java side (computelab.web.kernel.EditorBinding) calls.
import { EditorView, basicSetup } from "codemirror";
import { Compartment, EditorState } from "@codemirror/state";
import { keymap } from "@codemirror/view";
import { indentWithTab, isolateHistory } from "@codemirror/commands";
import { HighlightStyle, syntaxHighlighting } from "@codemirror/language";
import { lintGutter, setDiagnostics } from "@codemirror/lint";
import { unifiedMergeView } from "@codemirror/merge";
import { tags } from "@lezer/highlight";
import { wgsl } from "@iizukak/codemirror-lang-wgsl";

// Colours come from lab.css's variables, so the editor follows the page's theme (the system's, or the
// one a page's toggle sets on <html data-theme>) without being rebuilt.
const highlight = HighlightStyle.define([
  { tag: [tags.keyword, tags.controlKeyword, tags.definitionKeyword, tags.modifier], color: "var(--code-keyword)" },
  { tag: [tags.typeName, tags.className], color: "var(--code-type)" },
  { tag: [tags.number, tags.bool, tags.atom], color: "var(--code-number)" },
  { tag: [tags.comment, tags.lineComment, tags.blockComment], color: "var(--code-comment)", fontStyle: "italic" },
  { tag: [tags.function(tags.variableName), tags.function(tags.propertyName)], color: "var(--code-function)" },
  { tag: [tags.meta, tags.annotation, tags.attributeName], color: "var(--code-attribute)" },
  { tag: [tags.string], color: "var(--code-number)" },
]);

const pageTheme = EditorView.theme({
  "&": { color: "var(--fg)", backgroundColor: "var(--bg)", fontSize: "13px" },
  ".cm-content": { caretColor: "var(--fg)", fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace" },
  ".cm-gutters": { backgroundColor: "var(--panel)", color: "var(--muted)", borderRight: "1px solid var(--border)" },
  ".cm-activeLine": { backgroundColor: "var(--code-active-line)" },
  ".cm-activeLineGutter": { backgroundColor: "var(--code-active-line)" },
  "&.cm-focused .cm-cursor": { borderLeftColor: "var(--fg)" },
  "&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection": { backgroundColor: "var(--code-selection)" },
  ".cm-panels": { backgroundColor: "var(--panel)", color: "var(--fg)" },
  ".cm-tooltip": { backgroundColor: "var(--panel)", color: "var(--fg)", border: "1px solid var(--border)" },
});

/** Whether the page shows its dark theme: the toggle's data-theme, else the system's preference. */
function pageIsDark() {
  const chosen = document.documentElement.getAttribute("data-theme");
  if (chosen === "dark" || chosen === "light") {
    return chosen === "dark";
  }
  return window.matchMedia("(prefers-color-scheme: dark)").matches;
}

/** The position of a 1-based line and column, clamped into the text. */
function position(doc, line, column) {
  const at = doc.line(Math.min(Math.max(1, line | 0), doc.lines));
  return Math.min(at.from + Math.max(0, (column | 0) - 1), at.to);
}

/** A diagnostic over the word at the position (a mark of at least one character where the line has one). */
function diagnostic(state, message) {
  const from = position(state.doc, message.line, message.column);
  const word = state.wordAt(from);
  const line = state.doc.lineAt(from);
  const to = word && word.from === from ? word.to : Math.min(line.to, from + 1);
  const severity = message.type === "error" ? "error" : message.type === "warning" ? "warning" : "info";
  return { from, to, severity, message: String(message.message) };
}

/** An editor in `parent` holding `text`, with `shipped` as the module Reset returns to and Diff compares with. */
function create(parent, text, shipped) {
  const dark = new Compartment();
  const diff = new Compartment();
  let original = shipped;
  let diffShown = false;
  const stateOf = (doc) => EditorState.create({
    doc,
    extensions: [
      basicSetup,
      keymap.of([indentWithTab]),
      wgsl(),
      syntaxHighlighting(highlight),
      pageTheme,
      lintGutter(),
      dark.of(EditorView.darkTheme.of(pageIsDark())),
      diff.of([]),
      EditorView.contentAttributes.of({ "aria-label": "WGSL of the kernel" }),
    ],
  });
  const view = new EditorView({ parent, state: stateOf(text) });
  // The merge view's and the search panel's own colours ask the darkTheme facet; keep it in step.
  const followTheme = () => view.dispatch({ effects: dark.reconfigure(EditorView.darkTheme.of(pageIsDark())) });
  window.matchMedia("(prefers-color-scheme: dark)").addEventListener("change", followTheme);
  new MutationObserver(followTheme).observe(document.documentElement, { attributes: true, attributeFilter: ["data-theme"] });
  const editor = {
    text: () => view.state.doc.toString(),
    /**
     * Replaces the whole text as one change that Undo takes back alone (Reset, an edit from a link): typing
     * just before it is not merged into it.
     */
    setText(next) {
      view.dispatch({
        changes: { from: 0, to: view.state.doc.length, insert: next },
        annotations: isolateHistory.of("full"),
      });
    },
    /** Shows another module: its text and its shipped text, with a history of its own and no diff. */
    load(next, nextShipped) {
      original = nextShipped;
      diffShown = false;
      view.setState(stateOf(next));
    },
    reset() {
      editor.setText(original);
    },
    edited: () => view.state.doc.toString() !== original,
    /** The unified diff against the shipped text, in the editor itself, which stays editable. */
    showDiff(on) {
      diffShown = !!on;
      view.dispatch({ effects: diff.reconfigure(diffShown ? unifiedMergeView({ original, mergeControls: false }) : []) });
    },
    diffShown: () => diffShown,
    /** Marks the messages, a JSON list of {type, line, column, message}, at their lines and columns. */
    mark(json) {
      const messages = JSON.parse(json);
      view.dispatch(setDiagnostics(view.state, messages.map((m) => diagnostic(view.state, m))));
    },
    goTo(line, column) {
      const at = position(view.state.doc, line, column);
      view.dispatch({ selection: { anchor: at }, effects: EditorView.scrollIntoView(at, { y: "center" }) });
      view.focus();
    },
    view,
  };
  // Scripts and tests reach the whole text here (the page draws only the lines in view).
  parent.labEditor = editor;
  return editor;
}

globalThis.labEditor = { create };
