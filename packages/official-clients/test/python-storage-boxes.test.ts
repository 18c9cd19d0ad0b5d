import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ScenarioEmulator, startScenarioEmulator, TOKENS } from "../src/emulator.js";
import { type PythonRun, runPythonScenario } from "../src/python-scenario.js";
import { scenarioTitle, toolsAvailable } from "../src/suite.js";

const PASSWORD_FIELD = [{ name: "password", messages: expect.any(Array) }];
const BOX_ONLY = ["storage_box"];
const BOX_AND_SUBACCOUNT = ["storage_box", "storage_box_subaccount"];
const BOX_AND_SNAPSHOT = ["storage_box", "storage_box_snapshot"];

const succeeded = (command: string, resources: string[] = BOX_ONLY) => ({
  command,
  status: "success",
  progress: 100,
  resources,
});

describe.runIf(toolsAvailable("python"))(
  scenarioTitle("hcloud-python 2.27: Storage Boxes on the Hetzner API", "python"),
  () => {
    let target: ScenarioEmulator;
    let run: PythonRun;

    beforeAll(async () => {
      // A type change runs 2 s, not ACTION_MS: the script must find the box locked, and a snapshot
      // refused, while it runs (at 100 ms a busy machine could let it finish between two calls;
      // one script runs every step, so the clock cannot be paused).
      target = await startScenarioEmulator({ actionDurations: { change_type: 2_000 } });
      run = await runPythonScenario(
        "storage_boxes",
        target.url,
        { token: TOKENS.projectA, otherProjectToken: TOKENS.projectB },
        target.emulator.hetznerUrl,
      );
    });
    afterAll(async () => {
      await target?.close();
    });

    it("reads the type catalog and the locations Storage Boxes are sold in", () => {
      expect(run.value("list the storage box types, find one by id and by name")).toEqual({
        names: ["bx11", "bx21", "bx31", "bx41"],
        ids: [1333, 1334, 1335, 1336],
        first: {
          id: 1333,
          name: "bx11",
          description: "BX11",
          snapshot_limit: 10,
          automatic_snapshot_limit: 10,
          subaccounts_limit: 100,
          size: 1099511627776,
          deprecation: null,
          price_locations: ["fsn1", "hel1"],
        },
        by_id: "bx21",
        by_name: 1333,
        unknown_name: null,
      });
      expect(run.error("get an unknown storage box type").code).toBe("not_found");
      expect(run.value("the locations storage boxes are sold in exist in the cloud api")).toEqual([
        { id: 1, name: "fsn1", network_zone: "eu-central" },
        { id: 3, name: "hel1", network_zone: "eu-central" },
      ]);
    });

    it("creates a box, waits for it through the Cloud API's /actions, and finds it", () => {
      expect(run.value("create a box with labels, access settings and an ssh key")).toEqual({
        status: "initializing",
        username: null,
        snapshot_plan: null,
        action: { command: "create", status: "running", progress: 0, resources: BOX_ONLY },
      });
      expect(run.value("wait for the create action")).toEqual(succeeded("create"));
      expect(run.value("the create action through the cloud api's /actions/{id}")).toEqual({
        id_matches: true,
        ...succeeded("create"),
      });
      expect(run.value("get the box by id")).toEqual({
        name: "py-box",
        status: "active",
        type: "bx11",
        location: "hel1",
        username: expect.stringMatching(/^u\d+$/),
        server: expect.stringMatching(/^u\d+\.your-storagebox\.de$/),
        system: expect.stringMatching(/^HEL1-BX\d+$/),
        labels: { env: "test", team: "storage" },
        protection: { delete: false },
        // Only the two settings sent are on; the others default to false.
        access_settings: {
          reachable_externally: false,
          samba_enabled: false,
          ssh_enabled: true,
          webdav_enabled: false,
          zfs_enabled: true,
        },
        snapshot_plan: null,
        stats: { size: 0, data: 0, snapshots: 0 },
      });
      expect(run.value("get the box by name, and an unknown name")).toEqual({
        same: true,
        unknown: null,
      });
      expect(run.value("create a second box by type id and location id")).toEqual({
        action: succeeded("create"),
      });
      expect(run.value("list boxes by label selector and sorted by name")).toEqual({
        env_test: ["py-box"],
        env: ["py-box", "py-box-2"],
        not_test: ["py-box-2"],
        by_name_desc: ["py-box-2", "py-box"],
        first_page: [1, 2],
        second_box_location: "fsn1",
      });
    });

    it("renames, protects, changes the type, the access settings, the password and the plan", () => {
      expect(run.value("rename and relabel the box")).toEqual({
        name: "py-box-renamed",
        labels: { env: "test", tier: "1" },
      });
      expect(run.value("an empty update reads the box back unchanged")).toEqual({
        name: "py-box-renamed",
        labels: { env: "test", tier: "1" },
      });
      expect(run.value("protect the box")).toEqual({
        action: succeeded("change_protection"),
        protection: { delete: true },
      });
      expect(run.error("delete the protected box").code).toBe("protected");

      expect(run.value("change the type to bx21 without waiting")).toEqual({
        command: "change_type",
        status: "running",
        progress: 0,
        resources: BOX_ONLY,
      });
      // spec/DECISIONS.md Hetzner API row 2: `locked` while the storage changes, PUTs still pass.
      expect(run.value("the box reads locked while its type changes")).toBe("locked");
      expect(run.error("take a snapshot while the type changes").code).toBe("locked");
      expect(run.value("relabel the box while its type changes")).toEqual({
        env: "test",
        tier: "2",
      });
      expect(run.value("wait for the type change")).toEqual({
        action: succeeded("change_type"),
        status: "active",
        type: "bx21",
        type_id: 1334,
      });
      const sameType = run.error("change to the type the box already has");
      expect(sameType.code).toBe("invalid_input");
      expect(sameType.details.fields).toEqual([
        { name: "storage_box_type", messages: [expect.stringContaining("bx21")] },
      ]);

      expect(run.value("update the access settings partially")).toEqual({
        action: succeeded("update_access_settings"),
        access_settings: {
          reachable_externally: false,
          samba_enabled: true,
          ssh_enabled: true,
          webdav_enabled: false,
          zfs_enabled: true,
        },
      });
      expect(run.value("reset the password")).toEqual(succeeded("reset_password"));
      const weak = run.error("reset to a password without a digit or symbol");
      expect(weak.code).toBe("invalid_input");
      expect(weak.details.fields).toEqual(PASSWORD_FIELD);
      // The password never comes back, not even in the error.
      expect(JSON.stringify(weak)).not.toContain("onlyletters");

      expect(run.value("enable a daily snapshot plan")).toEqual({
        action: succeeded("enable_snapshot_plan"),
        plan: { max_snapshots: 10, hour: 3, minute: 30, day_of_week: null, day_of_month: null },
      });
      expect(run.value("replace it with a sunday plan")).toEqual({
        max_snapshots: 5,
        hour: 4,
        minute: 0,
        day_of_week: 7,
        day_of_month: null,
      });
      const overLimit = run.error("a plan over the type's automatic snapshot limit");
      expect(overLimit.code).toBe("invalid_input");
      expect(overLimit.details.fields).toEqual([
        { name: "max_snapshots", messages: ["must be at most 20 for this Storage Box's type"] },
      ]);
      expect(run.value("disable the snapshot plan")).toEqual({
        action: succeeded("disable_snapshot_plan"),
        plan: null,
      });
    });

    it("creates, finds, changes and deletes subaccounts, whose homes are the box's folders", () => {
      expect(run.value("create a subaccount")).toEqual({
        storage_box: true,
        action: {
          command: "create_subaccount",
          status: "running",
          progress: 0,
          resources: BOX_AND_SUBACCOUNT,
        },
      });
      expect(run.value("wait for the create_subaccount action")).toEqual(
        succeeded("create_subaccount", BOX_AND_SUBACCOUNT),
      );
      const subaccount = run.value("get the subaccount by id");
      expect(subaccount).toEqual({
        name: "host01",
        username: expect.stringMatching(/^u\d+-sub1$/),
        server: `${subaccount.username}.your-storagebox.de`,
        home_directory: "backups/host01",
        description: "backups of host01",
        labels: { host: "01" },
        storage_box: expect.any(Number),
        access_settings: {
          reachable_externally: false,
          samba_enabled: false,
          ssh_enabled: true,
          webdav_enabled: false,
          readonly: true,
        },
      });
      expect(run.value("create a subaccount without a name")).toEqual(
        succeeded("create_subaccount", BOX_AND_SUBACCOUNT),
      );
      expect(run.value("list subaccounts, by name, by username and by label")).toEqual({
        all: ["host01", subaccount.username.replace(/1$/, "2")],
        by_name: true,
        by_username: true,
        by_label: ["host01"],
        unknown_name: null,
        unnamed: {
          name_is_username: true,
          description: "",
          labels: {},
          access_settings: {
            reachable_externally: false,
            samba_enabled: false,
            ssh_enabled: false,
            webdav_enabled: false,
            readonly: false,
          },
        },
      });
      const duplicate = run.error("create a subaccount with a name already used");
      expect(duplicate.code).toBe("uniqueness_error");
      expect(duplicate.details).toEqual({ fields: [{ name: "name" }] });
      const absolute = run.error("create a subaccount with an absolute home directory");
      expect(absolute.code).toBe("invalid_input");
      expect(absolute.details.fields.map((field: { name: string }) => field.name)).toEqual([
        "home_directory",
      ]);

      expect(run.value("update the subaccount's name, description and labels")).toEqual({
        name: "host01-renamed",
        description: "",
        labels: { host: "01", os: "linux" },
      });
      expect(run.value("change its home directory, password and access settings")).toEqual({
        commands: ["change_home_directory", "reset_subaccount_password", "update_access_settings"],
        resources: BOX_AND_SUBACCOUNT,
        home_directory: "backups/host01-new",
        access_settings: {
          reachable_externally: false,
          samba_enabled: true,
          ssh_enabled: true,
          webdav_enabled: false,
          readonly: false,
        },
      });
      expect(run.value("the box's folders are the subaccounts' home directories")).toEqual({
        root: ["backups"],
        backups: ["host01-new", "host02"],
        dot_backups: ["host01-new", "host02"],
      });
      expect(run.error("folders of a missing path").code).toBe("not_found");
      expect(run.value("delete a subaccount")).toEqual({
        action: succeeded("delete_subaccount", BOX_AND_SUBACCOUNT),
        left: 1,
      });
      expect(run.error("get the deleted subaccount").code).toBe("not_found");
    });

    it("takes snapshots with unique names, rolls back to one by name and deletes it", () => {
      expect(run.value("create a snapshot")).toEqual({
        storage_box: true,
        action: {
          command: "create_snapshot",
          status: "running",
          progress: 0,
          resources: BOX_AND_SNAPSHOT,
        },
      });
      expect(run.value("wait for the create_snapshot action")).toEqual(
        succeeded("create_snapshot", BOX_AND_SNAPSHOT),
      );
      expect(run.value("get the snapshot by id")).toEqual({
        name: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d$/),
        description: "before-upgrade",
        labels: { kind: "manual" },
        is_automatic: false,
        storage_box: expect.any(Number),
        stats: { size: 0, size_filesystem: 0 },
      });
      expect(run.value("take a second snapshot right away")).toEqual(
        succeeded("create_snapshot", BOX_AND_SNAPSHOT),
      );
      // `is_automatic` goes out as Python's `True`/`False`: both filters must still apply.
      expect(run.value("list snapshots, by name, by label and manual ones")).toEqual({
        count: 2,
        names_unique: true,
        by_name: true,
        by_label: [true],
        manual: 2,
        automatic: 0,
        second: { description: "", labels: {} },
      });
      expect(run.value("update the snapshot's description and labels")).toEqual({
        description: "kept",
        labels: { kind: "manual", keep: "yes" },
        name: true,
      });
      // The target survives, the newer snapshot goes (spec/DECISIONS.md Hetzner API row 13).
      expect(run.value("roll back to the first snapshot by name")).toEqual({
        action: succeeded("rollback_snapshot", BOX_AND_SNAPSHOT),
        left: [true],
      });
      const gone = run.error("roll back to a snapshot that is gone");
      expect(gone.code).toBe("invalid_input");
      expect(gone.details.fields.map((field: { name: string }) => field.name)).toEqual([
        "snapshot",
      ]);
      expect(run.value("delete the snapshot")).toEqual({
        action: succeeded("delete_snapshot", BOX_AND_SNAPSHOT),
        left: 0,
      });
      expect(run.error("get the deleted snapshot").code).toBe("not_found");
    });

    it("lists the box's actions and every Storage Box action, and no Cloud action", () => {
      expect(run.value("list the box's actions and all storage box actions")).toEqual({
        box: [
          "create",
          "change_protection",
          "change_type",
          "update_access_settings",
          "reset_password",
          "enable_snapshot_plan",
          "enable_snapshot_plan",
          "disable_snapshot_plan",
          "create_subaccount",
          "create_subaccount",
          "change_home_directory",
          "reset_subaccount_password",
          "update_access_settings",
          "delete_subaccount",
          "create_snapshot",
          "create_snapshot",
          "rollback_snapshot",
          "delete_snapshot",
        ],
        all_succeeded: true,
        all_count_at_least_box: true,
      });
      expect(run.value("the create action through /storage_boxes/actions/{id}")).toEqual({
        id_matches: true,
        command: "create",
      });
      // One id space, but the Storage Box listings hold only Storage Box actions (row 1).
      expect(run.value("a cloud action (a volume's create)")).toBe("create_volume");
      expect(run.error("the cloud action is not a storage box action").code).toBe("not_found");
    });

    it("answers errors with their codes and field details, and keeps projects apart", () => {
      expect(run.error("get an unknown box").code).toBe("not_found");
      const duplicate = run.error("create a box with a name already used");
      expect(duplicate.code).toBe("uniqueness_error");
      expect(duplicate.details).toEqual({ fields: [{ name: "name" }] });
      const invalid = run.error("create a box with a short password and a broken ssh key");
      expect(invalid.code).toBe("invalid_input");
      expect(invalid.details.fields.map((field: { name: string }) => field.name)).toEqual([
        "password",
        "ssh_keys[0]",
      ]);
      const unknownType = run.error("create a box of an unknown type");
      expect(unknownType.code).toBe("invalid_input");
      expect(unknownType.details.fields).toEqual([
        { name: "storage_box_type", messages: ["storage box type 'bx99' not found"] },
      ]);
      expect(run.error("another project cannot see the box").code).toBe("not_found");
    });

    it("deletes the boxes once unprotected, with their subaccounts", () => {
      expect(run.value("unprotect and delete the box, with its subaccount")).toEqual({
        delete: succeeded("delete"),
        left: 0,
      });
      expect(run.error("get the deleted box").code).toBe("not_found");
      expect(run.error("list the subaccounts of the deleted box").code).toBe("not_found");
      run.expectEveryStepChecked();
    });
  },
);
