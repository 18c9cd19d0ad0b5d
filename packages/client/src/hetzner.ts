// The public surface of @cloud-api/client/hetzner: the Hetzner API (Storage Boxes). The helpers
// (getByName, paginate, createAndWait, unwrap, the errors) come from "@cloud-api/client".

export type { components, operations, paths } from "./hetzner-api-types.js";
export {
  createHetznerClient,
  HETZNER_DEFAULT_BASE_URL,
  type HetznerClient,
  type HetznerClientOptions,
} from "./hetzner-client.js";
