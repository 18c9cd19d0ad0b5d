import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { curlSample } from "../src/curl-sample.js";

const baseUrl = "https://api.example.test/v1";

/** Runs the sample in a POSIX shell with `curl` replaced by a function that prints its arguments. */
function curlArguments(sample: string): string[] {
  const script = `curl() { for argument in "$@"; do printf '%s\\0' "$argument"; done; }\n${sample}`;
  const output = execFileSync("sh", ["-c", script], {
    env: { PATH: process.env.PATH, CLOUD_API_TOKEN: "test-token-value" },
  }).toString();
  return output.split("\0").slice(0, -1);
}

describe("curlSample", () => {
  it("issues a plain GET with the bearer token from the environment", () => {
    const sample = curlSample({
      method: "get",
      path: "/locations",
      baseUrl,
      request: { pathParams: {}, query: {}, body: undefined },
    });
    expect(sample).toBe(
      `curl "${baseUrl}/locations" \\\n  -H "Authorization: Bearer $CLOUD_API_TOKEN"\n`,
    );
    expect(curlArguments(sample)).toEqual([
      `${baseUrl}/locations`,
      "-H",
      "Authorization: Bearer test-token-value",
    ]);
  });

  it("fills and encodes path values and repeats array query values", () => {
    const sample = curlSample({
      method: "get",
      path: "/images/{id}/actions",
      baseUrl: `${baseUrl}/`,
      request: {
        pathParams: { id: "a b" },
        query: { label_selector: "env in (prod,dev)", status: ["running", "error"] },
        body: undefined,
      },
    });
    expect(curlArguments(sample)[0]).toBe(
      `${baseUrl}/images/a%20b/actions?label_selector=env%20in%20(prod%2Cdev)&status=running&status=error`,
    );
  });

  it("sends the method and a JSON body that survives the shell intact, quotes included", () => {
    const body = { name: "it's $HOME `id`", labels: { "a/b": "c" } };
    const sample = curlSample({
      method: "post",
      path: "/servers/{id}/actions/rebuild",
      baseUrl,
      request: {
        pathParams: { id: 42 },
        query: {},
        body: { contentType: "application/json", value: body },
      },
    });
    const args = curlArguments(sample);
    expect(args.slice(0, 3)).toEqual(["-X", "POST", `${baseUrl}/servers/42/actions/rebuild`]);
    expect(args).toContain("Content-Type: application/json");
    expect(JSON.parse(args[args.indexOf("-d") + 1] ?? "")).toEqual(body);
  });

  it("refuses an object as a query value, which has no URL form", () => {
    expect(() =>
      curlSample({
        method: "get",
        path: "/things",
        baseUrl,
        request: { pathParams: {}, query: { filter: { a: 1 } }, body: undefined },
      }),
    ).toThrow(/cannot put \{"a":1\} into a URL/);
  });
});
