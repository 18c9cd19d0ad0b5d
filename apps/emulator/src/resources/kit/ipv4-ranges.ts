/** IPv4 CIDR arithmetic for networks, subnets and routes. */
export interface Cidr {
  base: number;
  prefix: number;
}

export function ipToNumber(ip: string): number | undefined {
  const parts = ip.split(".");
  if (parts.length !== 4) return undefined;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255) return undefined;
    value = value * 256 + Number(part);
  }
  return value;
}

export function numberToIp(value: number): string {
  return [24, 16, 8, 0].map((shift) => Math.floor(value / 2 ** shift) % 256).join(".");
}

export function parseCidr(text: string): Cidr | undefined {
  const [ip = "", prefixText = ""] = text.split("/");
  const address = ipToNumber(ip);
  const prefix = Number(prefixText);
  if (address === undefined || !/^\d{1,2}$/.test(prefixText) || prefix > 32) return undefined;
  const size = 2 ** (32 - prefix);
  return { base: address - (address % size), prefix };
}

export function cidrSize(cidr: Cidr): number {
  return 2 ** (32 - cidr.prefix);
}

export function formatCidr(cidr: Cidr): string {
  return `${numberToIp(cidr.base)}/${cidr.prefix}`;
}

export function cidrContains(outer: Cidr, inner: Cidr): boolean {
  return inner.base >= outer.base && inner.base + cidrSize(inner) <= outer.base + cidrSize(outer);
}

export function cidrContainsIp(cidr: Cidr, ip: number): boolean {
  return ip >= cidr.base && ip < cidr.base + cidrSize(cidr);
}

export function cidrsOverlap(a: Cidr, b: Cidr): boolean {
  return a.base < b.base + cidrSize(b) && b.base < a.base + cidrSize(a);
}

const PRIVATE_RANGES = ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"].map(
  (range) => parseCidr(range) as Cidr,
);

export function isPrivateRange(cidr: Cidr): boolean {
  return PRIVATE_RANGES.some((range) => cidrContains(range, cidr));
}
