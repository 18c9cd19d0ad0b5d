// "Test your automation against the emulator": how to point Terraform, the hcloud CLI,
// hcloud-go, hcloud-python and Ansible at the emulator, each with a short example. The examples
// are not copies: the page reads the very files that packages/official-clients runs against the
// emulator in CI (test/examples.test.ts), so what a reader copies is what was last proven.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { escapeXml } from "./changelog-page.js";

export interface AutomationExample {
  id: string;
  tool: string;
  /** What the reader sets up, as HTML (trusted: written here). */
  intro: string;
  /** The example file, relative to the official-clients package. */
  file: string;
  /** The fence language of the Markdown page. */
  language: string;
  /** How to run it, one shell line. */
  run: string;
}

export const AUTOMATION_EXAMPLES: readonly AutomationExample[] = [
  {
    id: "terraform",
    tool: "Terraform (provider hetznercloud/hcloud)",
    intro:
      "The provider reads <code>HCLOUD_ENDPOINT</code> and <code>HCLOUD_TOKEN</code>; it refuses tokens that are not exactly 64 characters, so give the emulator one (<code>CLOUD_API_TOKENS=&lt;64 characters&gt;=my-project</code>). <code>terraform init</code> installs the provider from the registry as usual. On a machine without registry access, build the provider and name its folder in a CLI configuration's <code>dev_overrides</code> (<code>TF_CLI_CONFIG_FILE</code>), as this project's CI does.",
    file: "examples/terraform/main.tf",
    language: "hcl",
    run: 'HCLOUD_ENDPOINT=http://127.0.0.1:4020/v1 HCLOUD_TOKEN=$TOKEN TF_VAR_ssh_public_key="$(cat ~/.ssh/id_ed25519.pub)" terraform apply',
  },
  {
    id: "cli",
    tool: "The hcloud CLI",
    intro:
      "The CLI reads <code>HCLOUD_ENDPOINT</code> and <code>HCLOUD_TOKEN</code> (or a context in its configuration file; point <code>HCLOUD_CONFIG</code> at an empty file to keep your real contexts out of a test).",
    file: "examples/cli.sh",
    language: "sh",
    run: 'HCLOUD_ENDPOINT=http://127.0.0.1:4020/v1 HCLOUD_TOKEN=$TOKEN SSH_PUBLIC_KEY="$(cat ~/.ssh/id_ed25519.pub)" sh cli.sh',
  },
  {
    id: "go",
    tool: "hcloud-go",
    intro:
      "Pass the base URL with <code>hcloud.WithEndpoint</code>. <code>client.Action.WaitFor</code> polls the emulator's actions like the real API's.",
    file: "go/examples/quickstart/main.go",
    language: "go",
    run: "HCLOUD_ENDPOINT=http://127.0.0.1:4020/v1 HCLOUD_TOKEN=$TOKEN go run .",
  },
  {
    id: "python",
    tool: "hcloud-python",
    intro: "Pass the base URL as <code>api_endpoint</code>.",
    file: "examples/python/quickstart.py",
    language: "python",
    run: "HCLOUD_ENDPOINT=http://127.0.0.1:4020/v1 HCLOUD_TOKEN=$TOKEN python quickstart.py",
  },
  {
    id: "ansible",
    tool: "Ansible (collection hetzner.hcloud)",
    intro:
      "The collection's modules read <code>HCLOUD_ENDPOINT</code> and <code>HCLOUD_TOKEN</code> (or take <code>api_endpoint</code> and <code>api_token</code>); they need hcloud-python on the interpreter that runs them.",
    file: "examples/ansible/playbook.yml",
    language: "yaml",
    run: 'HCLOUD_ENDPOINT=http://127.0.0.1:4020/v1 HCLOUD_TOKEN=$TOKEN SSH_PUBLIC_KEY="$(cat ~/.ssh/id_ed25519.pub)" ansible-playbook playbook.yml',
  },
];

export interface LoadedExample extends AutomationExample {
  source: string;
}

/** Reads every example from the official-clients package folder. */
export function loadAutomationExamples(officialClientsDir: string): LoadedExample[] {
  return AUTOMATION_EXAMPLES.map((example) => ({
    ...example,
    source: readFileSync(join(officialClientsDir, example.file), "utf8"),
  }));
}

const START = `<p>Start the emulator with a token of your choice, on a port of your choice:</p>
<pre tabindex="0"><code>CLOUD_API_TOKENS=$TOKEN=my-project npx --yes --package=@cloud-api/emulator cloud-api-emulator --port 4020</code></pre>
<p>Its base URL is <code>http://127.0.0.1:4020/v1</code>: every tool below takes it instead of <code>https://api.hetzner.cloud/v1</code>, with the token, and nothing else changes. Each example runs in this project's CI against a fresh emulator, so it is known to work with the tool versions named on the page.</p>`;

export function automationHtml(title: string, examples: readonly LoadedExample[]): string {
  const toc = examples
    .map((example) => `<li><a href="#${example.id}">${escapeXml(example.tool)}</a></li>`)
    .join("\n");
  const sections = examples
    .map(
      (example) => `<section id="${example.id}" aria-labelledby="${example.id}-title">
<h2 id="${example.id}-title">${escapeXml(example.tool)}</h2>
<p>${example.intro}</p>
<p class="file"><code>${escapeXml(example.file.split("/").at(-1) ?? example.file)}</code></p>
<pre tabindex="0"><code class="language-${example.language}">${escapeXml(example.source)}</code></pre>
<p>Run it:</p>
<pre tabindex="0"><code>${escapeXml(example.run)}</code></pre>
</section>`,
    )
    .join("\n");
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${escapeXml(title)}: test your automation against the emulator</title>
<link rel="icon" type="image/svg+xml" href="./favicon.svg" />
<style>
body { margin: 0 auto; max-width: 72rem; padding: 1rem 1.5rem; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, Ubuntu, sans-serif; color: #1a1a1a; }
a { color: #0b2545; }
nav a { margin-right: 1rem; }
pre { background: #f4f4f4; padding: 0.75rem; overflow-x: auto; border: 1px solid #ddd; tab-size: 4; }
code { font: 14px/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
p code { background: #f0f0f0; padding: 0 0.2em; }
.file { margin-bottom: 0; color: #3a3a3a; }
</style>
</head>
<body>
<header>
<nav aria-label="Site"><a href="./">API reference</a><a href="./changelog.html">Changelog</a><a href="./deprecations.html">Deprecations</a><a href="./automation.md">Markdown</a></nav>
<h1>Test your automation against the emulator</h1>
${START}
<ul>
${toc}
</ul>
</header>
<main>
${sections}
</main>
</body>
</html>
`;
}

export function automationMarkdown(title: string, examples: readonly LoadedExample[]): string {
  const lines = [
    `# ${title}: test your automation against the emulator`,
    "",
    "Start the emulator with a token of your choice:",
    "",
    "```sh",
    "CLOUD_API_TOKENS=$TOKEN=my-project npx --yes --package=@cloud-api/emulator cloud-api-emulator --port 4020",
    "```",
    "",
    "Its base URL is `http://127.0.0.1:4020/v1`: every tool below takes it instead of `https://api.hetzner.cloud/v1`, with the token. Each example runs in CI against a fresh emulator.",
    "",
  ];
  for (const example of examples) {
    const intro = example.intro
      .replace(/<\/?code>/g, "`")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">");
    lines.push(`## ${example.tool}`, "", intro, "", `\`${example.file.split("/").at(-1)}\`:`, "");
    lines.push(
      `\`\`\`${example.language}`,
      example.source.trimEnd(),
      "```",
      "",
      "```sh",
      example.run,
      "```",
      "",
    );
  }
  return `${lines.join("\n")}\n`;
}
