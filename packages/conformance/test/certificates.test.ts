import { afterAll, expect, it } from "vitest";
import { expectStatus } from "../src/expect-status.js";
import {
  api,
  BEHAVIOUR_SKIP_REASON,
  describeBehaviour,
  describeReads,
  describeWrites,
  runId,
  target,
} from "../src/suite.js";
import {
  TEST_CERTIFICATE,
  TEST_CERTIFICATE_FINGERPRINT,
  TEST_CERTIFICATE_KEY,
  UNRELATED_PRIVATE_KEY,
} from "../src/test-certificate.js";

const client = api();

describeReads("certificates: lists", () => {
  it("list_certificates filters by type and name and sorts", async () => {
    const result = await client.GET("/certificates", {
      params: {
        query: { type: ["uploaded", "managed"], name: `absent-${runId}`, sort: ["name:desc"] },
      },
    });
    expectStatus(result, 200);
    expect(Array.isArray(result.data?.certificates)).toBe(true);
  });

  it("list_certificates_actions lists actions of all certificates", async () => {
    const result = await client.GET("/certificates/actions", {
      params: { query: { status: ["error", "success"], sort: ["id:desc"] } },
    });
    expectStatus(result, 200);
    expect(Array.isArray(result.data?.actions)).toBe(true);
  });
});

describeWrites("certificates: lifecycle and every action", () => {
  let uploadedId = 0;
  let managedId = 0;
  let createActionId = 0;
  // A domain under no DNS zone of the project: the issuance fails, so there is something to retry.
  const domain = `conformance-${runId}.example.net`;

  afterAll(async () => {
    for (const id of [uploadedId, managedId]) {
      if (id) await client.DELETE("/certificates/{id}", { params: { path: { id } } });
    }
  });

  it("create_certificate uploads a certificate with its key (201, action null)", async () => {
    const result = await client.POST("/certificates", {
      body: {
        name: `conformance-uploaded-${runId}`,
        certificate: TEST_CERTIFICATE,
        private_key: TEST_CERTIFICATE_KEY,
        labels: { suite: "conformance" },
      },
    });
    expectStatus(result, 201);
    uploadedId = result.data?.certificate.id ?? 0;
    expect(uploadedId).toBeGreaterThan(0);
    expect(result.data?.action ?? null).toBeNull();
    if (target.stateful) {
      expect(result.data?.certificate).toMatchObject({
        type: "uploaded",
        fingerprint: TEST_CERTIFICATE_FINGERPRINT,
        domain_names: ["example.com", "www.example.com", "*.api.example.com"],
        not_valid_before: "2026-01-01T00:00:00Z",
        not_valid_after: "2036-01-01T00:00:00Z",
        status: null,
      });
    }
  });

  it("create_certificate requests a managed certificate (201 with create_certificate)", async () => {
    const result = await client.POST("/certificates", {
      body: { name: `conformance-managed-${runId}`, type: "managed", domain_names: [domain] },
    });
    expectStatus(result, 201);
    // The mock answers its first example (an uploaded certificate, action null).
    managedId = target.stateful ? (result.data?.certificate.id ?? 0) : 898;
    createActionId = result.data?.action?.id ?? 14;
    if (target.stateful) {
      expect(result.data?.certificate.domain_names).toEqual([domain]);
      expect(result.data?.action?.command).toBe("create_certificate");
    }
  });

  it("get_certificate returns the certificate", async () => {
    const result = await client.GET("/certificates/{id}", {
      params: { path: { id: uploadedId } },
    });
    expectStatus(result, 200);
    if (target.stateful) expect(result.data?.certificate.certificate).toBe(TEST_CERTIFICATE.trim());
  });

  it("update_certificate renames it and replaces its labels", async () => {
    const name = `conformance-renamed-${runId}`;
    const result = await client.PUT("/certificates/{id}", {
      params: { path: { id: uploadedId } },
      body: { name, labels: { suite: "conformance", renamed: "yes" } },
    });
    expectStatus(result, 200);
    if (target.stateful) expect(result.data?.certificate.name).toBe(name);
  });

  it("list_certificate_actions lists the issuance of the managed certificate", async () => {
    const result = await client.GET("/certificates/{id}/actions", {
      params: { path: { id: managedId }, query: { sort: ["id"] } },
    });
    expectStatus(result, 200);
    if (target.stateful) {
      expect(result.data?.actions.map((action) => action.command)).toEqual(["create_certificate"]);
    }
  });

  it("get_certificates_action returns the issuance action", async () => {
    const result = await client.GET("/certificates/actions/{id}", {
      params: { path: { id: createActionId } },
    });
    expectStatus(result, 200);
    if (target.stateful) {
      // No zone of the project covers the domain: the issuance failed.
      expect(result.data?.action).toMatchObject({
        status: "error",
        error: { code: "dns_zone_not_found" },
      });
    }
  });

  it("get_certificate_action (deprecated) returns the action of that certificate", async () => {
    const result = await client.GET("/certificates/{id}/actions/{action_id}", {
      params: { path: { id: managedId, action_id: createActionId } },
    });
    expectStatus(result, 200);
    expect(result.data?.action.id).toBe(target.stateful ? createActionId : 14);
  });

  it("retry_certificate starts the failed issuance again (issue_certificate)", async () => {
    const result = await client.POST("/certificates/{id}/actions/retry", {
      params: { path: { id: managedId } },
    });
    expectStatus(result, 201);
    expect(result.data?.action.command).toBe("issue_certificate");
  });

  it("delete_certificate returns 204", async () => {
    for (const id of [uploadedId, managedId]) {
      const result = await client.DELETE("/certificates/{id}", { params: { path: { id } } });
      expectStatus(result, 204);
    }
    uploadedId = 0;
    managedId = 0;
  });
});

describeBehaviour(`behaviour: certificates${BEHAVIOUR_SKIP_REASON}`, () => {
  const created: number[] = [];
  afterAll(async () => {
    for (const id of created)
      await client.DELETE("/certificates/{id}", { params: { path: { id } } });
  });

  async function upload(name: string) {
    const result = await client.POST("/certificates", {
      body: { name, certificate: TEST_CERTIFICATE, private_key: TEST_CERTIFICATE_KEY },
    });
    expectStatus(result, 201);
    const id = result.data?.certificate.id ?? 0;
    created.push(id);
    return id;
  }

  it("refuses a private key that does not belong to the certificate (422 naming private_key)", async () => {
    const result = await client.POST("/certificates", {
      body: {
        name: `conformance-wrong-key-${runId}`,
        certificate: TEST_CERTIFICATE,
        private_key: UNRELATED_PRIVATE_KEY,
      },
    });
    expectStatus(result, 422);
    expect(result.error?.error.code).toBe("invalid_input");
    expect(result.error?.error.details).toMatchObject({ fields: [{ name: "private_key" }] });
  });

  it("requires domain_names for a managed certificate (422 naming domain_names)", async () => {
    const result = await client.POST("/certificates", {
      body: { name: `conformance-no-domains-${runId}`, type: "managed" },
    });
    expectStatus(result, 422);
    expect(result.error?.error.details).toMatchObject({ fields: [{ name: "domain_names" }] });
  });

  it("shows a failed issuance in status, and retries only what failed", async () => {
    const managed = await client.POST("/certificates", {
      body: {
        name: `conformance-failing-${runId}`,
        type: "managed",
        domain_names: [`failing-${runId}.example.net`],
      },
    });
    expectStatus(managed, 201);
    const id = managed.data?.certificate.id ?? 0;
    created.push(id);
    const read = await client.GET("/certificates/{id}", { params: { path: { id } } });
    expect(read.data?.certificate).toMatchObject({
      certificate: null,
      fingerprint: null,
      status: { issuance: "failed", renewal: "unavailable", error: { code: "dns_zone_not_found" } },
    });
    const uploaded = await upload(`conformance-no-retry-${runId}`);
    const retry = await client.POST("/certificates/{id}/actions/retry", {
      params: { path: { id: uploaded } },
    });
    expectStatus(retry, 422);
    expect(retry.error?.error.code).toBe("unsupported_error");
    const actions = await client.GET("/certificates/{id}/actions", {
      params: { path: { id: uploaded } },
    });
    expect(actions.data?.actions).toEqual([]);
  });

  it("keeps names unique (409) and certificates private to their project (404)", async () => {
    const name = `conformance-unique-${runId}`;
    const id = await upload(name);
    const duplicate = await client.POST("/certificates", {
      body: { name, certificate: TEST_CERTIFICATE, private_key: TEST_CERTIFICATE_KEY },
    });
    expectStatus(duplicate, 409);
    expect(duplicate.error?.error.code).toBe("uniqueness_error");
    const foreign = await api("projectB").GET("/certificates/{id}", { params: { path: { id } } });
    expectStatus(foreign, 404);
  });
});
