import { isIPv4, isIPv6 } from "node:net";
import { ApiError, type FieldProblem, invalidField, invalidInput } from "../../http/api-error.js";
import { actionListingHandlers } from "../kit/action-listings.js";
import { isoTime } from "../kit/api-time.js";
import { COLLECTIONS } from "../kit/collections.js";
import { listResponse } from "../kit/list-response.js";
import type { HandlerTable, RequestBody, ResponseBody } from "../kit/operation.js";
import { assertUniqueName, ownedRecords } from "../kit/owned-records.js";
import { actionCreated, assertNotLocked, startAction, viewAction } from "../kit/record-actions.js";
import { zoneNameProblem } from "./dns-names.js";
import { soaSerial, withSoaSerial } from "./record-values.js";
import type { ZoneRequest } from "./records.js";
import {
  defaultRRSets,
  findZone,
  firstSerialOfDay,
  type PrimaryNameserver,
  type RRSetEntry,
  requireMode,
  rrsetId,
  ZONE_TYPE,
  type ZoneRecord,
} from "./records.js";
import { rrsetHandlers } from "./rrsets.js";
import { viewZone } from "./views.js";
import {
  changeZone,
  checkNewRRSet,
  readRecords,
  writableZone,
  zonefileInvalid,
} from "./zone-changes.js";
import { parseZonefile, printZonefile, ZonefileError, type ZonefileRRSet } from "./zonefile.js";

const DEFAULT_TTL = 3600;

/** Addresses that are not public: private, loopback, link-local, unspecified, ULA. */
const NON_PUBLIC = [
  /^10\./,
  /^127\./,
  /^0\./,
  /^169\.254\./,
  /^192\.168\./,
  /^172\.(1[6-9]|2\d|3[01])\./,
  /^::1?$/,
  /^f[cd][0-9a-f]{2}:/i,
  /^fe[89ab][0-9a-f]:/i,
];

/** Problems of a `primary_nameservers` list (`<field>[i].address`, ...). */
function nameserverProblems(list: readonly PrimaryNameserver[], field: string): FieldProblem[] {
  const problems: FieldProblem[] = [];
  // Decision: a secondary zone needs at least one server to transfer from (README).
  if (list.length === 0) {
    problems.push({
      name: field,
      messages: ["a secondary zone needs at least one primary nameserver"],
    });
  }
  list.forEach((server, index) => {
    const at = `${field}[${index}]`;
    if (!isIPv4(server.address) && !isIPv6(server.address)) {
      problems.push({ name: `${at}.address`, messages: ["must be an IPv4 or IPv6 address"] });
    } else if (NON_PUBLIC.some((pattern) => pattern.test(server.address))) {
      problems.push({ name: `${at}.address`, messages: ["must be a public address"] });
    }
    if ((server.tsig_key === undefined) !== (server.tsig_algorithm === undefined)) {
      problems.push({
        name: `${at}.tsig_key`,
        messages: ["tsig_key and tsig_algorithm must be given together"],
      });
    }
    if (
      server.tsig_key !== undefined &&
      !(/^[A-Za-z0-9+/]+={0,2}$/.test(server.tsig_key) && server.tsig_key.length % 4 === 0)
    ) {
      problems.push({ name: `${at}.tsig_key`, messages: ["must be base64"] });
    }
  });
  return problems;
}

/**
 * What is kept of the primary nameservers: `port` defaults to 53, and the TSIG key, a shared
 * secret, is neither stored nor shown again (README "Decisions"); its algorithm is.
 */
function withDefaults(list: readonly PrimaryNameserver[]): PrimaryNameserver[] {
  return list.map(({ tsig_key: _secret, ...server }) => ({ ...server, port: server.port ?? 53 }));
}

/**
 * RRSets read from a zone file, for a zone: labels kept for RRSets that stay, protection off.
 * The SOA and apex NS the file leaves out are the zone's own (the defaults for a new zone).
 */
function importedRRSets(
  parsed: readonly ZonefileRRSet[],
  previous: readonly RRSetEntry[],
  nowMs: number,
): RRSetEntry[] {
  const supplied = defaultRRSets(nowMs)
    .filter((automatic) => !parsed.some((rrset) => rrsetId(rrset) === rrsetId(automatic)))
    .map(
      (automatic) => previous.find((entry) => rrsetId(entry) === rrsetId(automatic)) ?? automatic,
    );
  return [
    ...supplied,
    ...parsed.map((rrset) => {
      const old = previous.find((entry) => rrsetId(entry) === rrsetId(rrset));
      return {
        ...rrset,
        labels: old?.labels ?? {},
        protection: { change: false },
        createdMs: old?.createdMs ?? nowMs,
      };
    }),
  ];
}

function parseOrThrow(text: string, zoneName: string) {
  try {
    return parseZonefile(text, zoneName);
  } catch (error) {
    if (error instanceof ZonefileError) throw zonefileInvalid(error);
    throw error;
  }
}

/** The RRSets of a new primary zone: the SOA and NS, then `rrsets` (replacing those two if given). */
function createRRSets(
  body: RequestBody<"create_zone">,
  nowMs: number,
): { rrsets: RRSetEntry[]; ttl: number | undefined } {
  const rrsets = body.rrsets ?? [];
  if (body.zonefile !== undefined && body.zonefile.trim() !== "") {
    if (rrsets.length > 0)
      throw invalidField("zonefile", "cannot be combined with a non-empty 'rrsets'");
    const parsed = parseOrThrow(body.zonefile, body.name);
    return { rrsets: importedRRSets(parsed.rrsets, [], nowMs), ttl: parsed.ttl };
  }
  const result = defaultRRSets(nowMs);
  const problems: FieldProblem[] = [];
  const seen = new Set<string>();
  rrsets.forEach((input, index) => {
    const at = `rrsets[${index}]`;
    const records = readRecords(input.type, input.records, `${at}.records`, problems);
    checkNewRRSet(
      body,
      input.name,
      input.type,
      records,
      { name: `${at}.name`, records: `${at}.records` },
      problems,
    );
    const id = `${input.name}/${input.type}`;
    if (seen.has(id)) problems.push({ name: at, messages: [`RRSet ${id} is given twice`] });
    seen.add(id);
    const rrset: RRSetEntry = {
      name: input.name,
      type: input.type,
      ttl: input.ttl ?? null,
      labels: input.labels ?? {},
      protection: { change: false },
      records,
      createdMs: nowMs,
    };
    const automatic = result.findIndex((entry) => rrsetId(entry) === id);
    if (automatic >= 0) result[automatic] = rrset;
    else result.push(rrset);
  });
  if (problems.length > 0) throw invalidInput(problems);
  return { rrsets: result, ttl: undefined };
}

const ZONE_KIND = { collection: COLLECTIONS.zones, type: ZONE_TYPE } as const;

export const zoneHandlers = {
  list_zones: (context) => {
    const mode = context.query.mode;
    const zones = ownedRecords<ZoneRecord>(context, COLLECTIONS.zones).filter(
      (zone) => mode === undefined || zone.mode === mode,
    );
    return listResponse(context, "zones", zones, { view: (zone) => viewZone(context, zone) });
  },
  create_zone: (context) => {
    const body = context.body;
    const nameProblem = zoneNameProblem(body.name);
    if (nameProblem) throw invalidField("name", nameProblem);
    let rrsets: RRSetEntry[] = [];
    let primaryNameservers: PrimaryNameserver[] = [];
    let ttl = body.ttl ?? DEFAULT_TTL;
    if (body.mode === "primary") {
      const created = createRRSets(body, context.nowMs);
      rrsets = created.rrsets;
      ttl = created.ttl ?? ttl;
      // A new zone's serial is at least today's first one.
      const soa = rrsets.find((rrset) => rrset.name === "@" && rrset.type === "SOA")?.records[0];
      if (soa)
        soa.value = withSoaSerial(
          soa.value,
          Math.max(soaSerial(soa.value), firstSerialOfDay(context.nowMs)),
        );
    } else {
      const problems = nameserverProblems(body.primary_nameservers ?? [], "primary_nameservers");
      if (problems.length > 0) throw invalidInput(problems);
      primaryNameservers = withDefaults(body.primary_nameservers ?? []);
    }
    assertUniqueName(context, COLLECTIONS.zones, "zone", body.name);
    const zone: ZoneRecord = {
      id: context.services.store.nextId(COLLECTIONS.zones),
      project: context.project,
      name: body.name,
      mode: body.mode,
      ttl,
      labels: body.labels ?? {},
      created: isoTime(context.nowMs),
      protection: { delete: false },
      primaryNameservers,
      rrsets,
    };
    context.services.store.put(COLLECTIONS.zones, zone);
    const action = startAction(context, "create_zone", [{ id: zone.id, type: ZONE_TYPE }]);
    return {
      status: 201,
      body: {
        zone: viewZone(context, zone),
        action: viewAction(context, action),
      } satisfies ResponseBody<"create_zone">,
    };
  },
  get_zone: (context) => ({ status: 200, body: { zone: viewZone(context, findZone(context)) } }),
  update_zone: (context) => {
    const zone = findZone(context);
    const body = context.body;
    if (body.labels) zone.labels = { ...body.labels };
    context.services.store.put(COLLECTIONS.zones, zone);
    return { status: 200, body: { zone: viewZone(context, zone) } };
  },
  delete_zone: (context) => {
    const zone = findZone(context);
    assertNotLocked(context, ZONE_TYPE, zone.id);
    if (zone.protection.delete) {
      throw new ApiError(423, "protected", `zone ${zone.name} is protected against deletion`);
    }
    // Deleting the zone deletes its RRSets, so their change protection blocks it too.
    const protectedSet = zone.rrsets.find((rrset) => rrset.protection.change);
    if (protectedSet) {
      throw new ApiError(
        423,
        "protected",
        `RRSet ${rrsetId(protectedSet)} of zone ${zone.name} is protected against changes; deleting the zone would delete it`,
      );
    }
    context.services.store.remove(COLLECTIONS.zones, zone.id);
    // 201 with an action, not 204 (api-facts-more §6.4).
    return actionCreated(
      context,
      startAction(context, "delete_zone", [{ id: zone.id, type: ZONE_TYPE }]),
    );
  },
  get_zone_zonefile: (context) => {
    const zone = findZone(context);
    requireMode(zone, "primary");
    return { status: 200, body: { zonefile: printZonefile(zone) } };
  },
  change_zone_ttl: (context) => {
    const zone = writableZone(context, "primary");
    const body = context.body;
    return actionCreated(
      context,
      changeZone(context, zone, "change_ttl", () => {
        zone.ttl = body.ttl;
      }),
    );
  },
  import_zone_zonefile: (context) => {
    const zone = writableZone(context, "primary");
    const protectedSet = zone.rrsets.find((rrset) => rrset.protection.change);
    if (protectedSet) {
      throw new ApiError(
        423,
        "protected",
        `RRSet ${rrsetId(protectedSet)} of zone ${zone.name} is protected against changes; an import would replace it`,
      );
    }
    const body = context.body;
    const parsed = parseOrThrow(body.zonefile, zone.name);
    return actionCreated(
      context,
      changeZone(context, zone, "import_zonefile", () => {
        zone.rrsets = importedRRSets(parsed.rrsets, zone.rrsets, context.nowMs);
        if (parsed.ttl !== undefined) zone.ttl = parsed.ttl;
      }),
    );
  },
  change_zone_primary_nameservers: (context) => {
    const zone = writableZone(context, "secondary");
    const body = context.body;
    const problems = nameserverProblems(body.primary_nameservers, "primary_nameservers");
    if (problems.length > 0) throw invalidInput(problems);
    return actionCreated(
      context,
      changeZone(context, zone, "change_primary_nameservers", () => {
        zone.primaryNameservers = withDefaults(body.primary_nameservers);
      }),
    );
  },
  change_zone_protection: (context) => {
    const zone = writableZone(context);
    const body = context.body ?? {};
    return actionCreated(
      context,
      changeZone(context, zone, "change_protection", () => {
        if (typeof body.delete === "boolean") zone.protection = { delete: body.delete };
      }),
    );
  },
  ...actionListingHandlers(ZONE_KIND, (context: ZoneRequest) => findZone(context).id),
  ...rrsetHandlers,
} satisfies Partial<HandlerTable>;
