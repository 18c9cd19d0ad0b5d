import type { AddressInfo } from "node:net";
import { ActionEngine } from "./actions/action-engine.js";
import { createCatalog } from "./catalog/catalog.js";
import { type ConfigOverrides, resolveConfig, type TokenGrant } from "./config.js";
import { EmulatorClock } from "./control/clock.js";
import { type ControlPlane, createControlPlane } from "./control/control-api.js";
import { FaultRules } from "./control/faults.js";
import { RequestJournal } from "./control/journal.js";
import { createRandom } from "./control/random.js";
import { applySeedFixture, fixtureGrants, readSeedFixture } from "./control/seed-fixture.js";
import { buildApp } from "./http/app.js";
import { freezeAsJson } from "./http/json-body.js";
import type { HandlerTable } from "./http/operation-handler.js";
import { RateLimiter } from "./http/rate-limiter.js";
import { allHandlers } from "./resources/registry.js";
import { STORE_INDEXES } from "./resources/store-indexes.js";
import { loadOpenApiDocument } from "./spec/openapi-document.js";
import { readOperations } from "./spec/operations.js";
import { DurableStore } from "./store/durable-store.js";
import { MemoryStore } from "./store/memory-store.js";

export type { TokenGrant } from "./config.js";
export {
  DEFAULT_ACTION_MS,
  DEFAULT_HEADERS_TIMEOUT_MS,
  DEFAULT_HOST,
  DEFAULT_PORT,
  DEFAULT_RATE_LIMIT,
  DEFAULT_REQUEST_TIMEOUT_MS,
  parseTokens,
} from "./config.js";

export interface EmulatorOptions extends ConfigOverrides {
  /** Path of the bundled spec; defaults to @cloud-api/spec's `openapi.json`. */
  specPath?: string;
  /** Environment to read HOST, PORT, CLOUD_API_* from; defaults to `process.env`. */
  env?: NodeJS.ProcessEnv;
  /**
   * Where real time comes from (milliseconds); the emulator's clock runs on it and can be
   * paused, advanced and sped up through `control.clock` or the control API.
   */
  clock?: () => number;
}

export interface Emulator {
  /** Base URL including `/v1`, e.g. `http://127.0.0.1:4020/v1`. */
  url: string;
  port: number;
  /** The tokens the emulator accepts (a generated one when none was configured). */
  tokens: TokenGrant[];
  /** Operations of the spec without a handler (should be empty). */
  unimplementedOperations: string[];
  /** Base URL of the control API, e.g. `http://127.0.0.1:4020/_emulator`. */
  controlUrl: string;
  /** The control API's bearer token. */
  adminToken: string;
  /** True when `tokens` holds one generated token (nothing configured): print it once. */
  tokenGenerated: boolean;
  /** True when `adminToken` was generated (CLOUD_API_ADMIN_TOKEN unset): print it once. */
  adminTokenGenerated: boolean;
  /** Reset, snapshots, journal, faults and clock, without going through HTTP. */
  control: ControlPlane;
  /** Projects whose resources CLOUD_API_SEED created at this start (empty projects only). */
  seededProjects: string[];
  close(): Promise<void>;
}

/** Starts the emulator; resolves once it listens. */
export async function startEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  const env = options.env ?? process.env;
  const seedFile = options.seedFile ?? (env.CLOUD_API_SEED || undefined);
  const fixture = seedFile === undefined ? undefined : readSeedFixture(seedFile);
  const config = resolveConfig(options, env, fixture ? fixtureGrants(fixture) : []);
  const document = loadOpenApiDocument(options.specPath);
  const operations = readOperations(document);
  const store = config.dataFile
    ? new DurableStore(config.dataFile, { indexes: STORE_INDEXES })
    : new MemoryStore({ indexes: STORE_INDEXES });
  const emulatorClock = new EmulatorClock(options.clock ?? Date.now);
  const clock = emulatorClock.now;
  const random = createRandom(config.randomSeed);
  const faults = new FaultRules(random);
  const journal = new RequestJournal(config.journalSize);
  const rateLimiter = new RateLimiter(config.rateLimitPerHour);
  const catalog = createCatalog();
  // Catalog entries are embedded in many views and never change: serialize them once.
  for (const entry of [
    ...catalog.locations,
    ...catalog.datacenters,
    ...catalog.serverTypes,
    ...catalog.images,
    ...catalog.isos,
    ...catalog.loadBalancerTypes,
  ]) {
    freezeAsJson(entry);
  }
  const services = {
    store,
    actions: new ActionEngine(store, config.actionMs, (project, command) =>
      faults.forAction(project, command),
    ),
    catalog,
    config,
    random,
  };
  const control = createControlPlane({
    store,
    actions: services.actions,
    clock: emulatorClock,
    random,
    faults,
    journal,
    resetRateLimits: () => rateLimiter.reset(),
  });
  const handlers: HandlerTable = allHandlers;
  const app = buildApp({
    document,
    operations,
    handlers,
    services,
    clock,
    control,
    adminToken: config.adminToken,
    rateLimiter,
  });
  let seededProjects: string[] = [];
  try {
    if (fixture && seedFile) seededProjects = await applySeedFixture(app, store, fixture, seedFile);
  } catch (error) {
    await app.close();
    await store.close();
    throw error;
  }
  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address() as AddressInfo;
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  return {
    url: `http://${host}:${address.port}/v1`,
    port: address.port,
    tokens: config.tokens,
    controlUrl: `http://${host}:${address.port}/_emulator`,
    adminToken: config.adminToken,
    tokenGenerated: config.generatedToken,
    adminTokenGenerated: config.generatedAdminToken,
    control,
    seededProjects,
    unimplementedOperations: operations
      .map((operation) => operation.operationId)
      .filter((id) => !(id in handlers)),
    async close() {
      await app.close();
      await store.close();
    },
  };
}
