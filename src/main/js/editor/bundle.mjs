// node bundle.mjs OUTFILE: the editor and everything it imports as one minified script (no modules, no
// other origin), so the site works offline and from file://. Run by the Maven build (pom.xml, editor-bundle).
import { build } from "esbuild";

await build({
  entryPoints: ["editor.mjs"],
  bundle: true,
  minify: true,
  format: "iife",
  target: "es2020",
  outfile: process.argv[2],
  logLevel: "warning",
});
