import { readFileSync } from "node:fs";
import type { Walk } from "./walk.js";

const fixture = (name: string) =>
  readFileSync(new URL(`../../fixtures/certificates/${name}`, import.meta.url), "utf8");

/**
 * Every operation of certificates, each answered with a spec-valid success response. The
 * managed certificate's domain has no zone in the project, so its issuance fails and `retry`
 * has something to retry (the walk's emulator finishes actions at once).
 */
export const walkCertificates: Walk = async (ok) => {
  const uploaded = (
    await ok("POST", "/certificates", {
      name: "walk-uploaded",
      certificate: fixture("leaf.pem"),
      private_key: fixture("leaf.key"),
      labels: { walk: "yes" },
    })
  ).certificate;
  const created = await ok("POST", "/certificates", {
    name: "walk-managed",
    type: "managed",
    domain_names: ["walk.example.net"],
  });
  const managed = created.certificate;
  await ok("GET", "/certificates?type=managed&type=uploaded&sort=name:desc&label_selector=walk");
  await ok("GET", `/certificates/${uploaded.id}`);
  await ok("PUT", `/certificates/${uploaded.id}`, { name: "walk-uploaded-2", labels: {} });
  await ok("POST", `/certificates/${managed.id}/actions/retry`);
  await ok("GET", "/certificates/actions?status=error");
  await ok("GET", `/certificates/actions/${created.action.id}`);
  await ok("GET", `/certificates/${managed.id}/actions?sort=id:desc`);
  await ok("GET", `/certificates/${managed.id}/actions/${created.action.id}`);
  await ok("DELETE", `/certificates/${uploaded.id}`);
  await ok("DELETE", `/certificates/${managed.id}`);
};
