// The public API's own request path (src/http/public-api.ts, no framework in between): what
// goes on the wire for HEAD, 204, bodies in pieces, body errors, keep-alive, and the journal.
import { connect } from "node:net";
import { sshPublicKey } from "@cloud-api/test-support/ssh-key";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  checkedFetch,
  specViolations,
  startTestEmulator,
  type TestEmulator,
} from "../../support/harness.js";
import { isEnvelope, rawRequest } from "../../support/raw-http.js";

// No answer the harness checked in this file may have violated its document.
afterAll(() => expect(specViolations).toEqual([]));

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator();
  for (let index = 0; index < 30; index += 1) {
    const created = await emu.call("POST", "/servers", {
      body: {
        name: `wire-${String(index).padStart(2, "0")}`,
        server_type: "cx22",
        image: "ubuntu-24.04",
        labels: { role: index % 2 === 0 ? "web" : "db" },
      },
    });
    if (created.status !== 201) throw new Error(JSON.stringify(created.body));
  }
});
afterAll(async () => {
  await emu.close();
});

const auth = "Authorization: Bearer tok-a\r\n";

function jsonRequest(method: string, path: string, body: string, extra = ""): string {
  return (
    `${method} /v1${path} HTTP/1.1\r\nHost: x\r\n${auth}${extra}` +
    `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`
  );
}

/** Every response on one connection, in order: `requests` are written back to back. */
function exchangeAll(requests: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(emu.port, "127.0.0.1");
    const received: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error("the server did not close the connection"));
    }, 5000);
    socket.on("connect", () => socket.write(requests.join("")));
    socket.on("data", (data) => received.push(data));
    socket.on("error", reject);
    socket.on("close", () => {
      clearTimeout(timer);
      resolve(Buffer.concat(received).toString("utf8"));
    });
  });
}

describe("the public API on the wire", () => {
  it("sends a list page (written in pieces) with a Content-Length equal to its bytes", async () => {
    const response = await checkedFetch("public", emu.url, "/servers?sort=name:desc&per_page=25", {
      headers: { Authorization: "Bearer tok-a" },
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(Number(response.headers.get("content-length"))).toBe(bytes.length);
    const body = JSON.parse(bytes.toString("utf8"));
    expect(body.servers).toHaveLength(25);
    expect(body.servers[0].name).toBe("wire-29");
    // The same page again (views cached) is the same bytes.
    const again = await checkedFetch("public", emu.url, "/servers?sort=name:desc&per_page=25", {
      headers: { Authorization: "Bearer tok-a" },
    });
    expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it("answers HEAD with GET's status and headers, Content-Length included, and no body", async () => {
    const get = await rawRequest(emu.port, [
      `GET /v1/servers?label_selector=role%3Dweb HTTP/1.1\r\nHost: x\r\n${auth}Connection: close\r\n\r\n`,
    ]);
    const head = await rawRequest(emu.port, [
      `HEAD /v1/servers?label_selector=role%3Dweb HTTP/1.1\r\nHost: x\r\n${auth}Connection: close\r\n\r\n`,
    ]);
    expect(get.status).toBe(200);
    expect(head.status).toBe(200);
    expect(head.headers["content-length"]).toBe(get.headers["content-length"]);
    expect(head.headers.link).toBe(get.headers.link);
    expect(head.body).toBe("");
    expect(Buffer.byteLength(get.body)).toBe(Number(get.headers["content-length"]));
  });

  it("sends a 204 without Content-Length or body, and keeps the connection for the next request", async () => {
    const created = await emu.call("POST", "/ssh_keys", {
      body: {
        name: "wire-key",
        public_key: sshPublicKey("x"),
      },
    });
    expect(created.status).toBe(201);
    const id = created.body.ssh_key.id;
    const text = await exchangeAll([
      `DELETE /v1/ssh_keys/${id} HTTP/1.1\r\nHost: x\r\n${auth}\r\n`,
      `GET /v1/ssh_keys/${id} HTTP/1.1\r\nHost: x\r\n${auth}Connection: close\r\n\r\n`,
    ]);
    const [first = "", second = ""] = text.split(/(?=HTTP\/1\.1 )/);
    expect(first.startsWith("HTTP/1.1 204 ")).toBe(true);
    expect(first.toLowerCase()).not.toContain("content-length");
    expect(first.endsWith("\r\n\r\n")).toBe(true);
    expect(second.startsWith("HTTP/1.1 404 ")).toBe(true);
    expect(second).toContain('"code":"not_found"');
  });

  it("keeps the connection after a 400 json_error, whose body was read whole", async () => {
    const text = await exchangeAll([
      `POST /v1/ssh_keys HTTP/1.1\r\nHost: x\r\n${auth}Content-Type: application/json\r\nContent-Length: 5\r\n\r\n{nope`,
      `GET /v1/ssh_keys HTTP/1.1\r\nHost: x\r\n${auth}Connection: close\r\n\r\n`,
    ]);
    const answers = text.split(/(?=HTTP\/1\.1 )/);
    expect(answers.map((answer) => answer.slice(9, 12))).toEqual(["400", "200"]);
    expect(answers[0]).toContain('"code":"json_error"');
  });

  it("parses a body as JSON whatever its media type, and refuses a Content-Type that is none", async () => {
    const asText = await rawRequest(emu.port, [
      jsonRequest("POST", "/ssh_keys", '{"name":"t"}', "Content-Type: text/plain\r\n"),
    ]);
    expect(asText.status).toBe(422);
    expect(
      JSON.parse(asText.body).error.details.fields.map((f: { name: string }) => f.name),
    ).toEqual(["public_key"]);
    const broken = await rawRequest(emu.port, [
      jsonRequest("POST", "/ssh_keys", '{"name":"t"}', "Content-Type: ;;;\r\n"),
    ]);
    expect(broken.status).toBe(400);
    expect(isEnvelope(broken.body)).toBe(true);
    expect(JSON.parse(broken.body).error).toMatchObject({
      code: "json_error",
      message: expect.stringContaining("Content-Type"),
    });
  });

  it("refuses a body over 1 MiB, declared or streamed, naming body, and closes the connection", async () => {
    const declared = await rawRequest(emu.port, [
      `POST /v1/ssh_keys HTTP/1.1\r\nHost: x\r\n${auth}Content-Type: application/json\r\nContent-Length: 2000000\r\n\r\n{}`,
    ]);
    expect(declared.status).toBe(422);
    expect(declared.headers.connection).toBe("close");
    expect(JSON.parse(declared.body).error.details.fields[0].name).toBe("body");
    expect(declared.closed).toBe(true);
    const piece = `"${"x".repeat(64 * 1024 - 2)}"`;
    const chunks = [
      `POST /v1/ssh_keys HTTP/1.1\r\nHost: x\r\n${auth}Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`,
    ];
    for (let index = 0; index < 20; index += 1) {
      chunks.push(`${Buffer.byteLength(piece).toString(16)}\r\n${piece}\r\n`);
    }
    const streamed = await rawRequest(emu.port, chunks);
    expect(streamed.status).toBe(422);
    expect(JSON.parse(streamed.body).error.details.fields[0].name).toBe("body");
  });

  it("treats a missing required body as {}: PUT without one changes nothing and answers 200", async () => {
    const list = await emu.call("GET", "/servers?per_page=1&sort=id");
    const server = list.body.servers[0];
    const put = await rawRequest(emu.port, [
      `PUT /v1/servers/${server.id} HTTP/1.1\r\nHost: x\r\n${auth}Connection: close\r\n\r\n`,
    ]);
    expect(put.status).toBe(200);
    const after = JSON.parse(put.body).server;
    expect([after.name, after.labels]).toEqual([server.name, server.labels]);
    // POST without a body still names the required fields.
    const post = await rawRequest(emu.port, [
      `POST /v1/servers HTTP/1.1\r\nHost: x\r\n${auth}Connection: close\r\n\r\n`,
    ]);
    expect(post.status).toBe(422);
    const fields = JSON.parse(post.body).error.details.fields.map((f: { name: string }) => f.name);
    expect(fields).toEqual(expect.arrayContaining(["name", "server_type", "image"]));
  });

  it("journals every public request, the HTTP layer's own 400 and 414 included", async () => {
    emu.control.journal.clear();
    const badPath = await rawRequest(emu.port, [
      `GET /v1/servers/%zz HTTP/1.1\r\nHost: x\r\n${auth}Connection: close\r\n\r\n`,
    ]);
    const longPath = await rawRequest(emu.port, [
      `GET /v1/servers/${"1".repeat(1001)} HTTP/1.1\r\nHost: x\r\n${auth}Connection: close\r\n\r\n`,
    ]);
    expect([badPath.status, longPath.status]).toEqual([400, 414]);
    const journal = await checkedFetch("control", emu.controlUrl, "/journal?limit=5", {
      headers: { Authorization: `Bearer ${emu.adminToken}` },
    });
    const entries = (await journal.json()).entries as {
      path: string;
      status: number;
      correlation_id: string;
    }[];
    const statuses = entries.map((entry) => [entry.path.slice(0, 20), entry.status]);
    expect(statuses).toEqual(
      expect.arrayContaining([
        ["/v1/servers/%zz", 400],
        [`/v1/servers/${"1".repeat(8)}`, 414],
      ]),
    );
    const ids = entries.map((entry) => entry.correlation_id);
    expect(ids).toContain(badPath.headers["x-correlation-id"]);
    expect(ids).toContain(longPath.headers["x-correlation-id"]);
  });
});
