import { describe, expect, it } from "vitest";
import { useTestEmulator } from "../../support/lifecycle.js";

let now = Date.parse("2025-01-01T00:00:00Z");
const emu = useTestEmulator({ actionMs: 1000, clock: () => now });

describe("actions over time", () => {
  it("runs with moving progress, then succeeds, and the server state follows", async () => {
    const created = await emu.call("POST", "/servers", {
      body: { name: "timed", server_type: "cx22", image: "ubuntu-24.04" },
    });
    const id = created.body.server.id;
    expect(created.body.server.status).toBe("initializing");
    expect(created.body.action).toMatchObject({ status: "running", progress: 0, finished: null });
    now += 500;
    const halfway = await emu.call("GET", `/actions/${created.body.action.id}`);
    expect(halfway.body.action).toMatchObject({ status: "running", progress: 50 });
    expect((await emu.call("GET", `/servers/${id}`)).body.server.locked).toBe(true);
    const locked = await emu.call("POST", `/servers/${id}/actions/poweroff`);
    expect([locked.status, locked.body.error.code]).toEqual([423, "locked"]);
    now += 500;
    const done = await emu.call("GET", `/actions/${created.body.action.id}`);
    expect(done.body.action).toMatchObject({
      status: "success",
      progress: 100,
      finished: "2025-01-01T00:00:01.000Z",
    });
    expect((await emu.call("GET", `/servers/${id}`)).body.server).toMatchObject({
      status: "running",
      locked: false,
    });
    await emu.call("POST", `/servers/${id}/actions/poweroff`);
    expect((await emu.call("GET", `/servers/${id}`)).body.server.status).toBe("stopping");
    now += 1000;
    expect((await emu.call("GET", `/servers/${id}`)).body.server.status).toBe("off");
  });
});
