import type { components } from "@cloud-api/spec/types";
import {
  IMAGES,
  type ImageRow,
  IP_MONTHLY_NET,
  ISO_DEPRECATION,
  ISOS,
  type IsoRow,
  LOAD_BALANCER_TYPES,
  LOCATION_PRICE_FACTORS,
  LOCATIONS as LOCATION_ROWS,
  type LoadBalancerTypeRow,
  PRICE_PER_TB_TRAFFIC,
  PRICES_PER_GB_MONTH,
  SERVER_BACKUP_PERCENTAGE,
  SERVER_TYPE_DEPRECATION,
  SERVER_TYPES,
  type ServerTypeRow,
} from "./catalog-data.js";
import { CURRENCY, hourlyFromMonthly, price, VAT_RATE_TEXT } from "./money.js";

export type Location = components["schemas"]["Location"];
export type Datacenter = components["schemas"]["Datacenter"];
export type ServerType = components["schemas"]["ServerType"];
export type Image = components["schemas"]["Image"];
export type Iso = components["schemas"]["Iso"];
export type Pricing = components["schemas"]["Pricing"];
export type LoadBalancerType = components["schemas"]["LoadBalancerType"];

/**
 * The read-only catalog every project sees. All of it is derived from catalog-data.ts, so
 * prices on server types, datacenter availability and `/pricing` always agree.
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
}

const CATALOG_CREATED = "2024-01-02T10:00:00Z";
const TB = 1024 ** 4;

const LOCATIONS: Location[] = LOCATION_ROWS.map(({ datacenter: _datacenter, ...location }) => ({
  ...location,
}));

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

function buildServerType(row: ServerTypeRow): ServerType {
  const deprecation = row.deprecated ? SERVER_TYPE_DEPRECATION : null;
  return {
    id: row.id,
    name: row.name,
    description: `${row.category} ${row.cores} cores, ${row.memory} GB RAM, ${row.disk} GB disk`,
    cores: row.cores,
    memory: row.memory,
    disk: row.disk,
    deprecated: row.deprecated === true,
    prices: locationPrices(row),
    storage_type: "local",
    cpu_type: row.cpuType,
    category: row.category,
    architecture: row.architecture,
    deprecation,
    locations: LOCATIONS.filter((location) => row.locations.includes(location.name)).map(
      (location) => ({
        id: location.id,
        name: location.name,
        deprecation,
        recommended: !row.deprecated && row.cpuType === "shared",
        // Past `unavailable_after`: listed, but no longer orderable.
        available: !row.deprecated,
      }),
    ),
  };
}

function buildLoadBalancerType(row: LoadBalancerTypeRow): LoadBalancerType {
  return {
    id: row.id,
    name: row.name,
    description: row.name.toUpperCase(),
    max_connections: row.maxConnections,
    max_services: row.maxServices,
    max_targets: row.maxTargets,
    max_assigned_certificates: row.maxAssignedCertificates,
    deprecated: row.deprecation?.announced ?? null,
    deprecation: row.deprecation ?? null,
    prices: locationPrices(row),
  };
}

/** Ids of project images start above the system images. */
export const FIRST_PROJECT_IMAGE_ID = 100;

function buildImage(row: ImageRow): Image {
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
    deprecated: row.deprecated ?? null,
    deleted: null,
    labels: {},
    architecture: row.architecture,
  };
}

function buildIso(row: IsoRow): Iso {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    type: "public",
    deprecation: row.deprecated ? ISO_DEPRECATION : null,
    architecture: row.architecture,
  };
}

export function createCatalog(): Catalog {
  const serverTypes = SERVER_TYPES.map(buildServerType);
  const loadBalancerTypes = LOAD_BALANCER_TYPES.map(buildLoadBalancerType);
  const datacenters: Datacenter[] = LOCATION_ROWS.map((row) => {
    const location = LOCATIONS.find((entry) => entry.id === row.id) as Location;
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
      prices: LOCATIONS.map((location) => ({
        location: location.name,
        price_hourly: hourlyFromMonthly(IP_MONTHLY_NET.primary[type]),
        price_monthly: price(IP_MONTHLY_NET.primary[type]),
      })),
    })),
    floating_ips: (["ipv4", "ipv6"] as const).map((type) => ({
      type,
      prices: LOCATIONS.map((location) => ({
        location: location.name,
        price_monthly: price(IP_MONTHLY_NET.floating[type]),
      })),
    })),
    floating_ip: { price_monthly: price(IP_MONTHLY_NET.floating.ipv4) },
    image: { price_per_gb_month: price(PRICES_PER_GB_MONTH.image) },
    volume: { price_per_gb_month: price(PRICES_PER_GB_MONTH.volume) },
    server_backup: { percentage: SERVER_BACKUP_PERCENTAGE },
    server_types: serverTypes.map((type) => ({
      id: type.id,
      name: type.name,
      prices: type.prices,
    })),
    load_balancer_types: loadBalancerTypes.map((type) => ({
      id: type.id,
      name: type.name,
      prices: type.prices,
    })),
  };
  return {
    locations: LOCATIONS,
    datacenters,
    serverTypes,
    images: IMAGES.map(buildImage),
    isos: ISOS.map(buildIso),
    loadBalancerTypes,
    pricing,
  };
}
