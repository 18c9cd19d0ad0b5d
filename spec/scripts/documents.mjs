// The public API documents of this package, in one list: the bundler, the linter, the type
// generator, the tests and the packages that serve or render the documents (mock, docs,
// conformance) all walk this list, so a further document is one entry here, not another copy
// of any of them. The Cloud API comes first: consumers that take one document default to it.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** @param {{ id: "cloud" | "hetzner", title: string, file: string, baseUrl: string }} entry */
function document({ id, title, file, baseUrl }) {
  return Object.freeze({
    id,
    title,
    baseUrl,
    /** Root file of the hand-written document, relative to the package. */
    source: `${file}.yaml`,
    /** What the bundle and the generated types are called (`openapi`, `hetzner-api`). */
    name: file,
    sourcePath: join(root, `${file}.yaml`),
    bundleJsonPath: join(root, "dist", `${file}.json`),
    bundleYamlPath: join(root, "dist", `${file}.yaml`),
    typesPath: join(root, "generated", `${file}.d.ts`),
  });
}

export const SPEC_DOCUMENTS = Object.freeze([
  document({
    id: "cloud",
    title: "Cloud API",
    file: "openapi",
    baseUrl: "https://api.hetzner.cloud/v1",
  }),
  document({
    id: "hetzner",
    title: "Hetzner API",
    file: "hetzner-api",
    baseUrl: "https://api.hetzner.com/v1",
  }),
]);

/** @param {string} id */
export function specDocument(id) {
  const found = SPEC_DOCUMENTS.find((entry) => entry.id === id);
  if (!found) {
    throw new Error(
      `no spec document "${id}"; known: ${SPEC_DOCUMENTS.map((entry) => entry.id).join(", ")}`,
    );
  }
  return found;
}
