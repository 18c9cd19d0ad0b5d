#!/usr/bin/env bash
# The pipeline's steps, defined once: .ci/run (this repository's CI, a fresh Debian clone) and
# .github/workflows/ci.yml (GitHub's ubuntu-latest) both run them from here.
#
#   .ci/pipeline.sh STEP...     runs the steps in order; stops at the first failure
#
#   ubuntu-tools  GitHub's ubuntu-latest only: the hcloud CLI from Ubuntu's archive (fallback
#                 below), CHROMIUM_PATH to the runner's preinstalled Chrome (Ubuntu's chromium
#                 package is a snap wrapper), and tools/install.sh for every other tool
#   install       pnpm install --frozen-lockfile
#   lint, typecheck
#   test          the README's test command, verbatim (keep in sync with README.md "Quick start")
#   test-again    the test command again, on another Node version: the version is part of the test
#                 tasks' cache key, so every test runs while builds replay from the cache (a test
#                 task replayed from the cache fails the step)
#   generated     generated types match their documents
#   packages      the published packages as users get them: the client (publish --dry-run, packed
#                 tarball type-checked and run) and the emulator (packed, installed with npm,
#                 started with npx, answered by hcloud); needs the npm registry and `hcloud`
#   all           install lint typecheck test generated packages
set -euo pipefail
cd "$(dirname "$0")/.."
export CI=true DO_NOT_TRACK=1 TURBO_TELEMETRY_DISABLED=1 REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true

# The pnpm the repository pins (package.json "packageManager"), whatever is on PATH.
pnpm() { npx --yes pnpm@12.21.0 "$@"; }

step_ubuntu_tools() {
  # The CLI from Ubuntu 24.04's archive (synced from Debian); should it be missing, the
  # provider's own release of the same program. Everything else comes from tools/install.sh
  # (pinned), with the Go that setup-go put on PATH (>= 1.25).
  sudo apt-get update -qq
  if [ -n "$(apt-cache policy hcloud-cli 2>/dev/null | awk '/Candidate:/ && $2 != "(none)"')" ]; then
    sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends hcloud-cli curl
  else
    echo "ci: hcloud-cli is not in this archive; using the fallback"
    local version=1.51.0 arch
    arch=$(dpkg --print-architecture)
    curl -fsSL "https://github.com/hetznercloud/cli/releases/download/v$version/hcloud-linux-$arch.tar.gz" \
      | sudo tar -xz -C /usr/local/bin hcloud
  fi
  # Browser tests: Ubuntu's `chromium` is a snap wrapper that does not run in CI; the runner image
  # ships Google Chrome (CHROME_BIN) instead, which playwright-core drives the same way.
  local chrome=${CHROME_BIN:-/usr/bin/google-chrome}
  if [ ! -x "$chrome" ]; then
    echo "ci: no preinstalled Chrome at $chrome; set CHROMIUM_PATH" >&2
    return 1
  fi
  if [ -n "${GITHUB_ENV:-}" ]; then echo "CHROMIUM_PATH=$chrome" >> "$GITHUB_ENV"; fi
  CHROMIUM_PATH=$chrome bash tools/install.sh python ansible go terraform
  echo "ci: CHROMIUM_PATH=$chrome; hcloud at $(command -v hcloud)"
}

step_install() { pnpm install --frozen-lockfile; }
step_lint() { pnpm lint; }
step_typecheck() { pnpm typecheck; }
step_test() {
  echo "ci: test command on node $(node --version)"
  pnpm install --frozen-lockfile && pnpm test
}
step_test_again() {
  echo "ci: test command on node $(node --version)"
  # The Node version is part of the test tasks' cache key (CLOUD_API_TEST_NODE, set by the test
  # command), so every test runs again while the builds, bundles and generated files they depend
  # on replay from the first run's cache. Proof kept in the step: a test task replayed from the
  # cache fails it.
  local output status=0
  output=$(mktemp)
  pnpm test 2>&1 | tee "$output" || status=$?
  if sed 's/\x1b\[[0-9;]*m//g' "$output" | grep -E '^[^ ]+:test: cache hit' >&2; then
    echo "ci: test tasks above were replayed from the cache instead of run on $(node --version)" >&2
    status=1
  fi
  rm -f "$output"
  return "$status"
}

step_generated() {
  # The build regenerated the types of the public API (spec), the control API (emulator), the
  # console API (console) and the client's spec version: any difference from the committed copies means someone changed a
  # document without committing the regenerated types (`pnpm generate`).
  local generated=(spec/generated/ apps/emulator/src/generated/ apps/console/src/generated/ packages/client/src/generated/)
  if ! git diff --quiet -- "${generated[@]}"; then
    echo "ci: generated types are stale; run 'pnpm generate' and commit them" >&2
    git diff --stat -- "${generated[@]}" >&2
    return 1
  fi
  echo "ci: generated types match their documents"
}

step_packages() {
  # What `pnpm publish` would upload (registry, version, access), without uploading it.
  pnpm --filter @cloud-api/client publish --dry-run --no-git-checks
  pnpm --filter @cloud-api/client smoke:pack
  # The emulator's dry run skips its prepack (bundling the console, the spec and the .d.ts, 15 s
  # of the step): it checks registry, version and access; smoke:pack right after packs the real
  # tarball, prepack included, and checks every file in it.
  pnpm --filter @cloud-api/emulator publish --dry-run --no-git-checks --ignore-scripts
  pnpm --filter @cloud-api/emulator smoke:pack
}

[ "$#" -gt 0 ] || { sed -n '2,20p' "$0" >&2; exit 2; }
for step in "$@"; do
  case "$step" in
    all) for each in install lint typecheck test generated packages; do "step_$each"; done ;;
    ubuntu-tools | install | lint | typecheck | test | test-again | generated | packages)
      "step_${step//-/_}" ;;
    *) echo "ci: unknown step '$step'" >&2; exit 2 ;;
  esac
done
