// Hardening of the HTTP layer (issue 19): bounded header and body time, canonical integer
// ids and query values, the error envelope on errors the HTTP layer raises, a bounded `Link`
// header, and limits on free-text names and descriptions.

import { sshPublicKey } from "@cloud-api/test-support/ssh-key";
import { describe, expect, it } from "vitest";
import type { CallResult } from "../support/harness.js";
import { useTestEmulator } from "../support/lifecycle.js";
import { isEnvelope, rawRequest } from "../support/raw-http.js";

const HEADERS_TIMEOUT_MS = 300;
const REQUEST_TIMEOUT_MS = 600;

const emu = useTestEmulator({
  headersTimeoutMs: HEADERS_TIMEOUT_MS,
  requestTimeoutMs: REQUEST_TIMEOUT_MS,
});

let serial = 0;
async function createSshKey(): Promise<number> {
  serial += 1;
  const created = await emu.call("POST", "/ssh_keys", {
    body: { name: `hard-${serial}`, public_key: sshPublicKey() },
  });
  if (created.status !== 201) throw new Error(JSON.stringify(created.body));
  return created.body.ssh_key.id;
}

function fieldNames(result: CallResult): string[] {
  return (result.body?.error?.details?.fields ?? []).map((field: { name: string }) => field.name);
}

const authorization = "Authorization: Bearer tok-a\r\n";

/**
 * A request outside the harness's spec check, for answers the spec does not list per
 * operation: 422 for a malformed path id (the spec declares 404 there) and the HTTP layer's
 * own errors (414), which come before any operation.
 */
async function unchecked(method: string, path: string): Promise<CallResult> {
  const response = await fetch(`${emu.url}${path}`, {
    method,
    headers: { Authorization: "Bearer tok-a" },
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text === "" ? undefined : JSON.parse(text),
    headers: response.headers,
  };
}

describe("request time is bounded", () => {
  it("answers 408 timeout in the envelope when a body stops before its Content-Length", async () => {
    const response = await rawRequest(emu.port, [
      `POST /v1/ssh_keys HTTP/1.1\r\nHost: x\r\n${authorization}Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"name":`,
    ]);
    expect(response.status).toBe(408);
    expect(isEnvelope(response.body)).toBe(true);
    expect(JSON.parse(response.body).error.code).toBe("timeout");
    expect(response.closed).toBe(true);
  });

  it("answers 408 timeout when the headers never end", async () => {
    const response = await rawRequest(emu.port, [
      `GET /v1/ssh_keys HTTP/1.1\r\nHost: x\r\n${authorization}`,
    ]);
    expect(response.status).toBe(408);
    expect(isEnvelope(response.body)).toBe(true);
    expect(response.closed).toBe(true);
  });

  it("still serves a request whose body arrives in slow pieces within the limit", async () => {
    const body = JSON.stringify({ name: "slow-but-fine", public_key: sshPublicKey() });
    const head = `POST /v1/ssh_keys HTTP/1.1\r\nHost: x\r\n${authorization}Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`;
    const response = await rawRequest(emu.port, [head + body]);
    expect(response.status).toBe(201);
  });
});

describe("only canonical decimal integers are ids", () => {
  it("DELETE /ssh_keys/0x1 and other spellings of an id are 422 naming id and delete nothing", async () => {
    const id = await createSshKey();
    const spellings = [
      `0x${id.toString(16)}`,
      `${id}.0`,
      `${id}e0`,
      `0${id}`,
      `+${id}`,
      `%20${id}`,
      `${id}%20`,
      `0o${id.toString(8)}`,
      `0b${id.toString(2)}`,
    ];
    for (const spelling of spellings) {
      const result = await unchecked("DELETE", `/ssh_keys/${spelling}`);
      expect([spelling, result.status, result.body?.error?.code]).toEqual([
        spelling,
        422,
        "invalid_input",
      ]);
      expect(fieldNames(result)).toEqual(["id"]);
    }
    expect((await emu.call("GET", `/ssh_keys/${id}`)).status).toBe(200);
    expect((await emu.call("DELETE", `/ssh_keys/${id}`)).status).toBe(204);
  });

  it("page=1e3, per_page=0x10, page=01 and page=+1 are 422 naming the parameter", async () => {
    for (const [query, name] of [
      ["page=1e3", "page"],
      ["per_page=0x10", "per_page"],
      ["page=01", "page"],
      ["page=%2B1", "page"],
      ["page=1.0", "page"],
      ["per_page=%201", "per_page"],
    ] as const) {
      const result = await emu.call("GET", `/ssh_keys?${query}`);
      expect([query, result.status]).toEqual([query, 422]);
      expect(fieldNames(result)).toEqual([name]);
    }
    const ok = await emu.call("GET", "/ssh_keys?page=2&per_page=10");
    expect(ok.status).toBe(200);
    expect(ok.body.meta.pagination.page).toBe(2);
  });

  it("repeated integer query values are checked one by one (id=01 on /actions lists)", async () => {
    const result = await emu.call("GET", "/servers/actions?id=1&id=01");
    expect(result.status).toBe(422);
    expect(fieldNames(result)).toEqual(["id"]);
    expect((await emu.call("GET", "/servers/actions?id=1&id=2")).status).toBe(200);
  });
});

describe("errors of the HTTP layer come in the envelope", () => {
  it("414 for an overlong path parameter", async () => {
    const result = await unchecked("GET", `/ssh_keys/${"1".repeat(2000)}`);
    expect(result.status).toBe(414);
    expect(isEnvelope(JSON.stringify(result.body))).toBe(true);
  });

  it("431 for oversized headers", async () => {
    const response = await rawRequest(emu.port, [
      `GET /v1/ssh_keys HTTP/1.1\r\nHost: x\r\n${authorization}X-Big: ${"a".repeat(20_000)}\r\n\r\n`,
    ]);
    expect(response.status).toBe(431);
    expect(isEnvelope(response.body)).toBe(true);
  });

  it("400 for a request that is not HTTP", async () => {
    const response = await rawRequest(emu.port, ["HELLO THERE\r\n\r\n"]);
    expect(response.status).toBe(400);
    expect(isEnvelope(response.body)).toBe(true);
  });

  it("400 for a path with broken percent-encoding", async () => {
    const response = await rawRequest(emu.port, [
      `GET /v1/ssh_keys/%E0%A4%A HTTP/1.1\r\nHost: x\r\n${authorization}Connection: close\r\n\r\n`,
    ]);
    expect(response.status).toBe(400);
    expect(isEnvelope(response.body)).toBe(true);
    expect(response.headers["x-correlation-id"]).toMatch(/^[0-9a-f]{16}$/);
  });
});

describe("the Link header stays bounded", () => {
  it("does not repeat a 9 KB query string once per relation", async () => {
    for (let index = 0; index < 3; index += 1) await createSshKey();
    const padding = "a".repeat(9000);
    // Through fetch: Node's fetch refuses a response whose headers pass 16 KiB.
    const result = await emu.call("GET", `/ssh_keys?per_page=1&page=2&unknown=${padding}`);
    expect(result.status).toBe(200);
    const link = result.headers.get("link") ?? "";
    expect(link.length).toBeLessThanOrEqual(4096);
    expect(link).toContain('rel="next"');
    expect(link).toContain('rel="prev"');
    expect(link).toContain('rel="last"');
  });

  it("keeps the filters in the links it sends, and drops relations rather than the filters", async () => {
    const sort = Array.from({ length: 700 }, () => "sort=id:asc").join("&");
    const result = await emu.call("GET", `/ssh_keys?per_page=1&page=2&${sort}`);
    expect(result.status).toBe(200);
    const link = result.headers.get("link") ?? "";
    expect(link.length).toBeLessThanOrEqual(4096);
    for (const part of link.split(", ").filter((entry) => entry !== "")) {
      expect(part).toContain("sort=id%3Aasc");
    }
  });
});

describe("free-text names and descriptions have limits", () => {
  const cases: {
    what: string;
    method: string;
    path: () => Promise<string>;
    field: string;
    base: Record<string, unknown>;
  }[] = [
    {
      what: "SSH key name",
      method: "POST",
      path: async () => "/ssh_keys",
      field: "name",
      base: { public_key: "" },
    },
    {
      what: "SSH key rename",
      method: "PUT",
      path: async () => `/ssh_keys/${await createSshKey()}`,
      field: "name",
      base: {},
    },
    {
      what: "network name",
      method: "POST",
      path: async () => "/networks",
      field: "name",
      base: { ip_range: "10.0.0.0/16" },
    },
    {
      what: "floating IP name",
      method: "POST",
      path: async () => "/floating_ips",
      field: "name",
      base: { type: "ipv4", home_location: "fsn1" },
    },
    {
      what: "primary IP name",
      method: "POST",
      path: async () => "/primary_ips",
      field: "name",
      base: { type: "ipv4", location: "fsn1" },
    },
    {
      what: "floating IP description",
      method: "POST",
      path: async () => "/floating_ips",
      field: "description",
      base: { type: "ipv4", home_location: "fsn1" },
    },
  ];
  for (const entry of cases) {
    it(`rejects a 1 MB, NUL-bearing or lone-surrogate ${entry.what} with 422 naming ${entry.field}`, async () => {
      const controls = entry.field === "name" ? ["tab\there", "bell\u0007"] : ["bell\u0007"];
      const longest = entry.field === "name" ? 128 : 255;
      for (const value of [
        "x".repeat(1_000_000),
        "n".repeat(longest + 1),
        "a\u0000b",
        "a\ud800b",
        ...controls,
      ]) {
        const base = { ...entry.base };
        if ("public_key" in base) base.public_key = sshPublicKey();
        const result = await emu.call(entry.method, await entry.path(), {
          body: { ...base, [entry.field]: value },
        });
        expect([entry.what, value.slice(0, 8), result.status]).toEqual([
          entry.what,
          value.slice(0, 8),
          422,
        ]);
        expect(fieldNames(result)).toContain(entry.field);
      }
    });
  }

  it("accepts 128-character names and names with emoji", async () => {
    const created = await emu.call("POST", "/ssh_keys", {
      body: { name: "k".repeat(128), public_key: sshPublicKey() },
    });
    expect(created.status).toBe(201);
    const emoji = await emu.call("POST", "/ssh_keys", {
      body: { name: "laptop 💻", public_key: sshPublicKey() },
    });
    expect(emoji.status).toBe(201);
    expect(emoji.body.ssh_key.name).toBe("laptop 💻");
  });

  it("bounds image descriptions (update_image) at 255 characters", async () => {
    const server = await emu.call("POST", "/servers", {
      body: {
        name: "img-src",
        server_type: "cx22",
        image: "ubuntu-24.04",
        start_after_create: false,
      },
    });
    const snapshot = await emu.call(
      "POST",
      `/servers/${server.body.server.id}/actions/create_image`,
      {
        body: { description: "d".repeat(255) },
      },
    );
    expect(snapshot.status).toBe(201);
    const tooLongSnapshot = await emu.call(
      "POST",
      `/servers/${server.body.server.id}/actions/create_image`,
      {
        body: { description: "d".repeat(256) },
      },
    );
    expect(fieldNames(tooLongSnapshot)).toEqual(["description"]);
    const update = await emu.call("PUT", `/images/${snapshot.body.image.id}`, {
      body: { description: "x\u0000".repeat(100) },
    });
    expect(update.status).toBe(422);
    expect(fieldNames(update)).toEqual(["description"]);
  });
});
