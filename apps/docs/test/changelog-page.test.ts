// The changelog page and feed from the committed changelog, and from small lists that exercise
// the upcoming entries, the escaping and a broken feed.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  type ChangelogEntry,
  changelogHtml,
  changelogMarkdown,
  changelogRss,
} from "../src/changelog-page.js";
import { parseXml, rssProblems } from "./support/xml-tree.js";

const appRoot = join(dirname(fileURLToPath(import.meta.url)), "..");
const committed = JSON.parse(
  readFileSync(join(appRoot, "changelog", "api-changelog.json"), "utf8"),
) as ChangelogEntry[];

const deprecation: ChangelogEntry = {
  id: "2026-06-02-old-deprecated",
  date: "2026-06-02",
  kind: "deprecated",
  breaking: false,
  title: "`GET /old` <is> deprecated",
  text: "Use `GET /new` & stop calling `GET /old`.",
  operations: ["GET /old"],
  fields: [],
  sunset: "2026-10-01",
  replacement: "`GET /new`",
};
const sunset: ChangelogEntry = {
  id: "2026-06-02-old-deprecated-sunset",
  date: "2026-10-01",
  kind: "removed",
  breaking: true,
  title: "Sunset of `GET /old`",
  text: "As announced on 2026-06-02: `GET /old` now answers `410 deprecated_api_endpoint`.",
  operations: ["GET /old"],
  fields: [],
  announced: "2026-06-02",
  sunsetOf: "2026-06-02-old-deprecated",
};
const list = [sunset, deprecation];
const before = new Date("2026-07-01T00:00:00Z");
const after = new Date("2026-10-01T00:00:00Z");

describe("an announced sunset", () => {
  it("shows on the page when it is announced, as upcoming, and again as done on its day", () => {
    const early = changelogHtml("Cloud API", list, before);
    expect(early).toContain(
      '<section id="2026-06-02-old-deprecated-sunset" class="entry upcoming"',
    );
    expect(early).toContain("Upcoming on 2026-10-01: removed, breaking");
    expect(early).toContain("<strong>Sunset:</strong> stops working on 2026-10-01");
    const late = changelogHtml("Cloud API", list, after);
    expect(late).not.toContain('class="entry upcoming"');
    expect(late).toContain('<p class="label">Removed, breaking</p>');
    expect(late).toContain("<strong>Sunset:</strong> stopped working on 2026-10-01");
    expect(changelogMarkdown("Cloud API", list, before)).toContain(
      "*Upcoming on 2026-10-01: removed, breaking*",
    );
  });

  it("is a feed item when announced (with its day) and another on the day it happens", () => {
    const early = changelogRss("Cloud API", "https://docs.example.com/api/", list, before);
    expect(early).toContain("2026-06-02: `GET /old` &lt;is&gt; deprecated");
    expect(early).toContain("stops working on 2026-10-01");
    expect(early).not.toContain("Sunset of");
    const late = changelogRss("Cloud API", "https://docs.example.com/api/", list, after);
    expect(late).toContain("<title>2026-10-01: Sunset of `GET /old`</title>");
    expect(late).toContain("<pubDate>Thu, 01 Oct 2026 00:00:00 GMT</pubDate>");
  });
});

describe("changelog feed", () => {
  for (const [name, entries] of [
    ["the committed changelog", committed],
    ["a list with markup in its texts", list],
  ] as const) {
    it(`is valid RSS 2.0 whose every item links to an anchor of changelog.html (${name})`, () => {
      const feed = changelogRss("Cloud API", "https://docs.example.com/api/", entries, after);
      const root = parseXml(feed);
      expect(rssProblems(root)).toEqual([]);
      const items = root.children[0]?.children.filter((child) => child.name === "item") ?? [];
      expect(items.length).toBeGreaterThan(0);
      const page = changelogHtml("Cloud API", entries, after);
      for (const item of items) {
        const link = item.children.find((child) => child.name === "link")?.text ?? "";
        const url = new URL(link);
        expect(url.origin + url.pathname).toBe("https://docs.example.com/api/changelog.html");
        expect(page, link).toContain(`<section id="${url.hash.slice(1)}"`);
      }
    });
  }

  it("has the entries of spec/changes/ with anchors, newest first, and no commit subject", () => {
    expect(committed.length).toBeGreaterThan(0);
    const dates = committed.map((entry) => entry.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const page = changelogHtml("Cloud API", committed, after);
    for (const entry of committed) expect(page).toContain(`href="#${entry.id}"`);
    expect(page).not.toMatch(/(href|src)="\//);
    expect(page).not.toMatch(
      /Merge branch|merge main|Monorepo foundation|<code>[0-9a-f]{7}<\/code>/,
    );
    expect(committed.filter((entry) => entry.initial)).toHaveLength(1);
  });

  it("escapes markup from entry texts in the page and the feed", () => {
    const page = changelogHtml("Cloud API", list, after);
    expect(page).toContain("<code>GET /old</code> &lt;is&gt; deprecated");
    expect(page).toContain("Use <code>GET /new</code> &amp; stop calling");
    const feed = changelogRss("Cloud API", "https://docs.example.com/api/", list, after);
    expect(feed).not.toContain("<is>");
  });

  it("the RSS check rejects a feed without a channel link and with a bad date", () => {
    const feed = changelogRss("Cloud API", "https://docs.example.com/", list, after)
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

describe("an entry of another API than the Cloud API", () => {
  const storageBoxes: ChangelogEntry = {
    id: "2026-11-28-hetzner-api-storage-boxes",
    date: "2026-11-28",
    kind: "added",
    breaking: false,
    title: "Hetzner API: Storage Boxes",
    text: "Storage Boxes on `https://api.hetzner.com/v1`.",
    operations: ["GET /storage_boxes", "POST /storage_boxes"],
    fields: [],
    api: "hetzner",
  };

  it("names the API its operations belong to, on the page and in Markdown; a Cloud API entry does not", () => {
    const page = changelogHtml("Cloud API", [storageBoxes, deprecation], after);
    expect(page).toContain(
      '<p class="ops">Operations of the Hetzner API: <code>GET /storage_boxes</code>, <code>POST /storage_boxes</code></p>',
    );
    expect(page).toContain('<p class="ops">Operations: <code>GET /old</code></p>');
    const markdown = changelogMarkdown("Cloud API", [storageBoxes], after);
    expect(markdown).toContain(
      "Operations of the Hetzner API: GET /storage_boxes, POST /storage_boxes",
    );
  });
});
