import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ScenarioEmulator, startScenarioEmulator, TOKENS } from "../src/emulator.js";
import { type PythonRun, runPythonScenario } from "../src/python-scenario.js";
import { scenarioTitle, toolsAvailable } from "../src/suite.js";

describe.runIf(toolsAvailable("python"))(
  scenarioTitle("hcloud-python 2.27: a server's life", "python"),
  () => {
    let target: ScenarioEmulator;
    let run: PythonRun;

    beforeAll(async () => {
      // A power off runs 2 s, not ACTION_MS: the script's reboot must reach it still running
      // ("reboot while powering off", 423 locked), and at 100 ms a busy CI machine once let the
      // action finish between the two calls. The clock cannot be paused: one script runs every step.
      target = await startScenarioEmulator({ actionDurations: { stop_server: 2_000 } });
      run = await runPythonScenario("servers", target.url, { token: TOKENS.projectA });
    });
    afterAll(async () => {
      await target?.close();
    });

    it("creates a server with an SSH key, waits for its actions and finds it by name and label", () => {
      const key = run.value("create ssh key");
      expect(key).toMatchObject({
        name: "deploy",
        fingerprint: expect.stringMatching(/^[0-9a-f:]+$/),
      });
      const created = run.value("create server");
      expect(created).toMatchObject({
        server: { name: "app-1", status: "initializing", server_type: "cpx22", location: "nbg1" },
        action: "create_server",
        next_actions: ["start_server"],
        // With an SSH key there is no root password.
        root_password: null,
      });
      run.value("wait for create and start");
      const server = run.value("get server by name");
      expect(server).toMatchObject({
        name: "app-1",
        status: "running",
        image: "ubuntu-24.04",
        location: "nbg1",
      });
      expect(run.value("read the server's actions")).toEqual({
        own: ["create_server", "start_server"],
        all_servers_succeeded: ["create_server", "start_server"],
        by_id: {
          command: "create_server",
          status: "success",
          progress: 100,
          resources: [{ id: server.id, type: "server" }],
          finished: true,
        },
      });
      expect(run.value("list servers by label")).toEqual([server.id]);
      expect(run.value("rename and relabel")).toMatchObject({
        name: "app-01",
        labels: { app: "shop", tier: "api" },
      });
    });

    it("runs power actions, password reset, console, rescue, ISO, backups, metrics and reverse DNS", () => {
      expect(run.value("power off, on, reboot, reset, shutdown, on")).toEqual(["off", "running"]);
      expect(run.value("reset root password")).toMatchObject({ action: "reset_password" });
      expect(run.value("reset root password").password_length).toBeGreaterThan(7);
      expect(run.value("request console")).toEqual({
        wss_url: expect.stringMatching(/^wss:\/\//),
        has_password: true,
      });
      expect(run.value("enable and disable rescue")).toEqual({
        root_password: true,
        on: true,
        off: false,
      });
      expect(run.value("attach and detach iso")).toEqual({
        attached: "systemrescue-11.03.iso",
        after_detach: null,
      });
      expect(run.value("enable and disable backups")).toEqual({
        window: expect.any(String),
        after: null,
      });
      // hcloud-python joins the kinds with commas: type=cpu,disk,network.
      expect(run.value("read cpu, disk and network metrics")).toEqual({
        step: 60,
        series: [
          "cpu",
          "disk.0.bandwidth.read",
          "disk.0.bandwidth.write",
          "disk.0.iops.read",
          "disk.0.iops.write",
          "network.0.bandwidth.in",
          "network.0.bandwidth.out",
          "network.0.pps.in",
          "network.0.pps.out",
        ],
        points: true,
      });
      expect(run.value("set reverse dns").ipv4_dns_ptr).toBe("app.example.com");
    });

    it("snapshots, rebuilds from an image and from the snapshot, and changes type", () => {
      expect(run.value("create snapshot")).toEqual({
        image_type: "snapshot",
        action: "create_image",
      });
      expect(run.value("find snapshot by label")).toEqual([
        { id: expect.any(Number), description: "release-7", status: "available" },
      ]);
      expect(run.value("rebuild from debian-12, then from the snapshot")).toEqual([
        "debian-12",
        true,
      ]);
      expect(run.value("update and protect the snapshot")).toEqual({
        description: "release-7-final",
        labels: { r: "7", final: "yes" },
        protection: { delete: true },
      });
      expect(run.error("delete the protected snapshot").code).toBe("protected");
      expect(run.value("unprotect and delete the snapshot")).toBe(true);
      expect(run.value("change type while off")).toMatchObject({
        server_type: "cpx32",
        status: "running",
        primary_disk_size: 80,
      });
    });

    it("gets 423 protected on a protected server and 423 locked during an action", () => {
      expect(run.value("protect server").protection).toEqual({ delete: true, rebuild: true });
      expect(run.error("delete protected server").code).toBe("protected");
      expect(run.error("rebuild protected server").code).toBe("protected");
      run.value("unprotect server");
      expect(run.value("power off without waiting")).toBe("running");
      expect(run.error("reboot while powering off").code).toBe("locked");
      run.value("wait for power off");
    });

    it("deletes the server, which is then not found", () => {
      run.value("delete server");
      expect(run.value("rename, relabel and delete the ssh key")).toEqual({
        renamed: "deploy-old",
        by_label: ["deploy-old"],
        deleted: true,
        left: 0,
      });
      expect(run.error("get deleted server").code).toBe("not_found");
      run.expectEveryStepChecked();
    });
  },
);
