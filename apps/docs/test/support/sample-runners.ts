// Runs one generated sample as its reader would: TypeScript compiled and run by Node against the
// built @cloud-api/client, curl through `sh`, the `hcloud` CLI with a throw-away config, Python
// with hcloud-python 2.27 in tools/install.sh's virtual environment, Go with the machine's
// toolchain and hcloud-go v2.47 in the go-samples module (every sample built into one program
// first). TypeScript and Python samples run one
// after another in one Node / one Python process per language (sample-host.ts): a process per
// sample was most of the test's time. Only the endpoint differs from the
// published sample (the emulator instead of the provider), and for curl `--fail-with-body`, so
// an error status fails the run.
import { execFile, execFileSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { SPEC_DOCUMENTS } from "@cloud-api/spec/documents";
import {
  goLibrary,
  INSTALL_COMMAND,
  pythonLibrary,
  pythonPath,
} from "@cloud-api/test-support/official-tools";
import ts from "typescript";
import type { SampleLabel } from "../../src/code-samples.js";
import { type GoSampleSource, goProgram } from "./go-program.js";
import { SampleHost } from "./sample-host.js";

export interface Runner {
  label: SampleLabel;
  /** What is missing (a Debian package unless `install` says otherwise), or undefined. */
  missing: () => string | undefined;
  /** How to install what is missing, when it is not `apt-get install -y <missing>`. */
  install?: string;
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
  /** The Hetzner API's base URL (Storage Boxes), for the samples of that API. */
  hetznerUrl?: string;
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
/** The Go module the samples build in (go.mod pins hcloud-go v2.47.0; go.sum is committed). */
const GO_MODULE = fileURLToPath(new URL("../../go-samples/", import.meta.url));
/** Built once per test run, with the compile cache of `goBuildCache`. */
let goBinary: string | undefined;

/** What `go env <name>` says, or "" when Go cannot say. */
function goEnv(name: string): string {
  try {
    return execFileSync("go", ["env", name], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    return "";
  }
}

/**
 * Go's own build cache of this user (`go env GOCACHE`: $GOCACHE, else ~/.cache/go-build), so a
 * fresh clone compiles only what no earlier build on the machine compiled (the standard library
 * and hcloud-go are most of it: CPU of the test file 47.7 s into an empty cache, 26.9 s warm).
 * Go keys its entries by everything a compile reads and locks them for concurrent builds. Where
 * Go has no cache (GOCACHE=off, a home that cannot be written) the build gets one in `fallback`.
 */
function goBuildCache(fallback: string): string {
  const dir = goEnv("GOCACHE");
  if (dir !== "" && dir !== "off") {
    try {
      mkdirSync(dir, { recursive: true });
      return dir;
    } catch {
      // a cache folder that cannot be made (read-only home)
    }
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
      const hetzner = 'createHetznerClient({ token: process.env.CLOUD_API_TOKEN ?? "" })';
      const pointed = source.includes(hetzner)
        ? source.replace(
            hetzner,
            `createHetznerClient({ token: process.env.CLOUD_API_TOKEN ?? "", baseUrl: ${JSON.stringify(env.hetznerUrl)}, cloudBaseUrl: ${JSON.stringify(env.baseUrl)} })`,
          )
        : replaceOnce(
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
    // hcloud-python as users install it today (PyPI), in the virtual environment that
    // tools/install.sh makes: the samples target its 2.27 (src/python-sample.ts).
    missing: () => {
      const library = pythonLibrary();
      return library.available ? undefined : `hcloud-python 2.27.0 (${library.detail})`;
    },
    install: `${INSTALL_COMMAND} python`,
    run(source, env) {
      const pointed = replaceOnce(
        source,
        'Client(token=os.environ["CLOUD_API_TOKEN"])',
        `Client(token=os.environ["CLOUD_API_TOKEN"], api_endpoint=${JSON.stringify(env.baseUrl)}${env.hetznerUrl ? `, api_endpoint_hetzner=${JSON.stringify(env.hetznerUrl)}` : ""})`,
      );
      // -E -s -B: no PYTHON* variables, no user site-packages, no .pyc files.
      pythonHost ??= new SampleHost(
        pythonPath(),
        ["-E", "-s", "-B", join(supportDir, "python-sample-host.py")],
        { CLOUD_API_TOKEN: env.token },
      );
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
      if (!onPath("gofmt")) return "gofmt (the machine's Go, >= 1.25)";
      const library = goLibrary(GO_MODULE);
      return library.available
        ? undefined
        : `hcloud-go v2.47.0 for ${GO_MODULE}: ${library.detail}`;
    },
    install: `${INSTALL_COMMAND} go`,
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
      // Module mode inside go-samples, as a reader's own module would build them: the program is
      // laid over the module as ./program (`-overlay`, nothing written into the source tree), the
      // module read-only with its committed go.sum, offline (the modules come from
      // tools/install.sh into the machine's module cache).
      const program = join(workDir, "go-program");
      mkdirSync(program, { recursive: true });
      writeFileSync(join(program, "main.go"), goProgram(samples));
      const overlay = join(program, "overlay.json");
      writeFileSync(
        overlay,
        JSON.stringify({
          Replace: { [join(GO_MODULE, "program", "main.go")]: join(program, "main.go") },
        }),
      );
      const binary = join(program, "samples");
      const cache = goBuildCache(join(workDir, "..", "go-build"));
      const build = await exec(
        "go",
        [
          "build",
          `-overlay=${overlay}`,
          // The samples run once against the emulator, so the libraries they import are compiled
          // without optimisation or inlining and linked without debug data: their build into an
          // empty GOCACHE took 19.7 s of CPU, 15.1 s this way (the standard library keeps its
          // default flags).
          ...["github.com/...", "golang.org/...", "google.golang.org/..."].map(
            (pattern) => `-gcflags=${pattern}=-N -l`,
          ),
          "-ldflags=-s -w",
          "-o",
          binary,
          "./program",
        ],
        {
          GOCACHE: cache,
          GOMODCACHE: goEnv("GOMODCACHE"),
          GOFLAGS: "-mod=readonly",
          GOPROXY: "off",
          GOTOOLCHAIN: "local",
          // No C compiler needed: the pure-Go `net` and `os/user` are all the samples need.
          CGO_ENABLED: "0",
        },
        300_000,
        GO_MODULE,
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
        CLOUD_API_HETZNER_ENDPOINT: env.hetznerUrl ?? "",
      });
    },
  },
];

function replaceOnce(source: string, from: string, to: string): string {
  if (!source.includes(from)) throw new Error(`sample does not contain ${from}`);
  return source.replace(from, to);
}
