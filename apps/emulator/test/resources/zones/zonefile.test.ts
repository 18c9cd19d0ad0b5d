import { describe, expect, it } from "vitest";
import { rrsetNameProblem, zoneNameProblem } from "../../../src/resources/zones/dns-names.js";
import { normalizeValue, recordValueProblem } from "../../../src/resources/zones/record-values.js";
import {
  parseZonefile,
  printZonefile,
  ZonefileError,
} from "../../../src/resources/zones/zonefile.js";

const HEAD = [
  "@ IN SOA hydrogen.ns.hetzner.com. dns.hetzner.com. 2024010100 86400 10800 3600000 3600",
  "@ IN NS hydrogen.ns.hetzner.com.",
  "@ IN NS oxygen.ns.hetzner.com.",
  "@ IN NS helium.ns.hetzner.de.",
];

function parse(lines: string[]) {
  return parseZonefile(lines.join("\n"), "example.com");
}

function errorOf(lines: string[]): ZonefileError {
  try {
    parse(lines);
  } catch (error) {
    if (error instanceof ZonefileError) return error;
    throw error;
  }
  throw new Error("the zone file was accepted");
}

describe("zone names", () => {
  it.each([["example.com"], ["example.co.uk"], ["xn--mnchen-3ya.de"], ["a-b.io"]])(
    "accepts %s",
    (name) => {
      expect(zoneNameProblem(name)).toBeUndefined();
    },
  );

  it.each([
    ["www.example.com", "not a subdomain"],
    ["Example.com", "lower case"],
    ["example.com.", "must not end with a dot"],
    ["example.invalid", "not a supported public suffix"],
    ["com", "under a public suffix"],
    ["exa_mple.com", "not a valid DNS label"],
    ["-example.com", "not a valid DNS label"],
  ])("refuses %s (%s)", (name, reason) => {
    expect(zoneNameProblem(name)).toContain(reason);
  });
});

describe("RRSet names", () => {
  it("accepts the apex, relative names, service labels and a leading wildcard", () => {
    for (const name of ["@", "www", "_dmarc", "_sip._tcp", "*.dev", "a.b.c"]) {
      expect(rrsetNameProblem(name, "example.com")).toBeUndefined();
    }
  });

  it("refuses names ending with the zone, trailing dots, upper case and inner wildcards", () => {
    expect(rrsetNameProblem("www.example.com", "example.com")).toContain("relative to the zone");
    expect(rrsetNameProblem("example.com", "example.com")).toContain("relative to the zone");
    expect(rrsetNameProblem("www.", "example.com")).toContain("must not end with a dot");
    expect(rrsetNameProblem("WWW", "example.com")).toContain("lower case");
    expect(rrsetNameProblem("a.*", "example.com")).toContain("not a valid DNS label");
  });
});

describe("record values", () => {
  it("checks the presentation format of each type", () => {
    expect(recordValueProblem("A", "198.51.100.1")).toBeUndefined();
    expect(recordValueProblem("A", "2001:db8::1")).toContain("IPv4");
    expect(recordValueProblem("AAAA", "2001:db8::1")).toBeUndefined();
    expect(recordValueProblem("MX", "10 mail.example.com.")).toBeUndefined();
    expect(recordValueProblem("MX", "mail.example.com.")).toContain("preference");
    expect(recordValueProblem("SRV", "10 5 5060 sip.example.com.")).toBeUndefined();
    expect(recordValueProblem("CAA", '0 issue "letsencrypt.org"')).toBeUndefined();
    expect(recordValueProblem("TXT", '"v=spf1 -all"')).toBeUndefined();
    expect(recordValueProblem("TXT", '"open')).toContain("unterminated quote");
    expect(recordValueProblem("SOA", "a. b. 1 2 3 4")).toContain("<mname>");
  });

  it("collapses whitespace outside quotes only", () => {
    expect(normalizeValue("  10   mail.example.com. ")).toBe("10 mail.example.com.");
    expect(normalizeValue('"a  b"   "c"')).toBe('"a  b" "c"');
  });
});

describe("parseZonefile", () => {
  it("reads $ORIGIN, $TTL, owners, TTLs, classes, comments and parentheses", () => {
    const parsed = parse([
      "$ORIGIN example.com.",
      "$TTL 1h",
      "; a comment-only line is dropped",
      "@ IN SOA hydrogen.ns.hetzner.com. dns.hetzner.com. (",
      "      2024010100 ; serial",
      "      86400 10800 3600000 3600 )",
      ...HEAD.slice(1),
      "www 300 IN A 198.51.100.1 ; web server",
      "    300 IN A 198.51.100.2",
      "mail.example.com. IN 600 MX 10 mx.example.com.",
      'txt TXT "v=spf1 ; -all" ; quoted semicolon kept',
    ]);
    expect(parsed.ttl).toBe(3600);
    const byId = Object.fromEntries(
      parsed.rrsets.map((rrset) => [`${rrset.name}/${rrset.type}`, rrset]),
    );
    expect(byId["@/SOA"]?.records).toEqual([
      {
        value: "hydrogen.ns.hetzner.com. dns.hetzner.com. 2024010100 86400 10800 3600000 3600",
        comment: "serial",
      },
    ]);
    expect(byId["www/A"]).toEqual({
      name: "www",
      type: "A",
      ttl: 300,
      records: [
        { value: "198.51.100.1", comment: "web server" },
        { value: "198.51.100.2", comment: "" },
      ],
    });
    expect(byId["mail/MX"]?.ttl).toBe(600);
    expect(byId["txt/TXT"]?.records[0]).toEqual({
      value: '"v=spf1 ; -all"',
      comment: "quoted semicolon kept",
    });
  });

  it.each([
    [["$ORIGIN example.org.", ...HEAD], 1, "$ORIGIN must be 'example.com.'"],
    [[...HEAD, "www IN FOO 1"], 5, "record type 'FOO' is not supported"],
    [[...HEAD, "www CH A 198.51.100.1"], 5, "class CH is not supported"],
    [[...HEAD, "", "www IN A 300.1.1.1"], 6, "must be an IPv4 address"],
    [[...HEAD, "www.example.org. IN A 198.51.100.1"], 5, "outside the zone"],
    [[...HEAD, "www 300 IN A 198.51.100.1", "www 600 IN A 198.51.100.2"], 6, "same TTL"],
    [[...HEAD, "www IN A 198.51.100.1", "www IN A 198.51.100.1"], 6, "duplicate record"],
    [[...HEAD, "$INCLUDE other.zone"], 5, "not supported"],
    [["$TTL 10", ...HEAD], 1, "outside 60..2147483647"],
    [[...HEAD, 'www IN TXT "open'], 5, "not closed"],
    [[...HEAD, "www IN A ( 198.51.100.1"], 5, "never closed"],
    [["  IN A 198.51.100.1", ...HEAD], 1, "must name its owner"],
  ])("names the line of a problem: %j", (lines, line, reason) => {
    const error = errorOf(lines as string[]);
    expect(error.line).toBe(line);
    expect(error.message).toContain(`line ${line}:`);
    expect(error.message).toContain(reason);
  });

  it("takes a file without SOA and NS, but apex NS records must name the assigned nameservers", () => {
    const bare = parse(["www IN A 198.51.100.1"]).rrsets;
    expect(bare.map((rrset) => `${rrset.name}/${rrset.type}`)).toEqual(["www/A"]);
    const error = errorOf([HEAD[0] as string, "@ IN NS hydrogen.ns.hetzner.com."]);
    expect(error.line).toBeUndefined();
    expect(error.message).toContain("oxygen.ns.hetzner.com., helium.ns.hetzner.de.");
  });
});

describe("printZonefile", () => {
  const zone = {
    name: "example.com",
    ttl: 3600,
    rrsets: [
      {
        name: "www",
        type: "A" as const,
        ttl: 300,
        records: [{ value: "198.51.100.1", comment: "web" }],
      },
      ...parse(HEAD).rrsets,
    ],
  };

  it("prints $ORIGIN, $TTL, the SOA and NS first, one line per record with its comment", () => {
    expect(printZonefile(zone)).toBe(
      [
        "$ORIGIN example.com.",
        "$TTL 3600",
        "",
        "@\tIN\tSOA\thydrogen.ns.hetzner.com. dns.hetzner.com. 2024010100 86400 10800 3600000 3600",
        "@\tIN\tNS\thydrogen.ns.hetzner.com.",
        "@\tIN\tNS\toxygen.ns.hetzner.com.",
        "@\tIN\tNS\thelium.ns.hetzner.de.",
        "www\t300\tIN\tA\t198.51.100.1 ; web",
        "",
      ].join("\n"),
    );
  });

  it("reads back what it prints, and prints it again identically", () => {
    const printed = printZonefile(zone);
    const parsed = parseZonefile(printed, "example.com");
    expect(parsed.ttl).toBe(3600);
    expect(printZonefile({ name: "example.com", ttl: 3600, rrsets: parsed.rrsets })).toBe(printed);
  });
});
