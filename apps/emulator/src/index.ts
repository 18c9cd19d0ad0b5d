import { Account } from "./account/account.js";
import { accountUpgrades } from "./account/upgrade.js";
import { ActionEngine } from "./actions/action-engine.js";
import { PACKAGE_VERSION } from "./assets.js";
import {
  type ConfigOverrides,
  resolveConfig,
  type SettingVariable,
  type TokenGrant,
} from "./config.js";

import {
  type CatalogDeprecationInput,
  CatalogRehearsals,
  loadRehearsalFile,
} from "./control/catalog-rehearsals.js";
import { EmulatorClock } from "./control/clock.js";
import { type ControlPlane, createControlPlane } from "./control/control-plane.js";
import { FaultRules } from "./control/faults.js";
import { RequestJournal } from "./control/journal.js";
import { createRandom } from "./control/random.js";
import { applySeedFixture, fixtureGrants, readSeedFixture } from "./control/seed-fixture.js";
import { close, createHttpServer, listen } from "./http/http-server.js";
import { immutableEntry } from "./http/json-fragments.js";
import { CONSOLE_CONFIGURED_PASSWORD, CONSOLE_OWNER } from "./mounts/console/owner-password.js";
import { buildConsoleServer, exposedWithoutTls } from "./mounts/console/server.js";
import { SESSIONS } from "./mounts/console/sessions.js";
import { DEVICE_KEY_COLLECTION } from "./mounts/console/sign-in-throttle.js";
import { CONTROL_PREFIX, createControlApi, type ServiceInfo } from "./mounts/control/mount.js";
import { MOUNT_DOCUMENTS } from "./mounts/documents.js";
import { createProjectApi, createPublicApi, HETZNER_API_PREFIX } from "./mounts/public/mount.js";
import { RateLimiter } from "./mounts/public/rate-limiter.js";
import { collectionsOf } from "./mounts/public/unknown-path.js";
import { CATALOG_ROWS, type CatalogRows } from "./resources/catalog/catalog-data.js";
import { CatalogTimeline } from "./resources/catalog/records.js";
import {
  COLLECTIONS,
  type HetznerOperations,
  hetznerHandlers,
  LIST_INDEXES,
  publicHandlers,
  RECORD_UPGRADES,
  STORE_INDEXES,
} from "./resources/index.js";
import { type ApiDocument, loadApiDocument } from "./spec/api-document.js";
import { MemoryStore } from "./store/memory-store.js";
import { RecordVersions } from "./store/record-versions.js";
import type { Store } from "./store/store.js";

export type { SettingNames, SettingVariable, TokenGrant } from "./config.js";
export type {
  CatalogDeprecationInput,
  CatalogDeprecationRehearsal,
} from "./control/catalog-rehearsals.js";
export type { LoadBalancerTypeRow } from "./resources/catalog/catalog-data.js";
/** The catalog's own rows, for `catalogRows` that add to them (`[...CATALOG_ROWS.loadBalancerTypes, mine]`). */
export { CATALOG_ROWS, type CatalogRows } from "./resources/catalog/catalog-data.js";
export {
  type CatalogDeprecation,
  type CatalogItemType,
  catalogDeprecations,
} from "./resources/catalog/catalog-deprecations.js";

/** The emulator package's version. */
export const EMULATOR_VERSION: string = PACKAGE_VERSION;
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
  /**
   * Rows that replace the catalog's own (src/resources/catalog/catalog-data.ts), e.g. a load
   * balancer type with the `deprecation` the provider just announced, to rehearse its retirement
   * by moving the clock. Rows not given stay the real catalog's.
   */
  catalogRows?: Partial<CatalogRows>;
  /**
   * A JSON file of catalog deprecations to rehearse from the start (`{"deprecations": [...]}`,
   * as `GET /_emulator/catalog/deprecations` answers); also `CLOUD_API_CATALOG_DEPRECATIONS`.
   */
  catalogDeprecationsFile?: string;
  /** The same list given directly (added before the file's). */
  catalogDeprecationRehearsals?: CatalogDeprecationInput[];
}

export interface Emulator {
  /** Base URL including `/v1`, e.g. `http://127.0.0.1:4020/v1`. */
  url: string;
  /**
   * Base URL of the Hetzner API (Storage Boxes) on the same port, e.g.
   * `http://127.0.0.1:4020/hetzner/v1`: the tools' HETZNER_ENDPOINT.
   */
  hetznerUrl: string;
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
  /** Where the state is kept (CLOUD_API_DATA, option `dataFile`); undefined: in memory only. */
  dataFile: string | undefined;
  /** The web console, when a console port was given (option `consolePort` or CONSOLE_PORT). */
  console:
    | {
        /** e.g. `http://127.0.0.1:4030/` */
        url: string;
        port: number;
        password: string;
        generatedPassword: boolean;
        /** Set when the console is reachable from other machines over plain HTTP. */
        warning: string | undefined;
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

/**
 * Every collection the emulator stores, with the upgrades of its older records: opening a store,
 * migrating a state file and importing a snapshot bring records to these versions.
 */
const RECORD_VERSIONS = new RecordVersions({
  ...RECORD_UPGRADES,
  ...accountUpgrades,
  [SESSIONS]: [],
  [CONSOLE_OWNER]: [],
  [CONSOLE_CONFIGURED_PASSWORD]: [],
  [DEVICE_KEY_COLLECTION]: [],
});

/** The durable store's module (and LMDB, a native addon) is loaded only when it is used. */
async function openStore(dataFile: string | undefined, listIndexes: boolean): Promise<Store> {
  const options = {
    indexes: STORE_INDEXES,
    recordVersions: RECORD_VERSIONS,
    listIndexes: listIndexes ? LIST_INDEXES : [],
  };
  if (!dataFile) return new MemoryStore(options);
  const { DurableStore } = await import("./store/durable-store.js");
  return new DurableStore(dataFile, options);
}

/**
 * A port that is taken or not allowed, said with the service and the setting that moves it, by
 * the name the user set it with (`PORT`, `--port`, `EMULATOR_PORT`: options.settingNames).
 */
function listenError(
  error: unknown,
  service: string,
  host: string,
  port: number,
  variable: string,
  hostVariable: string,
): Error {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "EADDRINUSE") {
    return new Error(
      `${service} cannot listen on ${host}:${port}: the port is in use (${variable.startsWith("--") ? `give ${variable}` : `set ${variable} to`} another port, or 0 for any free one)`,
      { cause: error },
    );
  }
  if (code === "EACCES" || code === "EADDRNOTAVAIL") {
    return new Error(
      `${service} cannot listen on ${host}:${port} (${code}; check ${hostVariable} and ${variable})`,
      { cause: error },
    );
  }
  return error instanceof Error ? error : new Error(String(error));
}

/** Starts the emulator; resolves once it listens. */
export async function startEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  const env = options.env ?? process.env;
  const seedFile = options.seedFile ?? (env.CLOUD_API_SEED || undefined);
  const fixture = seedFile === undefined ? undefined : readSeedFixture(seedFile);
  const config = resolveConfig(options, env, fixture ? fixtureGrants(fixture) : []);
  const name = (variable: SettingVariable) => options.settingNames?.[variable] ?? variable;
  const [api, hetznerDocument, controlDocument, consoleDocument] = await Promise.all([
    loadApiDocument("public", options.specPath ?? MOUNT_DOCUMENTS.public()),
    loadApiDocument("hetzner", MOUNT_DOCUMENTS.hetzner()),
    loadApiDocument("control", MOUNT_DOCUMENTS.control()),
    config.consolePort === undefined
      ? undefined
      : loadApiDocument("console", MOUNT_DOCUMENTS.console()),
  ]);
  const store = await openStore(config.dataFile, config.listIndexes);
  const emulatorClock = new EmulatorClock(options.clock ?? Date.now);
  const clock = emulatorClock.now;
  const random = createRandom(config.randomSeed);
  const faults = new FaultRules(random);
  const journal = new RequestJournal(config.journalSize);
  const rateLimiter = new RateLimiter(config.rateLimitPerHour);
  // Catalog entries change only when the clock crosses one of their dates: the JSON text of each
  // one is written once per stretch between two such dates.
  const baseRows: CatalogRows = { ...CATALOG_ROWS, ...options.catalogRows };
  // Off (CLOUD_API_JSON_FRAGMENTS=off), no entry is marked and every answer is plain JSON.
  const catalog = new CatalogTimeline(
    baseRows,
    config.jsonFragments
      ? (built) => {
          for (const entry of [
            ...built.locations,
            ...built.datacenters,
            ...built.serverTypes,
            ...built.images,
            ...built.isos,
            ...built.loadBalancerTypes,
          ]) {
            immutableEntry(entry);
          }
        }
      : undefined,
  );
  // Rehearsed deprecations (control API `catalog/deprecations`), from the start when given.
  const rehearsals = new CatalogRehearsals(baseRows, catalog);
  for (const input of options.catalogDeprecationRehearsals ?? []) rehearsals.add(input);
  const rehearsalFile =
    options.catalogDeprecationsFile ?? (env.CLOUD_API_CATALOG_DEPRECATIONS || undefined);
  if (rehearsalFile !== undefined) loadRehearsalFile(rehearsalFile, rehearsals);
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
    catalog: rehearsals,
    resetRateLimits: () => rateLimiter.reset(),
  });
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
    handlers: publicHandlers,
    services,
    clock,
    control,
    rateLimiter,
    account,
    nextCorrelationId,
  });
  // The Hetzner API (Storage Boxes): the same tokens, limits, journal and action engine.
  const hetznerApi = createProjectApi<HetznerOperations>({
    api: hetznerDocument,
    handlers: hetznerHandlers,
    prefix: HETZNER_API_PREFIX,
    exampleCollection: "/storage_boxes",
    services,
    clock,
    control,
    rateLimiter,
    account,
    nextCorrelationId,
  });
  const startedMs = Date.now();
  let apiVersion: string | undefined;
  const service = (): ServiceInfo => {
    // The public document is read on the first call only (the generated validators do not
    // need it at start).
    apiVersion ??= String(
      (api.document.info as { version?: unknown } | undefined)?.version ?? "unknown",
    );
    return {
      status: "ok",
      version: EMULATOR_VERSION,
      api_version: apiVersion,
      store: config.dataFile ? "durable" : "memory",
      uptime_seconds: Math.floor((Date.now() - startedMs) / 1000),
    };
  };
  const controlApi = createControlApi(control, controlDocument, config.adminToken, service, {
    clock,
    nextCorrelationId,
  });
  // One listener for the public API (also every path no mount owns) and the control API.
  const server = createHttpServer({
    routes: [controlApi, hetznerApi],
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
    throw listenError(
      error,
      "the emulator's API",
      config.host,
      config.port,
      name("PORT"),
      name("HOST"),
    );
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
      hetznerApi: {
        prefix: HETZNER_API_PREFIX,
        collections: new Set(
          collectionsOf(hetznerDocument.operations.map((operation) => operation.path)).map(
            (collection) => collection.slice(1),
          ),
        ),
        inject: (request) => hetznerApi.inject(request),
      },
      password: config.consolePassword,
      publicOrigin: config.consoleOrigin,
      publicApiUrl: `http://${host}:${port}/v1`,
      ...(config.docsUrl ? { docsUrl: config.docsUrl } : {}),
      clock,
      actions: services.actions,
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
      throw listenError(
        error,
        "the web console",
        config.host,
        config.consolePort,
        name("CONSOLE_PORT"),
        name("HOST"),
      );
    }
    consoleInfo = {
      url: `http://${host}:${consolePort}/`,
      port: consolePort,
      password: config.consolePassword,
      generatedPassword: config.generatedConsolePassword,
      warning: exposedWithoutTls(config.host, config.consoleOrigin)
        ? `the console is bound to ${config.host} and served over plain HTTP: its password and session cross the network unencrypted. Put an HTTPS proxy in front and set CLOUD_API_CONSOLE_ORIGIN=https://..., or bind HOST=127.0.0.1`
        : undefined,
    };
  }
  return {
    console: consoleInfo,
    url: `http://${host}:${port}/v1`,
    hetznerUrl: `http://${host}:${port}${HETZNER_API_PREFIX}`,
    port,
    tokens: config.tokens,
    controlUrl: `http://${host}:${port}${CONTROL_PREFIX}`,
    adminToken: config.adminToken,
    tokenGenerated: config.generatedToken,
    adminTokenGenerated: config.generatedAdminToken,
    control,
    seededProjects,
    dataFile: config.dataFile,
    validatorSource: api.validatorSource,
    unimplementedOperations: [...publicApi.unimplemented, ...hetznerApi.unimplemented],
    async close() {
      if (consoleServer) await close(consoleServer);
      await close(server);
      await store.close();
    },
  };
}
