// A strict, small XML reader for the feed test: well-formedness (one root, balanced and
// properly nested tags, quoted attributes, only the five predefined entities or numeric
// references, no stray `<` or `&`), then a tree to check the RSS 2.0 structure against.

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const NAME = "[A-Za-z_][A-Za-z0-9._:-]*";
const ENTITY = /&(?:amp|lt|gt|quot|apos|#[0-9]+|#x[0-9A-Fa-f]+);/g;

function decode(text: string, where: string): string {
  const stray = text.replace(ENTITY, "").match(/[&<]/);
  if (stray) throw new Error(`${where}: unescaped ${stray[0]}`);
  return text
    .replace(/&#x([0-9A-Fa-f]+);/g, (_m, hex: string) =>
      String.fromCodePoint(Number.parseInt(hex, 16)),
    )
    .replace(/&#([0-9]+);/g, (_m, dec: string) => String.fromCodePoint(Number(dec)))
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&apos;", "'")
    .replaceAll("&amp;", "&");
}

export function parseXml(source: string): XmlElement {
  let rest = source.replace(/^<\?xml [^?]*\?>\s*/, "");
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  const tag = new RegExp(`^<(/?)(${NAME})((?:\\s+${NAME}\\s*=\\s*"[^"<]*")*)\\s*(/?)>`);
  while (rest.length > 0) {
    const open = rest.indexOf("<");
    const text = open === -1 ? rest : rest.slice(0, open);
    if (text.length > 0) {
      const parent = stack.at(-1);
      if (!parent) {
        if (text.trim() !== "") throw new Error("text outside the root element");
      } else parent.text += decode(text, `<${parent.name}>`);
      rest = rest.slice(text.length);
      continue;
    }
    const match = tag.exec(rest);
    if (!match) throw new Error(`malformed markup at: ${rest.slice(0, 40)}`);
    const [whole, closing, name = "", rawAttributes = "", selfClosing] = match;
    rest = rest.slice(whole.length);
    if (closing) {
      const current = stack.pop();
      if (current?.name !== name) throw new Error(`</${name}> closes <${current?.name}>`);
      if (stack.length === 0) root = current;
      continue;
    }
    const attributes: Record<string, string> = {};
    for (const attribute of rawAttributes.matchAll(
      new RegExp(`(${NAME})\\s*=\\s*"([^"]*)"`, "g"),
    )) {
      const key = attribute[1] ?? "";
      if (key in attributes) throw new Error(`<${name}> repeats the attribute ${key}`);
      attributes[key] = decode(attribute[2] ?? "", `<${name} ${key}>`);
    }
    const element: XmlElement = { name, attributes, children: [], text: "" };
    const parent = stack.at(-1);
    if (parent) parent.children.push(element);
    else if (root || stack.length > 0) throw new Error("more than one root element");
    if (selfClosing) {
      if (!parent) root = element;
    } else stack.push(element);
  }
  if (stack.length > 0) throw new Error(`<${stack.at(-1)?.name}> is never closed`);
  if (!root) throw new Error("no root element");
  return root;
}

/** RSS 2.0 (https://www.rssboard.org/rss-specification): problems found, empty when valid. */
export function rssProblems(root: XmlElement): string[] {
  const problems: string[] = [];
  if (root.name !== "rss") problems.push(`root is <${root.name}>, not <rss>`);
  if (root.attributes.version !== "2.0") problems.push('<rss> lacks version="2.0"');
  const channels = root.children.filter((child) => child.name === "channel");
  if (channels.length !== 1 || root.children.length !== 1)
    problems.push("<rss> must hold exactly one <channel>");
  const channel = channels[0];
  if (!channel) return problems;
  const one = (parent: XmlElement, name: string) => parent.children.filter((c) => c.name === name);
  for (const name of ["title", "link", "description"]) {
    if (one(channel, name).length !== 1) problems.push(`<channel> needs exactly one <${name}>`);
  }
  const absolute = (value: string) => /^https?:\/\/[^\s]+$/.test(value);
  const rfc822 =
    /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} (GMT|[+-]\d{4})$/;
  const channelLink = one(channel, "link")[0]?.text ?? "";
  if (!absolute(channelLink))
    problems.push(`<channel><link> is not an absolute URL: ${channelLink}`);
  for (const date of [...one(channel, "lastBuildDate"), ...one(channel, "pubDate")]) {
    if (!rfc822.test(date.text))
      problems.push(`<channel><${date.name}> is not RFC 822: ${date.text}`);
  }
  const allowed = new Set([
    "title",
    "link",
    "description",
    "language",
    "copyright",
    "managingEditor",
    "webMaster",
    "pubDate",
    "lastBuildDate",
    "category",
    "generator",
    "docs",
    "cloud",
    "ttl",
    "image",
    "rating",
    "textInput",
    "skipHours",
    "skipDays",
    "item",
  ]);
  for (const child of channel.children) {
    if (!allowed.has(child.name)) problems.push(`<channel> has an unknown element <${child.name}>`);
  }
  const itemAllowed = new Set([
    "title",
    "link",
    "description",
    "author",
    "category",
    "comments",
    "enclosure",
    "guid",
    "pubDate",
    "source",
  ]);
  const guids = new Set<string>();
  for (const [index, item] of one(channel, "item").entries()) {
    const where = `item ${index + 1}`;
    if (one(item, "title").length + one(item, "description").length === 0)
      problems.push(`${where} has neither title nor description`);
    for (const child of item.children) {
      if (!itemAllowed.has(child.name))
        problems.push(`${where} has an unknown element <${child.name}>`);
      if (
        item.children.filter((c) => c.name === child.name).length > 1 &&
        child.name !== "category"
      )
        problems.push(`${where} repeats <${child.name}>`);
    }
    const link = one(item, "link")[0]?.text;
    if (link !== undefined && !absolute(link))
      problems.push(`${where} link is not absolute: ${link}`);
    const pubDate = one(item, "pubDate")[0]?.text;
    if (pubDate !== undefined && !rfc822.test(pubDate))
      problems.push(`${where} pubDate is not RFC 822: ${pubDate}`);
    const guid = one(item, "guid")[0];
    if (guid) {
      if (guids.has(guid.text)) problems.push(`${where} repeats guid ${guid.text}`);
      guids.add(guid.text);
      if (guid.attributes.isPermaLink !== "false" && !absolute(guid.text))
        problems.push(`${where} permalink guid is not a URL`);
    }
  }
  return problems;
}
