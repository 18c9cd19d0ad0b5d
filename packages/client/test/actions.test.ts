import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  ActionFailedError,
  ActionTimeoutError,
  actionsOf,
  type WaitOptions,
  waitForAction,
  waitForActions,
} from "../src/actions.js";
import { createCloudClient } from "../src/client.js";
import { CloudAbortError, CloudApiError } from "../src/errors.js";
import { actionOf, type TestAction, type TestPaths } from "./support/test-paths.js";
import { apiError, sendJson, startTestServer, type TestServer } from "./support/test-server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const NOW = 1_800_000_000_000;
const client = () =>
  createCloudClient<TestPaths>({ token: "t", baseUrl: server.baseUrl, retry: false });

/** Serves GET /actions/{id}: each id goes through the given statuses, one per poll. */
function serveActions(
  timeline: Record<number, TestAction["status"][]>,
  headers: Record<string, string> = {},
) {
  const polls: Record<number, number> = {};
  server.handle((req, res) => {
    const id = Number(/\/actions\/(\d+)$/.exec(req.url)?.[1]);
    const steps = timeline[id];
    if (!steps) return sendJson(res, 404, apiError("not_found", `action ${id} not found`));
    const step = Math.min(polls[id] ?? 0, steps.length - 1);
    polls[id] = step + 1;
    const status = steps[step] ?? "running";
    const error = status === "error" ? { code: "action_failed", message: "disk on fire" } : null;
    sendJson(res, 200, { action: actionOf(id, status, error) }, headers);
  });
}

/** Options that record sleeps on a fake clock instead of waiting. */
function fakeTime(extra: WaitOptions = {}) {
  let now = NOW;
  const sleeps: number[] = [];
  const options: WaitOptions = {
    now: () => now,
    sleep: async (ms) => {
      sleeps.push(ms);
      now += ms;
    },
    ...extra,
  };
  return { options, sleeps };
}

describe("waitForAction", () => {
  it("polls a running action until it succeeds", async () => {
    serveActions({ 11: ["running", "running", "success"] });
    const { options, sleeps } = fakeTime({ pollIntervalMs: 500 });
    const done = await waitForAction(client(), actionOf(11, "running"), options);
    expect(done.status).toBe("success");
    expect(server.requests.map((request) => request.url)).toEqual(Array(3).fill("/v1/actions/11"));
    expect(sleeps).toEqual([500, 500, 500]);
  });

  it("fetches an action given by id before waiting", async () => {
    serveActions({ 12: ["success"] });
    const { options, sleeps } = fakeTime();
    expect((await waitForAction(client(), 12, options)).id).toBe(12);
    expect(sleeps).toEqual([]);
  });

  it("resolves at once for an action that already succeeded", async () => {
    serveActions({});
    expect((await waitForAction(client(), actionOf(13, "success"))).status).toBe("success");
    expect(server.requests).toHaveLength(0);
  });

  it("rejects with ActionFailedError carrying the action's error", async () => {
    serveActions({ 14: ["running", "error"] });
    const { options } = fakeTime();
    const error = await waitForAction(client(), 14, options).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ActionFailedError);
    expect(error).toMatchObject({ code: "action_failed", action: { id: 14, status: "error" } });
    expect((error as Error).message).toBe(
      "action 14 (poke_thing) failed: action_failed: disk on fire",
    );
  });

  it("rejects with ActionTimeoutError when the action outlives timeoutMs", async () => {
    serveActions({ 15: ["running"] });
    const { options } = fakeTime({ pollIntervalMs: 1000, timeoutMs: 3500 });
    const error = await waitForAction(client(), 15, options).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ActionTimeoutError);
    expect(error).toMatchObject({ timeoutMs: 3500, action: { id: 15, status: "running" } });
    expect(server.requests).toHaveLength(4);
  });

  it("rejects with CloudAbortError when the signal aborts while waiting", async () => {
    serveActions({ 16: ["running"] });
    const controller = new AbortController();
    const waiting = waitForAction(client(), 16, {
      signal: controller.signal,
      pollIntervalMs: 60_000,
    });
    // Abort once the first poll has been answered and the wait has begun.
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    controller.abort();
    await expect(waiting).rejects.toBeInstanceOf(CloudAbortError);
  });

  it("rejects with the CloudApiError of a failing poll", async () => {
    serveActions({});
    await expect(waitForAction(client(), 404)).rejects.toBeInstanceOf(CloudApiError);
  });

  it("slows polling to the refill rate when RateLimit-Remaining is low", async () => {
    // 3 left of 3600 and full in 3597 * 4 s: one request refills every 4 s, slower than 1 s.
    serveActions(
      { 17: ["running", "success"] },
      {
        "RateLimit-Limit": "3600",
        "RateLimit-Remaining": "3",
        "RateLimit-Reset": String(NOW / 1000 + 3597 * 4),
      },
    );
    const { options, sleeps } = fakeTime({ pollIntervalMs: 1000 });
    await waitForAction(client(), 17, options);
    expect(sleeps).toEqual([4000]);
  });

  it("keeps the poll interval while the rate limit has room", async () => {
    serveActions(
      { 18: ["running", "success"] },
      {
        "RateLimit-Limit": "3600",
        "RateLimit-Remaining": "3000",
        "RateLimit-Reset": String(NOW / 1000 + 600),
      },
    );
    const { options, sleeps } = fakeTime({ pollIntervalMs: 1000 });
    await waitForAction(client(), 18, options);
    expect(sleeps).toEqual([1000]);
  });
});

describe("waitForActions", () => {
  it("waits for action and next_actions of a response, in order", async () => {
    serveActions({ 21: ["running", "success"], 22: ["running", "running", "success"] });
    const body = {
      thing: { id: 1 },
      action: actionOf(21, "running"),
      next_actions: [actionOf(22, "running")],
    };
    const { options } = fakeTime();
    const done = await waitForActions(client(), body, options);
    expect(done.map((action) => [action.id, action.status])).toEqual([
      [21, "success"],
      [22, "success"],
    ]);
  });

  it("rejects when any of the actions fails", async () => {
    serveActions({ 23: ["success"], 24: ["error"] });
    const { options } = fakeTime();
    await expect(
      waitForActions(
        client(),
        { actions: [actionOf(23, "running"), actionOf(24, "running")] },
        options,
      ),
    ).rejects.toBeInstanceOf(ActionFailedError);
  });

  it("shares one timeoutMs among all actions and reports it whole in ActionTimeoutError", async () => {
    // 31 succeeds on its third poll, 3 s in; 32 then has 0.5 s left, less than one pause:
    // it times out without a poll, and the error names the whole 3.5 s, not what was left.
    serveActions({ 31: ["running", "running", "success"], 32: ["running"] });
    const { options, sleeps } = fakeTime({ pollIntervalMs: 1000, timeoutMs: 3500 });
    const error = await waitForActions(
      client(),
      [actionOf(31, "running"), actionOf(32, "running")],
      options,
    ).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ActionTimeoutError);
    expect(error).toMatchObject({ timeoutMs: 3500, action: { id: 32, status: "running" } });
    expect(sleeps).toEqual([1000, 1000, 1000]);
  });

  it("collects action, actions and next_actions, skipping null", () => {
    const a = actionOf(1, "running");
    const b = actionOf(2, "running");
    const c = actionOf(3, "running");
    expect(
      actionsOf({ action: null, actions: [a, b], next_actions: [c] }).map((x) => x.id),
    ).toEqual([1, 2, 3]);
    expect(actionsOf({ action: a })).toEqual([a]);
  });
});
