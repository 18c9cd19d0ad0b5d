import { conflictState, type FieldProblem, invalidInput } from "../../http/api-error.js";
import { actionListingHandlers, byPathId } from "../kit/action-listings.js";
import { isoTime } from "../kit/api-time.js";
import { COLLECTIONS } from "../kit/collections.js";
import { filterByValues, listResponse } from "../kit/list-response.js";
import { getHandler, type NamedKind, updateHandler } from "../kit/named-record-handlers.js";
import type { HandlerTable, RequestContext, ResponseBody } from "../kit/operation.js";
import { assertUniqueName, ownedRecords } from "../kit/owned-records.js";
import { actionCreated, assertNotLocked, viewAction } from "../kit/record-actions.js";
import { unsupported } from "../kit/unsupported-error.js";
import { type CertificateRecord, certificates } from "./domain.js";
import { startIssuance } from "./issuance.js";
import { readUploaded } from "./pem.js";
import { usersOf, viewCertificate } from "./views.js";

const CERTIFICATE: NamedKind<CertificateRecord, typeof COLLECTIONS.certificates, "certificate"> = {
  ...certificates,
  view: viewCertificate,
};

const LABEL = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
const DOMAIN_NAME = new RegExp(`^(?:\\*\\.)?(?:${LABEL}\\.)+${LABEL}$`);

/** Lower-cased, each once; `*.` only as the first label; 422 naming `domain_names` otherwise. */
function managedDomainNames(values: readonly string[] | undefined): string[] {
  if (values === undefined || values.length === 0) {
    throw invalidInput([
      { name: "domain_names", messages: ["is required for managed certificates (one or more)"] },
    ]);
  }
  const names = values.map((value) => value.trim().toLowerCase());
  const wrong = names.findIndex((name) => name.length > 253 || !DOMAIN_NAME.test(name));
  if (wrong >= 0) {
    throw invalidInput([
      {
        name: "domain_names",
        messages: [`entry ${wrong + 1} (${JSON.stringify(values[wrong])}) is not a domain name`],
      },
    ]);
  }
  return [...new Set(names)];
}

/** Fields the other type needs, sent anyway (a null counts as not sent). */
function foreignFields<B extends object>(
  body: B,
  fields: readonly (keyof B & string)[],
  type: string,
): FieldProblem[] {
  return fields
    .filter((field) => body[field] !== undefined && body[field] !== null)
    .map((name) => ({ name, messages: [`is not used by ${type} certificates`] }));
}

function createCertificate(context: RequestContext<"create_certificate">) {
  const body = context.body;
  const type = body.type ?? "uploaded";
  const extra = foreignFields(
    body,
    type === "uploaded" ? ["domain_names"] : ["certificate", "private_key"],
    type,
  );
  if (extra.length > 0) throw invalidInput(extra);
  const base = {
    project: context.project,
    name: body.name,
    labels: body.labels ?? {},
    created: isoTime(context.nowMs),
  };
  if (type === "uploaded") {
    const facts = readUploaded(body.certificate, body.private_key);
    assertUniqueName(context, COLLECTIONS.certificates, "certificate", body.name);
    const record: CertificateRecord = {
      id: context.services.store.nextId(COLLECTIONS.certificates),
      ...base,
      type,
      certificate: facts.pem,
      notValidBefore: facts.notValidBefore,
      notValidAfter: facts.notValidAfter,
      domainNames: facts.domainNames,
      fingerprint: facts.fingerprint,
      status: null,
    };
    context.services.store.put(COLLECTIONS.certificates, record);
    return {
      status: 201,
      body: {
        certificate: viewCertificate(context, record),
        action: null,
      } satisfies ResponseBody<"create_certificate">,
    };
  }
  const domainNames = managedDomainNames(body.domain_names);
  assertUniqueName(context, COLLECTIONS.certificates, "certificate", body.name);
  const record: CertificateRecord = {
    id: context.services.store.nextId(COLLECTIONS.certificates),
    ...base,
    type,
    certificate: null,
    notValidBefore: null,
    notValidAfter: null,
    domainNames,
    fingerprint: null,
    status: { issuance: "pending", renewal: "unavailable", error: null },
  };
  context.services.store.put(COLLECTIONS.certificates, record);
  const action = startIssuance(context, record, "create_certificate");
  return {
    status: 201,
    body: {
      certificate: viewCertificate(context, record),
      action: viewAction(context, action),
    } satisfies ResponseBody<"create_certificate">,
  };
}

export const certificateHandlers = {
  list_certificates: (context) =>
    listResponse(
      context,
      "certificates",
      filterByValues(
        ownedRecords<CertificateRecord>(context, COLLECTIONS.certificates),
        context.query.type,
        (record) => record.type,
      ),
      { view: (record) => viewCertificate(context, record) },
    ),
  create_certificate: createCertificate,
  get_certificate: getHandler(CERTIFICATE),
  update_certificate: updateHandler(CERTIFICATE),
  delete_certificate: (context) => {
    const record = CERTIFICATE.find(context);
    assertNotLocked(context, "certificate", record.id);
    const users = usersOf(context, record.id);
    if (users.length > 0) {
      const names = users.map((user) => `load balancer ${user.id}`).join(", ");
      throw conflictState("resource_in_use", `certificate ${record.id} is used by ${names}`);
    }
    context.services.store.remove(COLLECTIONS.certificates, record.id);
    return { status: 204 };
  },
  retry_certificate: (context) => {
    const record = CERTIFICATE.find(context);
    assertNotLocked(context, "certificate", record.id);
    if (record.type !== "managed" || record.status === null) {
      throw unsupported(
        `certificate ${record.id} is uploaded; only managed certificates are issued by the API`,
      );
    }
    const status = record.status;
    if (status.issuance !== "failed" && status.renewal !== "failed") {
      throw unsupported(
        `certificate ${record.id} has nothing to retry (issuance ${status.issuance}, renewal ${status.renewal})`,
      );
    }
    // A new object: the old one may be shared with the patch of the action that set it.
    record.status =
      status.issuance === "failed"
        ? { issuance: "pending", renewal: status.renewal, error: null }
        : { issuance: status.issuance, renewal: "pending", error: null };
    context.services.store.put(COLLECTIONS.certificates, record);
    return actionCreated(context, startIssuance(context, record, "issue_certificate"));
  },
  ...actionListingHandlers(CERTIFICATE, byPathId(CERTIFICATE)),
} satisfies Partial<HandlerTable>;
