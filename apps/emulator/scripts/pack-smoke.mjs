// Acceptance check of the published emulator: packs the package (`pnpm pack`, which runs
// prepack/postpack: scripts/bundle-assets.mjs), checks the tarball file by file, installs it into
// an empty folder with npm (its dependencies come from the registry), runs it without installing
// (`npx --package=<tgz> cloud-api-emulator --version`, as the README documents), starts the
// installed one the way users do (`npx cloud-api-emulator`, with a durable store: lmdb's native
// binary), waits for the ready block, and answers the provider's official CLI (`hcloud server-type list`),
// GET /_emulator/health and the console's page; then stops it with SIGTERM (through npx) and
// expects both ports to close.
//
// Needs the npm registry and `hcloud` on PATH. Usage: pnpm --filter @cloud-api/emulator smoke:pack
// Prints the tarball's size and how long `npm install` took.
import { execFileSync, spawn } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const packageDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const root = join(packageDir, "..", "..");
const require = createRequire(join(packageDir, "package.json"));
const work = mkdtempSync(join(tmpdir(), "cloud-api-emulator-smoke-"));
const run = (command, args, options = {}) =>
  execFileSync(command, args, {
    stdio: ["ignore", "pipe", "inherit"],
    encoding: "utf8",
    ...options,
  });

// The pnpm running this script (pnpm sets npm_execpath: a script or pnpm's own executable), so
// that it need not be on PATH.
const execPath = process.env.npm_execpath ?? "";
const pnpm = !/pnpm/.test(execPath)
  ? ["pnpm", []]
  : /\.[cm]?js$/.test(execPath)
    ? [process.execPath, [execPath]]
    : [execPath, []];
const runPnpm = (args, options) => run(pnpm[0], [...pnpm[1], ...args], options);

let emulator;
try {
  // The emulator and what it bundles (spec, console), through turbo: cached when already built.
  runPnpm(["build", "--filter=@cloud-api/emulator", "--output-logs=errors-only"], {
    cwd: root,
  });
  runPnpm(["pack", "--pack-destination", work], { cwd: packageDir });
  if (existsSync(join(packageDir, "assets"))) {
    throw new Error(
      "assets/ is still in the package folder after pnpm pack (postpack did not run)",
    );
  }
  const tarball = readdirSync(work).find((name) => name.endsWith(".tgz"));
  if (!tarball) throw new Error(`pnpm pack wrote no tarball into ${work}`);
  const manifest = checkTarball(join(work, tarball));

  const project = join(work, "project");
  mkdirSync(project);
  writeFileSync(join(project, "package.json"), JSON.stringify({ name: "project", private: true }));
  const installStarted = performance.now();
  run("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error", join(work, tarball)], {
    cwd: project,
  });
  console.log(
    `npm install of the tarball took ${((performance.now() - installStarted) / 1000).toFixed(1)} s`,
  );

  checkConsumerTypes(project);
  checkRunTimeValidators(project, work);

  // Without installing: the way the README documents (npx runs `./<tgz>` as a file, which fails
  // with "Permission denied"; `--package=<tgz> cloud-api-emulator` installs it into npx's cache).
  const bare = join(work, "bare");
  mkdirSync(bare);
  const viaPackage = run(
    "npx",
    ["--yes", `--package=${join(work, tarball)}`, "cloud-api-emulator", "--version"],
    { cwd: bare },
  ).trim();
  if (viaPackage !== manifest.version) {
    throw new Error(`npx --package=<tgz> cloud-api-emulator --version printed '${viaPackage}'`);
  }
  console.log(`npx --package=<tgz> cloud-api-emulator --version: ${viaPackage}`);

  emulator = await startInstalled(project);
  const { apiUrl, token, controlUrl, consoleUrl } = emulator.ready;

  const health = await (await fetch(`${controlUrl}/health`)).json();
  const specVersion = JSON.parse(
    readFileSync(require.resolve("@cloud-api/spec/openapi.json"), "utf8"),
  ).info.version;
  if (
    health.status !== "ok" ||
    health.store !== "durable" ||
    health.version !== manifest.version ||
    health.api_version !== specVersion
  ) {
    throw new Error(
      `unexpected health: ${JSON.stringify(health)} (package ${manifest.version}, spec ${specVersion})`,
    );
  }
  console.log(`GET /_emulator/health: ${JSON.stringify(health)}`);

  // npx ran the installed command through its #! line: node got the command's heap flags.
  if (process.platform === "linux") {
    const flags = installedCommandFlags(project);
    if (
      !flags?.includes("--max-semi-space-size=4") ||
      !flags.includes("--heap-growing-percent=30")
    ) {
      throw new Error(
        `the installed command's node process runs with flags ${JSON.stringify(flags)}`,
      );
    }
    console.log(`the command's node process: node ${flags.join(" ")} <command>`);
  }

  // The official CLI against the installed emulator, compared with what the API itself lists.
  const listed = await (
    await fetch(`${apiUrl}/server_types?per_page=50`, {
      headers: { Authorization: `Bearer ${token}` },
    })
  ).json();
  const names = listed.server_types.map((type) => type.name).sort();
  const cli = JSON.parse(
    run("hcloud", ["server-type", "list", "--output", "json"], {
      env: {
        ...process.env,
        HCLOUD_ENDPOINT: apiUrl,
        HCLOUD_TOKEN: token,
        HCLOUD_CONFIG: join(work, "hcloud.toml"),
      },
    }),
  );
  const cliNames = cli.map((type) => type.name).sort();
  if (names.length === 0 || JSON.stringify(cliNames) !== JSON.stringify(names)) {
    throw new Error(`hcloud listed ${JSON.stringify(cliNames)}, the API ${JSON.stringify(names)}`);
  }
  console.log(
    `hcloud server-type list: ${cliNames.length} server types (${cliNames.slice(0, 3).join(", ")}, ...)`,
  );

  const page = await fetch(consoleUrl);
  const html = await page.text();
  if (page.status !== 200 || !html.includes("<script")) {
    throw new Error(`the console answered ${page.status}: ${html.slice(0, 200)}`);
  }
  console.log(`console ${consoleUrl}: ${page.status}, the bundled single-page app`);

  // npx ends on SIGTERM without passing it on (exit status SIGTERM); the bin notices it was
  // orphaned and stops itself (bin/cloud-api-emulator.js). Both ports must be free soon after.
  const code = await emulator.stop();
  emulator = undefined;
  if (code !== 0 && code !== "SIGTERM") throw new Error(`npx exited with ${code} after SIGTERM`);
  const deadline = Date.now() + 5_000;
  for (const url of [`${controlUrl}/health`, consoleUrl]) {
    while (
      await fetch(url).then(
        () => true,
        () => false,
      )
    ) {
      if (Date.now() > deadline) throw new Error(`${url} still answers 5 s after SIGTERM`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  console.log(`stopped with SIGTERM (npx: ${code}); both ports are closed`);
  console.log("emulator pack smoke test passed");
} finally {
  await emulator?.stop();
  rmSync(work, { recursive: true, force: true });
}

/** Node's flags of the process running the project's installed command (/proc, Linux only). */
function installedCommandFlags(project) {
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    let argv;
    try {
      argv = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
    } catch {
      continue; // ended meanwhile
    }
    const command = argv.findIndex(
      (argument) => argument.startsWith(project) && argument.includes("cloud-api-emulator"),
    );
    if (command > 0 && /(^|\/)node$/.test(argv[0] ?? "")) return argv.slice(1, command);
  }
  return undefined;
}

/** `npx cloud-api-emulator` in the project, on free ports; resolves once the ready block is out. */
function startInstalled(project) {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) =>
        !name.startsWith("CLOUD_API_") && !["HOST", "PORT", "CONSOLE_PORT"].includes(name),
    ),
  );
  const child = spawn("npx", ["--no-install", "cloud-api-emulator"], {
    cwd: project,
    // A durable store: lmdb's native binary must come with the install (as the optional
    // dependency @lmdb/lmdb-<platform>; lmdb's own install script is not needed).
    env: { ...env, PORT: "0", CONSOLE_PORT: "0", CLOUD_API_DATA: join(work, "state.lmdb") },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise((resolve) =>
    child.once("exit", (code, signal) => resolve(code ?? signal)),
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    return exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error("no ready block within 30 s")), 30_000);
    const fail = (error) => {
      clearTimeout(timer);
      child.kill("SIGKILL");
      reject(new Error(`${error.message}\n--- emulator output ---\n${output}`));
    };
    const onData = (chunk) => {
      output += chunk;
      const match = (pattern) => output.match(pattern)?.[1];
      const ready = {
        apiUrl: match(/listening on (http:\/\/\S+\/v1)/),
        token: match(/read-write token for project '[^']+': (\S+)/),
        controlUrl: match(/control API: (http:\/\/\S+)/),
        adminToken: match(/admin token of the control API: (\S+)/),
        consoleUrl: match(/console on (http:\/\/\S+)/),
        password: match(/console password: (\S+)/),
      };
      if (Object.values(ready).every(Boolean)) {
        clearTimeout(timer);
        process.stdout.write(output.replace(/(token[^:]*: |password: )\S+/g, "$1<redacted>"));
        resolve({ ready, stop });
      }
    };
    child.stdout.setEncoding("utf8").on("data", onData);
    child.stderr.setEncoding("utf8").on("data", onData);
    exited.then((code) => fail(new Error(`the emulator exited (${code}) before it was ready`)));
  });
}

/**
 * What a user downloads: the files the emulator reads at run time, none of the sources or tests,
 * and a manifest whose dependencies are all pinned registry versions.
 */
/**
 * A user's TypeScript file importing the package type-checks with skipLibCheck off: the published
 * declarations are complete (nothing private or missing behind them).
 */
/**
 * A document with no generated validators (here: the bundled one with another version, so its
 * SHA-256 differs) is validated by ajv at run time, through the copies of @cloud-api/spec's
 * reader and ajv setup in assets/spec/ that the package's `#spec/*` imports point at.
 */
function checkRunTimeValidators(project, work) {
  const installed = join(project, "node_modules", "@cloud-api", "emulator");
  const document = JSON.parse(readFileSync(join(installed, "assets", "openapi.json"), "utf8"));
  document.info.version = `${document.info.version}-smoke`;
  const specPath = join(work, "openapi-changed.json");
  writeFileSync(specPath, JSON.stringify(document));
  const script = [
    'import { startEmulator } from "@cloud-api/emulator";',
    `const emulator = await startEmulator({ host: "127.0.0.1", port: 0, tokens: "tok=project", specPath: ${JSON.stringify(specPath)} });`,
    "try {",
    '  const response = await fetch(emulator.url + "/ssh_keys", { method: "POST", headers: { Authorization: "Bearer tok", "Content-Type": "application/json" }, body: JSON.stringify({ name: 5, public_key: "ssh-ed25519 AAAA" }) });',
    "  console.log(JSON.stringify({ status: response.status, body: await response.json() }));",
    "} finally {",
    "  await emulator.close();",
    "}",
  ].join("\n");
  const answer = JSON.parse(
    run(process.execPath, ["--input-type=module", "-e", script], { cwd: project }).trim(),
  );
  const nameProblem = answer.body?.error?.details?.fields?.find((field) => field.name === "name");
  if (
    answer.status !== 422 ||
    answer.body?.error?.code !== "invalid_input" ||
    !nameProblem?.messages?.includes("must be string")
  ) {
    throw new Error(
      `POST /ssh_keys {"name":5} with a changed document answered ${JSON.stringify(answer)}`,
    );
  }
  console.log(
    "a document without generated validators: checked by ajv at run time (422, name must be string)",
  );
}

function checkConsumerTypes(project) {
  writeFileSync(
    join(project, "consumer.ts"),
    [
      'import { type Emulator, startEmulator } from "@cloud-api/emulator";',
      "const emulator: Emulator = await startEmulator({ port: 0, tokens: 'tok=project' });",
      "const url: string = emulator.url;",
      "const snapshot = emulator.control.exportSnapshot('project');",
      "console.log(url, snapshot.version);",
      "await emulator.close();",
      "",
    ].join("\n"),
  );
  const typesNode = dirname(require.resolve("@types/node/package.json"));
  writeFileSync(
    join(project, "tsconfig.json"),
    JSON.stringify({
      compilerOptions: {
        target: "ES2022",
        module: "NodeNext",
        moduleResolution: "NodeNext",
        strict: true,
        noUncheckedIndexedAccess: true,
        skipLibCheck: false,
        noEmit: true,
        typeRoots: [dirname(typesNode)],
        types: ["node"],
      },
      files: ["consumer.ts"],
    }),
  );
  writeFileSync(
    join(project, "package.json"),
    JSON.stringify({ name: "project", private: true, type: "module" }),
  );
  run(process.execPath, [require.resolve("typescript/bin/tsc"), "-p", "tsconfig.json"], {
    cwd: project,
  });
  console.log("consumer.ts type-checks against the installed package (skipLibCheck off)");
}

function checkTarball(path) {
  const files = run("tar", ["-tzf", path])
    .trim()
    .split("\n")
    .map((name) => name.replace(/^package\//, ""));
  const unpacked = join(work, "unpacked");
  mkdirSync(unpacked);
  run("tar", ["-xzf", path, "-C", unpacked]);
  const manifest = JSON.parse(readFileSync(join(unpacked, "package", "package.json"), "utf8"));
  const problems = [];
  for (const required of [
    "LICENSE",
    "README.md",
    "package.json",
    "bin/cloud-api-emulator.js",
    "dist/cli.js",
    "dist/command/cli.js",
    "dist/command/index.js",
    "dist/index.js",
    "dist/generated/validators/public.js",
    "control-api/openapi.yaml",
    "assets/openapi.json",
    "assets/console/dist/index.html",
    "assets/console/console-api/openapi.yaml",
    "assets/index.d.ts",
    "assets/spec/lib/reader.mjs",
    "assets/spec/lib/ajv.mjs",
    "assets/spec/scripts/documents.mjs",
  ]) {
    if (!files.includes(required)) problems.push(`${required} is missing`);
  }
  for (const name of files) {
    if (/(^|\/)test\/|\.test\.|^scripts\/|^src\/|\.map$|\.tsbuildinfo$/.test(name)) {
      problems.push(`${name} should not be published`);
    }
    // dist/'s own declarations import private workspace packages: only the bundled one ships.
    if (name.endsWith(".d.ts") && name !== "assets/index.d.ts") {
      problems.push(`${name} should not be published (the types are assets/index.d.ts)`);
    }
  }
  if (manifest.exports?.["."]?.types !== "./assets/index.d.ts") {
    problems.push(
      `exports["."].types is ${manifest.exports?.["."]?.types}, not ./assets/index.d.ts`,
    );
  }
  if (manifest.bin?.["cloud-api-emulator"] !== "bin/cloud-api-emulator.js")
    problems.push("bin.cloud-api-emulator is not bin/cloud-api-emulator.js");
  const commandLine = readFileSync(
    join(unpacked, "package", "bin", "cloud-api-emulator.js"),
    "utf8",
  ).split("\n", 1)[0];
  // Only node and its flags: npm's shims also take `NAME=value` words, but pnpm's take the first
  // word after `env -S` as the program (the command failed with "MALLOC_ARENA_MAX=2: not found").
  if (!/^#!\/usr\/bin\/env -S node( --[\w-]+=\S+)*$/.test(commandLine)) {
    problems.push(
      `bin/cloud-api-emulator.js starts with ${commandLine}, not #!/usr/bin/env -S node [--flag=value ...] (pnpm's shims run the first word after env -S)`,
    );
  }
  const privateNames = workspacePrivatePackages();
  for (const field of ["dependencies", "peerDependencies", "optionalDependencies"]) {
    for (const [name, range] of Object.entries(manifest[field] ?? {})) {
      if (privateNames.has(name)) problems.push(`${field} names the private package ${name}`);
      if (!/^\d+\.\d+\.\d+$/.test(range))
        problems.push(`${field}.${name} is ${range}, not a pinned version`);
    }
  }
  // dist/ imports @cloud-api/spec's reader as `#spec/*`: published, only to files it carries.
  for (const [name, target] of Object.entries(manifest.imports ?? {})) {
    if (typeof target !== "string" || !files.includes(target.replace(/^\.\//, ""))) {
      problems.push(`imports["${name}"] is ${JSON.stringify(target)}, not a file of the package`);
    }
  }
  if (manifest.private) problems.push("package.json says private");
  if (manifest.publishConfig?.access !== "public")
    problems.push("publishConfig.access is not public");
  for (const field of ["license", "repository", "homepage", "bugs", "engines"]) {
    if (!manifest[field]) problems.push(`package.json has no ${field}`);
  }
  if (problems.length > 0) throw new Error(`packed ${path}:\n  ${problems.join("\n  ")}`);
  const unpackedBytes = files.reduce(
    (sum, name) => sum + statSync(join(unpacked, "package", name)).size,
    0,
  );
  console.log(
    `packed ${path.split("/").at(-1)}: ${statSync(path).size} B, ${files.length} files, ${unpackedBytes} B unpacked; dependencies: ${JSON.stringify(manifest.dependencies)}`,
  );
  return manifest;
}

/** Names of the workspace's private packages, which are never on the registry. */
function workspacePrivatePackages() {
  const names = new Set();
  for (const group of ["packages", "apps"]) {
    for (const entry of readdirSync(join(root, group))) {
      const file = join(root, group, entry, "package.json");
      if (!existsSync(file)) continue;
      const pkg = JSON.parse(readFileSync(file, "utf8"));
      if (pkg.private) names.add(pkg.name);
    }
  }
  for (const single of ["spec", "scripts"]) {
    const pkg = JSON.parse(readFileSync(join(root, single, "package.json"), "utf8"));
    if (pkg.private) names.add(pkg.name);
  }
  return names;
}
