// The project page's deprecation lines, from resources as the public API shows them.
import { describe, expect, it } from "vitest";
import { deprecationWarnings, type Server } from "../src/projects/deprecations.js";

const deprecation = {
  announced: "2026-12-01T00:00:00Z",
  unavailable_after: "2027-03-01T00:00:00Z",
};
const server = (overrides: Partial<Server> = {}): Server => ({
  id: 1,
  name: "web-1",
  location: { name: "fsn1" },
  server_type: {
    name: "cx22",
    locations: [
      { name: "fsn1", deprecation },
      { name: "hel1", deprecation: null },
    ],
  },
  image: { name: "ubuntu-24.04", deprecated: null },
  ...overrides,
});

describe("deprecationWarnings", () => {
  it("names a server whose type retires in its location, with both dates", () => {
    expect(deprecationWarnings([server()], [])).toEqual([
      {
        key: "server-type-1",
        text: "Server web-1 runs on server type cx22, deprecated since 2026-12-01: no new servers of it in fsn1 after 2027-03-01.",
      },
    ]);
  });

  it("says nothing for a type deprecated only in another location, or for nothing deprecated", () => {
    expect(deprecationWarnings([server({ location: { name: "hel1" } })], [])).toEqual([]);
    expect(deprecationWarnings([], [])).toEqual([]);
  });

  it("names a deprecated image and a load balancer of a retiring type", () => {
    const fromOldImage = server({
      server_type: { name: "cpx22", locations: [{ name: "fsn1", deprecation: null }] },
      image: { name: "ubuntu-20.04", deprecated: "2025-05-31T00:00:00Z" },
    });
    const texts = deprecationWarnings(
      [fromOldImage],
      [{ id: 7, name: "lb-1", load_balancer_type: { name: "lb11", deprecation } }],
    ).map((warning) => warning.text);
    expect(texts).toEqual([
      "Server web-1 was created from image ubuntu-20.04, deprecated since 2025-05-31: rebuilds and new servers from it will be refused.",
      "Load balancer lb-1 uses type lb11, deprecated since 2026-12-01: no new load balancers of it after 2027-03-01.",
    ]);
  });
});
