// Part of `pnpm build` (after tsc): writes ajv's standalone validators of the public, control
// and console API documents to dist/generated/validators/ (see src/spec/generate-validators.ts).
import {
  emulatorDocumentSources,
  writeValidatorModules,
} from "../dist/spec/generate-validators.js";

const started = performance.now();
const files = writeValidatorModules(
  new URL("../dist/generated/validators/", import.meta.url),
  await emulatorDocumentSources(),
);
console.log(
  `emulator: generated ${files.length} validator modules in ${Math.round(performance.now() - started)} ms`,
);
