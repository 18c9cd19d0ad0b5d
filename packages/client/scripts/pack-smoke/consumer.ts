// A user's program: installed from the packed tarball, type-checked with strict settings and run.
import {
  CloudApiError,
  collectAll,
  type components,
  createAndWait,
  createCloudClient,
  getByName,
  isCloudApiError,
  labelSelector,
  unwrap,
} from "@cloud-api/client";

// Declared here so the consumer needs no @types/node.
declare const process: { env: Record<string, string | undefined> };

type Location = components["schemas"]["Location"];

const baseUrl = process.env.CLOUD_API_URL;
if (!baseUrl) throw new Error("set CLOUD_API_URL");
const client = createCloudClient({ token: "smoke-test-token", baseUrl, userAgent: "pack-smoke/1" });

const locations: Location[] = await collectAll(client, "/locations", {
  params: { query: { per_page: 50 } },
});
const first = locations[0];
if (!first) throw new Error("GET /locations returned no locations");
const { location } = await unwrap(
  client.GET("/locations/{id}", { params: { path: { id: first.id } } }),
);

let notFoundCode: string | undefined;
try {
  // `Prefer: code=404` asks the Prism mock (and the local stand-in) for the documented 404.
  await unwrap(
    client.GET("/locations/{id}", {
      params: { path: { id: 999 } },
      headers: { Prefer: "code=404" },
    }),
  );
} catch (error) {
  if (!isCloudApiError(error, "not_found")) throw error;
  notFoundCode = error.code;
  if (!(error instanceof CloudApiError) || error.status !== 404) throw error;
}

// The helpers' types, checked against the installed declarations (not called: the mock answers
// every name with its example list).
const helpers = () => [
  getByName(client, "/locations", "fsn1").then((found: Location) => found.city),
  createAndWait(client, client.POST("/volumes", { body: { name: "v", size: 10 } })).then(
    ({ data, actions }) => [data.volume.id, actions.length],
  ),
];
if (typeof helpers !== "function") throw new Error("unreachable");

console.log(
  JSON.stringify({
    locations: locations.length,
    firstName: location.name,
    notFoundCode,
    selector: labelSelector().equals("env", "prod").notExists("tmp").toString(),
  }),
);
