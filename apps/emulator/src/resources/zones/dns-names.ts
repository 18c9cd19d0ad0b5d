/**
 * Name rules of zones and RRSets (api-facts-more §6.4, §7.4). A zone must be a registrable
 * domain: exactly one label directly under a public suffix of the small list below (the real
 * API uses the full Public Suffix List; README "Decisions").
 */
export const PUBLIC_SUFFIXES: ReadonlySet<string> = new Set([
  // generic
  "com",
  "net",
  "org",
  "info",
  "biz",
  "io",
  "dev",
  "app",
  "cloud",
  "online",
  "shop",
  "tech",
  "xyz",
  "me",
  "tv",
  "co",
  // country codes
  "de",
  "at",
  "ch",
  "eu",
  "nl",
  "be",
  "fr",
  "it",
  "es",
  "pl",
  "dk",
  "se",
  "fi",
  "no",
  "cz",
  "uk",
  "us",
  "ca",
  // second-level public suffixes
  "co.uk",
  "org.uk",
  "me.uk",
  "com.au",
  "net.au",
  "co.at",
  "or.at",
  "co.nz",
  "com.br",
  "co.jp",
]);

/** One DNS label: letters, digits and inner hyphens, 1-63 characters (`xn--` Punycode fits). */
const LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

/** Why `name` cannot be a zone name, or undefined when it can. */
export function zoneNameProblem(name: string): string | undefined {
  if (name.endsWith(".")) return "must not end with a dot";
  if (name !== name.toLowerCase()) return "must be lower case";
  const labels = name.split(".");
  const bad = labels.find((label) => !LABEL.test(label));
  if (bad !== undefined) {
    return `label '${bad}' is not a valid DNS label (a-z, 0-9 and inner '-', at most 63 characters; Punycode 'xn--' for international names)`;
  }
  if (labels.length < 2) return "must be a domain under a public suffix, e.g. example.com";
  const suffix = labels.slice(1).join(".");
  if (PUBLIC_SUFFIXES.has(suffix)) return undefined;
  // `www.example.com`: its parent is a registrable domain, so this is a subdomain.
  for (let index = 2; index < labels.length; index += 1) {
    if (PUBLIC_SUFFIXES.has(labels.slice(index).join("."))) {
      return `must be a domain directly under a public suffix, not a subdomain (use '${labels.slice(index - 1).join(".")}')`;
    }
  }
  return `'.${suffix}' is not a supported public suffix`;
}

/** An RRSet name label: like LABEL, plus `_` (service labels) and a leading `*` wildcard. */
const RR_LABEL = /^[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?$/;

/** Why `name` cannot be the name of an RRSet of `zoneName`, or undefined when it can. */
export function rrsetNameProblem(name: string, zoneName: string): string | undefined {
  if (name === "@") return undefined;
  if (name === "") return "must not be empty; the zone apex is '@'";
  if (name.endsWith(".")) return "must not end with a dot (names are relative to the zone)";
  if (name !== name.toLowerCase()) return "must be lower case";
  if (name === zoneName || name.endsWith(`.${zoneName}`)) {
    return `must be relative to the zone: leave out '${zoneName}' (the apex is '@')`;
  }
  const labels = name.split(".");
  for (const [index, label] of labels.entries()) {
    if (label === "*" && index === 0) continue;
    if (!RR_LABEL.test(label)) {
      return `label '${label}' is not a valid DNS label (a-z, 0-9, '_', inner '-'; '*' only as the first label)`;
    }
  }
  // A DNS name is at most 253 characters written without the root dot (255 octets on the wire).
  if (name.length + zoneName.length + 1 > 253) {
    return "is too long: at most 253 characters together with the zone name";
  }
  return undefined;
}
