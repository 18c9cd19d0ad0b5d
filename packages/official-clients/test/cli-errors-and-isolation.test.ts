import { sshPublicKey } from "@cloud-api/test-support/ssh-key";
import { beforeAll, describe, expect, it } from "vitest";
import { createdId } from "../src/cli-output.js";
import { TOKENS } from "../src/emulator.js";
import { HcloudCli } from "../src/hcloud-cli.js";
import { scenarioTitle, toolsAvailable } from "../src/suite.js";
import { useCliScenario } from "./support/cli-scenario.js";

describe.runIf(toolsAvailable())(scenarioTitle("hcloud CLI: errors and project isolation"), () => {
  const { target, cli: alice } = useCliScenario("errors and isolation");
  let bob: HcloudCli;

  beforeAll(() => {
    bob = alice.withToken(TOKENS.projectB);
  });

  it("reports 401 unauthorized for a wrong token, and token_readonly for a write with a read token", async () => {
    const stranger = alice.withToken("not-a-valid-token");
    await stranger.fails(["server", "list"], /unauthorized/);
    await stranger.fails(["location", "list"], /unauthorized/);

    const reader = alice.withToken(TOKENS.readOnlyA);
    expect(await reader.json(["server-type", "list"])).not.toBeNull();
    await reader.fails(
      ["ssh-key", "create", "--name", "nope", "--public-key", sshPublicKey("official-clients")],
      /token_readonly/,
    );
  });

  it("keeps each token's project to itself", async () => {
    const publicKey = sshPublicKey("official-clients");
    const aliceKey = createdId(
      await alice.ok(["ssh-key", "create", "--name", "shared-name", "--public-key", publicKey]),
      "SSH key",
    );
    const aliceServer = createdId(
      await alice.ok([
        "server",
        "create",
        "--name",
        "alice-1",
        "--type",
        "cx22",
        "--image",
        "debian-12",
        "--ssh-key",
        "shared-name",
      ]),
      "Server",
    );
    const aliceNetwork = createdId(
      await alice.ok(["network", "create", "--name", "alice-net", "--ip-range", "10.0.0.0/16"]),
      "Network",
    );

    // Bob sees nothing of Alice's, by list, by name or by id.
    expect(await bob.json(["server", "list"])).toBeNull();
    expect(await bob.json(["ssh-key", "list"])).toBeNull();
    expect(await bob.json(["network", "list"])).toBeNull();
    await bob.fails(["server", "describe", "alice-1"], /server not found/i);
    await bob.fails(["server", "describe", String(aliceServer)], /server not found/i);
    await bob.fails(["ssh-key", "describe", String(aliceKey)], /SSH key not found/i);
    await bob.fails(["network", "describe", String(aliceNetwork)], /network not found/i);
    await bob.fails(["server", "delete", String(aliceServer)], /server not found/i);
    await bob.fails(["server", "poweroff", String(aliceServer)], /server not found/i);

    // Names and keys are unique per project only: Bob may reuse both.
    const bobKey = createdId(
      await bob.ok(["ssh-key", "create", "--name", "shared-name", "--public-key", publicKey]),
      "SSH key",
    );
    expect(bobKey).not.toBe(aliceKey);
    // Alice's key id means nothing in Bob's project. CLI 1.30 quirk: after the 404 for the id,
    // the CLI tries the argument as a public key file, so its message is about a file lookup.
    await bob.fails(
      [
        "server",
        "create",
        "--name",
        "bob-1",
        "--type",
        "cx22",
        "--image",
        "debian-12",
        "--ssh-key",
        String(aliceKey),
      ],
      new RegExp(`lookup SSH key by fingerprint: open ${aliceKey}: no such file`),
    );
    await bob.ok([
      "server",
      "create",
      "--name",
      "alice-1",
      "--type",
      "cx22",
      "--image",
      "debian-12",
      "--ssh-key",
      "shared-name",
    ]);

    // Alice's project is untouched by all of this.
    const aliceServers = await alice.json(["server", "list"]);
    expect(aliceServers.map((s: { id: number }) => s.id)).toEqual([aliceServer]);
    expect((await alice.json(["ssh-key", "describe", "shared-name"])).id).toBe(aliceKey);
    expect(await bob.json(["server", "list"])).toHaveLength(1);
  });

  it("reports uniqueness_error for a duplicate name within a project", async () => {
    await alice.ok(["firewall", "create", "--name", "alice-fw"]);
    await alice.fails(["firewall", "create", "--name", "alice-fw"], /uniqueness_error/);
    await alice.fails(
      [
        "ssh-key",
        "create",
        "--name",
        "shared-name",
        "--public-key",
        sshPublicKey("official-clients"),
      ],
      /uniqueness_error/,
    );
  });

  // The CLI prints only the error's message (and code), not its details: the message itself
  // must say what to do instead.
  it("says in the message that location replaces --datacenter", async () => {
    await alice.fails(
      [
        "server",
        "create",
        "--name",
        "old-1",
        "--type",
        "cx22",
        "--image",
        "debian-12",
        "--datacenter",
        "fsn1-dc14",
      ],
      /invalid input in field 'datacenter': it was removed on 2026-07-01; send "location": "fsn1" instead/,
    );
  });

  it("says that the API's paths start with /v1 to a base URL without it", async () => {
    const withoutV1 = new HcloudCli(
      target.url.replace(/\/v1$/, ""),
      TOKENS.projectA,
      "errors and isolation",
    );
    try {
      await withoutV1.fails(
        ["server", "list"],
        /no such endpoint: \/servers\. The API's paths start with \/v1/,
      );
    } finally {
      withoutV1.dispose();
    }
  });
});
