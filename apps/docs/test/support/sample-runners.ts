// Runs one generated sample as its reader would: TypeScript compiled and run by Node against the
// built @cloud-api/client, curl through `sh`, the `hcloud` CLI with a throw-away config, Python
// with Debian's /usr/bin/python3 and its `hcloud` library, Go with Debian's toolchain and
// hcloud-go (every sample built into one program first). TypeScript and Python samples run one
// after another in one Node / one Python process per language (sample-host.ts): a process per
// sample was most of the test's time. Only the endpoint differs from the
// published sample (the emulator instead of the provider), and for curl `--fail-with-body`, so
// an error status fails the run.
import { execFile, execFileSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { SPEC_DOCUMENTS } from "@cloud-api/spec/documents";
import ts from "typescript";
import type { SampleLabel } from "../../src/code-samples.js";
import { type GoSampleSource, goProgram } from "./go-program.js";
import { SampleHost } from "./sample-host.js";

export interface Runner {
  label: SampleLabel;
  /** The Debian package that provides the tool, or undefined when nothing is missing. */
  missing: () => string | undefined;
  /** Called once with every sample before the first run (Go builds them into one program). */
  prepare?: (samples: GoSampleSource[], workDir: string) => Promise<RunResult>;
  run: (source: string, env: RunEnv) => Promise<RunResult>;
  /**
   * How many samples may run at once, each in a project of its own (default 1). A runner whose
   * samples are processes of their own (curl, the CLI, the Go program) mostly waits on them: the
   * CLI watches an action's progress for half a second, whatever its poll interval.
   */
  concurrency?: number;
  /** Called once after the last run (stops a long-lived interpreter). */
  finish?: () => void;
}

export interface RunEnv {
  baseUrl: string;
  token: string;
  workDir: string;
  /** A file name for this run (language and operation). */
  name: string;
  operationId: string;
}

export interface RunResult {
  ok: boolean;
  output: string;
}

/** Samples run at once by a runner that starts a process per sample. */
const SAMPLE_PROCESS_LANES = 4;
const PYTHON = "/usr/bin/python3";
const GOCODE = "/usr/share/gocode/src";
/**
 * hcloud-go 1.35's Debian package and the two it imports but does not declare as dependencies
 * (its `Depends` is empty), with a directory each installs.
 */
const GO_PACKAGES: [string, string][] = [
  ["golang-github-hetznercloud-hcloud-go-dev", "github.com/hetznercloud/hcloud-go/hcloud"],
  ["golang-github-prometheus-client-golang-dev", "github.com/prometheus/client_golang/prometheus"],
  ["golang-golang-x-net-dev", "golang.org/x/net/http/httpguts"],
];
/** Built once per test run, with the compile cache of `goBuildCache`. */
let goBinary: string | undefined;

/**
 * Go's own build cache of this user (`go env GOCACHE`: $GOCACHE, else ~/.cache/go-build), so a
 * fresh clone compiles only what no earlier build on the machine compiled (the standard library
 * and hcloud-go are most of it: CPU of the test file 47.7 s into an empty cache, 26.9 s warm).
 * Go keys its entries by everything a compile reads and locks them for concurrent builds. Where
 * Go has no cache (GOCACHE=off, a home that cannot be written) the build gets one in `fallback`.
 */
function goBuildCache(fallback: string): string {
  try {
    const dir = execFileSync("go", ["env", "GOCACHE"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
    if (dir !== "" && dir !== "off") {
      mkdirSync(dir, { recursive: true });
      return dir;
    }
  } catch {
    // no usable `go env`, or a cache folder that cannot be made (read-only home)
  }
  return fallback;
}
const supportDir = dirname(fileURLToPath(import.meta.url));
/** One per language and test run, started by its first sample (the token is the language's). */
let typescriptHost: SampleHost | undefined;
let pythonHost: SampleHost | undefined;

function exec(
  file: string,
  args: string[],
  env: Record<string, string>,
  timeout = 30_000,
  cwd?: string,
): Promise<RunResult> {
  return new Promise((resolve) => {
    execFile(
      file,
      args,
      {
        env: { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: env.HOME ?? "/tmp", ...env },
        timeout,
        cwd,
      },
      (error, stdout, stderr) =>
        resolve({ ok: !error, output: `${stdout}${stderr}`.slice(0, 2000) }),
    );
  });
}

const onPath = (tool: string) =>
  (process.env.PATH ?? "").split(":").some((dir) => existsSync(join(dir, tool)));

export const RUNNERS: Runner[] = [
  {
    label: "TypeScript",
    missing: () => undefined,
    run(source, env) {
      const pointed = replaceOnce(
        source,
        'createCloudClient({ token: process.env.CLOUD_API_TOKEN ?? "" })',
        `createCloudClient({ token: process.env.CLOUD_API_TOKEN ?? "", baseUrl: ${JSON.stringify(env.baseUrl)} })`,
      );
      const output = ts.transpileModule(pointed, {
        compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
      }).outputText;
      const file = join(env.workDir, `${env.name}.mjs`);
      writeFileSync(file, output);
      typescriptHost ??= new SampleHost(
        process.execPath,
        [join(supportDir, "typescript-sample-host.mjs")],
        { CLOUD_API_TOKEN: env.token },
      );
      return typescriptHost.run({ file });
    },
    finish() {
      typescriptHost?.stop();
      typescriptHost = undefined;
    },
  },
  {
    label: "curl",
    concurrency: SAMPLE_PROCESS_LANES,
    missing: () => (onPath("curl") ? undefined : "curl"),
    run(source, env) {
      // The published URL is the real API's base URL of the sample's document (Cloud or Hetzner).
      const pointed = SPEC_DOCUMENTS.reduce(
        (text, document) => text.replaceAll(document.baseUrl, env.baseUrl),
        source,
      )
        .trimEnd()
        .concat(" \\\n  --fail-with-body --silent --show-error\n");
      return exec("/bin/sh", ["-c", pointed], { CLOUD_API_TOKEN: env.token });
    },
  },
  {
    label: "CLI",
    concurrency: SAMPLE_PROCESS_LANES,
    missing: () => (onPath("hcloud") ? undefined : "hcloud-cli"),
    run(source, env) {
      const config = join(env.workDir, `${env.name}.hcloud.toml`);
      writeFileSync(config, "");
      // Its own directory: a sample may write the file a flag reads (`--user-data-from-file`).
      const cwd = join(env.workDir, env.name);
      mkdirSync(cwd, { recursive: true });
      return exec(
        "/bin/sh",
        ["-c", source],
        {
          HCLOUD_TOKEN: env.token,
          HCLOUD_ENDPOINT: env.baseUrl,
          HCLOUD_CONFIG: config,
          HCLOUD_POLL_INTERVAL: "50ms",
        },
        30_000,
        cwd,
      );
    },
  },
  {
    label: "Python",
    missing: () => {
      if (!existsSync(PYTHON)) return "python3";
      return existsSync("/usr/lib/python3/dist-packages/hcloud") ? undefined : "python3-hcloud";
    },
    run(source, env) {
      const pointed = replaceOnce(
        source,
        'Client(token=os.environ["CLOUD_API_TOKEN"])',
        `Client(token=os.environ["CLOUD_API_TOKEN"], api_endpoint=${JSON.stringify(env.baseUrl)})`,
      );
      pythonHost ??= new SampleHost(PYTHON, [join(supportDir, "python-sample-host.py")], {
        CLOUD_API_TOKEN: env.token,
      });
      return pythonHost.run({ source: pointed, name: `${env.name}.py` });
    },
    finish() {
      pythonHost?.stop();
      pythonHost = undefined;
    },
  },
  {
    label: "Go",
    concurrency: SAMPLE_PROCESS_LANES,
    missing: () => {
      const absent = [
        ...(onPath("go") && onPath("gofmt") ? [] : ["golang-go"]),
        ...GO_PACKAGES.filter(([, dir]) => !existsSync(join(GOCODE, dir))).map(([name]) => name),
      ];
      return absent.length > 0 ? absent.join(" ") : undefined;
    },
    async prepare(samples, workDir) {
      // Every published sample is gofmt-clean, as a Go reader's editor would leave it.
      const sources = join(workDir, "go-samples");
      mkdirSync(sources, { recursive: true });
      for (const { name, source } of samples) writeFileSync(join(sources, `${name}.go`), source);
      const format = await exec("gofmt", ["-l", sources], {});
      if (!format.ok || format.output.trim() !== "") {
        return {
          ok: false,
          output: `gofmt -l lists samples that are not formatted:\n${format.output}`,
        };
      }
      // GOPATH mode, offline: the library and its imports come from Debian's /usr/share/gocode.
      const program = join(workDir, "go-program");
      mkdirSync(program, { recursive: true });
      writeFileSync(join(program, "main.go"), goProgram(samples));
      const binary = join(program, "samples");
      const cache = goBuildCache(join(workDir, "..", "go-build"));
      const build = await exec(
        "go",
        [
          "build",
          // The samples run once against the emulator, so the libraries they import are compiled
          // without optimisation or inlining and linked without debug data: their build into an
          // empty GOCACHE took 19.7 s of CPU, 15.1 s this way (the standard library, which
          // Debian ships compiled, keeps its default flags).
          ...["github.com/...", "golang.org/...", "google.golang.org/..."].map(
            (pattern) => `-gcflags=${pattern}=-N -l`,
          ),
          "-ldflags=-s -w",
          "-o",
          binary,
          join(program, "main.go"),
        ],
        {
          GO111MODULE: "off",
          GOPATH: `${join(workDir, "gopath")}:/usr/share/gocode`,
          GOCACHE: cache,
          GOFLAGS: "",
          GOPROXY: "off",
          GOTOOLCHAIN: "local",
          // Debian's Go ships its standard library compiled with cgo on, its default: with cgo
          // off, `net`, `os/user` and what is built on them (net/http, ...) are compiled again
          // into every empty GOCACHE (CPU of the build into an empty cache: 28.7 s with cgo off,
          // 17.5 s on). cgo needs a C compiler, which golang-go installed without its
          // recommended packages does not bring.
          CGO_ENABLED: onPath("gcc") ? "1" : "0",
        },
        300_000,
      );
      if (build.ok) goBinary = binary;
      return build;
    },
    // The program prepare() built holds this very source as the function named after the operation.
    run(_source, env) {
      if (!goBinary) return Promise.resolve({ ok: false, output: "the Go program was not built" });
      return exec(goBinary, [env.operationId], {
        CLOUD_API_TOKEN: env.token,
        CLOUD_API_ENDPOINT: env.baseUrl,
      });
    },
  },
];

function replaceOnce(source: string, from: string, to: string): string {
  if (!source.includes(from)) throw new Error(`sample does not contain ${from}`);
  return source.replace(from, to);
}
