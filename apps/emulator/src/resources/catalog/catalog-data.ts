// The read-only catalog as data: locations, datacenters, server and load balancer types, system
// images, ISOs and IP prices. Refresh it from the real API (GET /locations, /server_types,
// /pricing, /images?type=system&include_deprecated=true, /isos) and keep the shapes; records.ts
// builds the API objects, prices and availability from these rows.
//
// Sources: names, ids, architectures, sizes, availability and deprecations are the real API's as
// publicly known (the provider's docs, its clients' tests, community tools' fixtures). Figures
// known to be estimates are marked so. Third-party test suites hard-code real ids, so every id a
// public source gives is the real one, with its source beside the row:
//   - ubuntu-24.04 (x86) 161547269: terraform-provider-hcloud v1.68.0, internal/teste2e/testing.go
//     (TEST_IMAGE_ID, the image of its acceptance tests)
//   - debian-13 (x86) 310554929: hcloud-go v2.47.0, hcloud/server_test.go (a recorded server)
//   - debian-12 (arm) 114690389, ISO 122898 systemrescue-12.02-amd64.iso (x86): community test
//     suites' fixtures (as given in issue 41)
//   - server types: the ids of hcloud-go's fixtures (cx22 104) and of community suites (cpx22 109,
//     cpx32 110); the first generation's deprecation dates as the API answered them
// Where only one architecture's id is known, the other one's sits next to it (ubuntu-24.04 arm
// 161547270, debian-12 x86 114690387, debian-13 arm 310554930: the emulator's own), so that a
// list by name still has x86 first, as older clients that take the first match rely on (hcloud
// CLI 1.30 picked the arm image for an x86 server otherwise). Other system image and ISO ids
// are the emulator's own (small numbers): only their names and architectures were public, and
// clients look those up by name.

export interface LocationRow {
  id: number;
  name: string;
  description: string;
  country: string;
  city: string;
  latitude: number;
  longitude: number;
  network_zone: string;
  /** The location's one datacenter (a deprecated concept, still listed). */
  datacenter: { id: number; name: string };
}

export const LOCATIONS: LocationRow[] = [
  {
    id: 1,
    name: "fsn1",
    description: "Falkenstein DC Park 1",
    country: "DE",
    city: "Falkenstein",
    latitude: 50.47612,
    longitude: 12.370071,
    network_zone: "eu-central",
    datacenter: { id: 4, name: "fsn1-dc14" },
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
    datacenter: { id: 2, name: "nbg1-dc3" },
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
    datacenter: { id: 3, name: "hel1-dc2" },
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
    datacenter: { id: 5, name: "ash-dc1" },
  },
  {
    id: 5,
    name: "hil",
    description: "Hillsboro, OR",
    country: "US",
    city: "Hillsboro, OR",
    latitude: 45.54222,
    longitude: -122.95194,
    network_zone: "us-west",
    datacenter: { id: 6, name: "hil-dc1" },
  },
  {
    id: 6,
    name: "sin",
    description: "Singapore",
    country: "SG",
    city: "Singapore",
    latitude: 1.283333,
    longitude: 103.833333,
    network_zone: "ap-southeast",
    datacenter: { id: 7, name: "sin-dc1" },
  },
];

const EU = ["fsn1", "nbg1", "hel1"];
const EVERYWHERE = ["fsn1", "nbg1", "hel1", "ash", "hil", "sin"];

/**
 * Price factor of a location against the German price (estimates: the US and Singapore cost
 * more; refresh from GET /pricing).
 */
export const LOCATION_PRICE_FACTORS: Record<string, number> = {
  fsn1: 1,
  nbg1: 1,
  hel1: 1,
  ash: 1.15,
  hil: 1.15,
  sin: 1.3,
};

export interface ServerTypeRow {
  id: number;
  name: string;
  cores: number;
  memory: number;
  disk: number;
  cpuType: "shared" | "dedicated";
  architecture: "x86" | "arm";
  category: string;
  /** Net monthly price in Germany, EUR. */
  monthlyNet: number;
  /** Locations where the type is offered (its prices and `locations[]`). */
  locations: string[];
  includedTrafficTb: number;
  /** A type being phased out: deprecated in every location, no longer available. */
  deprecated?: boolean;
  /**
   * Its own deprecation (a rehearsal: control API `catalog/deprecations`), instead of the shared
   * SERVER_TYPE_DEPRECATION of the rows marked `deprecated`.
   */
  deprecation?: { announced: string; unavailable_after: string };
}

const shared = { cpuType: "shared" as const, category: "Shared vCPU", includedTrafficTb: 20 };
const dedicated = {
  cpuType: "dedicated" as const,
  category: "Dedicated vCPU",
  includedTrafficTb: 20,
};
const x86 = { architecture: "x86" as const };
const arm = { architecture: "arm" as const };

export const SERVER_TYPES: ServerTypeRow[] = [
  // First generation Intel types: deprecated, no longer orderable.
  {
    id: 1,
    name: "cx11",
    cores: 1,
    memory: 2,
    disk: 20,
    ...shared,
    ...x86,
    monthlyNet: 3.29,
    locations: EU,
    deprecated: true,
  },
  {
    id: 3,
    name: "cx21",
    cores: 2,
    memory: 4,
    disk: 40,
    ...shared,
    ...x86,
    monthlyNet: 5.18,
    locations: EU,
    deprecated: true,
  },
  {
    id: 5,
    name: "cx31",
    cores: 2,
    memory: 8,
    disk: 80,
    ...shared,
    ...x86,
    monthlyNet: 9.2,
    locations: EU,
    deprecated: true,
  },
  {
    id: 7,
    name: "cx41",
    cores: 4,
    memory: 16,
    disk: 160,
    ...shared,
    ...x86,
    monthlyNet: 16.9,
    locations: EU,
    deprecated: true,
  },
  {
    id: 9,
    name: "cx51",
    cores: 8,
    memory: 32,
    disk: 240,
    ...shared,
    ...x86,
    monthlyNet: 32.4,
    locations: EU,
    deprecated: true,
  },
  // Shared AMD, first generation.
  {
    id: 22,
    name: "cpx11",
    cores: 2,
    memory: 2,
    disk: 40,
    ...shared,
    ...x86,
    monthlyNet: 4.35,
    locations: EVERYWHERE,
  },
  {
    id: 23,
    name: "cpx21",
    cores: 3,
    memory: 4,
    disk: 80,
    ...shared,
    ...x86,
    monthlyNet: 7.55,
    locations: EVERYWHERE,
  },
  {
    id: 24,
    name: "cpx31",
    cores: 4,
    memory: 8,
    disk: 160,
    ...shared,
    ...x86,
    monthlyNet: 13.1,
    locations: EVERYWHERE,
  },
  {
    id: 25,
    name: "cpx41",
    cores: 8,
    memory: 16,
    disk: 240,
    ...shared,
    ...x86,
    monthlyNet: 24.7,
    locations: EVERYWHERE,
  },
  {
    id: 26,
    name: "cpx51",
    cores: 16,
    memory: 32,
    disk: 360,
    ...shared,
    ...x86,
    monthlyNet: 54.9,
    locations: EVERYWHERE,
  },
  // Shared Ampere (arm64): Europe only.
  {
    id: 45,
    name: "cax11",
    cores: 2,
    memory: 4,
    disk: 40,
    ...shared,
    ...arm,
    monthlyNet: 3.79,
    locations: EU,
  },
  {
    id: 93,
    name: "cax21",
    cores: 4,
    memory: 8,
    disk: 80,
    ...shared,
    ...arm,
    monthlyNet: 6.49,
    locations: EU,
  },
  {
    id: 94,
    name: "cax31",
    cores: 8,
    memory: 16,
    disk: 160,
    ...shared,
    ...arm,
    monthlyNet: 12.49,
    locations: EU,
  },
  {
    id: 95,
    name: "cax41",
    cores: 16,
    memory: 32,
    disk: 320,
    ...shared,
    ...arm,
    monthlyNet: 24.49,
    locations: EU,
  },
  // Dedicated AMD.
  {
    id: 96,
    name: "ccx13",
    cores: 2,
    memory: 8,
    disk: 80,
    ...dedicated,
    ...x86,
    monthlyNet: 12.49,
    locations: EVERYWHERE,
  },
  {
    id: 97,
    name: "ccx23",
    cores: 4,
    memory: 16,
    disk: 160,
    ...dedicated,
    ...x86,
    monthlyNet: 24.49,
    locations: EVERYWHERE,
  },
  {
    id: 98,
    name: "ccx33",
    cores: 8,
    memory: 32,
    disk: 240,
    ...dedicated,
    ...x86,
    monthlyNet: 48.49,
    locations: EVERYWHERE,
  },
  {
    id: 99,
    name: "ccx43",
    cores: 16,
    memory: 64,
    disk: 360,
    ...dedicated,
    ...x86,
    monthlyNet: 96.49,
    locations: EVERYWHERE,
  },
  {
    id: 100,
    name: "ccx53",
    cores: 32,
    memory: 128,
    disk: 600,
    ...dedicated,
    ...x86,
    monthlyNet: 192.49,
    locations: EVERYWHERE,
  },
  {
    id: 101,
    name: "ccx63",
    cores: 48,
    memory: 192,
    disk: 960,
    ...dedicated,
    ...x86,
    monthlyNet: 288.49,
    locations: EVERYWHERE,
  },
  // Shared Intel, second generation: Europe only.
  {
    id: 104,
    name: "cx22",
    cores: 2,
    memory: 4,
    disk: 40,
    ...shared,
    ...x86,
    monthlyNet: 3.79,
    locations: EU,
  },
  {
    id: 105,
    name: "cx32",
    cores: 4,
    memory: 8,
    disk: 80,
    ...shared,
    ...x86,
    monthlyNet: 6.8,
    locations: EU,
  },
  {
    id: 106,
    name: "cx42",
    cores: 8,
    memory: 16,
    disk: 160,
    ...shared,
    ...x86,
    monthlyNet: 16.4,
    locations: EU,
  },
  {
    id: 107,
    name: "cx52",
    cores: 16,
    memory: 32,
    disk: 320,
    ...shared,
    ...x86,
    monthlyNet: 32.4,
    locations: EU,
  },
  // Shared AMD and Intel, the 2025 generation (prices are estimates).
  {
    id: 108,
    name: "cpx12",
    cores: 1,
    memory: 2,
    disk: 40,
    ...shared,
    ...x86,
    monthlyNet: 4.49,
    locations: EVERYWHERE,
  },
  {
    id: 109,
    name: "cpx22",
    cores: 2,
    memory: 4,
    disk: 80,
    ...shared,
    ...x86,
    monthlyNet: 7.99,
    locations: EVERYWHERE,
  },
  {
    id: 110,
    name: "cpx32",
    cores: 4,
    memory: 8,
    disk: 160,
    ...shared,
    ...x86,
    monthlyNet: 13.99,
    locations: EVERYWHERE,
  },
  {
    id: 111,
    name: "cpx42",
    cores: 8,
    memory: 16,
    disk: 320,
    ...shared,
    ...x86,
    monthlyNet: 25.49,
    locations: EVERYWHERE,
  },
  {
    id: 112,
    name: "cpx52",
    cores: 12,
    memory: 24,
    disk: 480,
    ...shared,
    ...x86,
    monthlyNet: 36.49,
    locations: EVERYWHERE,
  },
  {
    id: 113,
    name: "cpx62",
    cores: 16,
    memory: 32,
    disk: 640,
    ...shared,
    ...x86,
    monthlyNet: 50.49,
    locations: EVERYWHERE,
  },
  {
    id: 114,
    name: "cx23",
    cores: 2,
    memory: 4,
    disk: 40,
    ...shared,
    ...x86,
    monthlyNet: 2.99,
    locations: EU,
  },
  {
    id: 115,
    name: "cx33",
    cores: 4,
    memory: 8,
    disk: 80,
    ...shared,
    ...x86,
    monthlyNet: 4.99,
    locations: EU,
  },
  {
    id: 116,
    name: "cx43",
    cores: 8,
    memory: 16,
    disk: 160,
    ...shared,
    ...x86,
    monthlyNet: 8.99,
    locations: EU,
  },
  {
    id: 117,
    name: "cx53",
    cores: 16,
    memory: 32,
    disk: 320,
    ...shared,
    ...x86,
    monthlyNet: 16.99,
    locations: EU,
  },
];

/** When the first-generation types were announced as deprecated, and their last day. */
export const SERVER_TYPE_DEPRECATION = {
  announced: "2024-06-06T08:00:00+00:00",
  unavailable_after: "2024-09-06T00:00:00+00:00",
};

export interface LoadBalancerTypeRow {
  id: number;
  name: string;
  maxConnections: number;
  maxServices: number;
  maxTargets: number;
  maxAssignedCertificates: number;
  monthlyNet: number;
  locations: string[];
  includedTrafficTb: number;
  /** Being phased out (`deprecation`; `deprecated` repeats `announced`, as the API does). */
  deprecation?: { announced: string; unavailable_after: string };
}

/** lb11 has the limits of the reference's examples; the larger types scale them up. */
export const LOAD_BALANCER_TYPES: LoadBalancerTypeRow[] = [
  {
    id: 1,
    name: "lb11",
    maxConnections: 20000,
    maxServices: 5,
    maxTargets: 25,
    maxAssignedCertificates: 10,
    monthlyNet: 5.39,
    locations: EVERYWHERE,
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
    locations: EVERYWHERE,
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
    locations: EVERYWHERE,
    includedTrafficTb: 20,
  },
];

export interface ImageRow {
  id: number;
  name: string;
  flavor: "ubuntu" | "centos" | "debian" | "fedora" | "rocky" | "alma" | "opensuse" | "unknown";
  version: string;
  architecture: "x86" | "arm";
  deprecated?: string;
  /** When it can no longer be used for new servers (a rehearsal); default: three months after. */
  unavailableAfter?: string;
  type?: "system" | "app";
}

/**
 * System and app images. Ids are the real ones where a source gives them (see the top of the
 * file), else the emulator's own below FIRST_PROJECT_IMAGE_ID.
 */
export const IMAGES: ImageRow[] = [
  { id: 161547269, name: "ubuntu-24.04", flavor: "ubuntu", version: "24.04", architecture: "x86" },
  { id: 161547270, name: "ubuntu-24.04", flavor: "ubuntu", version: "24.04", architecture: "arm" },
  { id: 3, name: "ubuntu-22.04", flavor: "ubuntu", version: "22.04", architecture: "x86" },
  { id: 114690387, name: "debian-12", flavor: "debian", version: "12", architecture: "x86" },
  { id: 114690389, name: "debian-12", flavor: "debian", version: "12", architecture: "arm" },
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
  { id: 11, name: "ubuntu-22.04", flavor: "ubuntu", version: "22.04", architecture: "arm" },
  { id: 12, name: "fedora-41", flavor: "fedora", version: "41", architecture: "arm" },
  { id: 13, name: "rocky-9", flavor: "rocky", version: "9", architecture: "arm" },
  { id: 14, name: "alma-9", flavor: "alma", version: "9", architecture: "arm" },
  { id: 15, name: "debian-11", flavor: "debian", version: "11", architecture: "x86" },
  { id: 16, name: "debian-11", flavor: "debian", version: "11", architecture: "arm" },
  { id: 310554929, name: "debian-13", flavor: "debian", version: "13", architecture: "x86" },
  { id: 310554930, name: "debian-13", flavor: "debian", version: "13", architecture: "arm" },
  { id: 19, name: "centos-stream-9", flavor: "centos", version: "stream-9", architecture: "x86" },
  { id: 20, name: "centos-stream-9", flavor: "centos", version: "stream-9", architecture: "arm" },
  {
    id: 21,
    name: "ubuntu-20.04",
    flavor: "ubuntu",
    version: "20.04",
    architecture: "x86",
    deprecated: "2025-05-31T00:00:00Z",
  },
  {
    id: 22,
    name: "ubuntu-20.04",
    flavor: "ubuntu",
    version: "20.04",
    architecture: "arm",
    deprecated: "2025-05-31T00:00:00Z",
  },
];

export interface IsoRow {
  id: number;
  name: string;
  description: string;
  /** null: works on every architecture. */
  architecture: "x86" | "arm" | null;
  deprecated?: boolean;
  /** Its own deprecation (a rehearsal), instead of the shared ISO_DEPRECATION. */
  deprecation?: { announced: string; unavailable_after: string };
}

/** Public ISOs; ids are the emulator's own but where a source gives the real one. */
export const ISOS: IsoRow[] = [
  {
    id: 1,
    name: "virtio-win-0.1.266.iso",
    description: "virtio 0.1.266 drivers for Windows",
    architecture: "x86",
  },
  {
    id: 2,
    name: "FreeBSD-14.2-RELEASE-amd64-dvd1.iso",
    description: "FreeBSD 14.2 x64",
    architecture: "x86",
  },
  {
    id: 3,
    name: "FreeBSD-14.2-RELEASE-arm64-dvd1.iso",
    description: "FreeBSD 14.2 arm64",
    architecture: "arm",
  },
  {
    id: 4,
    name: "systemrescue-11.03.iso",
    description: "SystemRescue 11.03 (any architecture)",
    architecture: null,
  },
  {
    id: 122898,
    name: "systemrescue-12.02-amd64.iso",
    description: "SystemRescue 12.02 x64",
    architecture: "x86",
  },
  {
    id: 5,
    name: "FreeBSD-13.3-RELEASE-amd64-dvd1.iso",
    description: "FreeBSD 13.3 x64",
    architecture: "x86",
    deprecated: true,
  },
  {
    id: 6,
    name: "FreeBSD-14.3-RELEASE-amd64-dvd1.iso",
    description: "FreeBSD 14.3 x64",
    architecture: "x86",
  },
  {
    id: 7,
    name: "FreeBSD-14.3-RELEASE-arm64-dvd1.iso",
    description: "FreeBSD 14.3 arm64",
    architecture: "arm",
  },
  {
    id: 8,
    name: "nixos-minimal-25.05-x86_64-linux.iso",
    description: "NixOS 25.05 minimal x64",
    architecture: "x86",
  },
  {
    id: 9,
    name: "nixos-minimal-25.05-aarch64-linux.iso",
    description: "NixOS 25.05 minimal arm64",
    architecture: "arm",
  },
  {
    id: 10,
    name: "alpine-virt-3.22.0-x86_64.iso",
    description: "Alpine Linux 3.22 virt x64",
    architecture: "x86",
  },
  {
    id: 11,
    name: "alpine-virt-3.22.0-aarch64.iso",
    description: "Alpine Linux 3.22 virt arm64",
    architecture: "arm",
  },
];

/** When deprecated ISOs were announced, and the day after which they go. */
export const ISO_DEPRECATION = {
  announced: "2024-06-06T00:00:00Z",
  unavailable_after: "2099-09-06T00:00:00Z",
};

/** Net monthly IP prices in EUR (the same in every location). */
export const IP_MONTHLY_NET = {
  primary: { ipv4: 0.5, ipv6: 0 },
  floating: { ipv4: 3, ipv6: 1 },
};

export const PRICES_PER_GB_MONTH = { image: 0.011, volume: 0.044 };
export const SERVER_BACKUP_PERCENTAGE = "20.00";
export const PRICE_PER_TB_TRAFFIC = 1;

/**
 * The rows the catalog is built from. `startEmulator({ catalogRows })` replaces some of them, to
 * rehearse a deprecation the provider announced before this file is refreshed.
 */
export interface CatalogRows {
  locations: readonly LocationRow[];
  serverTypes: readonly ServerTypeRow[];
  /** The deprecation of every server type row marked `deprecated`. */
  serverTypeDeprecation: { announced: string; unavailable_after: string };
  loadBalancerTypes: readonly LoadBalancerTypeRow[];
  images: readonly ImageRow[];
  isos: readonly IsoRow[];
  /** The deprecation of every ISO row marked `deprecated`. */
  isoDeprecation: { announced: string; unavailable_after: string };
}

export const CATALOG_ROWS: CatalogRows = {
  locations: LOCATIONS,
  serverTypes: SERVER_TYPES,
  serverTypeDeprecation: SERVER_TYPE_DEPRECATION,
  loadBalancerTypes: LOAD_BALANCER_TYPES,
  images: IMAGES,
  isos: ISOS,
  isoDeprecation: ISO_DEPRECATION,
};
