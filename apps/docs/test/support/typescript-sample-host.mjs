// The Node process that runs every TypeScript sample of a test run (see sample-host.ts): each
// request names a compiled sample module, imported as `node sample.mjs` would run it. The sample
// fails when its module throws (`if (error) throw error;`) or when a promise it started rejects
// unhandled or an exception escapes, as either would end a `node sample.mjs` with exit code 1.
import { createInterface } from "node:readline";
import { pathToFileURL } from "node:url";

const RESULT_MARKER = "\u0000sample-result ";
const writeResult = process.stdout.write.bind(process.stdout);
let captured = "";
let escaped;

process.on("unhandledRejection", (reason) => {
  escaped ??= reason;
});
process.on("uncaughtException", (error) => {
  escaped ??= error;
});

function capture(stream) {
  stream.write = (chunk, encoding, callback) => {
    captured += typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8");
    const done = typeof encoding === "function" ? encoding : callback;
    if (typeof done === "function") done();
    return true;
  };
}
capture(process.stdout);
capture(process.stderr);

for await (const line of createInterface({ input: process.stdin })) {
  const { file } = JSON.parse(line);
  captured = "";
  escaped = undefined;
  let ok = true;
  try {
    await import(pathToFileURL(file).href);
  } catch (error) {
    ok = false;
    captured += `${error instanceof Error ? (error.stack ?? error.message) : JSON.stringify(error)}\n`;
  }
  // A rejection nobody awaited surfaces after the module settled.
  await new Promise((resolve) => setImmediate(resolve));
  if (escaped !== undefined) {
    ok = false;
    captured += `unhandled: ${escaped instanceof Error ? (escaped.stack ?? escaped.message) : String(escaped)}\n`;
  }
  writeResult(`${RESULT_MARKER}${JSON.stringify({ ok, output: captured.slice(0, 2000) })}\n`);
}
