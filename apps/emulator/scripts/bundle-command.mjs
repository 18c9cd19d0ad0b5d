// `pnpm build`'s last step: the published command's code as one ES module (plus a chunk per
// module loaded only on demand: the durable store, ajv for a changed spec), written to
// dist/command/ from tsc's dist/. Node's ESM loader spent most of the command's start resolving,
// reading and linking ~150 modules one by one; one file takes a fraction of that (the bench's
// `emulatorStartup`, scripts/bench/README.md). bin/cloud-api-emulator.js imports
// dist/command/cli.js; `node dist/cli.js` and `import "@cloud-api/emulator"` keep the modules.
// Dependencies stay in node_modules (lmdb is a native addon; the others load only when needed),
// except the one the first request needs: fast-querystring (and its one dependency), a CommonJS
// package that Node would otherwise resolve and load through its CommonJS loader and module
// lexer at every start (about 8 ms of CPU). `#spec/*` imports stay as written, so that the
// package's `imports` resolve them: the workspace package here, the copies in assets/ when
// published.
// Paths: the package's files are named from its root (src/assets.ts finds it from any depth);
// the generated validators are looked up at `../generated/validators/` from the module that
// loads them (src/spec/api-document.ts), which from dist/command/ is dist/generated/validators/
// as it is from dist/spec/: checked below.
import { existsSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const packageDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = join(packageDir, "dist");
const outdir = join(dist, "command");
if (!existsSync(join(dist, "cli.js"))) {
  console.error("emulator: dist/cli.js does not exist; run tsc first");
  process.exit(1);
}
if (!existsSync(new URL("../generated/validators/public.js", `file://${outdir}/`))) {
  console.error("emulator: the command's bundle would not find dist/generated/validators/");
  process.exit(1);
}
/** Bundled into the command; every other bare import stays an import. */
const BUNDLED_PACKAGES = new Set(["fast-querystring", "fast-decode-uri-component"]);
const packageName = (specifier) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");
rmSync(outdir, { recursive: true, force: true });
await build({
  // index.js is an entry of its own (cli.js imports it once its options are read), so that its
  // chunk has a name.
  entryPoints: [join(dist, "cli.js"), join(dist, "index.js")],
  outdir,
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  plugins: [
    {
      name: "dependencies-external",
      setup(build) {
        build.onResolve({ filter: /^[^./]/ }, (args) =>
          BUNDLED_PACKAGES.has(packageName(args.path))
            ? undefined
            : { path: args.path, external: true },
        );
      },
    },
  ],
  logLevel: "warning",
});
