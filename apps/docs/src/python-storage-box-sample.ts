// The Python samples of the Hetzner API (Storage Boxes, their subaccounts and snapshots, the
// Storage Box types) with hcloud-python 2.27's `client.storage_boxes` and
// `client.storage_box_types`. One template per operation: the library's methods here take the
// box, a subaccount or a snapshot as models and most bodies as keywords or models of their own,
// a shape the Cloud API's generic templates (python-sample.ts) do not share.
import type { SampleResult } from "./cli-sample.js";
import type { ExampleRequest } from "./operation-example.js";
import { PYTHON_LIBRARY_VERSION, pythonLiteral } from "./python-sample.js";

const DOMAIN = "hcloud.storage_boxes.domain";
const MODELS: Record<string, string> = {
  StorageBox: DOMAIN,
  StorageBoxAccessSettings: DOMAIN,
  StorageBoxSnapshot: DOMAIN,
  StorageBoxSnapshotPlan: DOMAIN,
  StorageBoxSubaccount: DOMAIN,
  StorageBoxSubaccountAccessSettings: DOMAIN,
  StorageBoxType: "hcloud.storage_box_types.domain",
  Location: "hcloud.locations.domain",
};

/** The Python sample of a Storage Box operation (`method` lower case, `path` the template). */
export function storageBoxPythonSample(
  method: string,
  path: string,
  request: ExampleRequest,
): SampleResult {
  const imports = new Set<string>();
  const model = (name: string, args: string): string => {
    imports.add(name);
    return `${name}(${args})`;
  };
  const body = (request.body?.value ?? {}) as Record<string, unknown>;
  const box = () => model("StorageBox", `id=${pythonLiteral(request.pathParams.id)}`);
  /** A catalog item, a snapshot or the like by id (a number or digits) or by name. */
  const byIdOrName = (name: string, value: unknown) =>
    model(
      name,
      typeof value === "number" || /^\d+$/.test(String(value))
        ? `id=${Number(value)}`
        : `name=${pythonLiteral(value)}`,
    );
  const child = (name: string, param: string) =>
    model(name, `id=${pythonLiteral(request.pathParams[param])}, storage_box=${box()}`);
  const subaccount = () => child("StorageBoxSubaccount", "subaccount_id");
  const snapshot = () => child("StorageBoxSnapshot", "snapshot_id");
  const keywords = (
    fields: Record<string, unknown>,
    models: Record<string, string> = {},
  ): string[] =>
    Object.entries(fields).map(([key, value]) => {
      const name = models[key];
      if (name && typeof value === "object" && value !== null) {
        return `${key}=${model(name, keywords(value as Record<string, unknown>).join(", "))}`;
      }
      if (name) return `${key}=${byIdOrName(name, value)}`;
      return `${key}=${pythonLiteral(value)}`;
    });
  const query = (names: string[]) =>
    names
      .filter((name) => request.query[name] !== undefined)
      .map((name) => `${name}=${pythonLiteral(request.query[name])}`);
  const boxes = "client.storage_boxes";
  let call: string;
  switch (`${method} ${path}`) {
    case "get /storage_boxes":
      call = `${boxes}.get_all(${query(["name", "label_selector", "sort"]).join(", ")})`;
      break;
    case "post /storage_boxes":
      call = `${boxes}.create(${keywords(body, {
        location: "Location",
        storage_box_type: "StorageBoxType",
        access_settings: "StorageBoxAccessSettings",
      }).join(", ")})`;
      break;
    case "get /storage_boxes/{id}":
      call = `${boxes}.get_by_id(${pythonLiteral(request.pathParams.id)})`;
      break;
    case "put /storage_boxes/{id}":
      call = `${boxes}.update(${[box(), ...keywords(body)].join(", ")})`;
      break;
    case "delete /storage_boxes/{id}":
      call = `${boxes}.delete(${box()})`;
      break;
    case "get /storage_boxes/{id}/folders":
      call = `${boxes}.get_folders(${[box(), ...query(["path"])].join(", ")})`;
      break;
    case "get /storage_boxes/actions":
      call = `${boxes}.actions.get_all(${query(["status", "sort"]).join(", ")})`;
      break;
    case "get /storage_boxes/actions/{id}":
      call = `${boxes}.actions.get_by_id(${pythonLiteral(request.pathParams.id)})`;
      break;
    case "get /storage_boxes/{id}/actions":
      call = `${boxes}.get_actions(${[box(), ...query(["status", "sort"])].join(", ")})`;
      break;
    case "get /storage_boxes/{id}/actions/{action_id}":
      return {
        unsupported: `${PYTHON_LIBRARY_VERSION} reads one action through \`${boxes}.actions.get_by_id\`, not this deprecated path`,
      };
    case "post /storage_boxes/{id}/actions/change_protection":
      call = `${boxes}.change_protection(${[box(), ...keywords(body)].join(", ")})`;
      break;
    case "post /storage_boxes/{id}/actions/change_type":
      call = `${boxes}.change_type(${box()}, ${byIdOrName("StorageBoxType", body.storage_box_type)})`;
      break;
    case "post /storage_boxes/{id}/actions/reset_password":
      call = `${boxes}.reset_password(${box()}, ${pythonLiteral(body.password)})`;
      break;
    case "post /storage_boxes/{id}/actions/update_access_settings":
      call = `${boxes}.update_access_settings(${box()}, ${model("StorageBoxAccessSettings", keywords(body).join(", "))})`;
      break;
    case "post /storage_boxes/{id}/actions/rollback_snapshot":
      call = `${boxes}.rollback_snapshot(${box()}, ${byIdOrName("StorageBoxSnapshot", body.snapshot)})`;
      break;
    case "post /storage_boxes/{id}/actions/disable_snapshot_plan":
      call = `${boxes}.disable_snapshot_plan(${box()})`;
      break;
    case "post /storage_boxes/{id}/actions/enable_snapshot_plan":
      call = `${boxes}.enable_snapshot_plan(${box()}, ${model("StorageBoxSnapshotPlan", keywords(body).join(", "))})`;
      break;
    case "get /storage_boxes/{id}/subaccounts":
      call = `${boxes}.get_subaccount_all(${[box(), ...query(["name", "username", "label_selector", "sort"])].join(", ")})`;
      break;
    case "post /storage_boxes/{id}/subaccounts":
      call = `${boxes}.create_subaccount(${[box(), ...keywords(body, { access_settings: "StorageBoxSubaccountAccessSettings" })].join(", ")})`;
      break;
    case "get /storage_boxes/{id}/subaccounts/{subaccount_id}":
      call = `${boxes}.get_subaccount_by_id(${box()}, ${pythonLiteral(request.pathParams.subaccount_id)})`;
      break;
    case "put /storage_boxes/{id}/subaccounts/{subaccount_id}":
      call = `${boxes}.update_subaccount(${[subaccount(), ...keywords(body)].join(", ")})`;
      break;
    case "delete /storage_boxes/{id}/subaccounts/{subaccount_id}":
      call = `${boxes}.delete_subaccount(${subaccount()})`;
      break;
    case "post /storage_boxes/{id}/subaccounts/{subaccount_id}/actions/change_home_directory":
      call = `${boxes}.change_subaccount_home_directory(${subaccount()}, ${pythonLiteral(body.home_directory)})`;
      break;
    case "post /storage_boxes/{id}/subaccounts/{subaccount_id}/actions/reset_subaccount_password":
      call = `${boxes}.reset_subaccount_password(${subaccount()}, ${pythonLiteral(body.password)})`;
      break;
    case "post /storage_boxes/{id}/subaccounts/{subaccount_id}/actions/update_access_settings":
      call = `${boxes}.update_subaccount_access_settings(${subaccount()}, ${model("StorageBoxSubaccountAccessSettings", keywords(body).join(", "))})`;
      break;
    case "get /storage_boxes/{id}/snapshots":
      call = `${boxes}.get_snapshot_all(${[box(), ...query(["name", "is_automatic", "label_selector", "sort"])].join(", ")})`;
      break;
    case "post /storage_boxes/{id}/snapshots":
      call = `${boxes}.create_snapshot(${[box(), ...keywords(body)].join(", ")})`;
      break;
    case "get /storage_boxes/{id}/snapshots/{snapshot_id}":
      call = `${boxes}.get_snapshot_by_id(${box()}, ${pythonLiteral(request.pathParams.snapshot_id)})`;
      break;
    case "put /storage_boxes/{id}/snapshots/{snapshot_id}":
      call = `${boxes}.update_snapshot(${[snapshot(), ...keywords(body)].join(", ")})`;
      break;
    case "delete /storage_boxes/{id}/snapshots/{snapshot_id}":
      call = `${boxes}.delete_snapshot(${snapshot()})`;
      break;
    case "get /storage_box_types":
      call = `client.storage_box_types.get_all(${query(["name"]).join(", ")})`;
      break;
    case "get /storage_box_types/{id}":
      call = `client.storage_box_types.get_by_id(${pythonLiteral(request.pathParams.id)})`;
      break;
    default:
      return {
        unsupported: `no ${PYTHON_LIBRARY_VERSION} template for this Storage Box operation`,
      };
  }
  const byModule = new Map<string, string[]>();
  for (const name of [...imports].sort()) {
    const module = MODELS[name];
    if (!module) throw new Error(`python-storage-box-sample: no module for ${name}`);
    byModule.set(module, [...(byModule.get(module) ?? []), name]);
  }
  const lines = ["import os", "", "from hcloud import Client"];
  for (const [module, names] of [...byModule].sort()) {
    lines.push(`from ${module} import ${names.join(", ")}`);
  }
  lines.push(
    "",
    'client = Client(token=os.environ["CLOUD_API_TOKEN"])',
    "",
    `result = ${call}`,
    "print(result)",
  );
  return { source: `${lines.join("\n")}\n` };
}
