// `pnpm start`: the docs, the Prism mock and the emulator on 127.0.0.1, started together; the
// caller prints one block once all of them answer.
import { type ChildProcess, spawn } from "node:child_process";
import { createRequire } from "node:module";
import { join } from "node:path";
import { type Emulator, startEmulator } from "@cloud-api/emulator";
import { type RunningMocks, startMocks } from "@cloud-api/mock";
import type { RunningServices } from "./banner.js";

export interface StartOptions {
  repoRoot: string;
  /** 0 picks a free port (tests). */
  docsPort: number;
  mockPort: number;
  /** The Hetzner API's mock (Storage Boxes), a Prism of its own. */
  hetznerMockPort: number;
  emulatorPort: number;
  /** The web console's port (served by the emulator). */
  consolePort: number;
  /** Shows Prism's route list and request log, prefixed `mock |`. */
  mockLog: boolean;
  /** Where the servers' own output goes (Prism's log when mockLog). */
  write: (text: string) => void;
  env?: NodeJS.ProcessEnv;
}

export interface Started {
  services: RunningServices;
  stop(): Promise<void>;
}

export async function startAll(options: StartOptions): Promise<Started> {
  const env = options.env ?? process.env;
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    await Promise.allSettled(stops.reverse().map((stopOne) => stopOne()));
  };
  try {
    const [docs, mock, emulator] = await Promise.all([
      startDocs(options.repoRoot, options.docsPort, stops),
      startMocks({
        ports: { cloud: options.mockPort, hetzner: options.hetznerMockPort },
        logLevel: options.mockLog ? "info" : "error",
        onOutput: options.mockLog ? mockLog(options.write) : undefined,
      }).then((running: RunningMocks) => {
        stops.push(() => running.stop());
        return running;
      }),
      // Options win over the environment: a PORT meant for something else must not move it.
      startEmulator({ port: options.emulatorPort, consolePort: options.consolePort, env }).then(
        (running: Emulator) => {
          stops.push(() => running.close());
          return running;
        },
      ),
    ]);
    return {
      services: {
        docs,
        mock: mock.of("cloud").url,
        hetznerMock: mock.of("hetzner").url,
        emulator: emulator.url,
        control: emulator.controlUrl,
        console: emulator.console?.url,
        consolePassword: emulator.console?.generatedPassword
          ? emulator.console.password
          : undefined,
        adminToken: emulator.adminTokenGenerated ? emulator.adminToken : undefined,
        seeded: emulator.seededProjects,
        tokens: emulator.tokens,
        generated: emulator.tokenGenerated,
        unimplemented: emulator.unimplementedOperations,
        mockLog: options.mockLog,
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The docs' own server (`apps/docs/bin/serve.ts`) as a child; resolves with its URL. */
async function startDocs(
  repoRoot: string,
  port: number,
  stops: (() => Promise<void>)[],
): Promise<string> {
  const require = createRequire(import.meta.url);
  const tsx = require.resolve("tsx/cli");
  const child = spawn(process.execPath, [tsx, "bin/serve.ts"], {
    cwd: join(repoRoot, "apps", "docs"),
    env: { ...process.env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  stops.push(() => stopChild(child));
  let output = "";
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString("utf8");
      // serve.ts prints `docs: serving <dir> at <url>` once it listens.
      const url = /serving .* at (http:\/\/\S+)/.exec(output)?.[1];
      if (url) resolve(url);
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) =>
      reject(new Error(`docs server exited (${code}): ${output.trim()}`)),
    );
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

/** Each mock's lines, prefixed `mock | ` (Cloud API) or `hetzner mock | ` (Hetzner API). */
function mockLog(write: (text: string) => void): (chunk: string, document: { id: string }) => void {
  const byDocument = new Map<string, (chunk: string) => void>();
  return (chunk, document) => {
    let log = byDocument.get(document.id);
    if (!log) {
      log = prefixed(document.id === "cloud" ? "mock | " : `${document.id} mock | `, write);
      byDocument.set(document.id, log);
    }
    log(chunk);
  };
}

function prefixed(prefix: string, write: (text: string) => void): (chunk: string) => void {
  let pending = "";
  return (chunk) => {
    const lines = (pending + chunk).split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) write(`${prefix}${line}\n`);
  };
}
