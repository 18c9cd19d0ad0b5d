import { Account } from "./account/account.js";
import { ActionEngine } from "./actions/action-engine.js";
import { type ConfigOverrides, resolveConfig, type TokenGrant } from "./config.js";
import { buildConsoleServer, consoleApiDocumentPath } from "./console/console-server.js";
import { EmulatorClock } from "./control/clock.js";
import {
  CONTROL_PREFIX,
  type ControlPlane,
  controlApiDocumentPath,
  createControlApi,
  createControlPlane,
} from "./control/control-api.js";
import { FaultRules } from "./control/faults.js";
import { RequestJournal } from "./control/journal.js";
import { createRandom } from "./control/random.js";
import { applySeedFixture, fixtureGrants, readSeedFixture } from "./control/seed-fixture.js";
import { close, createHttpServer, listen } from "./http/http-server.js";
import { createPublicApi } from "./http/public-api.js";
import { RateLimiter } from "./http/rate-limiter.js";
import { createCatalog } from "./resources/catalog/records.js";
import { COLLECTIONS, publicHandlers, STORE_INDEXES } from "./resources/index.js";
import type { HandlerTable } from "./resources/kit/operation.js";
import { type ApiDocument, loadApiDocument } from "./spec/api-document.js";
import { defaultSpecPath } from "./spec/openapi-document.js";
import { MemoryStore } from "./store/memory-store.js";
import type { Store } from "./store/store.js";

export type { TokenGrant } from "./config.js";
export {
  DEFAULT_ACTION_MS,
  DEFAULT_CONSOLE_PORT,
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
  /** The web console, when a console port was given (option `consolePort` or CONSOLE_PORT). */
  console:
    | {
        /** e.g. `http://127.0.0.1:4030/` */
        url: string;
        port: number;
        password: string;
        generatedPassword: boolean;
      }
    | undefined;
  /**
   * Where request validators come from: `generated` (standalone code written by `pnpm build`
   * for this very spec) or `compiled` (by ajv on each operation's first request: running from
   * the sources, or the spec changed since the build).
   */
  validatorSource: ApiDocument["validatorSource"];
  close(): Promise<void>;
}

/** The durable store's module (and LMDB, a native addon) is loaded only when it is used. */
async function openStore(dataFile: string | undefined): Promise<Store> {
  if (!dataFile) return new MemoryStore({ indexes: STORE_INDEXES });
  const { DurableStore } = await import("./store/durable-store.js");
  return new DurableStore(dataFile, { indexes: STORE_INDEXES });
}

/** Starts the emulator; resolves once it listens. */
export async function startEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  const env = options.env ?? process.env;
  const seedFile = options.seedFile ?? (env.CLOUD_API_SEED || undefined);
  const fixture = seedFile === undefined ? undefined : readSeedFixture(seedFile);
  const config = resolveConfig(options, env, fixture ? fixtureGrants(fixture) : []);
  const [api, controlDocument, consoleDocument] = await Promise.all([
    loadApiDocument("public", options.specPath ?? defaultSpecPath()),
    loadApiDocument("control", controlApiDocumentPath()),
    config.consolePort === undefined
      ? undefined
      : loadApiDocument("console", consoleApiDocumentPath()),
  ]);
  const operations = api.operations;
  const store = await openStore(config.dataFile);
  const emulatorClock = new EmulatorClock(options.clock ?? Date.now);
  const clock = emulatorClock.now;
  const random = createRandom(config.randomSeed);
  const faults = new FaultRules(random);
  const journal = new RequestJournal(config.journalSize);
  const rateLimiter = new RateLimiter(config.rateLimitPerHour);
  const catalog = createCatalog();
  const services = {
    store,
    actions: new ActionEngine(
      store,
      { uniformMs: config.actionMs, overrides: config.actionDurations },
      (project, command) => faults.forAction(project, command),
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
  const handlers = publicHandlers as unknown as HandlerTable;
  const account = new Account(store, clock, (project) =>
    Object.values(COLLECTIONS).reduce(
      (sum, collection) => sum + store.listOwned(collection, project).length,
      0,
    ),
  );
  account.seed(config.tokens);
  const correlationPrefix = random.bytes(4).toString("hex");
  let requestCounter = 0;
  const nextCorrelationId = () => {
    requestCounter += 1;
    return `${correlationPrefix}${requestCounter.toString(16).padStart(8, "0")}`;
  };
  const { headersTimeoutMs, requestTimeoutMs } = config;
  const publicApi = createPublicApi({
    api,
    handlers,
    services,
    clock,
    control,
    rateLimiter,
    account,
    nextCorrelationId,
  });
  const controlApi = createControlApi(control, controlDocument, config.adminToken, {
    clock,
    nextCorrelationId,
  });
  // One listener for the public API (also every path no mount owns) and the control API.
  const server = createHttpServer({
    routes: [controlApi],
    fallback: publicApi,
    headersTimeoutMs,
    requestTimeoutMs,
    nextCorrelationId,
  });
  let seededProjects: string[] = [];
  try {
    if (fixture && seedFile)
      seededProjects = await applySeedFixture(publicApi, store, fixture, seedFile);
  } catch (error) {
    await store.close();
    throw error;
  }
  let port: number;
  try {
    port = await listen(server, config.host, config.port);
  } catch (error) {
    await store.close();
    throw error;
  }
  const address = server.address();
  const boundHost = typeof address === "object" && address ? address : undefined;
  const host =
    boundHost?.family === "IPv6" ? `[${boundHost.address}]` : (boundHost?.address ?? config.host);
  let consoleInfo: Emulator["console"];
  let consoleServer: ReturnType<typeof buildConsoleServer> | undefined;
  if (config.consolePort !== undefined && consoleDocument) {
    consoleServer = buildConsoleServer({
      api: consoleDocument,
      account,
      store,
      publicApi,
      password: config.consolePassword,
      clock,
      control,
      nextCorrelationId,
      headersTimeoutMs,
      requestTimeoutMs,
    });
    let consolePort: number;
    try {
      consolePort = await listen(consoleServer, config.host, config.consolePort);
    } catch (error) {
      await close(server);
      await store.close();
      throw error;
    }
    consoleInfo = {
      url: `http://${host}:${consolePort}/`,
      port: consolePort,
      password: config.consolePassword,
      generatedPassword: config.generatedConsolePassword,
    };
  }
  return {
    console: consoleInfo,
    url: `http://${host}:${port}/v1`,
    port,
    tokens: config.tokens,
    controlUrl: `http://${host}:${port}${CONTROL_PREFIX}`,
    adminToken: config.adminToken,
    tokenGenerated: config.generatedToken,
    adminTokenGenerated: config.generatedAdminToken,
    control,
    seededProjects,
    validatorSource: api.validatorSource,
    unimplementedOperations: operations
      .map((operation) => operation.operationId)
      .filter((id) => !(id in handlers)),
    async close() {
      if (consoleServer) await close(consoleServer);
      await close(server);
      await store.close();
    },
  };
}
