// Acceptance check of the published artifact: packs the package, installs the tarball into an
// empty project, type-checks a TypeScript consumer against the installed declarations and runs it
// against the Prism mock (@cloud-api/mock) or, when that is not available, a local stand-in server.
//
// `pnpm pack` rather than `npm pack`: only pnpm rewrites `catalog:` ranges to real versions.
// Installing needs the npm registry (openapi-fetch). Usage: pnpm --filter @cloud-api/client smoke:pack
import { execFile, execFileSync } from "node:child_process";
import {
  copyFileSync,
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const packageDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(join(packageDir, "package.json"));
const tsc = require.resolve("typescript/bin/tsc");
const work = mkdtempSync(join(tmpdir(), "cloud-api-client-smoke-"));
const run = (command, args, options = {}) =>
  execFileSync(command, args, {
    stdio: ["ignore", "pipe", "inherit"],
    encoding: "utf8",
    ...options,
  });

let server;
try {
  // The client and what it is built from, through turbo: replayed from the cache when the build
  // is current (CI runs this after the test command has built everything).
  run("pnpm", ["build", "--filter=@cloud-api/client", "--output-logs=errors-only"], {
    cwd: join(packageDir, "..", ".."),
  });
  run("pnpm", ["pack", "--pack-destination", work], { cwd: packageDir });
  const tarball = readdirSync(work).find((name) => name.endsWith(".tgz"));
  if (!tarball) throw new Error(`pnpm pack wrote no tarball into ${work}`);
  checkTarball(join(work, tarball));

  const project = join(work, "consumer");
  run("mkdir", ["-p", project]);
  writeFileSync(
    join(project, "package.json"),
    JSON.stringify({ name: "consumer", private: true, type: "module" }, null, 2),
  );
  run("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error", join(work, tarball)], {
    cwd: project,
  });
  copyFileSync(
    join(packageDir, "scripts", "pack-smoke", "consumer.ts"),
    join(project, "consumer.ts"),
  );
  writeFileSync(
    join(project, "tsconfig.json"),
    JSON.stringify({
      compilerOptions: {
        target: "ES2022",
        module: "NodeNext",
        moduleResolution: "NodeNext",
        lib: ["ES2023", "DOM"],
        types: [],
        strict: true,
        noUncheckedIndexedAccess: true,
        skipLibCheck: false,
        outDir: "out",
      },
      files: ["consumer.ts"],
    }),
  );
  run(process.execPath, [tsc, "-p", "tsconfig.json"], { cwd: project });
  console.log("consumer.ts type-checks against the installed package");

  const target = await startTarget();
  server = target;
  // Asynchronously: the local stand-in server answers from this very process.
  const { stdout: output } = await promisify(execFile)(
    process.execPath,
    [join(project, "out", "consumer.js")],
    {
      cwd: project,
      env: { ...process.env, CLOUD_API_URL: target.url },
    },
  );
  const result = JSON.parse(output.trim().split("\n").at(-1));
  console.log(`ran against ${target.kind}: ${JSON.stringify(result)}`);
  if (!(result.locations >= 1) || result.notFoundCode !== "not_found") {
    throw new Error(`unexpected consumer output: ${output}`);
  }

  await followReadmeRecipes(join(work, tarball), target.url);
  console.log("pack smoke test passed");
} finally {
  await server?.stop();
  rmSync(work, { recursive: true, force: true });
}

/**
 * The README's "A new project" and "From CommonJS" recipes, taken from the README itself and
 * followed in empty projects made by `npm init -y`: the ES module one type-checked by tsc with the
 * README's tsconfig and run with top-level await; the CommonJS one run as it is, plus `require()`
 * and a TypeScript `import` compiled to it.
 */
async function followReadmeRecipes(tarballPath, url) {
  const readme = readFileSync(join(packageDir, "README.md"), "utf8");
  const block = (info) => {
    const found = readme.match(new RegExp(`\`\`\`${info}\n([\\s\\S]*?)\`\`\``));
    if (!found) throw new Error(`README.md has no \`\`\`${info} block`);
    return found[1];
  };
  const setup = readme.match(/\nnpm pkg set type=module\necho '(\{.*\})' > tsconfig\.json\n/);
  if (!setup) throw new Error("README.md lost its two-line ES module setup");
  const env = { ...process.env, CLOUD_API_TOKEN: "smoke-test-token", CLOUD_API_URL: url };
  const newProject = (name) => {
    const dir = join(work, name);
    run("mkdir", ["-p", dir]);
    run("npm", ["init", "-y"], { cwd: dir });
    run("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error", tarballPath], {
      cwd: dir,
    });
    // What `npm install -D @types/node` would add, from this repository's copy (no download):
    // @types/node and the one package it depends on.
    const typesNode = dirname(require.resolve("@types/node/package.json"));
    const undiciTypes = dirname(
      createRequire(join(typesNode, "package.json")).resolve("undici-types/package.json"),
    );
    for (const [from, to] of [
      [typesNode, "@types/node"],
      [undiciTypes, "undici-types"],
    ]) {
      cpSync(from, join(dir, "node_modules", to), { recursive: true, dereference: true });
    }
    return dir;
  };
  const runNode = async (dir, args) =>
    (await promisify(execFile)(process.execPath, args, { cwd: dir, env })).stdout.trim();

  // ES module: the two lines, then tsc and node.
  const esm = newProject("recipe-esm");
  run("npm", ["pkg", "set", "type=module"], { cwd: esm });
  writeFileSync(join(esm, "tsconfig.json"), setup[1]);
  writeFileSync(join(esm, "index.ts"), block("ts index.ts"));
  run(process.execPath, [tsc, "-p", "tsconfig.json"], { cwd: esm });
  const esmOutput = await runNode(esm, ["index.js"]);
  if (!/^\[ '.+'/.test(esmOutput)) throw new Error(`ES module recipe printed ${esmOutput}`);
  console.log(`README's ES module recipe: tsc and node in a new project printed ${esmOutput}`);

  // CommonJS: import() as the README shows it, require() and TypeScript's import compiled to it.
  const cjs = newProject("recipe-cjs");
  writeFileSync(join(cjs, "index.cjs"), block("js index.cjs"));
  const cjsOutput = await runNode(cjs, ["index.cjs"]);
  if (cjsOutput !== esmOutput) throw new Error(`CommonJS recipe printed ${cjsOutput}`);
  const required = await runNode(cjs, [
    "-e",
    'console.log(typeof require("@cloud-api/client").createCloudClient)',
  ]);
  writeFileSync(join(cjs, "tsconfig.json"), setup[1]);
  writeFileSync(
    join(cjs, "imported.ts"),
    'import { createCloudClient } from "@cloud-api/client";\nconsole.log(typeof createCloudClient);\n',
  );
  run(process.execPath, [tsc, "-p", "tsconfig.json"], { cwd: cjs });
  const imported = await runNode(cjs, ["imported.js"]);
  if (required !== "function" || imported !== "function") {
    throw new Error(`CommonJS require() gave ${required}, a compiled import ${imported}`);
  }
  console.log("README's CommonJS recipe: import(), require() and a compiled import all load it");
}

/** The Prism mock when it can start; otherwise a local server answering like the spec's examples. */
async function startTarget() {
  try {
    const mockEntry = require.resolve("@cloud-api/mock");
    const { startMock } = await import(mockEntry);
    const mock = await startMock();
    return { kind: "the Prism mock", url: mock.url, stop: () => mock.stop() };
  } catch (error) {
    console.log(`Prism mock unavailable (${error.message.split("\n")[0]}); using a local server`);
  }
  const location = {
    id: 1,
    name: "fsn1",
    description: "Falkenstein DC Park 1",
    country: "DE",
    city: "Falkenstein",
    latitude: 50.47612,
    longitude: 12.370071,
    network_zone: "eu-central",
  };
  const local = createServer((request, response) => {
    const send = (status, body) => {
      response.writeHead(status, { "Content-Type": "application/json" });
      response.end(JSON.stringify(body));
    };
    const path = new URL(request.url, "http://local").pathname;
    if (request.headers.prefer === "code=404" || !request.headers.authorization) {
      return send(404, { error: { code: "not_found", message: "not found", details: null } });
    }
    if (path === "/v1/locations") {
      const pagination = {
        page: 1,
        per_page: 50,
        previous_page: null,
        next_page: null,
        last_page: 1,
        total_entries: 1,
      };
      return send(200, { locations: [location], meta: { pagination } });
    }
    if (path === "/v1/locations/1") return send(200, { location });
    return send(404, { error: { code: "not_found", message: "not found", details: null } });
  });
  await new Promise((resolve) => local.listen(0, "127.0.0.1", resolve));
  return {
    kind: "a local server",
    url: `http://127.0.0.1:${local.address().port}/v1`,
    stop: () => new Promise((resolve) => local.close(resolve)),
  };
}

/**
 * What a user downloads: the files that must be there, none that must not, and a package.json
 * whose dependencies are all on the registry (no private workspace package, no pnpm protocol).
 */
function checkTarball(path) {
  const files = run("tar", ["-tzf", path])
    .trim()
    .split("\n")
    .map((name) => name.replace(/^package\//, ""));
  const unpacked = join(work, "unpacked");
  run("mkdir", ["-p", unpacked]);
  run("tar", ["-xzf", path, "-C", unpacked]);
  const manifest = JSON.parse(readFileSync(join(unpacked, "package", "package.json"), "utf8"));
  const problems = [];
  for (const required of [
    "LICENSE",
    "README.md",
    "package.json",
    "dist/index.js",
    "dist/index.d.ts",
    "dist/generated/openapi.d.ts",
  ]) {
    if (!files.includes(required)) problems.push(`${required} is missing`);
  }
  for (const name of files) {
    if (/(^|\/)test\/|\.test\.|^scripts\/|\.tsbuildinfo$/.test(name)) {
      problems.push(`${name} should not be published`);
    }
    // The API's types come from the private spec package: the declarations must use the copy.
    if (
      /^dist\/.*\.(js|d\.ts)$/.test(name) &&
      /(from|import\()\s*["']@cloud-api\/spec/.test(
        readFileSync(join(unpacked, "package", name), "utf8"),
      )
    ) {
      problems.push(`${name} imports the private @cloud-api/spec`);
    }
  }
  const privateNames = workspacePrivatePackages();
  for (const field of ["dependencies", "peerDependencies", "optionalDependencies"]) {
    for (const [name, range] of Object.entries(manifest[field] ?? {})) {
      if (privateNames.has(name)) problems.push(`${field} names the private package ${name}`);
      if (/^(workspace|catalog):/.test(range)) problems.push(`${field}.${name} is still ${range}`);
    }
  }
  if (manifest.publishConfig?.access !== "public")
    problems.push("publishConfig.access is not public");
  for (const field of ["license", "repository", "homepage", "bugs"]) {
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
}

/** Names of the workspace's private packages, which are never on the registry. */
function workspacePrivatePackages() {
  const root = join(packageDir, "..", "..");
  const names = new Set();
  for (const group of ["packages", "apps"]) {
    for (const entry of readdirSync(join(root, group))) {
      try {
        const pkg = JSON.parse(readFileSync(join(root, group, entry, "package.json"), "utf8"));
        if (pkg.private) names.add(pkg.name);
      } catch {
        // Not a package folder.
      }
    }
  }
  for (const single of ["spec", "scripts"]) {
    const pkg = JSON.parse(readFileSync(join(root, single, "package.json"), "utf8"));
    if (pkg.private) names.add(pkg.name);
  }
  return names;
}
