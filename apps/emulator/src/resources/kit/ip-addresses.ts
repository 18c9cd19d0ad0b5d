import { invalidField } from "../../http/api-error.js";

/** One reverse DNS entry of a public address, as records store it and the API shows it. */
export interface DnsPtrEntry {
  ip: string;
  dns_ptr: string;
}

/**
 * Public addresses come from documentation ranges (RFC 5737 / RFC 3849), derived from the
 * resource id so they are unique and survive restarts without extra state.
 */
export function publicIpv4(kind: "primary" | "floating", id: number): string {
  const host = (id % 254) + 1;
  const block = Math.floor(id / 254) % 256;
  return kind === "primary" ? `198.51.${block}.${host}` : `203.0.${block}.${host}`;
}

export function publicIpv6(kind: "primary" | "floating", id: number): string {
  return `2001:db8:${kind === "primary" ? "1" : "f"}:${id.toString(16)}::/64`;
}

/** `static.<the address's four parts reversed>.clients.example.cloud` (every server view asks). */
function defaultName(ip: string): string {
  const first = ip.indexOf(".");
  const second = ip.indexOf(".", first + 1);
  const third = ip.indexOf(".", second + 1);
  if (first < 0 || second < 0 || third < 0) {
    return `static.${ip.split(".").reverse().join(".")}.clients.example.cloud`;
  }
  return `static.${ip.slice(third + 1)}.${ip.slice(second + 1, third)}.${ip.slice(first + 1, second)}.${ip.slice(0, first)}.clients.example.cloud`;
}

export function defaultDnsPtr(ip: string, type: "ipv4" | "ipv6"): DnsPtrEntry[] {
  if (type === "ipv6") return [];
  return [{ ip, dns_ptr: defaultName(ip) }];
}

/**
 * What an IP record stores as its reverse DNS: `null` for an IPv4 address's default entry,
 * which `dnsPtrEntries` computes when read (10,000 servers' IPv4 addresses need not hold
 * 10,000 copies of an entry derived from the address; `null` survives snapshots and state
 * files, unlike a shared marker object).
 */
export function storedDnsPtr(
  ip: string,
  type: "ipv4" | "ipv6",
  entries: DnsPtrEntry[],
): DnsPtrEntry[] | null {
  if (type === "ipv6") return entries;
  const [only] = entries;
  return entries.length === 1 && only?.ip === ip && only.dns_ptr === defaultName(ip)
    ? null
    : entries;
}

/** An IP record's reverse DNS entries (see `storedDnsPtr`). */
export function dnsPtrEntries(record: {
  ip: string;
  type: "ipv4" | "ipv6";
  dnsPtr: DnsPtrEntry[] | null;
}): DnsPtrEntry[] {
  return record.dnsPtr ?? defaultDnsPtr(record.ip, record.type);
}

function expandIpv6(address: string): number[] | undefined {
  const [head = "", tail] = address.split("::");
  if (address.split("::").length > 2) return undefined;
  const left = head === "" ? [] : head.split(":");
  const right = tail === undefined || tail === "" ? [] : tail.split(":");
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 0) return undefined;
  const groups = [...left, ...Array<string>(missing).fill("0"), ...right];
  const numbers = groups.map((group) =>
    /^[0-9a-fA-F]{1,4}$/.test(group) ? Number.parseInt(group, 16) : Number.NaN,
  );
  return numbers.some(Number.isNaN) ? undefined : numbers;
}

/** True when `ip` is the IPv4 address itself or an address inside the IPv6 /64. */
export function ipBelongsTo(ip: string, address: string, type: "ipv4" | "ipv6"): boolean {
  if (type === "ipv4") return ip === address;
  const network = expandIpv6(address.split("/")[0] ?? "");
  const candidate = expandIpv6(ip);
  if (!network || !candidate) return false;
  return network.slice(0, 4).every((group, index) => group === candidate[index]);
}

/** Sets or (with null) removes the reverse DNS entry of `ip`. */
export function changeDnsPtr(
  entries: DnsPtrEntry[],
  address: string,
  type: "ipv4" | "ipv6",
  ip: string,
  dnsPtr: string | null | undefined,
): DnsPtrEntry[] {
  if (!ipBelongsTo(ip, address, type)) {
    throw invalidField("ip", `${ip} does not belong to ${address}`);
  }
  const others = entries.filter((entry) => entry.ip !== ip);
  if (dnsPtr === null || dnsPtr === undefined) {
    return type === "ipv4" ? defaultDnsPtr(ip, type) : others;
  }
  return [...others, { ip, dns_ptr: dnsPtr }];
}
