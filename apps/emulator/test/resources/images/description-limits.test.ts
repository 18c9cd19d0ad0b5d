// Image descriptions are bounded by the spec's ResourceDescription (issues 19 and 27), both
// where a snapshot is made (create_image) and where it is changed (update_image).
import { beforeAll, describe, it } from "vitest";
import { useTestEmulator } from "../../support/lifecycle.js";

import { countOf, expectTextLimit } from "../../support/text-limits.js";

let serverId = 0;
const emu = useTestEmulator();
beforeAll(async () => {
  const server = await emu.call("POST", "/servers", {
    body: { name: "image-source", server_type: "cx22", image: "ubuntu-24.04", location: "fsn1" },
  });
  serverId = server.body.server.id;
});

describe("image descriptions", () => {
  it("create_image refuses a description past 255 characters, NUL or a lone surrogate with 422 naming description, making no image", async () => {
    await expectTextLimit({
      field: "description",
      send: (description) =>
        emu.call("POST", `/servers/${serverId}/actions/create_image`, { body: { description } }),
      written: () => countOf(emu, "/images?type=snapshot"),
      longest: "d".repeat(255),
      stored: (result) => result.body.image.description,
    });
  });

  it("update_image refuses the same, keeping the old description, and takes 255 characters", async () => {
    const snapshot = await emu.call("POST", `/servers/${serverId}/actions/create_image`, {
      body: { description: "before" },
    });
    const path = `/images/${snapshot.body.image.id}`;
    await expectTextLimit({
      field: "description",
      send: (description) => emu.call("PUT", path, { body: { description } }),
      written: async () => (await emu.call("GET", path)).body.image.description,
      longest: "e".repeat(255),
      stored: (result) => result.body.image.description,
    });
  });
});
