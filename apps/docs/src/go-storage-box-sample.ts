// The Go samples of the Hetzner API (Storage Boxes, their subaccounts and snapshots, the Storage
// Box types) with hcloud-go v2.47's `client.StorageBox` and `client.StorageBoxType`. One
// template per operation, for the same reason as python-storage-box-sample.ts: the library takes
// the box, a subaccount or a snapshot as models and each body as an option struct of its own.
// The output is gofmt-clean (the Go runner of test/storage-box-samples-run.test.ts checks it), in
// the program skeleton of the Cloud API's samples (`goMainProgram`).
import type { SampleResult } from "./cli-sample.js";
import { GO_LIBRARY_VERSION, type GoMethod, goMainProgram } from "./go-sample.js";
import type { ExampleRequest } from "./operation-example.js";

/** Go field names of the JSON fields the Storage Box bodies and queries use. */
const FIELDS: Record<string, string> = {
  name: "Name",
  password: "Password",
  labels: "Labels",
  ssh_keys: "SSHKeys",
  location: "Location",
  storage_box_type: "StorageBoxType",
  access_settings: "AccessSettings",
  reachable_externally: "ReachableExternally",
  samba_enabled: "SambaEnabled",
  ssh_enabled: "SSHEnabled",
  webdav_enabled: "WebDAVEnabled",
  zfs_enabled: "ZFSEnabled",
  readonly: "Readonly",
  home_directory: "HomeDirectory",
  description: "Description",
  delete: "Delete",
  max_snapshots: "MaxSnapshots",
  minute: "Minute",
  hour: "Hour",
  day_of_week: "DayOfWeek",
  day_of_month: "DayOfMonth",
  path: "Path",
  username: "Username",
  label_selector: "LabelSelector",
  is_automatic: "IsAutomatic",
  sort: "Sort",
  status: "Status",
  snapshot: "Snapshot",
};

/** How a value is written: by default a plain literal; these fields differ. */
type FieldStyle = "pointer" | "model" | "weekday" | "keys";

class GoStorageBoxWriter {
  readonly imports = new Set(["context", "log", "os"]);

  literal(value: unknown): string {
    if (typeof value === "string") return JSON.stringify(value);
    if (typeof value === "number" || typeof value === "boolean") return String(value);
    if (Array.isArray(value))
      return `[]string{${value.map((item) => this.literal(item)).join(", ")}}`;
    if (value !== null && typeof value === "object") {
      const entries = Object.entries(value as Record<string, unknown>);
      return `map[string]string{${entries.map(([key, item]) => `${JSON.stringify(key)}: ${this.literal(item)}`).join(", ")}}`;
    }
    throw new Error(`go-storage-box-sample: no Go literal for ${JSON.stringify(value)}`);
  }

  /** `&hcloud.<Model>{ID: 42}` for a number or digits, `{Name: "bx11"}` for a name. */
  model(name: string, value: unknown): string {
    return typeof value === "number" || /^\d+$/.test(String(value))
      ? `&hcloud.${name}{ID: ${Number(value)}}`
      : `&hcloud.${name}{Name: ${JSON.stringify(value)}}`;
  }

  value(field: string, value: unknown, style: FieldStyle | string | undefined): string {
    if (value === null) return "nil";
    if (style === "pointer") return `hcloud.Ptr(${this.literal(value)})`;
    if (style === "weekday") {
      // The API counts Monday 1 to Sunday 7; Go's time.Weekday Sunday 0 to Saturday 6.
      this.imports.add("time");
      return `hcloud.Ptr(time.Weekday(${Number(value) % 7}))`;
    }
    if (style === "keys") {
      const keys = value as string[];
      return `[]*hcloud.SSHKey{${keys.map((key) => `{PublicKey: ${JSON.stringify(key)}}`).join(", ")}}`;
    }
    if (style !== undefined && style !== "model") {
      // A nested option struct: its fields are pointers.
      const inner = Object.entries(value as Record<string, unknown>).map(
        ([key, item]) => `${FIELDS[key] ?? key}: hcloud.Ptr(${this.literal(item)})`,
      );
      return `&hcloud.${style}{${inner.join(", ")}}`;
    }
    if (style === "model") {
      return this.model(field === "location" ? "Location" : goModelOf(field), value);
    }
    return this.literal(value);
  }

  /** An option struct; one field per line (gofmt aligns the values), `{}` when empty. */
  struct(
    type: string,
    fields: Record<string, unknown>,
    styles: Record<string, FieldStyle | string> = {},
  ): string {
    const entries = Object.entries(fields).filter(([, value]) => value !== undefined);
    if (entries.length === 0) return `hcloud.${type}{}`;
    const names = entries.map(([key]) => {
      const name = FIELDS[key];
      if (!name) throw new Error(`go-storage-box-sample: no Go field for ${type}.${key}`);
      return name;
    });
    const width = Math.max(...names.map((name) => name.length));
    const lines = entries.map(
      ([key, value], index) =>
        `\t\t${names[index]}:${" ".repeat(width - (names[index] as string).length + 1)}${this.value(key, value, styles[key])},`,
    );
    return `hcloud.${type}{\n${lines.join("\n")}\n\t}`;
  }

  program(call: string, returns: GoMethod["returns"]): string {
    return goMainProgram(this.imports, [], call, returns);
  }
}

function goModelOf(field: string): string {
  if (field === "storage_box_type") return "StorageBoxType";
  if (field === "snapshot") return "StorageBoxSnapshot";
  throw new Error(`go-storage-box-sample: no model for ${field}`);
}

const ACTION_STATUS: Record<string, string> = {
  running: "hcloud.ActionStatusRunning",
  success: "hcloud.ActionStatusSuccess",
  error: "hcloud.ActionStatusError",
};

/** The Go sample of a Storage Box operation (`method` lower case, `path` the template). */
export function storageBoxGoSample(
  method: string,
  path: string,
  request: ExampleRequest,
): SampleResult {
  const writer = new GoStorageBoxWriter();
  const body = (request.body?.value ?? {}) as Record<string, unknown>;
  const { id, subaccount_id: subaccountId, snapshot_id: snapshotId } = request.pathParams;
  const box = `&hcloud.StorageBox{ID: ${Number(id)}}`;
  const subaccount = `&hcloud.StorageBoxSubaccount{ID: ${Number(subaccountId)}, StorageBox: ${box}}`;
  const snapshot = `&hcloud.StorageBoxSnapshot{ID: ${Number(snapshotId)}, StorageBox: ${box}}`;
  const query = (names: string[]) =>
    Object.fromEntries(names.map((name) => [name, request.query[name]]));
  const actionOpts = () => {
    const status = request.query.status as string[] | undefined;
    const fields = [
      ...(status
        ? [`Status: []hcloud.ActionStatus{${status.map((s) => ACTION_STATUS[s]).join(", ")}}`]
        : []),
      ...(request.query.sort ? [`Sort: ${writer.literal(request.query.sort)}`] : []),
    ];
    return `hcloud.ActionListOpts{${fields.join(", ")}}`;
  };
  const sb = "client.StorageBox";
  const accessSettings = (type: string) =>
    writer.struct(type, body, Object.fromEntries(Object.keys(body).map((key) => [key, "pointer"])));
  let call: string;
  // The list helpers return the items and an error; the rest also a response.
  let returns: GoMethod["returns"];
  switch (`${method} ${path}`) {
    case "get /storage_boxes":
      call = `${sb}.AllWithOpts(ctx, ${writer.struct("StorageBoxListOpts", query(["name", "sort"]))})`;
      returns = "result";
      break;
    case "post /storage_boxes":
      call = `${sb}.Create(ctx, ${writer.struct("StorageBoxCreateOpts", body, {
        location: "model",
        storage_box_type: "model",
        access_settings: "StorageBoxCreateOptsAccessSettings",
        ssh_keys: "keys",
      })})`;
      break;
    case "get /storage_boxes/{id}":
      call = `${sb}.GetByID(ctx, ${Number(id)})`;
      break;
    case "put /storage_boxes/{id}":
      call = `${sb}.Update(ctx, ${box}, ${writer.struct("StorageBoxUpdateOpts", body)})`;
      break;
    case "delete /storage_boxes/{id}":
      call = `${sb}.Delete(ctx, ${box})`;
      break;
    case "get /storage_boxes/{id}/folders":
      call = `${sb}.Folders(ctx, ${box}, ${writer.struct("StorageBoxFoldersOpts", query(["path"]))})`;
      break;
    case "get /storage_boxes/actions":
      call = `${sb}.Action.All(ctx, ${actionOpts()})`;
      returns = "result";
      break;
    case "get /storage_boxes/actions/{id}":
      call = `${sb}.Action.GetByID(ctx, ${Number(id)})`;
      break;
    case "get /storage_boxes/{id}/actions":
      call = `${sb}.Action.AllFor(ctx, ${box}, ${actionOpts()})`;
      returns = "result";
      break;
    case "get /storage_boxes/{id}/actions/{action_id}":
      return {
        unsupported: `one resource's action by id, \`GET /storage_boxes/{id}/actions/{action_id}\` (deprecated): ${GO_LIBRARY_VERSION} reads an action by its id alone, \`client.StorageBox.Action.GetByID\``,
      };
    case "post /storage_boxes/{id}/actions/change_protection":
      call = `${sb}.ChangeProtection(ctx, ${box}, ${writer.struct("StorageBoxChangeProtectionOpts", body, { delete: "pointer" })})`;
      break;
    case "post /storage_boxes/{id}/actions/change_type":
      call = `${sb}.ChangeType(ctx, ${box}, ${writer.struct("StorageBoxChangeTypeOpts", body, { storage_box_type: "model" })})`;
      break;
    case "post /storage_boxes/{id}/actions/reset_password":
      call = `${sb}.ResetPassword(ctx, ${box}, ${writer.struct("StorageBoxResetPasswordOpts", body)})`;
      break;
    case "post /storage_boxes/{id}/actions/update_access_settings":
      call = `${sb}.UpdateAccessSettings(ctx, ${box}, ${accessSettings("StorageBoxUpdateAccessSettingsOpts")})`;
      break;
    case "post /storage_boxes/{id}/actions/rollback_snapshot":
      call = `${sb}.RollbackSnapshot(ctx, ${box}, ${writer.struct("StorageBoxRollbackSnapshotOpts", { snapshot: body.snapshot }, { snapshot: "model" })})`;
      break;
    case "post /storage_boxes/{id}/actions/disable_snapshot_plan":
      call = `${sb}.DisableSnapshotPlan(ctx, ${box})`;
      break;
    case "post /storage_boxes/{id}/actions/enable_snapshot_plan":
      call = `${sb}.EnableSnapshotPlan(ctx, ${box}, ${writer.struct("StorageBoxEnableSnapshotPlanOpts", body, { day_of_week: "weekday", day_of_month: "pointer" })})`;
      break;
    case "get /storage_boxes/{id}/subaccounts":
      call = `${sb}.AllSubaccountsWithOpts(ctx, ${box}, ${writer.struct("StorageBoxSubaccountListOpts", query(["name", "username", "label_selector", "sort"]))})`;
      returns = "result";
      break;
    case "post /storage_boxes/{id}/subaccounts":
      call = `${sb}.CreateSubaccount(ctx, ${box}, ${writer.struct("StorageBoxSubaccountCreateOpts", body, { access_settings: "StorageBoxSubaccountCreateOptsAccessSettings" })})`;
      break;
    case "get /storage_boxes/{id}/subaccounts/{subaccount_id}":
      call = `${sb}.GetSubaccountByID(ctx, ${box}, ${Number(subaccountId)})`;
      break;
    case "put /storage_boxes/{id}/subaccounts/{subaccount_id}":
      call = `${sb}.UpdateSubaccount(ctx, ${subaccount}, ${writer.struct("StorageBoxSubaccountUpdateOpts", body, { description: "pointer" })})`;
      break;
    case "delete /storage_boxes/{id}/subaccounts/{subaccount_id}":
      call = `${sb}.DeleteSubaccount(ctx, ${subaccount})`;
      break;
    case "post /storage_boxes/{id}/subaccounts/{subaccount_id}/actions/change_home_directory":
      call = `${sb}.ChangeSubaccountHomeDirectory(ctx, ${subaccount}, ${writer.struct("StorageBoxSubaccountChangeHomeDirectoryOpts", body)})`;
      break;
    case "post /storage_boxes/{id}/subaccounts/{subaccount_id}/actions/reset_subaccount_password":
      call = `${sb}.ResetSubaccountPassword(ctx, ${subaccount}, ${writer.struct("StorageBoxSubaccountResetPasswordOpts", body)})`;
      break;
    case "post /storage_boxes/{id}/subaccounts/{subaccount_id}/actions/update_access_settings":
      call = `${sb}.UpdateSubaccountAccessSettings(ctx, ${subaccount}, ${accessSettings("StorageBoxSubaccountUpdateAccessSettingsOpts")})`;
      break;
    case "get /storage_boxes/{id}/snapshots":
      call = `${sb}.AllSnapshotsWithOpts(ctx, ${box}, ${writer.struct("StorageBoxSnapshotListOpts", query(["name", "is_automatic", "label_selector", "sort"]), { is_automatic: "pointer" })})`;
      returns = "result";
      break;
    case "post /storage_boxes/{id}/snapshots":
      call = `${sb}.CreateSnapshot(ctx, ${box}, ${writer.struct("StorageBoxSnapshotCreateOpts", body)})`;
      break;
    case "get /storage_boxes/{id}/snapshots/{snapshot_id}":
      call = `${sb}.GetSnapshotByID(ctx, ${box}, ${Number(snapshotId)})`;
      break;
    case "put /storage_boxes/{id}/snapshots/{snapshot_id}":
      call = `${sb}.UpdateSnapshot(ctx, ${snapshot}, ${writer.struct("StorageBoxSnapshotUpdateOpts", body, { description: "pointer" })})`;
      break;
    case "delete /storage_boxes/{id}/snapshots/{snapshot_id}":
      call = `${sb}.DeleteSnapshot(ctx, ${snapshot})`;
      break;
    case "get /storage_box_types":
      call = `client.StorageBoxType.AllWithOpts(ctx, ${writer.struct("StorageBoxTypeListOpts", query(["name"]))})`;
      returns = "result";
      break;
    case "get /storage_box_types/{id}":
      call = `client.StorageBoxType.GetByID(ctx, ${Number(id)})`;
      break;
    default:
      return { unsupported: `no ${GO_LIBRARY_VERSION} template for this Storage Box operation` };
  }
  return { source: writer.program(call, returns) };
}
