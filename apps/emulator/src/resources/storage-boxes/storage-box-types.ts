// The Storage Box types the Hetzner API sells (spec/DECISIONS.md, Hetzner API row 14): four
// types in id order, bx11 (1333) first, each priced in fsn1 and hel1 only. Hourly prices are the
// monthly ones over 720 hours, as the spec's examples show them.
import { invalidField, notFound } from "../../http/api-error.js";
import { idOrName } from "../kit/id-or-name.js";
import type { HetznerSchemas } from "./operation.js";

type StorageBoxType = HetznerSchemas["StorageBoxType"];

const TIB = 1024 ** 4;
const VAT = 1.19;
const HOURS = 720;
const PRICED_IN = ["fsn1", "hel1"] as const;

function money(value: number): string {
  return value.toFixed(4);
}

function storageBoxType(
  id: number,
  name: string,
  tib: number,
  limit: number,
  monthlyNet: number,
): StorageBoxType {
  const price = {
    price_hourly: { net: money(monthlyNet / HOURS), gross: money((monthlyNet * VAT) / HOURS) },
    price_monthly: { net: money(monthlyNet), gross: money(monthlyNet * VAT) },
    setup_fee: { net: money(0), gross: money(0) },
  };
  return {
    id,
    name,
    description: name.toUpperCase(),
    snapshot_limit: limit,
    automatic_snapshot_limit: limit,
    subaccounts_limit: limit * 10,
    size: tib * TIB,
    prices: PRICED_IN.map((location) => ({ location, ...price })),
    deprecation: null,
  };
}

export const STORAGE_BOX_TYPES: readonly StorageBoxType[] = [
  storageBoxType(1333, "bx11", 1, 10, 3.2),
  storageBoxType(1334, "bx21", 5, 20, 10.9),
  storageBoxType(1335, "bx31", 10, 30, 20.8),
  storageBoxType(1336, "bx41", 20, 40, 40.6),
];

/** The locations a Storage Box can be ordered in. */
export const STORAGE_BOX_LOCATIONS: readonly string[] = PRICED_IN;

export function storageBoxTypeById(id: number): StorageBoxType {
  const type = STORAGE_BOX_TYPES.find((candidate) => candidate.id === id);
  if (!type) throw notFound("storage_box_type", id);
  return type;
}

/** A type a request body names by id or name (`storage_box_type`): unknown is 422 on the field. */
export function resolveStorageBoxType(value: string | number, field: string): StorageBoxType {
  const type = idOrName(STORAGE_BOX_TYPES, value);
  if (!type) throw invalidField(field, `storage box type '${value}' not found`);
  return type;
}
