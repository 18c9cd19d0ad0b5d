import { ApiError, invalidInput } from "../../http/api-error.js";
import type { StoredRecord } from "../../store/store.js";
import { COLLECTIONS } from "../kit/collections.js";
import { INDEX } from "../kit/index-names.js";
import type { AnyRequest, Schemas } from "../kit/operation.js";
import { findOwned, lookupOwned } from "../kit/owned-records.js";
import { soaSerial, withSoaSerial } from "./record-values.js";

export type RRSetType = Schemas["ZoneRRSetType"];
export type PrimaryNameserver = Schemas["ZonePrimaryNameserver"];

export interface RRSetRecordEntry {
  value: string;
  /** "" when the record has none. */
  comment: string;
}

/** An RRSet, stored inside its zone: the (name, type) pair is its identity. */
export interface RRSetEntry {
  name: string;
  type: RRSetType;
  ttl: number | null;
  labels: Record<string, string>;
  protection: { change: boolean };
  records: RRSetRecordEntry[];
  /** For `sort=created` (the API's RRSet has no `created` field). */
  createdMs: number;
}

/**
 * A zone with its RRSets. RRSets live inside the zone record (not a collection of their own), so
 * an import that replaces them all, or a zone delete, is one store write.
 */
export interface ZoneRecord extends StoredRecord {
  name: string;
  mode: "primary" | "secondary";
  ttl: number;
  labels: Record<string, string>;
  created: string;
  protection: { delete: boolean };
  primaryNameservers: PrimaryNameserver[];
  /** Empty for a secondary zone (the emulator does no zone transfers). */
  rrsets: RRSetEntry[];
}

export const ZONE_TYPE = "zone";

/** The nameservers every zone is assigned (the examples of the reference). */
export const ASSIGNED_NAMESERVERS = [
  "hydrogen.ns.hetzner.com.",
  "oxygen.ns.hetzner.com.",
  "helium.ns.hetzner.de.",
] as const;

const SOA_TAIL = "86400 10800 3600000 3600";

/** `YYYYMMDD00` of the day `nowMs` falls on (UTC): the lowest serial of that day. */
export function firstSerialOfDay(nowMs: number): number {
  const day = new Date(nowMs).toISOString().slice(0, 10).replaceAll("-", "");
  return Number(day) * 100;
}

/** The SOA and NS RRSets a new primary zone starts with. */
export function defaultRRSets(nowMs: number): RRSetEntry[] {
  const base = { ttl: null, labels: {}, protection: { change: false }, createdMs: nowMs };
  return [
    {
      ...base,
      name: "@",
      type: "SOA",
      records: [
        {
          value: `${ASSIGNED_NAMESERVERS[0]} dns.hetzner.com. ${firstSerialOfDay(nowMs)} ${SOA_TAIL}`,
          comment: "",
        },
      ],
    },
    {
      ...base,
      name: "@",
      type: "NS",
      records: ASSIGNED_NAMESERVERS.map((value) => ({ value, comment: "" })),
    },
  ];
}

export const rrsetId = (rrset: { name: string; type: string }) => `${rrset.name}/${rrset.type}`;

export function findRRSet(zone: ZoneRecord, name: string, type: string): RRSetEntry | undefined {
  return zone.rrsets.find((rrset) => rrset.name === name && rrset.type === type);
}

export function soaOf(zone: ZoneRecord): RRSetEntry | undefined {
  return findRRSet(zone, "@", "SOA");
}

export function currentSerial(zone: ZoneRecord): number {
  const value = soaOf(zone)?.records[0]?.value;
  return value === undefined ? 0 : soaSerial(value);
}

/** The zone's DNS data (TTL and records, SOA serial left out): what a serial bump follows. */
export function dnsData(zone: ZoneRecord): string {
  const rrsets = zone.rrsets
    .map((rrset) => ({
      id: rrsetId(rrset),
      ttl: rrset.ttl,
      records: rrset.records.map((record) =>
        rrset.type === "SOA" ? withSoaSerial(record.value, 0) : record.value,
      ),
    }))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return JSON.stringify({ ttl: zone.ttl, rrsets });
}

export interface ZoneSnapshot {
  data: string;
  serial: number;
}

export function snapshot(zone: ZoneRecord): ZoneSnapshot {
  return { data: dnsData(zone), serial: currentSerial(zone) };
}

/**
 * After a change of a primary zone: if its DNS data changed, the SOA serial goes up
 * (`YYYYMMDDnn`): at least one more than before and at least today's first serial; a higher
 * serial the change itself set (an imported SOA) is kept.
 */
export function bumpSerialIfChanged(zone: ZoneRecord, before: ZoneSnapshot, nowMs: number): void {
  const soa = soaOf(zone);
  const record = soa?.records[0];
  if (!record) return;
  const now = currentSerial(zone);
  if (dnsData(zone) === before.data && now === before.serial) return;
  const next = Math.max(before.serial + 1, firstSerialOfDay(nowMs), now);
  record.value = withSoaSerial(record.value, Math.min(next, 4294967295));
}

export function recordCount(zone: ZoneRecord): number {
  return zone.rrsets.reduce((sum, rrset) => sum + rrset.records.length, 0);
}

/**
 * The caller's zone named by the path's `{id_or_name}`: all digits is an ID (zone names always
 * contain a dot), anything else the exact name. 404 otherwise, also for another project's zone.
 */
/** A request whose path names a zone by id or name. */
export type ZoneRequest = AnyRequest & { params: { id_or_name: string } };

export function findZone(context: ZoneRequest): ZoneRecord {
  const key = context.params.id_or_name;
  let zone: ZoneRecord | undefined;
  // An id is canonical here as in every other path (`01` is not zone 1); a zone name always
  // has a dot, so digits alone are an id.
  if (/^0\d/.test(key)) {
    throw invalidInput([
      {
        name: "id_or_name",
        messages: [
          "must be an integer written in decimal digits (no sign, leading zero, exponent or space) or a zone name",
        ],
      },
    ]);
  }
  if (/^\d+$/.test(key)) {
    const id = Number(key);
    zone = Number.isSafeInteger(id)
      ? findOwned<ZoneRecord>(context, COLLECTIONS.zones, id)
      : undefined;
  } else {
    zone = lookupOwned<ZoneRecord>(context, COLLECTIONS.zones, INDEX.name, key)[0];
  }
  if (!zone) {
    throw new ApiError(
      404,
      "not_found",
      /^\d+$/.test(key) ? `zone with ID ${key} not found` : `zone with name '${key}' not found`,
    );
  }
  return zone;
}

export function incorrectZoneMode(zone: ZoneRecord, needed: ZoneRecord["mode"]): ApiError {
  return new ApiError(
    422,
    "incorrect_zone_mode",
    `zone ${zone.name} is a ${zone.mode} zone; this operation needs a ${needed} zone`,
  );
}

export function requireMode(zone: ZoneRecord, needed: ZoneRecord["mode"]): void {
  if (zone.mode !== needed) throw incorrectZoneMode(zone, needed);
}
