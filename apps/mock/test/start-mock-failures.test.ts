import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, it } from "vitest";
import { findFreePort } from "../src/free-port.js";
import { startMock } from "../src/start-mock.js";

// Each case starts (or refuses to start) its own Prism and waits on it: they run at the same
// time. The successful start and stop() are proven in start-mock.test.ts.
describe.concurrent("startMock start-up failures", () => {
  let blocker: Server | undefined;
  let workDir: string | undefined;

  afterAll(async () => {
    await new Promise<void>((resolve) => (blocker ? blocker.close(() => resolve()) : resolve()));
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  it("rejects in one line naming the port and its setting when the port is taken", async ({
    expect,
  }) => {
    // Refuses to talk HTTP: it only holds the port.
    blocker = createServer((socket) => socket.destroy());
    const port = await new Promise<number>((resolve) => {
      blocker?.listen(0, "127.0.0.1", () => {
        const address = blocker?.address();
        resolve(typeof address === "object" && address ? address.port : 0);
      });
    });
    // Something else listens there: one line naming the port and the setting that moves it,
    // none of Prism's help text.
    const failure = await startMock({ port, portName: "MOCK_PORT" }).catch((error: Error) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toBe(
      `the Prism mock cannot listen on 127.0.0.1:${port}: the port is in use (set MOCK_PORT to another port, or 0 for any free one)`,
    );
  });

  it("rejects with Prism's output when the document cannot be loaded", async ({ expect }) => {
    workDir = await mkdtemp(join(tmpdir(), "mock-test-"));
    const specPath = join(workDir, "broken.json");
    await writeFile(
      specPath,
      JSON.stringify({
        openapi: "3.1.0",
        info: { title: "broken", version: "1" },
        paths: { "/things": { $ref: "./missing-file.yaml" } },
      }),
    );
    // With a port of its own choosing startMock tries three ports in turn, so three Prism
    // processes would fail on the same document: one port, one Prism, the same rejection.
    const port = await findFreePort("127.0.0.1");
    await expect(startMock({ specPath, port })).rejects.toThrow(/Prism's output:\n.*missing-file/s);
  });

  it("names the missing bundle instead of starting Prism", async ({ expect }) => {
    await expect(startMock({ specPath: "/nonexistent/openapi.json" })).rejects.toThrow(
      /\/nonexistent\/openapi\.json does not exist/,
    );
  });
});
