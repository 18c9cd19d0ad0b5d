// What an operation does, read from its method and path alone (the API's paths follow one
// scheme), so the CLI and Python templates are chosen per kind of operation and a new resource
// gets samples without anyone writing them.
import type { HttpMethod } from "@cloud-api/spec/reader";

export type OperationKind =
  | { kind: "list"; collection: string }
  | { kind: "create"; collection: string }
  | { kind: "get"; collection: string }
  | { kind: "update"; collection: string }
  | { kind: "delete"; collection: string }
  | { kind: "list_collection_actions"; collection: string }
  | { kind: "get_collection_action"; collection: string }
  | { kind: "list_actions"; collection: string }
  | { kind: "get_action"; collection: string }
  | { kind: "metrics"; collection: string }
  | { kind: "action"; collection: string; verb: string }
  | { kind: "other"; collection: string };

/**
 * The collections of the Hetzner API (Storage Boxes): their samples call that API's clients
 * (`createHetznerClient`, `client.storage_boxes`, `client.StorageBox`).
 */
export const HETZNER_API_COLLECTIONS: ReadonlySet<string> = new Set([
  "storage_boxes",
  "storage_box_types",
]);

export function operationKind(method: HttpMethod, path: string): OperationKind {
  const parts = path.split("/").filter((part) => part !== "");
  const collection = parts[0] ?? "";
  const isParam = (part: string | undefined) => part?.startsWith("{") === true;
  const shape = parts
    .slice(1)
    .map((part) =>
      isParam(part) ? "{}" : part === "actions" || part === "metrics" ? part : "name",
    )
    .join("/");
  switch (`${method} ${shape}`) {
    case "get ":
      return { kind: "list", collection };
    case "post ":
      return { kind: "create", collection };
    case "get {}":
      return { kind: "get", collection };
    case "put {}":
      return { kind: "update", collection };
    case "delete {}":
      return { kind: "delete", collection };
    case "get {}/metrics":
      return { kind: "metrics", collection };
    case "get actions":
      return { kind: "list_collection_actions", collection };
    case "get actions/{}":
      return { kind: "get_collection_action", collection };
    case "get {}/actions":
      return { kind: "list_actions", collection };
    case "get {}/actions/{}":
      return { kind: "get_action", collection };
    case "post {}/actions/name":
      return { kind: "action", collection, verb: parts[3] ?? "" };
    default:
      return { kind: "other", collection };
  }
}
