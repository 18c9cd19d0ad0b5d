// The changelog page and feed from the committed API history, and from small histories that
// exercise the sections, the escaping and a broken feed.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  type ChangelogEntry,
  changelogHtml,
  changelogRss,
  condenseHistory,
} from "../src/changelog-page.js";
import { parseXml, rssProblems } from "./support/xml-tree.js";

const appRoot = join(dirname(fileURLToPath(import.meta.url)), "..");
const committed = JSON.parse(
  readFileSync(join(appRoot, "changelog", "api-history.json"), "utf8"),
) as ChangelogEntry[];

const history = condenseHistory([
  {
    commit: "b".repeat(40),
    date: "2026-11-22T10:00:00+00:00",
    subject: "volumes <&> more",
    changes: [
      {
        kind: "operation-added",
        breaking: false,
        operation: "GET /volumes",
        message: "operation added",
      },
      {
        kind: "operation-added",
        breaking: false,
        operation: "POST /volumes",
        message: "operation added",
      },
      {
        kind: "property-removed",
        breaking: true,
        operation: "GET /servers",
        message: "property `x` <removed>",
      },
      {
        kind: "operation-deprecated",
        breaking: false,
        operation: "GET /old",
        message: "deprecated",
      },
      { kind: "type-changed", breaking: true, operation: "GET /servers", message: "type changed" },
    ],
  },
  { commit: "a".repeat(40), date: "2026-11-21T09:00:00+00:00", subject: "docs only", changes: [] },
]);

describe("condenseHistory", () => {
  it("sorts changes into Added, Changed, Deprecated and Removed, one item per message", () => {
    expect(history).toHaveLength(1);
    const [entry] = history;
    expect(entry?.id).toBe("2026-11-22-bbbbbbb");
    expect(entry?.sections.Added).toEqual([
      {
        message: "operation added",
        breaking: false,
        operations: ["GET /volumes", "POST /volumes"],
      },
    ]);
    expect(entry?.sections.Removed?.[0]?.breaking).toBe(true);
    expect(entry?.sections.Deprecated).toHaveLength(1);
    expect(entry?.sections.Changed).toHaveLength(1);
  });

  it("files a deprecated operation's removal (a reached sunset) under Removed, as the scripts' Markdown does", () => {
    const [sunset] = condenseHistory([
      {
        commit: "c".repeat(40),
        date: "2026-10-01T00:00:00+00:00",
        subject: "Sunset of GET /old",
        changes: [
          {
            id: "deprecated-operation-removed",
            level: "info",
            operation: "GET /old",
            message: "operation removed on its sunset date 2026-10-01",
          },
        ],
      },
    ]);
    expect(Object.keys(sunset?.sections ?? {})).toEqual(["Removed"]);
    expect(sunset?.sections.Removed?.[0]?.breaking).toBe(false);
  });
});

describe("changelog feed", () => {
  for (const [name, entries] of [
    ["the committed API history", committed],
    ["a history with markup in its messages", history],
  ] as const) {
    it(`is valid RSS 2.0 whose every item links to an anchor of changelog.html (${name})`, () => {
      const feed = changelogRss("Cloud API", "https://docs.example.com/api/", entries);
      const root = parseXml(feed);
      expect(rssProblems(root)).toEqual([]);
      const items = root.children[0]?.children.filter((child) => child.name === "item") ?? [];
      expect(items).toHaveLength(entries.length);
      const page = changelogHtml("Cloud API", entries);
      for (const item of items) {
        const link = item.children.find((child) => child.name === "link")?.text ?? "";
        const url = new URL(link);
        expect(url.origin + url.pathname).toBe("https://docs.example.com/api/changelog.html");
        expect(page, link).toContain(`<section id="${url.hash.slice(1)}"`);
      }
    });
  }

  it("has dated entries with anchors on the page, newest first", () => {
    expect(committed.length).toBeGreaterThan(0);
    const dates = committed.map((entry) => entry.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const page = changelogHtml("Cloud API", committed);
    for (const entry of committed) expect(page).toContain(`href="#${entry.id}"`);
    expect(page).not.toMatch(/(href|src)="\//);
  });

  it("escapes markup from change messages in the page and the feed", () => {
    expect(changelogHtml("Cloud API", history)).toContain("property `x` &lt;removed&gt;");
    const feed = changelogRss("Cloud API", "https://docs.example.com/api/", history);
    expect(feed).not.toContain("<removed>");
  });

  it("the RSS check rejects a feed without a channel link and with a bad date", () => {
    const feed = changelogRss("Cloud API", "https://docs.example.com/", history)
      .replace(/<link>https:\/\/docs\.example\.com\/changelog\.html<\/link>\n/, "")
      .replace(/<pubDate>[^<]*<\/pubDate>/, "<pubDate>2026-11-22</pubDate>");
    expect(rssProblems(parseXml(feed))).toEqual([
      "<channel> needs exactly one <link>",
      "<channel><link> is not an absolute URL: ",
      "item 1 pubDate is not RFC 822: 2026-11-22",
    ]);
    expect(() => parseXml("<rss><channel></rss>")).toThrow(/closes/);
    expect(() => parseXml("<rss>a & b</rss>")).toThrow(/unescaped &/);
  });
});

describe("migration hints", () => {
  const withHint = condenseHistory([
    {
      commit: "c".repeat(40),
      date: "2026-07-01T00:00:00+00:00",
      subject: "datacenter removed",
      migration: "read `location` instead of `datacenter.location` (fsn1-dc14 -> fsn1)",
      changes: [
        {
          id: "response-property-removed",
          level: "error",
          operation: "GET /servers",
          message: "response 200 property `servers[].datacenter` removed",
        },
      ],
    },
  ]);

  it("shows an entry's migration on the page and in the feed, under the day it took effect", () => {
    const html = changelogHtml("Cloud API", withHint);
    expect(html).toContain(
      "<strong>Migration:</strong> read `location` instead of `datacenter.location` (fsn1-dc14 -&gt; fsn1)",
    );
    expect(html).toContain('<a href="#2026-07-01-ccccccc">2026-07-01</a>');
    const rss = changelogRss("Cloud API", "https://docs.example.test/", withHint);
    expect(rss).toContain("Migration:");
    expect(rss).toContain("<pubDate>Wed, 01 Jul 2026 00:00:00 GMT</pubDate>");
    expect(rssProblems(parseXml(rss))).toEqual([]);
  });
});
