#!/usr/bin/env node
// `tsc-native`: TypeScript 7's `tsc`, the native compiler, under a name of its own. Every
// package's `typecheck` runs it, and the docs' check of the TypeScript samples. Builds, the
// packed-tarball checks and the tools that use TypeScript's JavaScript API (openapi-typescript,
// dts-bundle-generator, the docs' sample runner) stay on the catalog's TypeScript 5.9:
// TypeScript 7 ships no such API, and both
// versions install a bin named `tsc`, which pnpm links to whichever it picks, so this package
// holds TypeScript 7 alone and starts its launcher by path.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";

const typescript = dirname(createRequire(import.meta.url).resolve("typescript/package.json"));
// The launcher behind TypeScript 7's own bin: it runs the platform's compiler binary (from the
// optional dependency @typescript/typescript-<platform>-<arch>) with our arguments and exit code.
await import(pathToFileURL(join(typescript, "lib", "tsc.js")).href);
