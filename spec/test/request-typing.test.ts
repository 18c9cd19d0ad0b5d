// Request bodies accept what the official clients send (issue 12): IDs as integers or digit
// strings where the API reads "ID or name", digit-string ids where a client sent them, and
// `null` for optional fields a client fills with null when unset. Nothing the real API rejects
// becomes valid: enums, patterns and bounds still hold.
import { beforeAll, describe, expect, it } from "vitest";
import { createSchemaValidator } from "../lib/ajv.mjs";
import {
  dereference,
  isObject,
  listOperations,
  loadSpecDocument,
  type OpenApiDocument,
} from "../lib/reader.mjs";

let doc: OpenApiDocument;
let validatorAt: ReturnType<typeof createSchemaValidator>;

beforeAll(() => {
  doc = loadSpecDocument();
  validatorAt = createSchemaValidator(doc);
});

/** Validates `body` against the JSON request body schema of `operationId`. */
function accepts(operationId: string, body: unknown): boolean {
  const op = listOperations(doc).find((entry) => entry.operation.operationId === operationId);
  if (!op) throw new Error(`no operation ${operationId}`);
  const { value: node, pointer } = dereference(
    doc,
    op.operation.requestBody,
    `${op.pointer}/requestBody`,
  );
  if (!isObject(node) || !isObject(node.content)) throw new Error(`${operationId} has no body`);
  const schemaPointer = `${pointer}/content/application~1json/schema`;
  return validatorAt(schemaPointer)(body);
}

const server = { name: "web-1", server_type: "cpx22", image: "ubuntu-24.04" };

describe("ID-or-name request fields", () => {
  const cases: [string, string, Record<string, unknown>][] = [
    ["create_server", "server_type", server],
    ["create_server", "image", server],
    ["create_server", "location", server],
    ["rebuild_server", "image", {}],
    ["change_server_type", "server_type", { upgrade_disk: false }],
    ["attach_server_iso", "iso", {}],
    ["create_floating_ip", "home_location", { type: "ipv4" }],
    ["create_primary_ip", "location", { name: "ip", type: "ipv4" }],
    // `datacenter` left both create bodies on 2026-07-01: the emulator refuses it (422).
  ];
  for (const [operationId, field, base] of cases) {
    it(`${operationId} ${field} accepts an integer id, a digit string and a name`, () => {
      expect(accepts(operationId, { ...base, [field]: 3 })).toBe(true);
      expect(accepts(operationId, { ...base, [field]: "3" })).toBe(true);
      expect(accepts(operationId, { ...base, [field]: "some-name" })).toBe(true);
    });
    it(`${operationId} ${field} still rejects a boolean, null, 0, a fraction and an empty string`, () => {
      for (const wrong of [true, null, 0, -1, 1.5, "", { id: 1 }]) {
        expect(accepts(operationId, { ...base, [field]: wrong }), JSON.stringify(wrong)).toBe(
          false,
        );
      }
    });
  }

  it("create_server ssh_keys accepts a mix of integer ids, digit strings and names", () => {
    expect(accepts("create_server", { ...server, ssh_keys: [1, "2", "laptop"] })).toBe(true);
    expect(accepts("create_server", { ...server, ssh_keys: [true] })).toBe(false);
    expect(accepts("create_server", { ...server, ssh_keys: [""] })).toBe(false);
  });
});

describe("integer ids sent as digit strings", () => {
  it("add_server_to_placement_group accepts 7 and '7'", () => {
    expect(accepts("add_server_to_placement_group", { placement_group: 7 })).toBe(true);
    expect(accepts("add_server_to_placement_group", { placement_group: "7" })).toBe(true);
  });
  it("add_server_to_placement_group rejects non-digit strings, signs, zero and leading zeros", () => {
    for (const wrong of ["abc", "0x1", "+7", "07", "0", "7.0", "", " 7", null, true, 0]) {
      expect(
        accepts("add_server_to_placement_group", { placement_group: wrong }),
        JSON.stringify(wrong),
      ).toBe(false);
    }
  });
  it("create_server placement_group stays an integer id", () => {
    expect(accepts("create_server", { ...server, placement_group: 7 })).toBe(true);
    expect(accepts("create_server", { ...server, placement_group: "7" })).toBe(false);
  });
});

describe("null for optional fields", () => {
  it("enable_server_rescue accepts type null and still rejects an unknown type", () => {
    expect(accepts("enable_server_rescue", { type: null })).toBe(true);
    expect(accepts("enable_server_rescue", { type: null, ssh_keys: [1] })).toBe(true);
    expect(accepts("enable_server_rescue", { type: "linux32" })).toBe(false);
    expect(accepts("enable_server_rescue", { type: 5 })).toBe(false);
  });
  it("create_server_image accepts null description, type and labels", () => {
    expect(accepts("create_server_image", { description: null, type: null, labels: null })).toBe(
      true,
    );
    expect(accepts("create_server_image", { type: "system" })).toBe(false);
    expect(accepts("create_server_image", { labels: { "bad key!": "x" } })).toBe(false);
    expect(accepts("create_server_image", { description: 5 })).toBe(false);
  });
  it("floating IP description accepts null on create and update", () => {
    expect(
      accepts("create_floating_ip", { type: "ipv4", home_location: "fsn1", description: null }),
    ).toBe(true);
    expect(accepts("update_floating_ip", { description: null })).toBe(true);
    expect(accepts("update_floating_ip", { description: 1 })).toBe(false);
  });
  it("floating IP server accepts null on create and assign, but not a string", () => {
    expect(
      accepts("create_floating_ip", { type: "ipv4", home_location: "fsn1", server: null }),
    ).toBe(true);
    expect(accepts("assign_floating_ip", { server: null })).toBe(true);
    expect(accepts("assign_floating_ip", { server: "1" })).toBe(false);
    expect(accepts("assign_floating_ip", {})).toBe(false);
  });
  it("create_primary_ip accepts assignee_id null and no assignee_type, but not another type", () => {
    expect(
      accepts("create_primary_ip", {
        name: "ip",
        type: "ipv4",
        location: "fsn1",
        assignee_id: null,
      }),
    ).toBe(true);
    expect(
      accepts("create_primary_ip", { name: "ip", type: "ipv4", location: 1, auto_delete: false }),
    ).toBe(true);
    expect(
      accepts("create_primary_ip", { name: "ip", type: "ipv4", assignee_type: "volume" }),
    ).toBe(false);
  });
  for (const operationId of [
    "change_server_dns_ptr",
    "change_floating_ip_dns_ptr",
    "change_primary_ip_dns_ptr",
  ]) {
    it(`${operationId} needs only ip; dns_ptr may be a name, null or left out`, () => {
      expect(accepts(operationId, { ip: "198.51.100.1" })).toBe(true);
      expect(accepts(operationId, { ip: "198.51.100.1", dns_ptr: null })).toBe(true);
      expect(accepts(operationId, { ip: "198.51.100.1", dns_ptr: "a.example.com" })).toBe(true);
      expect(accepts(operationId, { dns_ptr: "a.example.com" })).toBe(false);
      expect(accepts(operationId, { ip: "198.51.100.1", dns_ptr: 5 })).toBe(false);
    });
  }
});

describe("free-text names and descriptions are bounded", () => {
  const names: [string, Record<string, unknown>][] = [
    ["create_ssh_key", { public_key: "ssh-ed25519 AAAA" }],
    ["update_ssh_key", {}],
    ["create_network", { ip_range: "10.0.0.0/16" }],
    ["update_network", {}],
    ["create_floating_ip", { type: "ipv4" }],
    ["update_floating_ip", {}],
    ["create_primary_ip", { type: "ipv4" }],
    ["update_primary_ip", {}],
  ];
  for (const [operationId, base] of names) {
    it(`${operationId} name: 1-128 characters, no control characters or lone surrogates`, () => {
      expect(accepts(operationId, { ...base, name: "n".repeat(128) })).toBe(true);
      expect(accepts(operationId, { ...base, name: "laptop 💻" })).toBe(true);
      for (const wrong of ["", "n".repeat(129), "a\u0000b", "a\tb", "a\ud800b", "\udc00"]) {
        expect(accepts(operationId, { ...base, name: wrong }), JSON.stringify(wrong)).toBe(false);
      }
    });
  }
  const descriptions: [string, Record<string, unknown>][] = [
    ["update_image", {}],
    ["create_server_image", {}],
    ["create_floating_ip", { type: "ipv4" }],
    ["update_floating_ip", {}],
  ];
  for (const [operationId, base] of descriptions) {
    it(`${operationId} description: at most 255 characters, line breaks and tabs allowed`, () => {
      expect(accepts(operationId, { ...base, description: "d".repeat(255) })).toBe(true);
      expect(accepts(operationId, { ...base, description: "line one\nline\ttwo\r\n" })).toBe(true);
      for (const wrong of ["d".repeat(256), "a\u0000b", "a\u0007", "a\ud800b"]) {
        expect(accepts(operationId, { ...base, description: wrong }), JSON.stringify(wrong)).toBe(
          false,
        );
      }
    });
  }
});

describe("the Hetzner API's request bodies (storage-box-facts §1.3, §3.6, §3.7)", () => {
  let hetzner: OpenApiDocument;
  let hetznerValidatorAt: ReturnType<typeof createSchemaValidator>;
  beforeAll(() => {
    hetzner = loadSpecDocument("hetzner");
    hetznerValidatorAt = createSchemaValidator(hetzner);
  });
  const acceptsBody = (operationId: string, body: unknown): boolean => {
    const op = listOperations(hetzner).find((entry) => entry.operation.operationId === operationId);
    if (!op) throw new Error(`no operation ${operationId}`);
    const { value: node, pointer } = dereference(
      hetzner,
      op.operation.requestBody,
      `${op.pointer}/requestBody`,
    );
    if (!isObject(node) || !isObject(node.content)) throw new Error(`${operationId} has no body`);
    return hetznerValidatorAt(`${pointer}/content/application~1json/schema`)(body);
  };
  const password = "1-secret-PASSW0RD-=)";
  const box = { name: "box", location: "hel1", storage_box_type: "bx11", password };

  const idOrName: [string, string, Record<string, unknown>][] = [
    ["create_storage_box", "location", box],
    ["create_storage_box", "storage_box_type", box],
    ["change_storage_box_type", "storage_box_type", {}],
    ["rollback_storage_box_snapshot", "snapshot", {}],
  ];
  for (const [operationId, field, base] of idOrName) {
    it(`${operationId} ${field} accepts an integer id (hcloud-go), a digit string (hcloud-python) and a name`, () => {
      for (const value of [1333, "1333", "bx11", "2025-02-12T11-35-19"]) {
        expect(acceptsBody(operationId, { ...base, [field]: value }), String(value)).toBe(true);
      }
      for (const wrong of [true, null, 0, 1.5, "", { id: 1 }]) {
        expect(acceptsBody(operationId, { ...base, [field]: wrong }), JSON.stringify(wrong)).toBe(
          false,
        );
      }
    });
  }

  it("takes the passwords the official tests send and refuses ones that break the policy", () => {
    // Terraform's generated password: 128 characters, 32 each of lower, upper, digits, specials.
    const terraform = "aB3!".repeat(32);
    for (const good of [password, terraform, "Grüße-aus-Köln-2024", "Ab1°§x-grade-ok"]) {
      expect(acceptsBody("reset_storage_box_password", { password: good }), good).toBe(true);
    }
    for (const bad of [
      "Short-1a", // 8 characters
      `${terraform}x`, // 129
      "no-upper-case-1",
      "NO-LOWER-CASE-1",
      "No-Digits-Here!",
      "NoSpecials12345",
      "Has space in-1A",
      "Euro€sign-is-1A",
    ]) {
      expect(acceptsBody("reset_storage_box_password", { password: bad }), bad).toBe(false);
      expect(acceptsBody("reset_storage_box_subaccount_password", { password: bad }), bad).toBe(
        false,
      );
    }
  });

  it("home_directory takes nested relative paths, not a leading '/', '..' or other characters", () => {
    for (const good of [
      "test",
      "backups/subaccount1",
      "my_backups/host01.my.company",
      "a b",
      "tmp/",
    ]) {
      expect(
        acceptsBody("change_storage_box_subaccount_home_directory", { home_directory: good }),
        good,
      ).toBe(true);
    }
    for (const bad of ["", "/abs", "../up", "a/../b", "a/..", "a:b", "x".repeat(1000)]) {
      expect(
        acceptsBody("change_storage_box_subaccount_home_directory", { home_directory: bad }),
        bad,
      ).toBe(false);
    }
    expect(acceptsBody("create_storage_box_subaccount", { password })).toBe(false);
  });

  it("enable_snapshot_plan takes day_of_week/day_of_month as null (hcloud-go sends them) and checks ranges", () => {
    const plan = { max_snapshots: 10, minute: 5, hour: 6 };
    expect(acceptsBody("enable_storage_box_snapshot_plan", plan)).toBe(true);
    expect(
      acceptsBody("enable_storage_box_snapshot_plan", {
        ...plan,
        day_of_week: 7,
        day_of_month: null,
      }),
    ).toBe(true);
    for (const wrong of [
      { ...plan, day_of_week: 0 },
      { ...plan, day_of_week: 8 },
      { ...plan, day_of_month: 32 },
      { ...plan, hour: 24 },
      { ...plan, minute: 60 },
      { ...plan, max_snapshots: 0 },
      { minute: 5, hour: 6 },
    ]) {
      expect(acceptsBody("enable_storage_box_snapshot_plan", wrong), JSON.stringify(wrong)).toBe(
        false,
      );
    }
  });

  it("takes {} where the tools send it: PUT to re-read, create_snapshot without fields", () => {
    for (const operationId of [
      "update_storage_box",
      "update_storage_box_subaccount",
      "update_storage_box_snapshot",
      "create_storage_box_snapshot",
      "change_storage_box_protection",
      "update_storage_box_access_settings",
      "update_storage_box_subaccount_access_settings",
    ]) {
      expect(acceptsBody(operationId, {}), operationId).toBe(true);
    }
  });

  it("create_storage_box takes OpenSSH public keys only, not the Cloud API's key ids or names", () => {
    const key =
      "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHYB1CKDTlRJdLmZ1KswVYg5sQkIPnLZhw3a2AjTjpw3 me@host";
    expect(acceptsBody("create_storage_box", { ...box, ssh_keys: [key] })).toBe(true);
    expect(acceptsBody("create_storage_box", { ...box, ssh_keys: [1] })).toBe(false);
    expect(acceptsBody("create_storage_box", { ...box, ssh_keys: ["my-laptop"] })).toBe(false);
  });

  it("subaccount names are 1-50 characters", () => {
    expect(acceptsBody("update_storage_box_subaccount", { name: "n".repeat(50) })).toBe(true);
    expect(acceptsBody("update_storage_box_subaccount", { name: "n".repeat(51) })).toBe(false);
    expect(acceptsBody("update_storage_box_subaccount", { name: "" })).toBe(false);
  });

  it("disable_storage_box_snapshot_plan takes no body", () => {
    const op = listOperations(hetzner).find(
      (entry) => entry.operation.operationId === "disable_storage_box_snapshot_plan",
    );
    expect(op?.operation.requestBody).toBeUndefined();
  });
});
