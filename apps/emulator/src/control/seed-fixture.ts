import { readFileSync } from "node:fs";
import type { TokenGrant } from "../config.js";
import type { PublicApi } from "../mounts/public/mount.js";
import type { Store } from "../store/store.js";

/**
 * A declarative fixture (`CLOUD_API_SEED=<file>`): projects, their tokens, and resources as the
 * public API's create bodies. Resources are created through the public API itself (so every
 * rule holds), collection by collection in `SEED_ORDER`, each list in its order. A body may point
 * at a resource created before it in the same project with `{"$ref": "<collection>/<name>"}`,
 * which becomes that resource's id.
 */
export interface SeedFixture {
  projects: Record<
    string,
    {
      tokens?: { token: string; read_only?: boolean }[];
      resources?: Record<string, unknown[]>;
    }
  >;
}

/** Creation order: what a later collection may refer to by `$ref` comes first. */
export const SEED_ORDER = [
  "ssh_keys",
  "certificates",
  "placement_groups",
  "networks",
  "firewalls",
  "primary_ips",
  "volumes",
  "servers",
  "floating_ips",
  "load_balancers",
  "zones",
] as const;

export class SeedFixtureError extends Error {
  constructor(path: string, problem: string) {
    // The file, not the variable: it may come from CLOUD_API_SEED, --seed or `seedFile`.
    super(`seed fixture ${path}: ${problem}`);
    this.name = "SeedFixtureError";
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Reads and checks the fixture's shape (not the bodies: the API checks those). */
export function readSeedFixture(path: string): SeedFixture {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, "utf8"));
  } catch (error) {
    throw new SeedFixtureError(path, `cannot be read as JSON (${(error as Error).message})`);
  }
  if (!isObject(parsed) || !isObject(parsed.projects)) {
    throw new SeedFixtureError(path, "must be an object with `projects` (an object by name)");
  }
  for (const [project, entry] of Object.entries(parsed.projects)) {
    if (!/^[A-Za-z0-9._-]+$/.test(project)) {
      throw new SeedFixtureError(
        path,
        `project name '${project}' must be letters, digits, '.', '_' or '-'`,
      );
    }
    if (!isObject(entry)) throw new SeedFixtureError(path, `project '${project}' is not an object`);
    const { tokens, resources } = entry;
    if (tokens !== undefined) {
      if (!Array.isArray(tokens)) {
        throw new SeedFixtureError(path, `project '${project}': tokens must be an array`);
      }
      tokens.forEach((token: unknown, index) => {
        if (!isObject(token) || typeof token.token !== "string" || token.token.length < 8) {
          throw new SeedFixtureError(
            path,
            `project '${project}': token ${index + 1} needs a 'token' of at least 8 characters`,
          );
        }
      });
    }
    if (resources !== undefined) {
      if (!isObject(resources)) {
        throw new SeedFixtureError(path, `project '${project}': resources must be an object`);
      }
      for (const [collection, bodies] of Object.entries(resources)) {
        if (!(SEED_ORDER as readonly string[]).includes(collection)) {
          throw new SeedFixtureError(
            path,
            `project '${project}': unknown collection '${collection}' (one of ${SEED_ORDER.join(", ")})`,
          );
        }
        if (!Array.isArray(bodies)) {
          throw new SeedFixtureError(path, `project '${project}': ${collection} must be an array`);
        }
      }
    }
  }
  return parsed as unknown as SeedFixture;
}

/** The fixture's tokens as grants (never printed: the fixture's author knows them). */
export function fixtureGrants(fixture: SeedFixture): TokenGrant[] {
  return Object.entries(fixture.projects).flatMap(([project, entry]) =>
    (entry.tokens ?? []).map((token) => ({
      token: token.token,
      project,
      readOnly: token.read_only === true,
    })),
  );
}

function resolveRefs(value: unknown, ids: Map<string, number>, where: string): unknown {
  if (Array.isArray(value)) return value.map((item) => resolveRefs(item, ids, where));
  if (!isObject(value)) return value;
  const keys = Object.keys(value);
  if (keys.length === 1 && keys[0] === "$ref") {
    const ref = value.$ref;
    const id = typeof ref === "string" ? ids.get(ref) : undefined;
    if (id === undefined) {
      throw new Error(`${where}: $ref '${String(ref)}' names no resource created before it`);
    }
    return id;
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, resolveRefs(inner, ids, where)]),
  );
}

/**
 * Creates the fixture's resources through the public API. A project that already has records
 * (a restart with CLOUD_API_DATA) is left alone, so seeding never duplicates anything.
 * Returns the projects it seeded.
 */
export async function applySeedFixture(
  api: PublicApi,
  store: Store,
  fixture: SeedFixture,
  path: string,
): Promise<string[]> {
  const seeded: string[] = [];
  for (const [project, entry] of Object.entries(fixture.projects)) {
    const resources = entry.resources ?? {};
    if (Object.keys(resources).length === 0) continue;
    const snapshot = store.exportSnapshot(project);
    if (Object.keys(snapshot.collections).length > 0) continue;
    const writer = (entry.tokens ?? []).find((token) => token.read_only !== true);
    if (!writer) {
      throw new SeedFixtureError(
        path,
        `project '${project}' has resources but no read-write token`,
      );
    }
    const ids = new Map<string, number>();
    for (const collection of SEED_ORDER) {
      const bodies = resources[collection] ?? [];
      for (const [index, raw] of bodies.entries()) {
        const where = `project '${project}', ${collection}[${index}]`;
        let body: unknown;
        try {
          body = resolveRefs(raw, ids, where);
        } catch (error) {
          throw new SeedFixtureError(path, (error as Error).message);
        }
        const response = await api.inject({
          method: "POST",
          url: `/v1/${collection}`,
          headers: { authorization: `Bearer ${writer.token}`, "content-type": "application/json" },
          payload: JSON.stringify(body),
        });
        const answer = response.json() as Record<string, unknown>;
        if (response.statusCode >= 400) {
          const error = answer.error as { code?: string; message?: string } | undefined;
          throw new SeedFixtureError(
            path,
            `${where}: the API answered ${response.statusCode} ${error?.code ?? ""}: ${error?.message ?? ""}`,
          );
        }
        const created = Object.values(answer).find(
          (value): value is { id: number; name?: unknown } =>
            isObject(value) && typeof value.id === "number",
        );
        if (created && typeof created.name === "string") {
          ids.set(`${collection}/${created.name}`, created.id);
        }
      }
    }
    seeded.push(project);
  }
  return seeded;
}
