import type { components } from "@cloud-api/spec/types";
import { CURRENCY, hourlyFromMonthly, price, VAT_RATE_TEXT } from "./money.js";

export type Location = components["schemas"]["Location"];
export type Datacenter = components["schemas"]["Datacenter"];
export type ServerType = components["schemas"]["ServerType"];
export type Image = components["schemas"]["Image"];
export type Iso = components["schemas"]["Iso"];
export type Pricing = components["schemas"]["Pricing"];
export type LoadBalancerType = components["schemas"]["LoadBalancerType"];

/**
 * The read-only catalog every project sees. All of it is derived from the tables below, so
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

const LOCATIONS: Location[] = [
  {
    id: 1,
    name: "fsn1",
    description: "Falkenstein DC Park 1",
    country: "DE",
    city: "Falkenstein",
    latitude: 50.47612,
    longitude: 12.370071,
    network_zone: "eu-central",
  },
  {
    id: 2,
    name: "nbg1",
    description: "Nuremberg DC Park 1",
    country: "DE",
    city: "Nuremberg",
    latitude: 49.452102,
    longitude: 11.076665,
    network_zone: "eu-central",
  },
  {
    id: 3,
    name: "hel1",
    description: "Helsinki DC Park 1",
    country: "FI",
    city: "Helsinki",
    latitude: 60.169855,
    longitude: 24.938379,
    network_zone: "eu-central",
  },
  {
    id: 4,
    name: "ash",
    description: "Ashburn, VA",
    country: "US",
    city: "Ashburn, VA",
    latitude: 39.045821,
    longitude: -77.487073,
    network_zone: "us-east",
  },
];

const DATACENTER_NAMES: Record<string, string> = {
  fsn1: "fsn1-dc14",
  nbg1: "nbg1-dc3",
  hel1: "hel1-dc2",
  ash: "ash-dc1",
};

interface ServerTypeRow {
  id: number;
  name: string;
  cores: number;
  memory: number;
  disk: number;
  cpuType: "shared" | "dedicated";
  architecture: "x86" | "arm";
  category: string;
  monthlyNet: number;
  /** Where it can be created; the second number is a surcharge factor for that location. */
  locations: Record<string, number>;
  includedTrafficTb: number;
  /** A type being phased out: deprecated in every location. */
  deprecated?: boolean;
}

const SERVER_TYPES: ServerTypeRow[] = [
  {
    id: 1,
    name: "cx22",
    cores: 2,
    memory: 4,
    disk: 40,
    cpuType: "shared",
    architecture: "x86",
    category: "Shared vCPU",
    monthlyNet: 3.79,
    locations: { fsn1: 1, nbg1: 1, hel1: 1 },
    includedTrafficTb: 20,
  },
  {
    id: 2,
    name: "cx32",
    cores: 4,
    memory: 8,
    disk: 80,
    cpuType: "shared",
    architecture: "x86",
    category: "Shared vCPU",
    monthlyNet: 6.8,
    locations: { fsn1: 1, nbg1: 1, hel1: 1 },
    includedTrafficTb: 20,
  },
  {
    id: 3,
    name: "cpx11",
    cores: 2,
    memory: 2,
    disk: 40,
    cpuType: "shared",
    architecture: "x86",
    category: "Shared vCPU",
    monthlyNet: 4.35,
    locations: { fsn1: 1, nbg1: 1, hel1: 1, ash: 1.15 },
    includedTrafficTb: 20,
  },
  {
    id: 4,
    name: "cpx22",
    cores: 3,
    memory: 4,
    disk: 80,
    cpuType: "shared",
    architecture: "x86",
    category: "Shared vCPU",
    monthlyNet: 7.55,
    locations: { fsn1: 1, nbg1: 1, hel1: 1, ash: 1.15 },
    includedTrafficTb: 20,
  },
  {
    id: 5,
    name: "cax11",
    cores: 2,
    memory: 4,
    disk: 40,
    cpuType: "shared",
    architecture: "arm",
    category: "Shared vCPU",
    monthlyNet: 3.79,
    locations: { fsn1: 1, nbg1: 1, hel1: 1 },
    includedTrafficTb: 20,
  },
  {
    id: 6,
    name: "ccx13",
    cores: 2,
    memory: 8,
    disk: 80,
    cpuType: "dedicated",
    architecture: "x86",
    category: "Dedicated vCPU",
    monthlyNet: 12.49,
    locations: { fsn1: 1, nbg1: 1, hel1: 1, ash: 1.1 },
    includedTrafficTb: 20,
  },
  {
    id: 7,
    name: "cx11",
    cores: 1,
    memory: 2,
    disk: 20,
    cpuType: "shared",
    architecture: "x86",
    category: "Shared vCPU",
    monthlyNet: 3.29,
    locations: { fsn1: 1, nbg1: 1 },
    includedTrafficTb: 20,
    deprecated: true,
  },
  {
    // The spec's examples and the docs' code samples use cpx22 and cpx32: both exist here so
    // that a sample copied from the reference runs against the emulator as written.
    id: 8,
    name: "cpx32",
    cores: 4,
    memory: 8,
    disk: 160,
    cpuType: "shared",
    architecture: "x86",
    category: "Shared vCPU",
    monthlyNet: 13.1,
    locations: { fsn1: 1, nbg1: 1, hel1: 1, ash: 1.15 },
    includedTrafficTb: 20,
  },
];

const DEPRECATION = {
  announced: "2024-06-06T00:00:00Z",
  unavailable_after: "2099-09-06T00:00:00Z",
};

/** Prices of a server or load balancer type per location, from its monthly net price. */
function locationPrices(row: {
  monthlyNet: number;
  locations: Record<string, number>;
  includedTrafficTb: number;
}) {
  return Object.entries(row.locations).map(([location, factor]) => {
    const monthly = row.monthlyNet * factor;
    return {
      location,
      price_hourly: hourlyFromMonthly(monthly),
      price_monthly: price(monthly),
      included_traffic: row.includedTrafficTb * TB,
      price_per_tb_traffic: price(1),
    };
  });
}

function buildServerType(row: ServerTypeRow): ServerType {
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
    deprecation: row.deprecated ? DEPRECATION : null,
    locations: LOCATIONS.filter((location) => location.name in row.locations).map((location) => ({
      id: location.id,
      name: location.name,
      deprecation: row.deprecated ? DEPRECATION : null,
      recommended: !row.deprecated && row.cpuType === "shared",
      available: true,
    })),
  };
}

interface LoadBalancerTypeRow {
  id: number;
  name: string;
  maxConnections: number;
  maxServices: number;
  maxTargets: number;
  maxAssignedCertificates: number;
  monthlyNet: number;
  /** Where it can be created; the number is a surcharge factor for that location. */
  locations: Record<string, number>;
  includedTrafficTb: number;
}

/** lb11 has the limits of the reference's examples; the larger types scale them up. */
const LOAD_BALANCER_TYPES: LoadBalancerTypeRow[] = [
  {
    id: 1,
    name: "lb11",
    maxConnections: 20000,
    maxServices: 5,
    maxTargets: 25,
    maxAssignedCertificates: 10,
    monthlyNet: 5.39,
    locations: { fsn1: 1, nbg1: 1, hel1: 1, ash: 1.15 },
    includedTrafficTb: 20,
  },
  {
    id: 2,
    name: "lb21",
    maxConnections: 40000,
    maxServices: 15,
    maxTargets: 75,
    maxAssignedCertificates: 25,
    monthlyNet: 16.4,
    locations: { fsn1: 1, nbg1: 1, hel1: 1, ash: 1.15 },
    includedTrafficTb: 20,
  },
  {
    id: 3,
    name: "lb31",
    maxConnections: 80000,
    maxServices: 30,
    maxTargets: 150,
    maxAssignedCertificates: 50,
    monthlyNet: 32.9,
    locations: { fsn1: 1, nbg1: 1, hel1: 1, ash: 1.15 },
    includedTrafficTb: 20,
  },
];

function buildLoadBalancerType(row: LoadBalancerTypeRow): LoadBalancerType {
  return {
    id: row.id,
    name: row.name,
    description: row.name.toUpperCase(),
    max_connections: row.maxConnections,
    max_services: row.maxServices,
    max_targets: row.maxTargets,
    max_assigned_certificates: row.maxAssignedCertificates,
    deprecated: null,
    prices: locationPrices(row),
  };
}

interface ImageRow {
  id: number;
  name: string;
  flavor: Image["os_flavor"];
  version: string;
  architecture: "x86" | "arm";
  deprecated?: string;
  type?: "system" | "app";
}

const IMAGES: ImageRow[] = [
  { id: 1, name: "ubuntu-24.04", flavor: "ubuntu", version: "24.04", architecture: "x86" },
  { id: 2, name: "ubuntu-24.04", flavor: "ubuntu", version: "24.04", architecture: "arm" },
  { id: 3, name: "ubuntu-22.04", flavor: "ubuntu", version: "22.04", architecture: "x86" },
  { id: 4, name: "debian-12", flavor: "debian", version: "12", architecture: "x86" },
  { id: 5, name: "debian-12", flavor: "debian", version: "12", architecture: "arm" },
  { id: 6, name: "fedora-41", flavor: "fedora", version: "41", architecture: "x86" },
  { id: 7, name: "rocky-9", flavor: "rocky", version: "9", architecture: "x86" },
  { id: 8, name: "alma-9", flavor: "alma", version: "9", architecture: "x86" },
  {
    id: 9,
    name: "centos-stream-8",
    flavor: "centos",
    version: "stream-8",
    architecture: "x86",
    deprecated: "2024-06-01T00:00:00Z",
  },
  {
    id: 10,
    name: "docker-ce",
    flavor: "ubuntu",
    version: "24.04",
    architecture: "x86",
    type: "app",
  },
];

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

const ISOS: Iso[] = [
  {
    id: 1,
    name: "virtio-win-0.1.266.iso",
    description: "virtio 0.1.266 drivers for Windows",
    type: "public",
    deprecation: null,
    architecture: "x86",
  },
  {
    id: 2,
    name: "FreeBSD-14.2-RELEASE-amd64-dvd1.iso",
    description: "FreeBSD 14.2 x64",
    type: "public",
    deprecation: null,
    architecture: "x86",
  },
  {
    id: 3,
    name: "FreeBSD-14.2-RELEASE-arm64-dvd1.iso",
    description: "FreeBSD 14.2 arm64",
    type: "public",
    deprecation: null,
    architecture: "arm",
  },
  {
    id: 4,
    name: "systemrescue-11.03.iso",
    description: "SystemRescue 11.03 (any architecture)",
    type: "public",
    deprecation: null,
    architecture: null,
  },
  {
    id: 5,
    name: "FreeBSD-13.3-RELEASE-amd64-dvd1.iso",
    description: "FreeBSD 13.3 x64",
    type: "public",
    deprecation: DEPRECATION,
    architecture: "x86",
  },
];

const IP_MONTHLY_NET = { primary: { ipv4: 0.5, ipv6: 0 }, floating: { ipv4: 3, ipv6: 1 } };

export function createCatalog(): Catalog {
  const serverTypes = SERVER_TYPES.map(buildServerType);
  const loadBalancerTypes = LOAD_BALANCER_TYPES.map(buildLoadBalancerType);
  const datacenters: Datacenter[] = LOCATIONS.map((location) => {
    const supported = serverTypes
      .filter((type) => type.locations.some((entry) => entry.id === location.id))
      .map((type) => type.id);
    return {
      id: location.id,
      name: DATACENTER_NAMES[location.name] ?? `${location.name}-dc1`,
      description: `${location.city} ${location.name} virtual DC`,
      location,
      server_types: {
        supported,
        available: supported,
        available_for_migration: supported,
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
    image: { price_per_gb_month: price(0.011) },
    volume: { price_per_gb_month: price(0.044) },
    server_backup: { percentage: "20.00" },
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
    isos: ISOS,
    loadBalancerTypes,
    pricing,
  };
}
