import { ApiError, type FieldProblem, invalidField, invalidInput } from "../../http/api-error.js";
import { COLLECTIONS } from "../kit/collections.js";
import { filterByValues, listResponse } from "../kit/list-response.js";
import type { AnyRequest, HandlerTable, ResponseBody } from "../kit/operation.js";
import { actionCreated, viewAction } from "../kit/record-actions.js";
import type { Sortable } from "../kit/sort.js";
import { normalizeValue, rrsetShapeProblem } from "./record-values.js";
import {
  findRRSet,
  findZone,
  type RRSetEntry,
  requireMode,
  rrsetId,
  type ZoneRecord,
} from "./records.js";
import { viewRRSet } from "./views.js";
import {
  assertChangeable,
  changeZone,
  checkNewRRSet,
  readRecords,
  writableZone,
} from "./zone-changes.js";

/** A request whose path names a zone and one of its RRSets. */
type RRSetRequest = AnyRequest & {
  params: { id_or_name: string; rr_name: string; rr_type: string };
};

/** The RRSet of the path (`{rr_name}/{rr_type}`) in `zone`; 404 when it has none. */
function pathRRSet(context: RRSetRequest, zone: ZoneRecord): RRSetEntry {
  const { rr_name: name, rr_type: type } = context.params;
  const rrset = findRRSet(zone, name, type);
  if (!rrset) {
    throw new ApiError(404, "not_found", `RRSet ${name}/${type} not found in zone ${zone.name}`);
  }
  return rrset;
}

/** A primary zone and one of its RRSets, for a write: mode, lock and change protection checked. */
function writableRRSet(context: RRSetRequest): { zone: ZoneRecord; rrset: RRSetEntry } {
  const zone = writableZone(context, "primary");
  const rrset = pathRRSet(context, zone);
  assertChangeable(zone, rrset);
  return { zone, rrset };
}

function removeRRSet(zone: ZoneRecord, rrset: RRSetEntry): void {
  zone.rrsets = zone.rrsets.filter((entry) => entry !== rrset);
}

function assertNotSoa(rrset: RRSetEntry, what: string): void {
  if (rrset.type === "SOA") {
    throw invalidField("rr_type", `the SOA RRSet belongs to the zone and cannot be ${what}`);
  }
}

/** A list row: RRSets have string ids, so the row's numeric id is its rank by that string. */
interface RRSetRow {
  id: number;
  labels: Record<string, string>;
  rrset: RRSetEntry;
}

function readRow(row: RRSetRow, field: string): Sortable {
  switch (field) {
    case "id":
      return rrsetId(row.rrset);
    case "name":
      return row.rrset.name;
    case "created":
      return row.rrset.createdMs;
    default:
      return undefined;
  }
}

export const rrsetHandlers = {
  list_zone_rrsets: (context) => {
    const zone = findZone(context);
    requireMode(zone, "primary");
    const rows = [...zone.rrsets]
      .sort((a, b) => (rrsetId(a) < rrsetId(b) ? -1 : 1))
      .map((rrset, index) => ({ id: index + 1, labels: rrset.labels, rrset }));
    const matching = filterByValues(rows, context.query.type, (row) => row.rrset.type);
    return listResponse(context, "rrsets", matching, {
      view: (row) => viewRRSet(zone, row.rrset),
      read: readRow,
    });
  },
  create_zone_rrset: (context) => {
    const zone = writableZone(context, "primary");
    const body = context.body;
    const problems: FieldProblem[] = [];
    const records = readRecords(body.type, body.records, "records", problems);
    checkNewRRSet(
      zone,
      body.name,
      body.type,
      records,
      { name: "name", records: "records" },
      problems,
    );
    if (problems.length > 0) throw invalidInput(problems);
    if (findRRSet(zone, body.name, body.type)) {
      throw new ApiError(
        409,
        "uniqueness_error",
        `RRSet ${body.name}/${body.type} already exists in zone ${zone.name}`,
        { fields: [{ name: "name" }, { name: "type" }] },
      );
    }
    const rrset: RRSetEntry = {
      name: body.name,
      type: body.type,
      ttl: body.ttl ?? null,
      labels: body.labels ?? {},
      protection: { change: false },
      records,
      createdMs: context.nowMs,
    };
    const action = changeZone(context, zone, "create_rrset", () => zone.rrsets.push(rrset));
    return {
      status: 201,
      body: {
        rrset: viewRRSet(zone, rrset),
        action: viewAction(context, action),
      } satisfies ResponseBody<"create_zone_rrset">,
    };
  },
  get_zone_rrset: (context) => {
    const zone = findZone(context);
    requireMode(zone, "primary");
    return { status: 200, body: { rrset: viewRRSet(zone, pathRRSet(context, zone)) } };
  },
  update_zone_rrset: (context) => {
    const zone = findZone(context);
    requireMode(zone, "primary");
    const rrset = pathRRSet(context, zone);
    const body = context.body;
    if (body.labels) rrset.labels = { ...body.labels };
    context.services.store.put(COLLECTIONS.zones, zone);
    return { status: 200, body: { rrset: viewRRSet(zone, rrset) } };
  },
  delete_zone_rrset: (context) => {
    const { zone, rrset } = writableRRSet(context);
    assertNotSoa(rrset, "deleted");
    return actionCreated(
      context,
      changeZone(context, zone, "delete_rrset", () => removeRRSet(zone, rrset)),
    );
  },
  change_zone_rrset_protection: (context) => {
    const zone = writableZone(context, "primary");
    const rrset = pathRRSet(context, zone);
    const body = context.body;
    return actionCreated(
      context,
      changeZone(context, zone, "change_rrset_protection", () => {
        rrset.protection = { change: body.change };
      }),
    );
  },
  change_zone_rrset_ttl: (context) => {
    const { zone, rrset } = writableRRSet(context);
    const body = context.body;
    return actionCreated(
      context,
      changeZone(context, zone, "change_rrset_ttl", () => {
        rrset.ttl = body.ttl ?? null;
      }),
    );
  },
  set_zone_rrset_records: (context) => {
    const { zone, rrset } = writableRRSet(context);
    const body = context.body;
    const problems: FieldProblem[] = [];
    const records = readRecords(rrset.type, body.records, "records", problems);
    const shape = rrsetShapeProblem(rrset.name, rrset.type, records.length);
    if (shape) problems.push({ name: "records", messages: [shape] });
    if (problems.length > 0) throw invalidInput(problems);
    return actionCreated(
      context,
      changeZone(context, zone, "set_rrset_records", () => {
        rrset.records = records;
      }),
    );
  },
  add_zone_rrset_records: (context) => {
    const zone = writableZone(context, "primary");
    const { rr_name: name, rr_type: type } = context.params;
    const body = context.body;
    const problems: FieldProblem[] = [];
    const records = readRecords(type, body.records, "records", problems);
    const existing = findRRSet(zone, name, type);
    const ttl = body.ttl ?? null;
    if (existing) {
      assertChangeable(zone, existing);
      if (ttl !== null && existing.ttl !== null && ttl !== existing.ttl) {
        problems.push({
          name: "ttl",
          messages: [`is ${ttl} but the RRSet ${rrsetId(existing)} has TTL ${existing.ttl}`],
        });
      }
      // Values already in the set stay as they are: adding is a set union.
      const added = records.filter(
        (record) => !existing.records.some((entry) => entry.value === record.value),
      );
      const shape = rrsetShapeProblem(name, type, existing.records.length + added.length);
      if (shape) problems.push({ name: "records", messages: [shape] });
      if (problems.length > 0) throw invalidInput(problems);
      return actionCreated(
        context,
        changeZone(context, zone, "add_rrset_records", () => {
          existing.records.push(...added);
          if (ttl !== null) existing.ttl = ttl;
        }),
      );
    }
    checkNewRRSet(zone, name, type, records, { name: "rr_name", records: "records" }, problems);
    if (problems.length > 0) throw invalidInput(problems);
    const rrset: RRSetEntry = {
      name,
      type,
      ttl,
      labels: {},
      protection: { change: false },
      records,
      createdMs: context.nowMs,
    };
    return actionCreated(
      context,
      changeZone(context, zone, "add_rrset_records", () => zone.rrsets.push(rrset)),
    );
  },
  remove_zone_rrset_records: (context) => {
    const { zone, rrset } = writableRRSet(context);
    const body = context.body;
    const values = body.records.map((record) => normalizeValue(record.value));
    const problems: FieldProblem[] = [];
    values.forEach((value, index) => {
      if (!rrset.records.some((record) => record.value === value)) {
        problems.push({
          name: `records[${index}].value`,
          messages: [`'${value}' is not a record of ${rrsetId(rrset)}`],
        });
      }
    });
    if (problems.length > 0) throw invalidInput(problems);
    const remaining = rrset.records.filter((record) => !values.includes(record.value));
    if (remaining.length === 0) assertNotSoa(rrset, "emptied");
    return actionCreated(
      context,
      changeZone(context, zone, "remove_rrset_records", () => {
        // An RRSet left without records is deleted (api-facts-more §7.3).
        if (remaining.length === 0) removeRRSet(zone, rrset);
        else rrset.records = remaining;
      }),
    );
  },
  update_zone_rrset_records: (context) => {
    const { zone, rrset } = writableRRSet(context);
    const body = context.body;
    const problems: FieldProblem[] = [];
    const updates = body.records.map((record, index) => {
      const value = normalizeValue(record.value);
      const target = rrset.records.find((entry) => entry.value === value);
      if (!target) {
        problems.push({
          name: `records[${index}].value`,
          messages: [`'${value}' is not a record of ${rrsetId(rrset)}`],
        });
      }
      const comment = record.comment.trim();
      if (/[\r\n]/.test(comment)) {
        problems.push({ name: `records[${index}].comment`, messages: ["must be a single line"] });
      }
      return { target, comment };
    });
    if (problems.length > 0) throw invalidInput(problems);
    const action = changeZone(context, zone, "update_rrset_records", () => {
      for (const update of updates) if (update.target) update.target.comment = update.comment;
    });
    // The one RRSet action that answers 200 rather than 201 (api-facts-more §7.3).
    return { ...actionCreated(context, action), status: 200 };
  },
} satisfies Partial<HandlerTable>;
