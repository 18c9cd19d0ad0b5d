// The control API's TypeScript types, from its document (control-api/openapi.yaml), which this
// package owns: src/generated/control-api.d.ts. `--check` fails when the committed file is stale.
import { generateTypes } from "@cloud-api/spec/generate-types";

const fresh = await generateTypes({
  input: new URL("../control-api/openapi.yaml", import.meta.url).pathname,
  output: new URL("../src/generated/control-api.d.ts", import.meta.url).pathname,
  source: "apps/emulator/control-api/openapi.yaml (the control API)",
  command: "pnpm --filter @cloud-api/emulator generate",
  check: process.argv.includes("--check"),
});
if (!fresh) process.exit(1);
