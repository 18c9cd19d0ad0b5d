import type { AddressInfo } from "node:net";
import { ActionEngine } from "./actions/action-engine.js";
import { createCatalog } from "./catalog/catalog.js";
import { type ConfigOverrides, resolveConfig, type TokenGrant } from "./config.js";
import { buildApp } from "./http/app.js";
import { freezeAsJson } from "./http/json-body.js";
import type { HandlerTable } from "./http/operation-handler.js";
import { type SeededPlacementGroup, seedPlacementGroups } from "./resources/placement-groups.js";
import { allHandlers } from "./resources/registry.js";
import { STORE_INDEXES } from "./resources/store-indexes.js";
import { loadOpenApiDocument } from "./spec/openapi-document.js";
import { readOperations } from "./spec/operations.js";
import { DurableStore } from "./store/durable-store.js";
import { MemoryStore } from "./store/memory-store.js";

export type { TokenGrant } from "./config.js";
export {
  DEFAULT_ACTION_MS,
  DEFAULT_HOST,
  DEFAULT_PORT,
  DEFAULT_RATE_LIMIT,
  parseTokens,
} from "./config.js";
export type { SeededPlacementGroup } from "./resources/placement-groups.js";
export { SEEDED_PLACEMENT_GROUP_NAME } from "./resources/placement-groups.js";

export interface EmulatorOptions extends ConfigOverrides {
  /** Path of the bundled spec; defaults to @cloud-api/spec's `openapi.json`. */
  specPath?: string;
  /** Environment to read HOST, PORT, CLOUD_API_* from; defaults to `process.env`. */
  env?: NodeJS.ProcessEnv;
  /** Clock in milliseconds; tests can move time without waiting. */
  clock?: () => number;
}

export interface Emulator {
  /** Base URL including `/v1`, e.g. `http://127.0.0.1:4020/v1`. */
  url: string;
  port: number;
  /** The tokens the emulator accepts (a generated one when none was configured). */
  tokens: TokenGrant[];
  /** The spread placement group of each project of `tokens` (see the README). */
  placementGroups: SeededPlacementGroup[];
  /** Operations of the spec without a handler (should be empty). */
  unimplementedOperations: string[];
  close(): Promise<void>;
}

/** Starts the emulator; resolves once it listens. */
export async function startEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
  const config = resolveConfig(options, options.env ?? process.env);
  const document = loadOpenApiDocument(options.specPath);
  const operations = readOperations(document);
  const store = config.dataFile
    ? new DurableStore(config.dataFile, { indexes: STORE_INDEXES })
    : new MemoryStore({ indexes: STORE_INDEXES });
  const clock = options.clock ?? Date.now;
  const placementGroups = store.transaction(() =>
    seedPlacementGroups(
      store,
      config.tokens.map((grant) => grant.project),
      clock(),
    ),
  );
  const catalog = createCatalog();
  // Catalog entries are embedded in many views and never change: serialize them once.
  for (const entry of [
    ...catalog.locations,
    ...catalog.datacenters,
    ...catalog.serverTypes,
    ...catalog.images,
    ...catalog.isos,
  ]) {
    freezeAsJson(entry);
  }
  const services = {
    store,
    actions: new ActionEngine(store, config.actionMs),
    catalog,
    config,
  };
  const handlers: HandlerTable = allHandlers;
  const app = buildApp({ document, operations, handlers, services, clock });
  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address() as AddressInfo;
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  return {
    url: `http://${host}:${address.port}/v1`,
    port: address.port,
    tokens: config.tokens,
    placementGroups,
    unimplementedOperations: operations
      .map((operation) => operation.operationId)
      .filter((id) => !(id in handlers)),
    async close() {
      await app.close();
      await store.close();
    },
  };
}
