import type { components } from "@cloud-api/spec/types";
import {
  CATALOG_ROWS,
  type CatalogRows,
  type ImageRow,
  IP_MONTHLY_NET,
  type IsoRow,
  LOCATION_PRICE_FACTORS,
  type LoadBalancerTypeRow,
  PRICE_PER_TB_TRAFFIC,
  PRICES_PER_GB_MONTH,
  SERVER_BACKUP_PERCENTAGE,
  type ServerTypeRow,
} from "./catalog-data.js";
import {
  imageDeprecatedAt,
  imageDeprecation,
  isAnnounced,
  isoRowDeprecation,
  isRetired,
  isServerTypeRetired,
  serverTypeRowDeprecation,
  stateChanges,
} from "./deprecation.js";
import { CURRENCY, hourlyFromMonthly, price, VAT_RATE_TEXT } from "./money.js";

export type Location = components["schemas"]["Location"];
export type Datacenter = components["schemas"]["Datacenter"];
export type ServerType = components["schemas"]["ServerType"];
export type Image = components["schemas"]["Image"];
export type Iso = components["schemas"]["Iso"];
export type Pricing = components["schemas"]["Pricing"];
export type LoadBalancerType = components["schemas"]["LoadBalancerType"];

/**
 * The read-only catalog every project sees, as it stands at one moment of the emulator's clock
 * (deprecations shown from their announcement, availability ending after `unavailable_after`).
 * All of it is derived from the rows of catalog-data.ts, so prices on server types, datacenter
 * availability and `/pricing` always agree. It holds retired items too: they are still found by
 * id; lists leave them out (catalog handlers).
 */
export interface Catalog {
  locations: Location[];
  datacenters: Datacenter[];
  serverTypes: ServerType[];
  /** System and app images (project images live in the store). */
  images: Image[];
  isos: Iso[];
  loadBalancerTypes: LoadBalancerType[];
  pricing: Pricing;
  /** Images a rehearsal retires on a day of its own (default: three months after `deprecated`). */
  imageUnavailableAfter: ReadonlyMap<number, string>;
}

const CATALOG_CREATED = "2024-01-02T10:00:00Z";
const TB = 1024 ** 4;

/** Prices of a server or load balancer type per location, from its monthly net price. */
function locationPrices(row: {
  monthlyNet: number;
  locations: readonly string[];
  includedTrafficTb: number;
}) {
  return row.locations.map((location) => {
    const monthly = row.monthlyNet * (LOCATION_PRICE_FACTORS[location] ?? 1);
    return {
      location,
      price_hourly: hourlyFromMonthly(monthly),
      price_monthly: price(monthly),
      included_traffic: row.includedTrafficTb * TB,
      price_per_tb_traffic: price(PRICE_PER_TB_TRAFFIC),
    };
  });
}

function buildServerType(
  row: ServerTypeRow,
  rows: CatalogRows,
  locations: readonly Location[],
  nowMs: number,
): ServerType {
  const own = serverTypeRowDeprecation(row, rows);
  const announced = isAnnounced(own, nowMs);
  const deprecation = announced ? (own ?? null) : null;
  const retired = isRetired(deprecation, nowMs);
  return {
    id: row.id,
    name: row.name,
    description: `${row.category} ${row.cores} cores, ${row.memory} GB RAM, ${row.disk} GB disk`,
    cores: row.cores,
    memory: row.memory,
    disk: row.disk,
    deprecated: announced,
    prices: locationPrices(row),
    storage_type: "local",
    cpu_type: row.cpuType,
    category: row.category,
    architecture: row.architecture,
    deprecation,
    locations: locations
      .filter((location) => row.locations.includes(location.name))
      .map((location) => ({
        id: location.id,
        name: location.name,
        deprecation,
        recommended: !announced && row.cpuType === "shared",
        available: !retired,
      })),
  };
}

function buildLoadBalancerType(row: LoadBalancerTypeRow, nowMs: number): LoadBalancerType {
  const deprecation = isAnnounced(row.deprecation, nowMs) ? (row.deprecation ?? null) : null;
  return {
    id: row.id,
    name: row.name,
    description: row.name.toUpperCase(),
    max_connections: row.maxConnections,
    max_services: row.maxServices,
    max_targets: row.maxTargets,
    max_assigned_certificates: row.maxAssignedCertificates,
    deprecated: deprecation?.announced ?? null,
    deprecation,
    prices: locationPrices(row),
  };
}

/** Ids of project images start above the system images. */
export const FIRST_PROJECT_IMAGE_ID = 100;

function buildImage(row: ImageRow, nowMs: number): Image {
  return {
    id: row.id,
    type: row.type ?? "system",
    status: "available",
    name: row.name,
    description: `${row.name.replace(/-/g, " ")} (${row.architecture})`,
    image_size: null,
    disk_size: 5,
    created: CATALOG_CREATED,
    created_from: null,
    bound_to: null,
    os_flavor: row.flavor,
    os_version: row.version,
    rapid_deploy: row.type !== "app",
    protection: { delete: false },
    deprecated: imageDeprecatedAt(row.deprecated, nowMs),
    deprecation: imageDeprecation(row.deprecated, nowMs, row.unavailableAfter),
    deleted: null,
    labels: {},
    architecture: row.architecture,
  };
}

function buildIso(row: IsoRow, rows: CatalogRows, nowMs: number): Iso {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    type: "public",
    deprecation: isAnnounced(isoRowDeprecation(row, rows), nowMs)
      ? (isoRowDeprecation(row, rows) ?? null)
      : null,
    architecture: row.architecture,
  };
}

/** The catalog at `nowMs` on the emulator's clock, built from `rows`. */
export function createCatalog(rows: CatalogRows, nowMs: number): Catalog {
  const locations: Location[] = rows.locations.map(
    ({ datacenter: _datacenter, ...location }) => location,
  );
  const serverTypes = rows.serverTypes.map((row) => buildServerType(row, rows, locations, nowMs));
  const loadBalancerTypes = rows.loadBalancerTypes.map((row) => buildLoadBalancerType(row, nowMs));
  // What can still be ordered is what /pricing prices.
  const sold = {
    serverTypes: serverTypes.filter((type) => !isServerTypeRetired(type, nowMs)),
    loadBalancerTypes: loadBalancerTypes.filter((type) => !isRetired(type.deprecation, nowMs)),
  };
  const datacenters: Datacenter[] = rows.locations.map((row) => {
    const location = locations.find((entry) => entry.id === row.id) as Location;
    const supported = serverTypes
      .filter((type) => type.locations.some((entry) => entry.id === location.id))
      .map((type) => type.id);
    const available = serverTypes
      .filter((type) => type.locations.some((entry) => entry.id === location.id && entry.available))
      .map((type) => type.id);
    return {
      id: row.datacenter.id,
      name: row.datacenter.name,
      description: `${location.city} ${location.name} virtual DC`,
      location,
      server_types: {
        supported,
        available,
        available_for_migration: available,
      },
    };
  });
  const pricing: Pricing = {
    currency: CURRENCY,
    vat_rate: VAT_RATE_TEXT,
    primary_ips: (["ipv4", "ipv6"] as const).map((type) => ({
      type,
      prices: locations.map((location) => ({
        location: location.name,
        price_hourly: hourlyFromMonthly(IP_MONTHLY_NET.primary[type]),
        price_monthly: price(IP_MONTHLY_NET.primary[type]),
      })),
    })),
    floating_ips: (["ipv4", "ipv6"] as const).map((type) => ({
      type,
      prices: locations.map((location) => ({
        location: location.name,
        price_monthly: price(IP_MONTHLY_NET.floating[type]),
      })),
    })),
    floating_ip: { price_monthly: price(IP_MONTHLY_NET.floating.ipv4) },
    image: { price_per_gb_month: price(PRICES_PER_GB_MONTH.image) },
    volume: { price_per_gb_month: price(PRICES_PER_GB_MONTH.volume) },
    server_backup: { percentage: SERVER_BACKUP_PERCENTAGE },
    server_types: sold.serverTypes.map((type) => ({
      id: type.id,
      name: type.name,
      prices: type.prices,
    })),
    load_balancer_types: sold.loadBalancerTypes.map((type) => ({
      id: type.id,
      name: type.name,
      prices: type.prices,
    })),
  };
  return {
    locations,
    datacenters,
    serverTypes,
    images: rows.images.map((row) => buildImage(row, nowMs)),
    isos: rows.isos.map((row) => buildIso(row, rows, nowMs)),
    loadBalancerTypes,
    pricing,
    imageUnavailableAfter: new Map(
      rows.images.flatMap((row) => (row.unavailableAfter ? [[row.id, row.unavailableAfter]] : [])),
    ),
  };
}

/**
 * The catalog on the emulator's clock. It only changes when the clock crosses one of the rows'
 * dates (deprecation.ts `stateChanges`), so it is built once per stretch between two of them,
 * when first asked for, and `prepare` (writing the entries' JSON text once) runs on each build.
 */
export class CatalogTimeline {
  private changes: number[];
  private readonly built = new Map<number, Catalog>();

  constructor(
    private rows: CatalogRows = CATALOG_ROWS,
    private readonly prepare: (catalog: Catalog) => void = () => {},
  ) {
    this.changes = stateChanges(rows);
  }

  /** The rows it is built from now (the base rows with the rehearsals applied). */
  get currentRows(): CatalogRows {
    return this.rows;
  }

  /** Builds from other rows from now on (a rehearsal added or removed): nothing built is kept. */
  replaceRows(rows: CatalogRows): void {
    this.rows = rows;
    this.changes = stateChanges(rows);
    this.built.clear();
  }

  at(nowMs: number): Catalog {
    let stretch = 0;
    while (stretch < this.changes.length && (this.changes[stretch] as number) <= nowMs) {
      stretch += 1;
    }
    let catalog = this.built.get(stretch);
    if (!catalog) {
      catalog = createCatalog(this.rows, nowMs);
      this.prepare(catalog);
      this.built.set(stretch, catalog);
    }
    return catalog;
  }
}
