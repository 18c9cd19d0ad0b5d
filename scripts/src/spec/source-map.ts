// Maps a finding's JSON pointer (into the bundled spec, through `$ref`s) back to the file and
// line of the split spec it came from, so CI annotations land on the line a reviewer edits.
// The walk follows the pointer through the YAML sources and hops across `$ref`s (relative
// files and `#/...` fragments) as the bundler did. A pointer that leaves the tree (a removed
// node) stops at the deepest node that still exists.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve as resolvePath } from "node:path";
import { isMap, isScalar, isSeq, LineCounter, type Node, parseDocument } from "yaml";

export interface SourceLocation {
  /** Path relative to the repository root, with forward slashes. */
  file: string;
  line: number;
}

interface ParsedFile {
  root: Node | null;
  lines: LineCounter;
}

export class SourceMap {
  readonly #files = new Map<string, ParsedFile | undefined>();

  constructor(
    readonly repoRoot: string,
    readonly entry = join(repoRoot, "spec", "openapi.yaml"),
  ) {}

  locate(pointer: string): SourceLocation | undefined {
    const segments = pointer
      .split("/")
      .slice(1)
      .map((segment) => segment.replaceAll("~1", "/").replaceAll("~0", "~"));
    let file = this.entry;
    let parsed = this.#parse(file);
    if (!parsed?.root) return undefined;
    let node: Node = parsed.root;
    let best = this.#at(file, parsed, node);
    for (let index = 0; index <= segments.length; index++) {
      // Hop over `$ref`s before descending (and at the end: land on the target).
      for (let hops = 0; hops < 16; hops++) {
        const ref = refOf(node);
        const segment = segments[index];
        if (ref === undefined || (segment !== undefined && childOf(node, segment))) break;
        const [target, fragment = ""] = ref.split("#");
        const targetFile = target ? resolvePath(dirname(file), target) : file;
        const targetParsed = this.#parse(targetFile);
        if (!targetParsed?.root) return best;
        let targetNode: Node | undefined = targetParsed.root;
        for (const part of fragment.split("/").slice(1)) {
          targetNode =
            targetNode &&
            childOf(
              targetNode,
              decodeURIComponent(part).replaceAll("~1", "/").replaceAll("~0", "~"),
            );
        }
        if (!targetNode) return best;
        file = targetFile;
        parsed = targetParsed;
        node = targetNode;
        best = this.#at(file, parsed, node);
      }
      const segment = segments[index];
      if (segment === undefined) break;
      const child = childOf(node, segment);
      if (!child) return best;
      node = child;
      best = this.#at(file, parsed, node);
    }
    return best;
  }

  #at(file: string, parsed: ParsedFile, node: Node): SourceLocation {
    const offset = node.range?.[0] ?? 0;
    return {
      file: relative(this.repoRoot, file).split("\\").join("/"),
      line: parsed.lines.linePos(offset).line,
    };
  }

  #parse(file: string): ParsedFile | undefined {
    if (this.#files.has(file)) return this.#files.get(file);
    let parsed: ParsedFile | undefined;
    if (existsSync(file)) {
      const lines = new LineCounter();
      const document = parseDocument(readFileSync(file, "utf8"), { lineCounter: lines });
      parsed = { root: document.contents, lines };
    }
    this.#files.set(file, parsed);
    return parsed;
  }
}

function refOf(node: Node): string | undefined {
  if (!isMap(node)) return undefined;
  const value = node.get("$ref", true);
  return isScalar(value) && typeof value.value === "string" ? value.value : undefined;
}

function childOf(node: Node, segment: string): Node | undefined {
  if (isMap(node)) {
    for (const pair of node.items) {
      const key = isScalar(pair.key) ? String(pair.key.value) : undefined;
      if (key === segment) return (pair.value as Node | null) ?? (pair.key as Node);
    }
    return undefined;
  }
  if (isSeq(node) && /^\d+$/.test(segment)) {
    return (node.items[Number(segment)] as Node | undefined) ?? undefined;
  }
  return undefined;
}
