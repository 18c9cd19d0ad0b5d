// The OpenAPI documents the emulator serves, one per mount: the build generates each one's
// validators (scripts/generate-validators.mjs) and `startEmulator` loads them by these names.
// A new mount starts here: its document's name and where the document is.
// The asset paths come from assets.ts itself, not through spec/openapi-document.ts: that module
// loads @cloud-api/spec's reader, which starting with generated validators does not need.
import { hetznerApiDocumentAsset, publicApiDocumentAsset } from "../assets.js";
import { consoleApiDocumentPath } from "./console/server.js";
import { controlApiDocumentPath } from "./control/mount.js";

export const MOUNT_DOCUMENTS = {
  /** The public API (`/v1`): @cloud-api/spec's bundle. */
  public: publicApiDocumentAsset,
  /** The Hetzner API (`/hetzner/v1`, Storage Boxes): @cloud-api/spec's second bundle. */
  hetzner: hetznerApiDocumentAsset,
  /** The control API (`/_emulator`): control-api/openapi.yaml. */
  control: controlApiDocumentPath,
  /** The console API (`/console-api`): @cloud-api/console's console-api/openapi.yaml. */
  console: consoleApiDocumentPath,
} as const;

export type MountDocumentName = keyof typeof MOUNT_DOCUMENTS;
