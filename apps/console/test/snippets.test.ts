// The snippets the console shows with a new token, tried as a new user would (issue 43: the
// TypeScript one did not compile, and `servers` was undefined at run time). The TypeScript snippet
// is type-checked under `strict` against the real @cloud-api/client, as the docs' samples are
// (apps/docs/test/typescript-samples-compile.test.ts), and run against an emulator.
import { execFile, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { type Emulator, startEmulator } from "@cloud-api/emulator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { snippets } from "../src/tokens/snippets.js";

const appRoot = join(dirname(fileURLToPath(import.meta.url)), "..");
const cacheDir = join(appRoot, "node_modules", ".cache");
mkdirSync(cacheDir, { recursive: true });
const workDir = mkdtempSync(join(cacheDir, "snippet-check-"));
// The built client, linked into the snippets' own node_modules as `npm install` would put it.
// Not a dependency of this package: the client's tests start the emulator, which serves this
// console, so a package dependency would be a cycle (turbo builds the client before these tests).
const CLIENT_DIR = join(appRoot, "..", "..", "packages", "client");
mkdirSync(join(workDir, "node_modules", "@cloud-api"), { recursive: true });
symlinkSync(CLIENT_DIR, join(workDir, "node_modules", "@cloud-api", "client"), "dir");
const TOKEN = "snippet-token-0123456789";

let emulator: Emulator;
beforeAll(async () => {
  emulator = await startEmulator({
    port: 0,
    host: "127.0.0.1",
    tokens: `${TOKEN}=snippets`,
    actionMs: 0,
    env: {},
  });
});
afterAll(async () => {
  await emulator?.close();
  rmSync(workDir, { recursive: true, force: true });
});

describe("the snippets shown with a new token", () => {
  it("type-check under strict: the client snippet, for a loopback and a remote emulator", () => {
    const files = [
      ["loopback.mts", snippets("http://127.0.0.1:4000/v1", TOKEN).client],
      ["remote.mts", snippets("http://emulator.internal:4000/v1", TOKEN).client],
    ].map(([name, source]) => {
      const file = join(workDir, name as string);
      writeFileSync(file, source as string);
      return file;
    });
    writeFileSync(
      join(workDir, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          target: "ES2022",
          module: "NodeNext",
          moduleResolution: "NodeNext",
          lib: ["ES2023", "DOM"],
          types: ["node"],
          typeRoots: [join(appRoot, "node_modules", "@types")],
          skipLibCheck: true,
        },
        files,
      }),
    );
    const require = createRequire(join(appRoot, "package.json"));
    const tscNative = join(
      dirname(require.resolve("@cloud-api/typescript-native/package.json")),
      "bin",
      "tsc-native.mjs",
    );
    const check = spawnSync(process.execPath, [tscNative, "-p", workDir, "--pretty", "false"], {
      encoding: "utf8",
    });
    expect(check.stdout.split("\n").filter((line) => line.trim() !== "")).toEqual([]);
    expect(check.status).toBe(0);
  }, 60_000);

  it("run: the client snippet lists the project's servers by name", async () => {
    const made = await fetch(`${emulator.url}/servers`, {
      method: "POST",
      headers: { authorization: `Bearer ${TOKEN}`, "content-type": "application/json" },
      body: JSON.stringify({
        name: "from-the-console",
        server_type: "cpx22",
        image: "ubuntu-24.04",
      }),
    });
    expect(made.status).toBe(201);
    // The snippet is TypeScript without a type annotation: as it stands, it is also JavaScript.
    const file = join(workDir, "snippet.mjs");
    writeFileSync(file, snippets(emulator.url, TOKEN).client);
    const { stdout } = await promisify(execFile)(process.execPath, [file], { cwd: workDir });
    expect(stdout.trim()).toBe("[ 'from-the-console' ]");
  });

  it("asks for allowInsecureHttp only where the client would refuse plain http", () => {
    expect(snippets("http://127.0.0.1:4000/v1", TOKEN).client).not.toContain("allowInsecureHttp");
    expect(snippets("https://cloud.example.com/v1", TOKEN).client).not.toContain(
      "allowInsecureHttp",
    );
    expect(snippets("http://10.0.0.5:4000/v1", TOKEN).client).toContain("allowInsecureHttp: true");
  });

  it("puts the token and the base URL into the curl snippet", () => {
    expect(snippets("http://127.0.0.1:4000/v1", TOKEN).curl).toBe(
      `curl -H "Authorization: Bearer ${TOKEN}" http://127.0.0.1:4000/v1/servers`,
    );
  });
});
