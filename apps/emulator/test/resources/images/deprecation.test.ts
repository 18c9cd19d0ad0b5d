import { describe, expect, it } from "vitest";
import { useTestEmulator } from "../../support/lifecycle.js";

const emu = useTestEmulator();

const image = async (query: string) =>
  (await emu.call("GET", `/images?${query}&include_deprecated=true`)).body.images[0];

describe("an image's deprecation (since 2026-09-08)", () => {
  it("is announced with deprecated and unavailable three months later (what hcloud-python 2.27 reads)", async () => {
    const old = await image("name=ubuntu-20.04&architecture=x86");
    expect(old.deprecation).toEqual({
      announced: "2025-05-31T00:00:00Z",
      unavailable_after: "2025-08-31T00:00:00Z",
    });
    // The deprecated field stays, equal to the announcement (hcloud-go before v2.48 reads it).
    expect(old.deprecated).toBe(old.deprecation.announced);
    const byId = (await emu.call("GET", `/images/${old.id}`)).body.image;
    expect(byId.deprecation).toEqual(old.deprecation);
  });

  it("is null for a current image and for the project's snapshots", async () => {
    const current = await image("name=debian-12&architecture=x86");
    expect(current.deprecation).toBeNull();
    expect(current.deprecated).toBeNull();
    const server = (
      await emu.call("POST", "/servers", {
        body: { name: "snap-source", server_type: "cpx22", image: "debian-12", location: "fsn1" },
      })
    ).body.server;
    const snapshot = await emu.call("POST", `/servers/${server.id}/actions/create_image`, {
      body: { type: "snapshot", description: "before" },
    });
    expect(snapshot.body.image.deprecation).toBeNull();
    expect(server.image.deprecation).toBeNull();
  });
});
