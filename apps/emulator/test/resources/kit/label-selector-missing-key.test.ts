import { sshPublicKey } from "@cloud-api/test-support/ssh-key";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestEmulator } from "../../support/lifecycle.js";

const emu = useTestEmulator();

async function keyNamed(name: string, labels: Record<string, string>) {
  const result = await emu.call("POST", "/ssh_keys", {
    body: { name, public_key: sshPublicKey(name), labels },
  });
  if (result.status !== 201) throw new Error(JSON.stringify(result.body));
}
async function namesMatching(selector: string): Promise<string[]> {
  const result = await emu.call(
    "GET",
    `/ssh_keys?label_selector=${encodeURIComponent(selector)}&sort=name`,
  );
  expect(result.status).toBe(200);
  return result.body.ssh_keys.map((key: { name: string }) => key.name);
}

describe("label selectors and resources without the key", () => {
  beforeAll(async () => {
    await keyNamed("db", { role: "db" });
    await keyNamed("web", { role: "web" });
    await keyNamed("bare", {});
  });

  it("matches k!=v only on resources that have k with another value", async () => {
    expect(await namesMatching("role!=db")).toEqual(["web"]);
  });

  it("matches k notin (...) only on resources that have k with none of the values", async () => {
    expect(await namesMatching("role notin (db)")).toEqual(["web"]);
    expect(await namesMatching("role notin (db,web)")).toEqual([]);
  });

  it("still finds resources without the key with !k", async () => {
    expect(await namesMatching("!role")).toEqual(["bare"]);
  });
});
