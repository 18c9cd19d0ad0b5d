import { type CloudClient, type CloudClientOptions, createCloudClient } from "./client.js";
import type { paths } from "./hetzner-api-types.js";

export const HETZNER_DEFAULT_BASE_URL = "https://api.hetzner.com/v1";

export interface HetznerClientOptions extends CloudClientOptions {
  /** Default `https://api.hetzner.com/v1`. Plain http is refused unless loopback or `allowInsecureHttp`. */
  baseUrl?: string;
  /**
   * The Cloud API, where this API's actions are polled (default `https://api.hetzner.cloud/v1`):
   * both APIs keep their actions in one store, and every official tool waits for a Storage Box
   * action through the Cloud API's `/actions`.
   */
  cloudBaseUrl?: string;
}

/**
 * The Hetzner API's typed client, with the Cloud API's client that polls its actions. Middleware
 * given to its `use()` (and taken back with `eject()`) applies to both: the action polls of
 * `waitForAction` and `createAndWait` go through it too.
 */
export type HetznerClient = CloudClient<paths> & {
  /** The Cloud API's client, same token and options: `waitForAction` and `createAndWait` poll through it. */
  readonly cloud: CloudClient;
  /** Where `createAndWait` reads a resource of an answer again (`subaccount` → `/storage_boxes/{box}/subaccounts/{id}`). */
  resourcePath(key: string, resource: { id: number; storage_box?: number }): string;
};

/**
 * Creates the Hetzner API's client (Storage Boxes) with the same options as `createCloudClient`:
 * auth, User-Agent, JSON, timeouts, retries, typed errors. The helpers of `@cloud-api/client`
 * (`getByName`, `paginate`, `createAndWait`, `waitForAction`, `unwrap`) take it as they take the
 * Cloud API's client.
 */
export function createHetznerClient(options: HetznerClientOptions): HetznerClient {
  const { cloudBaseUrl, ...shared } = options;
  const client = createCloudClient<paths>({
    ...shared,
    baseUrl: shared.baseUrl ?? HETZNER_DEFAULT_BASE_URL,
  });
  const cloud = createCloudClient({ ...shared, baseUrl: cloudBaseUrl });
  // A user's middleware (logging, tracing, a proxy's header) sees every request the client
  // sends on the user's behalf, the action polls through `cloud` included.
  const { use, eject } = client;
  return Object.assign(client, {
    cloud,
    use: (...middleware: Parameters<typeof use>) => {
      use(...middleware);
      cloud.use(...middleware);
    },
    eject: (...middleware: Parameters<typeof eject>) => {
      eject(...middleware);
      cloud.eject(...middleware);
    },
    // A subaccount or a snapshot names its box: it lives under it.
    resourcePath: (key: string, { id, storage_box }: { id: number; storage_box?: number }) =>
      storage_box ? `/storage_boxes/${storage_box}/${key}s/${id}` : `/storage_boxes/${id}`,
  });
}
