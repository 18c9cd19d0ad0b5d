import { createHash, X509Certificate } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STORE_INDEXES } from "../../../src/resources/index.js";
import { DurableStore } from "../../../src/store/durable-store.js";
import { specViolations, startTestEmulator, type TestEmulator } from "../../support/harness.js";

// Fixtures made with openssl (test/fixtures/certificates/README.md); the expected values below
// are what `openssl x509 -noout -startdate -enddate -fingerprint -sha256` printed for them.
const fixture = (name: string) =>
  readFileSync(new URL(`../../fixtures/certificates/${name}`, import.meta.url), "utf8");
const LEAF = fixture("leaf.pem");
const LEAF_KEY = fixture("leaf.key");
const CA = fixture("ca.pem");
const SELF_SIGNED = fixture("self-signed.pem");
const SELF_SIGNED_KEY = fixture("self-signed.key");
const EXPIRED = fixture("expired.pem");
const EXPIRED_KEY = fixture("expired.key");
const OTHER_KEY = fixture("other.key");
const LEAF_FINGERPRINT =
  "d4:20:4f:84:bf:dc:83:a8:eb:6e:9c:4e:f4:de:66:89:3c:a0:b9:6b:6c:37:5c:94:dc:d5:3a:02:3b:0a:da:a8";

const ACTION_MS = 1000;
const START_MS = Date.UTC(2026, 5, 1, 12, 0, 0);
let now = START_MS;
let directory = "";
let dataFile = "";
let emu: TestEmulator;

/**
 * The state the emulator starts from, as a JSON state file (migrated into the store at the first
 * start): records of families this branch does not implement, as their modules will store them. Zones: `example.com`
 * (primary) in project A, `secondary.example.org` (secondary) in project A, `example.com` in
 * project B. Load balancers: one of project A whose https service uses certificate 101 (the
 * first certificate created: the counter starts at 100), and one of project B naming the same id.
 */
function seedState() {
  const zone = (id: number, project: string, name: string, mode: string) => ({
    id,
    project,
    name,
    mode,
  });
  writeFileSync(
    dataFile,
    JSON.stringify({
      version: 1,
      counters: { certificates: 100, zones: 10, load_balancers: 10 },
      collections: {
        zones: [
          zone(1, "project-a", "example.com", "primary"),
          zone(2, "project-a", "secondary.example.org", "secondary"),
          zone(3, "project-b", "example.net", "primary"),
        ],
        load_balancers: [
          {
            id: 7,
            project: "project-a",
            name: "lb-a",
            services: [{ http: null }, { http: { certificates: [101] } }],
            targets: [],
            privateNet: [],
          },
          {
            id: 8,
            project: "project-b",
            name: "lb-b",
            services: [{ http: { certificates: [101] } }],
            targets: [],
            privateNet: [],
          },
        ],
      },
    }),
  );
}

async function start() {
  emu = await startTestEmulator({ dataFile, actionMs: ACTION_MS, clock: () => now });
}

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), "certificates-"));
  dataFile = join(directory, "state.json");
  seedState();
  writeFileSync(join(directory, "seed.json"), readFileSync(dataFile));
  await start();
});
afterAll(async () => {
  await emu.close();
  rmSync(directory, { recursive: true, force: true });
  expect(specViolations).toEqual([]);
});

let serial = 0;
const uniqueName = (prefix: string) => `${prefix}-${++serial}`;
const create = (body: object, token?: string) => emu.call("POST", "/certificates", { body, token });
const upload = (extra: object = {}, token?: string) =>
  create({ name: uniqueName("up"), certificate: LEAF, private_key: LEAF_KEY, ...extra }, token);
const manage = (domainNames: string[], extra: object = {}) =>
  create({ name: uniqueName("managed"), type: "managed", domain_names: domainNames, ...extra });
const getCertificate = async (id: number, token?: string) =>
  (await emu.call("GET", `/certificates/${id}`, { token })).body?.certificate;
const finishActions = () => {
  now += ACTION_MS;
};
const fieldNames = (body: { error: { details: { fields: { name: string }[] } } }) =>
  body.error.details.fields.map((field) => field.name);

describe("uploaded certificates", () => {
  it("reads dates, domain names and the SHA-256 fingerprint from the PEM; action null", async () => {
    const result = await upload({ labels: { env: "test" } });
    expect(result.status).toBe(201);
    expect(result.body.action).toBeNull();
    const certificate = result.body.certificate;
    expect(certificate).toMatchObject({
      type: "uploaded",
      labels: { env: "test" },
      not_valid_before: "2026-01-01T00:00:00Z",
      not_valid_after: "2036-01-01T00:00:00Z",
      // SAN order; the CN example.com is also a SAN, so it is listed once.
      domain_names: ["example.com", "www.example.com", "*.api.example.com"],
      fingerprint: LEAF_FINGERPRINT,
      status: null,
      created: "2026-06-01T12:00:00Z",
    });
    expect(certificate.certificate).toBe(LEAF.trim());
    expect(await getCertificate(certificate.id)).toEqual(certificate);
  });

  it("keeps the chain in order and rejects a chain out of order, naming certificate", async () => {
    const chain = await upload({ certificate: `${LEAF}\n${CA}` });
    expect(chain.status).toBe(201);
    expect(chain.body.certificate.certificate).toBe(`${LEAF.trim()}\n${CA.trim()}`);
    expect(chain.body.certificate.fingerprint).toBe(LEAF_FINGERPRINT);

    const reversed = await upload({ certificate: `${CA}${LEAF}` });
    expect(reversed.status).toBe(422);
    expect(reversed.body.error.code).toBe("invalid_input");
    expect(fieldNames(reversed.body)).toEqual(["certificate"]);
    expect(reversed.body.error.details.fields[0].messages[0]).toMatch(/not certified by entry 2/);
  });

  it("lists the CN when there are no SANs, and leaves IP SANs out; accepts expired ones", async () => {
    const rsa = await upload({ certificate: SELF_SIGNED, private_key: SELF_SIGNED_KEY });
    expect(rsa.status).toBe(201);
    expect(rsa.body.certificate.domain_names).toEqual(["self.example.org"]);
    expect(rsa.body.certificate.fingerprint).toBe(
      "8f:6e:3c:c1:79:d7:ad:32:d3:7a:5e:a7:28:3f:07:32:e6:56:27:a8:7b:13:7d:fa:cc:0c:d8:d6:6f:fc:eb:34",
    );
    const expired = await upload({ certificate: EXPIRED, private_key: EXPIRED_KEY });
    expect(expired.status).toBe(201);
    expect(expired.body.certificate).toMatchObject({
      domain_names: ["old.example.net"],
      not_valid_before: "2020-01-01T00:00:00Z",
      not_valid_after: "2020-04-01T00:00:00Z",
    });
  });

  it("answers 422 naming private_key for a key of another certificate, never echoing it", async () => {
    for (const key of [OTHER_KEY, SELF_SIGNED_KEY]) {
      const result = await upload({ private_key: key });
      expect(result.status).toBe(422);
      expect(result.body.error.code).toBe("invalid_input");
      expect(fieldNames(result.body)).toEqual(["private_key"]);
      expect(result.body.error.details.fields[0].messages).toEqual([
        "does not belong to the certificate",
      ]);
    }
    const garbage = await upload({ private_key: LEAF_KEY.replace(/[A-Za-z]{20}/, "x") });
    expect(garbage.status).toBe(422);
    expect(fieldNames(garbage.body)).toEqual(["private_key"]);
    const keyBody = LEAF_KEY.split("\n")[1] ?? "";
    expect(JSON.stringify(garbage.body)).not.toContain(keyBody.slice(0, 16));
  });

  it("answers 422 naming certificate for text that is not a PEM certificate", async () => {
    const corrupted = LEAF.replace(/\n[A-Za-z0-9+/]{20}/, "\n!!!!");
    for (const certificate of [
      "hello",
      corrupted,
      "-----BEGIN CERTIFICATE-----\n-----END CERTIFICATE-----",
    ]) {
      const result = await upload({ certificate });
      expect(result.status, certificate).toBe(422);
      expect(fieldNames(result.body)).toEqual(["certificate"]);
    }
  });

  it("names every missing field at once, and refuses domain_names", async () => {
    const missing = await create({ name: uniqueName("missing") });
    expect(missing.status).toBe(422);
    expect(fieldNames(missing.body)).toEqual(["certificate", "private_key"]);
    const withDomains = await upload({ domain_names: ["example.com"] });
    expect(withDomains.status).toBe(422);
    expect(fieldNames(withDomains.body)).toEqual(["domain_names"]);
  });

  it("has no actions, and cannot be retried (422 unsupported_error)", async () => {
    const id = (await upload()).body.certificate.id;
    const actions = await emu.call("GET", `/certificates/${id}/actions`);
    expect(actions.status).toBe(200);
    expect(actions.body.actions).toEqual([]);
    const retry = await emu.call("POST", `/certificates/${id}/actions/retry`);
    expect(retry.status).toBe(422);
    expect(retry.body.error.code).toBe("unsupported_error");
  });
});

describe("managed certificates", () => {
  it("are pending with null certificate fields until the create_certificate action ends", async () => {
    const result = await manage(["Example.com", "*.example.com", "example.com"]);
    expect(result.status).toBe(201);
    const { certificate, action } = result.body;
    expect(certificate).toMatchObject({
      type: "managed",
      certificate: null,
      not_valid_before: null,
      not_valid_after: null,
      fingerprint: null,
      domain_names: ["example.com", "*.example.com"],
      status: { issuance: "pending", renewal: "unavailable", error: null },
    });
    expect(action).toMatchObject({
      command: "create_certificate",
      status: "running",
      resources: [{ id: certificate.id, type: "certificate" }],
      error: null,
    });

    // While the action runs the certificate is locked; renaming is not an action.
    const retry = await emu.call("POST", `/certificates/${certificate.id}/actions/retry`);
    expect(retry.status).toBe(423);
    expect(retry.body.error.code).toBe("locked");
    const remove = await emu.call("DELETE", `/certificates/${certificate.id}`);
    expect(remove.status).toBe(423);
    const rename = await emu.call("PUT", `/certificates/${certificate.id}`, {
      body: { name: uniqueName("renamed") },
    });
    expect(rename.status).toBe(200);

    finishActions();
    const issued = await getCertificate(certificate.id);
    expect(issued.status).toEqual({ issuance: "completed", renewal: "scheduled", error: null });
    const done = (await emu.call("GET", `/certificates/actions/${action.id}`)).body.action;
    expect(done).toMatchObject({ status: "success", progress: 100, error: null });
    // The certificate is a real X.509 certificate for the domains, issued when the action ended.
    const x509 = new X509Certificate(issued.certificate);
    expect(x509.subjectAltName).toBe("DNS:example.com, DNS:*.example.com");
    expect(issued.not_valid_before).toBe("2026-06-01T12:00:01Z");
    expect(issued.not_valid_after).toBe("2026-08-30T12:00:01Z");
    expect(Date.parse(x509.validFrom)).toBe(Date.parse(issued.not_valid_before));
    const der = Buffer.from(issued.certificate.replace(/-----[A-Z ]+-----|\s/g, ""), "base64");
    const sha256 = createHash("sha256").update(der).digest("hex").match(/../g)?.join(":");
    expect(issued.fingerprint).toBe(sha256);

    const again = await emu.call("POST", `/certificates/${certificate.id}/actions/retry`);
    expect(again.status).toBe(422);
    expect(again.body.error.code).toBe("unsupported_error");
  });

  it("fails issuance for a domain outside the project's zones (dns_zone_not_found)", async () => {
    // example.net is a zone of project B only.
    const result = await manage(["www.example.com", "shop.example.net"]);
    const { certificate, action } = result.body;
    finishActions();
    const failed = await getCertificate(certificate.id);
    const error = {
      code: "dns_zone_not_found",
      message: "no DNS zone of the project covers shop.example.net",
    };
    expect(failed).toMatchObject({
      certificate: null,
      fingerprint: null,
      status: { issuance: "failed", renewal: "unavailable", error },
    });
    const ended = (await emu.call("GET", `/certificates/actions/${action.id}`)).body.action;
    expect(ended).toMatchObject({ status: "error", progress: 100, error });
    const errors = await emu.call("GET", `/certificates/${certificate.id}/actions?status=error`);
    expect(errors.body.actions.map((entry: { id: number }) => entry.id)).toEqual([action.id]);
  });

  it("fails issuance in a secondary zone (dns_zone_is_secondary_zone)", async () => {
    const { certificate } = (await manage(["www.secondary.example.org"])).body;
    finishActions();
    expect((await getCertificate(certificate.id)).status.error.code).toBe(
      "dns_zone_is_secondary_zone",
    );
  });

  it("retries a failed issuance with issue_certificate, which fails again while no zone covers it", async () => {
    const { certificate } = (await manage(["retry.example.io"])).body;
    finishActions();
    const retry = await emu.call("POST", `/certificates/${certificate.id}/actions/retry`);
    expect(retry.status).toBe(201);
    expect(retry.body.action).toMatchObject({
      command: "issue_certificate",
      status: "running",
      resources: [{ id: certificate.id, type: "certificate" }],
    });
    expect((await getCertificate(certificate.id)).status).toEqual({
      issuance: "pending",
      renewal: "unavailable",
      error: null,
    });
    finishActions();
    expect((await getCertificate(certificate.id)).status.issuance).toBe("failed");
    const listed = await emu.call("GET", `/certificates/${certificate.id}/actions?sort=id`);
    expect(listed.body.actions.map((entry: { command: string }) => entry.command)).toEqual([
      "create_certificate",
      "issue_certificate",
    ]);
  });

  it("validates domain_names and refuses the fields of uploaded certificates", async () => {
    for (const domainNames of [[], ["exa mple.com"], ["*.*.example.com"], ["localhost"]]) {
      const result = await manage(domainNames);
      expect(result.status, JSON.stringify(domainNames)).toBe(422);
      expect(fieldNames(result.body)).toEqual(["domain_names"]);
    }
    const withoutDomains = await create({ name: uniqueName("m"), type: "managed" });
    expect(fieldNames(withoutDomains.body)).toEqual(["domain_names"]);
    const withKey = await manage(["example.com"], { certificate: LEAF, private_key: LEAF_KEY });
    expect(withKey.status).toBe(422);
    expect(fieldNames(withKey.body)).toEqual(["certificate", "private_key"]);
    expect(JSON.stringify(withKey.body)).not.toContain("PRIVATE KEY");
  });
});

describe("used_by and delete", () => {
  it("lists the project's load balancers using the certificate and refuses to delete it", async () => {
    // A fresh emulator on the seeded state, so that the first certificate gets id 101.
    const fresh = join(directory, "fresh.json");
    writeFileSync(fresh, readFileSync(join(directory, "seed.json")));
    const other = await startTestEmulator({
      dataFile: fresh,
      actionMs: ACTION_MS,
      clock: () => now,
    });
    try {
      const created = await other.call("POST", "/certificates", {
        body: { name: "used", certificate: LEAF, private_key: LEAF_KEY },
      });
      expect(created.body.certificate.id).toBe(101);
      // Project B's load balancer names id 101 too: it is not a user of project A's certificate.
      expect(created.body.certificate.used_by).toEqual([{ id: 7, type: "load_balancer" }]);
      const refused = await other.call("DELETE", "/certificates/101");
      expect(refused.status).toBe(422);
      expect(refused.body.error.code).toBe("resource_in_use");
      expect(refused.body.error.message).toContain("load balancer 7");
      expect((await other.call("GET", "/certificates/101")).status).toBe(200);
      // Project B's certificate 102 is not used by anything of project B.
      const inB = await other.call("POST", "/certificates", {
        token: "tok-b",
        body: { name: "b", certificate: LEAF, private_key: LEAF_KEY },
      });
      expect(inB.body.certificate).toMatchObject({ id: 102, used_by: [] });
    } finally {
      await other.close();
    }
  });

  it("deletes an unused certificate (204), after which it is gone", async () => {
    const id = (await upload()).body.certificate.id;
    expect((await emu.call("DELETE", `/certificates/${id}`)).status).toBe(204);
    expect((await emu.call("GET", `/certificates/${id}`)).status).toBe(404);
  });
});

describe("names, lists, isolation, tokens", () => {
  it("keeps names unique per project (409 uniqueness_error on create and rename)", async () => {
    const name = uniqueName("unique");
    const first = await upload({ name });
    expect(first.status).toBe(201);
    const duplicate = await manage(["example.com"], { name });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error).toMatchObject({
      code: "uniqueness_error",
      details: { fields: [{ name: "name" }] },
    });
    const other = (await upload()).body.certificate;
    const rename = await emu.call("PUT", `/certificates/${other.id}`, { body: { name } });
    expect(rename.status).toBe(409);
    // Another project may use the name.
    expect((await upload({ name }, "tok-b")).status).toBe(201);
  });

  it("filters by type, name and labels, sorts and paginates", async () => {
    const tag = uniqueName("list");
    const a = (await upload({ name: `${tag}-a`, labels: { list: tag } })).body.certificate;
    const b = (await manage(["list.example.com"], { name: `${tag}-b`, labels: { list: tag } })).body
      .certificate;
    const ids = async (query: string) =>
      (
        await emu.call("GET", `/certificates?label_selector=list=${tag}&${query}`)
      ).body.certificates.map((certificate: { id: number }) => certificate.id);
    expect(await ids("type=managed")).toEqual([b.id]);
    expect(await ids("type=uploaded")).toEqual([a.id]);
    expect(await ids("type=uploaded&type=managed&sort=name:desc")).toEqual([b.id, a.id]);
    expect(await ids(`name=${tag}-a`)).toEqual([a.id]);
    const page = await emu.call(
      "GET",
      `/certificates?label_selector=list=${tag}&per_page=1&page=2`,
    );
    expect(page.body.certificates.map((c: { id: number }) => c.id)).toEqual([b.id]);
    expect(page.body.meta.pagination).toMatchObject({ page: 2, total_entries: 2, last_page: 2 });
    const badType = await emu.call("GET", "/certificates?type=self-made");
    expect(badType.status).toBe(422);
  });

  it("hides a project's certificates and their actions from other projects", async () => {
    const created = (await manage(["iso.example.com"])).body;
    const id = created.certificate.id;
    expect((await emu.call("GET", `/certificates/${id}`, { token: "tok-b" })).status).toBe(404);
    expect(
      (await emu.call("PUT", `/certificates/${id}`, { token: "tok-b", body: { name: "x" } }))
        .status,
    ).toBe(404);
    expect((await emu.call("DELETE", `/certificates/${id}`, { token: "tok-b" })).status).toBe(404);
    expect(
      (await emu.call("POST", `/certificates/${id}/actions/retry`, { token: "tok-b" })).status,
    ).toBe(404);
    expect(
      (await emu.call("GET", `/certificates/actions/${created.action.id}`, { token: "tok-b" }))
        .status,
    ).toBe(404);
    const list = await emu.call("GET", "/certificates?per_page=50", { token: "tok-b" });
    expect(list.body.certificates.some((c: { id: number }) => c.id === id)).toBe(false);
  });

  it("answers 404 for an action of another certificate on the per-certificate lookup", async () => {
    const one = (await manage(["one.example.com"])).body;
    const two = (await manage(["two.example.com"])).body;
    const own = await emu.call(
      "GET",
      `/certificates/${one.certificate.id}/actions/${one.action.id}`,
    );
    expect(own.status).toBe(200);
    const foreign = await emu.call(
      "GET",
      `/certificates/${one.certificate.id}/actions/${two.action.id}`,
    );
    expect(foreign.status).toBe(404);
  });

  it("lets a read-only token read but not write (401 token_readonly)", async () => {
    const id = (await upload()).body.certificate.id;
    expect((await emu.call("GET", `/certificates/${id}`, { token: "tok-r" })).status).toBe(200);
    for (const [method, path] of [
      ["POST", "/certificates"],
      ["PUT", `/certificates/${id}`],
      ["DELETE", `/certificates/${id}`],
      ["POST", `/certificates/${id}/actions/retry`],
    ] as const) {
      const result = await emu.call(method, path, { token: "tok-r", body: {} });
      expect(result.status, `${method} ${path}`).toBe(401);
      expect(result.body.error.code).toBe("token_readonly");
    }
  });
});

describe("persistence (CLOUD_API_DATA)", () => {
  it("restores certificates and a failed issuance, which succeeds on retry once a zone covers it", async () => {
    const uploaded = (await upload()).body.certificate;
    const managed = (await manage(["api.example.io"])).body.certificate;
    finishActions();
    expect((await getCertificate(managed.id)).status.issuance).toBe("failed");
    await emu.close();

    // The uploaded private keys were checked, never stored (the store keeps strings as bytes).
    const state = readFileSync(dataFile);
    expect(state.includes("BEGIN CERTIFICATE")).toBe(true);
    expect(state.includes("PRIVATE KEY")).toBe(false);
    expect(state.includes(LEAF_KEY.split("\n")[1] ?? "-")).toBe(false);
    // The zones family creates the zone meanwhile (written here as its module stores it).
    const store = new DurableStore(dataFile, { indexes: STORE_INDEXES });
    store.transaction(() => {
      const zone = { id: 4, project: "project-a", name: "example.io", mode: "primary" };
      store.put("zones", zone);
    });
    await store.close();
    await start();

    expect(await getCertificate(uploaded.id)).toEqual(uploaded);
    const retry = await emu.call("POST", `/certificates/${managed.id}/actions/retry`);
    expect(retry.status).toBe(201);
    finishActions();
    const issued = await getCertificate(managed.id);
    expect(issued.status).toEqual({ issuance: "completed", renewal: "scheduled", error: null });
    expect(new X509Certificate(issued.certificate).subjectAltName).toBe("DNS:api.example.io");
    const action = (await emu.call("GET", `/certificates/actions/${retry.body.action.id}`)).body
      .action;
    expect(action).toMatchObject({ command: "issue_certificate", status: "success", error: null });
  });
});

describe("bad certificate input", () => {
  it("answers 4xx, never 5xx, to mangled PEM text and keys", async () => {
    const pieces = [LEAF, CA, SELF_SIGNED, LEAF_KEY, OTHER_KEY, SELF_SIGNED_KEY];
    const mangle = (text: string, seed: number) => {
      const position = (seed * 7919) % text.length;
      switch (seed % 4) {
        case 0:
          return text.slice(0, position);
        case 1:
          return text.slice(position);
        case 2:
          return `${text.slice(0, position)}A${text.slice(position + 1)}`;
        default:
          return `${text}${text}`;
      }
    };
    for (let seed = 0; seed < 60; seed += 1) {
      const certificate = mangle(pieces[seed % pieces.length] as string, seed);
      const privateKey = mangle(pieces[(seed + 1) % pieces.length] as string, seed + 3);
      const result = await upload({ certificate, private_key: privateKey });
      expect(result.status, `seed ${seed}`).toBeLessThan(500);
      if (result.status !== 201) expect(result.body.error.code).toBe("invalid_input");
    }
  });
});
