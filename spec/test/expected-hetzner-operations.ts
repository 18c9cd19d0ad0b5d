// The 32 operations of the Hetzner API (Storage Boxes, their subaccounts and snapshots, and the
// Storage Box types), written out by hand from shared/reference/storage-box-facts.md §2 with the
// real API's operation ids. Deliberately NOT derived from the bundle: the test compares the two.
import type { ExpectedOperation } from "./expected-operations.js";

const op = (
  method: ExpectedOperation["method"],
  path: string,
  operationId: string,
  deprecated?: true,
): ExpectedOperation => ({ method, path, operationId, ...(deprecated ? { deprecated } : {}) });

const box = "/storage_boxes/{id}";
const subaccount = `${box}/subaccounts/{subaccount_id}`;
const snapshot = `${box}/snapshots/{snapshot_id}`;

export const EXPECTED_HETZNER_OPERATIONS: ExpectedOperation[] = [
  op("get", "/storage_boxes", "list_storage_boxes"),
  op("post", "/storage_boxes", "create_storage_box"),
  op("get", box, "get_storage_box"),
  op("put", box, "update_storage_box"),
  op("delete", box, "delete_storage_box"),
  op("get", `${box}/folders`, "list_storage_box_folders"),
  op("get", "/storage_boxes/actions", "list_storage_boxes_actions"),
  op("get", "/storage_boxes/actions/{id}", "get_storage_boxes_action"),
  op("get", `${box}/actions`, "list_storage_box_actions"),
  op("get", `${box}/actions/{action_id}`, "get_storage_box_action", true),
  op("post", `${box}/actions/change_protection`, "change_storage_box_protection"),
  op("post", `${box}/actions/change_type`, "change_storage_box_type"),
  op("post", `${box}/actions/reset_password`, "reset_storage_box_password"),
  op("post", `${box}/actions/update_access_settings`, "update_storage_box_access_settings"),
  op("post", `${box}/actions/rollback_snapshot`, "rollback_storage_box_snapshot"),
  op("post", `${box}/actions/disable_snapshot_plan`, "disable_storage_box_snapshot_plan"),
  op("post", `${box}/actions/enable_snapshot_plan`, "enable_storage_box_snapshot_plan"),
  op("get", `${box}/subaccounts`, "list_storage_box_subaccounts"),
  op("post", `${box}/subaccounts`, "create_storage_box_subaccount"),
  op("get", subaccount, "get_storage_box_subaccount"),
  op("put", subaccount, "update_storage_box_subaccount"),
  op("delete", subaccount, "delete_storage_box_subaccount"),
  op(
    "post",
    `${subaccount}/actions/change_home_directory`,
    "change_storage_box_subaccount_home_directory",
  ),
  op(
    "post",
    `${subaccount}/actions/reset_subaccount_password`,
    "reset_storage_box_subaccount_password",
  ),
  op(
    "post",
    `${subaccount}/actions/update_access_settings`,
    "update_storage_box_subaccount_access_settings",
  ),
  op("get", `${box}/snapshots`, "list_storage_box_snapshots"),
  op("post", `${box}/snapshots`, "create_storage_box_snapshot"),
  op("get", snapshot, "get_storage_box_snapshot"),
  op("put", snapshot, "update_storage_box_snapshot"),
  op("delete", snapshot, "delete_storage_box_snapshot"),
  op("get", "/storage_box_types", "list_storage_box_types"),
  op("get", "/storage_box_types/{id}", "get_storage_box_type"),
];
