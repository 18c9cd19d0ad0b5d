/**
 * Ready-to-run uses of a new token against this emulator's public API, shown once after the
 * token is created. The TypeScript one compiles under `strict` and runs as an ES module
 * (test/snippets.test.ts type-checks and runs it).
 */
export function snippets(base: string, token: string): { curl: string; client: string } {
  // The client refuses to send a token over plain http to anything but loopback unless told to
  // (the same hosts as its own check).
  const { protocol, hostname } = new URL(base);
  const insecure =
    protocol === "http:" && !/^(localhost|127(\.\d+){3}|\[::1\])$/.test(hostname)
      ? ", allowInsecureHttp: true"
      : "";
  return {
    curl: `curl -H "Authorization: Bearer ${token}" ${base}/servers`,
    client: `import { createCloudClient, unwrap } from "@cloud-api/client";

const client = createCloudClient({ token: "${token}", baseUrl: "${base}"${insecure} });
const { servers } = await unwrap(client.GET("/servers"));
console.log(servers.map((server) => server.name));`,
  };
}
