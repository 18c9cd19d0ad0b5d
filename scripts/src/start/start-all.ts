// `pnpm start`: the docs, the Prism mocks and the emulator on 127.0.0.1, started together; the
// caller prints one block once all of them answer.
import { type ChildProcess, spawn } from "node:child_process";
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
    // Settled together: with several ports taken, every one is named at once.
    const [docs, mock, emulator] = await Promise.allSettled([
      startDocs(options.repoRoot, options.docsPort, stops),
      startMocks({
        ports: { cloud: options.mockPort, hetzner: options.hetznerMockPort },
        logLevel: options.mockLog ? "info" : "error",
        onOutput: options.mockLog ? mockLog(options.write) : undefined,
        portNames: { cloud: "MOCK_PORT", hetzner: "HETZNER_MOCK_PORT" },
      }).then((running: RunningMocks) => {
        stops.push(() => running.stop());
        return running;
      }),
      // Options win over the environment: a PORT meant for something else must not move it.
      // Its messages name the variables of this command (EMULATOR_PORT, not the emulator's PORT).
      startEmulator({
        port: options.emulatorPort,
        consolePort: options.consolePort,
        // The console links the docs' pages (its project page: "Deprecations and sunsets");
        // a fixed docs port is known before the docs listen.
        ...(options.docsPort > 0 ? { docsUrl: `http://127.0.0.1:${options.docsPort}/` } : {}),
        env,
        settingNames: { PORT: "EMULATOR_PORT", CONSOLE_PORT: "CONSOLE_PORT" },
      }).then((running: Emulator) => {
        stops.push(() => running.close());
        return running;
      }),
    ]);
    if (
      docs.status === "rejected" ||
      mock.status === "rejected" ||
      emulator.status === "rejected"
    ) {
      const reasons = [docs, mock, emulator].flatMap((result) =>
        result.status === "rejected"
          ? [result.reason instanceof Error ? result.reason.message : String(result.reason)]
          : [],
      );
      throw new Error(reasons.join("\n"));
    }
    return {
      services: {
        docs: docs.value,
        mock: mock.value.of("cloud").url,
        hetznerMock: mock.value.of("hetzner").url,
        emulator: emulator.value.url,
        hetznerEmulator: emulator.value.hetznerUrl,
        control: emulator.value.controlUrl,
        console: emulator.value.console?.url,
        consolePassword: emulator.value.console?.generatedPassword
          ? emulator.value.console.password
          : undefined,
        adminToken: emulator.value.adminTokenGenerated ? emulator.value.adminToken : undefined,
        seeded: emulator.value.seededProjects,
        tokens: emulator.value.tokens,
        generated: emulator.value.tokenGenerated,
        unimplemented: emulator.value.unimplementedOperations,
        mockLog: options.mockLog,
        dataFile: emulator.value.dataFile,
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
  // tsx as a loader in one process (the tsx command relays signals through a parent process).
  const child = spawn(process.execPath, ["--import", "tsx", "bin/serve.ts"], {
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
      reject(
        /EADDRINUSE/.test(output)
          ? new Error(
              `the API reference cannot listen on 127.0.0.1:${port}: the port is in use (set DOCS_PORT to another port, or 0 for any free one)`,
            )
          : new Error(`docs server exited (${code}): ${output.trim()}`),
      ),
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
