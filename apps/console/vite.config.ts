import { defineConfig } from "vite";

// Preact through Vite's own JSX transform: no plugin. Everything is bundled (no CDN, no web
// font, no telemetry), so the built console works offline from the emulator's port.
export default defineConfig({
  base: "./",
  oxc: { jsx: { runtime: "automatic", importSource: "preact" } },
  build: { outDir: "dist", emptyOutDir: true, sourcemap: false },
});
