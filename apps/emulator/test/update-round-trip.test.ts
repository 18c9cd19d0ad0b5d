// Spec-driven: for every update operation (PUT) of every family, every property of its request
// body changes what the following GET returns (to the value sent, where the resource shows a
// field of that name), or it is listed as ignored in DECISIONS.md ("**Ignored on update**:" rows
// of the decisions table, with the evidence). A property a handler forgets to read fails here.
import { readFileSync } from "node:fs";
import { sshPublicKey } from "@cloud-api/test-support/ssh-key";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dereference, loadOpenApiDocument } from "../src/spec/openapi-document.js";
import {
  type CallResult,
  operations,
  specViolations,
  startTestEmulator,
  type TestEmulator,
} from "./support/harness.js";

const PUBLIC_KEY = sshPublicKey("rt@example");
const certificate = (file: string) =>
  readFileSync(new URL(`fixtures/certificates/${file}`, import.meta.url), "utf8");
const document = loadOpenApiDocument();

type Schema = Record<string, unknown>;

/** A schema with its `$ref`s followed, and for `oneOf`/`anyOf` the first one that is not null. */
function resolved(schema: unknown, pointer: string): Schema {
  const { value, pointer: at } = dereference(document, schema, pointer);
  const found = (value ?? {}) as Schema;
  const options = (found.oneOf ?? found.anyOf) as unknown[] | undefined;
  if (options) {
    const index = options.findIndex(
      (option) => (dereference(document, option, at).value as Schema).type !== "null",
    );
    return resolved(options[index], `${at}/oneOf/${index}`);
  }
  return found;
}

/** The properties of an operation's request body, by name. */
function bodyProperties(schemaPointer: string): Record<string, Schema> {
  const schema = resolved({ $ref: schemaPointer }, schemaPointer);
  const properties = (schema.properties ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [
      name,
      resolved(property, `${schemaPointer}/properties/${name}`),
    ]),
  );
}

/** `operation_id.property` of every "**Ignored on update**" row of the decisions table. */
function ignoredOnUpdate(): Set<string> {
  const decisions = readFileSync(new URL("../DECISIONS.md", import.meta.url), "utf8");
  const ignored = new Set<string>();
  for (const line of decisions.split("\n")) {
    const row = /^\|\s*\*\*Ignored on update\*\*:\s*`([a-z_]+)\.([a-z_]+)`/.exec(line);
    if (row) ignored.add(`${row[1]}.${row[2]}`);
  }
  return ignored;
}

let counter = 0;
/** A value of `schema` that differs from `current` (the resource's field of the same name). */
function differentValue(name: string, schema: Schema, current: unknown): unknown {
  counter += 1;
  if (name === "labels") return { "round-trip": `changed-${counter}` };
  if (schema.type === "boolean") return current !== true;
  const choices = schema.enum as unknown[] | undefined;
  if (choices) return choices.find((choice) => choice !== current);
  if (schema.type === "string") return `rt-${name.replace(/_/g, "-")}-${counter}`;
  throw new Error(`no value made for ${name} (${JSON.stringify(schema)})`);
}

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator();
});
afterAll(async () => {
  await emu.close();
});

async function ok(method: string, path: string, body?: unknown): Promise<CallResult["body"]> {
  const result = await emu.call(method, path, { body });
  if (result.status >= 400) {
    throw new Error(`${method} ${path}: ${result.status} ${JSON.stringify(result.body)}`);
  }
  return result.body;
}

async function newServer(extra: Record<string, unknown> = {}) {
  counter += 1;
  return (
    await ok("POST", "/servers", {
      name: `rt-server-${counter}`,
      server_type: "cx22",
      image: "ubuntu-24.04",
      location: "fsn1",
      ...extra,
    })
  ).server as { id: number };
}

/** How to make a fresh resource for each update operation: the path its PUT and GET use. */
const makeResource: Record<string, () => Promise<string>> = {
  update_server: async () => `/servers/${(await newServer()).id}`,
  update_ssh_key: async () => {
    counter += 1;
    const key = await ok("POST", "/ssh_keys", {
      name: `rt-key-${counter}`,
      public_key: PUBLIC_KEY,
    });
    return `/ssh_keys/${key.ssh_key.id}`;
  },
  // A backup, so that `type: snapshot` has something to change.
  update_image: async () => {
    const server = await newServer();
    const made = await ok("POST", `/servers/${server.id}/actions/create_image`, {
      type: "backup",
    });
    return `/images/${made.image.id}`;
  },
  update_primary_ip: async () => {
    counter += 1;
    const made = await ok("POST", "/primary_ips", {
      name: `rt-primary-${counter}`,
      type: "ipv4",
      assignee_type: "server",
      location: "fsn1",
    });
    return `/primary_ips/${made.primary_ip.id}`;
  },
  update_floating_ip: async () => {
    const made = await ok("POST", "/floating_ips", { type: "ipv4", home_location: "fsn1" });
    return `/floating_ips/${made.floating_ip.id}`;
  },
  update_network: async () => {
    counter += 1;
    const made = await ok("POST", "/networks", {
      name: `rt-net-${counter}`,
      ip_range: "10.0.0.0/16",
    });
    return `/networks/${made.network.id}`;
  },
  update_firewall: async () => {
    counter += 1;
    const made = await ok("POST", "/firewalls", { name: `rt-fw-${counter}` });
    return `/firewalls/${made.firewall.id}`;
  },
  update_volume: async () => {
    counter += 1;
    const made = await ok("POST", "/volumes", {
      size: 10,
      name: `rt-volume-${counter}`,
      location: "fsn1",
    });
    return `/volumes/${made.volume.id}`;
  },
  update_placement_group: async () => {
    counter += 1;
    const made = await ok("POST", "/placement_groups", {
      name: `rt-group-${counter}`,
      type: "spread",
    });
    return `/placement_groups/${made.placement_group.id}`;
  },
  update_load_balancer: async () => {
    counter += 1;
    const made = await ok("POST", "/load_balancers", {
      name: `rt-lb-${counter}`,
      load_balancer_type: "lb11",
      location: "fsn1",
    });
    return `/load_balancers/${made.load_balancer.id}`;
  },
  update_certificate: async () => {
    counter += 1;
    const made = await ok("POST", "/certificates", {
      name: `rt-certificate-${counter}`,
      certificate: certificate("leaf.pem"),
      private_key: certificate("leaf.key"),
    });
    return `/certificates/${made.certificate.id}`;
  },
  update_zone: async () => {
    counter += 1;
    const made = await ok("POST", "/zones", { name: `rt-zone-${counter}.com`, mode: "primary" });
    return `/zones/${made.zone.id}`;
  },
  update_zone_rrset: async () => {
    counter += 1;
    const made = await ok("POST", "/zones", { name: `rt-rrset-${counter}.com`, mode: "primary" });
    await ok("POST", `/zones/${made.zone.id}/rrsets`, {
      name: "www",
      type: "A",
      records: [{ value: "198.51.100.7" }],
    });
    return `/zones/${made.zone.id}/rrsets/www/A`;
  },
};

const updates = operations.filter((operation) => operation.method === "put" && operation.body);

/** One resource per update operation, made on first use (an SSH key's public key is unique). */
const made = new Map<string, Promise<string>>();
function resourceFor(operationId: string): Promise<string> {
  const make = makeResource[operationId];
  if (!make) throw new Error(`no resource maker for ${operationId}`);
  let path = made.get(operationId);
  if (!path) {
    path = make();
    made.set(operationId, path);
  }
  return path;
}

/** The one resource a GET or PUT answer holds (`{"server": {...}}`). */
function resourceOf(body: Record<string, unknown>): Record<string, unknown> {
  const keys = Object.keys(body);
  expect(keys).toHaveLength(1);
  return body[keys[0] as string] as Record<string, unknown>;
}

describe("every property of every update operation's body", () => {
  it("has a way to make a resource for every update operation of the spec", () => {
    expect(updates.length).toBeGreaterThan(0);
    expect(
      updates.map((operation) => operation.operationId).filter((id) => !(id in makeResource)),
    ).toEqual([]);
  });

  it("lists only operations and properties of the spec as ignored", () => {
    const known = new Set(
      updates.flatMap((operation) =>
        Object.keys(bodyProperties(operation.body?.schemaPointer ?? "")).map(
          (property) => `${operation.operationId}.${property}`,
        ),
      ),
    );
    expect([...ignoredOnUpdate()].filter((entry) => !known.has(entry))).toEqual([]);
  });

  for (const operation of updates) {
    const properties = bodyProperties(operation.body?.schemaPointer ?? "");
    for (const [property, schema] of Object.entries(properties)) {
      it(`${operation.operationId}: ${property} changes what GET returns`, async () => {
        if (ignoredOnUpdate().has(`${operation.operationId}.${property}`)) return;
        const path = await resourceFor(operation.operationId);
        const before = resourceOf(await ok("GET", path));
        const value = differentValue(property, schema, before[property]);
        expect(
          value,
          `a value of ${property} other than ${JSON.stringify(before[property])}`,
        ).not.toBe(undefined);
        await ok("PUT", path, { [property]: value });
        const after = resourceOf(await ok("GET", path));
        expect(after, `GET ${path} after PUT {${property}}`).not.toEqual(before);
        if (property in before) expect(after[property]).toEqual(value);
        expect(specViolations).toEqual([]);
      });
    }
  }
});
