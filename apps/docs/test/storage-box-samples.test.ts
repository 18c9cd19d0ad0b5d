// The Hetzner API's Python and Go templates on inputs the spec's examples do not reach: ids as
// digits, a plan on a weekday, an access settings body, action listings by status.
import { describe, expect, it } from "vitest";
import type { SampleResult } from "../src/cli-sample.js";
import { storageBoxGoSample } from "../src/go-storage-box-sample.js";
import type { ExampleRequest } from "../src/operation-example.js";
import { storageBoxPythonSample } from "../src/python-storage-box-sample.js";

const request = (
  pathParams: Record<string, unknown>,
  body?: unknown,
  query: Record<string, unknown> = {},
): ExampleRequest => ({
  pathParams,
  query,
  body: body === undefined ? undefined : { contentType: "application/json", value: body },
});

const source = (result: SampleResult): string => {
  if (!("source" in result)) throw new Error(`unsupported: ${result.unsupported}`);
  return result.source;
};

const ROLLBACK = "/storage_boxes/{id}/actions/rollback_snapshot";
const PLAN = "/storage_boxes/{id}/actions/enable_snapshot_plan";

describe("storageBoxPythonSample (hcloud-python 2.27)", () => {
  it("takes a snapshot by id when it is digits, as Ansible sends it, and by name otherwise", () => {
    expect(
      source(storageBoxPythonSample("post", ROLLBACK, request({ id: 4 }, { snapshot: "17" }))),
    ).toContain(
      "client.storage_boxes.rollback_snapshot(StorageBox(id=4), StorageBoxSnapshot(id=17))",
    );
    expect(
      source(storageBoxPythonSample("post", ROLLBACK, request({ id: 4 }, { snapshot: "daily" }))),
    ).toContain('StorageBoxSnapshot(name="daily")');
  });

  it("passes access settings at create as the library's model, the type and location too", () => {
    const python = source(
      storageBoxPythonSample(
        "post",
        "/storage_boxes",
        request(
          {},
          {
            name: "b",
            location: "hel1",
            storage_box_type: 1333,
            password: "p",
            access_settings: { ssh_enabled: true },
          },
        ),
      ),
    );
    expect(python).toContain(
      'client.storage_boxes.create(name="b", location=Location(name="hel1"), storage_box_type=StorageBoxType(id=1333), password="p", access_settings=StorageBoxAccessSettings(ssh_enabled=True))',
    );
    expect(python).toContain("from hcloud.storage_boxes.domain import StorageBoxAccessSettings\n");
  });

  it("filters the actions of all boxes by status", () => {
    expect(
      source(
        storageBoxPythonSample(
          "get",
          "/storage_boxes/actions",
          request({}, undefined, { status: ["running"] }),
        ),
      ),
    ).toContain('client.storage_boxes.actions.get_all(status=["running"])');
  });
});

describe("storageBoxGoSample (hcloud-go v2.47)", () => {
  it("writes the API's weekday (Sunday 7) as Go's time.Weekday (Sunday 0), day_of_month as a pointer", () => {
    const go = source(
      storageBoxGoSample(
        "post",
        PLAN,
        request(
          { id: 4 },
          { max_snapshots: 10, minute: 16, hour: 18, day_of_week: 7, day_of_month: null },
        ),
      ),
    );
    expect(go).toContain('\t"time"\n');
    expect(go).toContain("DayOfWeek:    hcloud.Ptr(time.Weekday(0)),");
    expect(go).toContain("DayOfMonth:   nil,");
  });

  it("takes a snapshot by id when it is digits, and access settings as pointers", () => {
    expect(
      source(storageBoxGoSample("post", ROLLBACK, request({ id: 4 }, { snapshot: "17" }))),
    ).toContain("Snapshot: &hcloud.StorageBoxSnapshot{ID: 17},");
    expect(
      source(
        storageBoxGoSample(
          "post",
          "/storage_boxes/{id}/subaccounts/{subaccount_id}/actions/update_access_settings",
          request({ id: 4, subaccount_id: 9 }, { readonly: true, ssh_enabled: false }),
        ),
      ),
    ).toContain(
      "client.StorageBox.UpdateSubaccountAccessSettings(ctx, &hcloud.StorageBoxSubaccount{ID: 9, StorageBox: &hcloud.StorageBox{ID: 4}}, hcloud.StorageBoxSubaccountUpdateAccessSettingsOpts{\n\t\tReadonly:   hcloud.Ptr(true),\n\t\tSSHEnabled: hcloud.Ptr(false),\n\t})",
    );
  });

  it("lists a box's actions by status through its Action client, items and error only", () => {
    const go = source(
      storageBoxGoSample(
        "get",
        "/storage_boxes/{id}/actions",
        request({ id: 4 }, undefined, { status: ["error"] }),
      ),
    );
    expect(go).toContain(
      "result, err := client.StorageBox.Action.AllFor(ctx, &hcloud.StorageBox{ID: 4}, hcloud.ActionListOpts{Status: []hcloud.ActionStatus{hcloud.ActionStatusError}})",
    );
  });

  it("says why an unknown path has no sample", () => {
    expect(storageBoxGoSample("get", "/storage_boxes/{id}/nothing", request({ id: 1 }))).toEqual({
      unsupported: "no hcloud-go v2.47 template for this Storage Box operation",
    });
  });
});
