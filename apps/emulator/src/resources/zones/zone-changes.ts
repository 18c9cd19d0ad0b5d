import { ApiError, type FieldProblem } from "../../http/api-error.js";
import { COLLECTIONS } from "../kit/collections.js";
import type { AnyRequest } from "../kit/operation.js";
import type { ActionRecord } from "../kit/record-actions.js";
import { assertNotLocked, startAction } from "../kit/record-actions.js";
import { rrsetNameProblem } from "./dns-names.js";
import { normalizeValue, recordValueProblem, rrsetShapeProblem } from "./record-values.js";
import type { ZoneRequest } from "./records.js";
import {
  bumpSerialIfChanged,
  findZone,
  type RRSetEntry,
  type RRSetRecordEntry,
  type RRSetType,
  requireMode,
  rrsetId,
  snapshot,
  ZONE_TYPE,
  type ZoneRecord,
} from "./records.js";
import type { ZonefileError } from "./zonefile.js";

/**
 * The zone of a write: found by `{id_or_name}`, of the mode the operation needs (422
 * `incorrect_zone_mode`), and not busy with another action (423 `locked`).
 */
export function writableZone(context: ZoneRequest, mode?: ZoneRecord["mode"]): ZoneRecord {
  const zone = findZone(context);
  if (mode) requireMode(zone, mode);
  assertNotLocked(context, ZONE_TYPE, zone.id);
  return zone;
}

/**
 * Applies a change to a zone, bumps the SOA serial of a primary zone if its DNS data changed,
 * saves it and starts the action that reports it (`resources: [{type: "zone"}]`).
 */
export function changeZone(
  context: AnyRequest,
  zone: ZoneRecord,
  command: string,
  mutate: () => void,
): ActionRecord {
  const before = snapshot(zone);
  mutate();
  if (zone.mode === "primary") bumpSerialIfChanged(zone, before, context.nowMs);
  context.services.store.put(COLLECTIONS.zones, zone);
  return startAction(context, command, [{ id: zone.id, type: ZONE_TYPE }]);
}

/** 423 `protected` for a write to an RRSet with change protection. */
export function assertChangeable(zone: ZoneRecord, rrset: RRSetEntry): void {
  if (rrset.protection.change) {
    throw new ApiError(
      423,
      "protected",
      `RRSet ${rrsetId(rrset)} of zone ${zone.name} is protected against changes`,
    );
  }
}

export interface RecordInput {
  value: string;
  comment?: string;
}

/**
 * Records of a request, normalized (whitespace of values collapsed outside quotes, comments
 * trimmed), with the problems of each (`<field>[i].value`) and of the set (distinct values).
 */
export function readRecords(
  type: RRSetType,
  input: readonly RecordInput[],
  field: string,
  problems: FieldProblem[],
): RRSetRecordEntry[] {
  const seen = new Set<string>();
  return input.map((record, index) => {
    const value = normalizeValue(record.value);
    const comment = (record.comment ?? "").trim();
    const valueProblem = recordValueProblem(type, value);
    if (valueProblem) {
      problems.push({
        name: `${field}[${index}].value`,
        messages: [`${type} value ${valueProblem}`],
      });
    }
    if (/[\r\n]/.test(comment)) {
      problems.push({ name: `${field}[${index}].comment`, messages: ["must be a single line"] });
    }
    if (seen.has(value)) {
      problems.push({
        name: field,
        messages: [`values must be distinct; '${value}' is given twice`],
      });
    }
    seen.add(value);
    return { value, comment };
  });
}

/** The checks of a new RRSet (create, create_zone `rrsets[]`, add_records on a missing set). */
export function checkNewRRSet(
  zone: Pick<ZoneRecord, "name">,
  name: string,
  type: RRSetType,
  records: readonly RRSetRecordEntry[],
  fields: { name: string; records: string },
  problems: FieldProblem[],
): void {
  const nameProblem = rrsetNameProblem(name, zone.name);
  if (nameProblem) problems.push({ name: fields.name, messages: [nameProblem] });
  const shape = rrsetShapeProblem(name, type, records.length);
  if (shape) problems.push({ name: fields.records, messages: [shape] });
}

/** 422 `invalid_input` for an unreadable zone file: the line and reason in message and details. */
export function zonefileInvalid(error: ZonefileError): ApiError {
  return new ApiError(422, "invalid_input", `invalid zone file: ${error.message}`, {
    fields: [{ name: "zonefile", messages: [error.message] }],
  });
}
