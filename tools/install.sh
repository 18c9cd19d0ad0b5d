#!/usr/bin/env bash
# Installs the provider's official tools that the tests drive, each pinned, into one folder per
# machine (CLOUD_API_TOOLS_DIR, default ~/.cache/cloud-api/tools) so that every clone on the
# machine reuses them and a second run only checks versions (a few seconds).
#
#   tools/install.sh [PART...]     parts: debian python ansible go terraform (default: all)
#
#   debian     Debian packages: chromium (browser tests), curl (docs samples) and hcloud-cli 1.30
#              (the CLI 1.67 cannot be had here: the Go module proxy refuses every version of
#              github.com/hetznercloud/cli; see tools/README.md)
#   python     a virtual environment with hcloud==2.27.0 and its dependencies, pinned by hash
#              (tools/python/requirements.txt), made with the machine's python3 (>= 3.10)
#   ansible    ansible-core 2.19 and hcloud-python 2.27.0 in a virtual environment of its own
#              (tools/python/ansible.txt, by hash), with the hetzner.hcloud collection 6.12.0
#              taken from the community package's wheel (tools/python/ansible-collections.txt)
#   go         the Go modules of our Go tests and samples (hcloud-go v2.47.0, go.sum committed),
#              downloaded with the machine's Go (>= 1.25; Debian's golang-go 1.19 is not used)
#   terraform  Terraform v1.5.7 (the last MPL release, `go install`) and the provider
#              hetznercloud/hcloud v1.68.0, built from its module as the proxy serves it
#
# Needs network access to Debian's archive, PyPI and the Go module proxy only for what is
# missing. Prints one line per part.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
dest=${CLOUD_API_TOOLS_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/cloud-api/tools}
mkdir -p "$dest/bin"

TERRAFORM_VERSION=1.5.7
PROVIDER_VERSION=1.68.0
GO_MODULES=(packages/official-clients/go apps/docs/go-samples)

say() { echo "tools: $*"; }

part_debian() {
  local missing=()
  command -v chromium >/dev/null 2>&1 || [ -n "${CHROMIUM_PATH:-}" ] || missing+=(chromium)
  command -v curl >/dev/null 2>&1 || missing+=(curl)
  command -v hcloud >/dev/null 2>&1 || missing+=(hcloud-cli)
  if [ "${#missing[@]}" -gt 0 ]; then
    say "installing Debian packages: ${missing[*]}"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  fi
  say "debian: chromium, curl, $(dpkg-query -W -f='hcloud-cli ${Version}' hcloud-cli 2>/dev/null || echo "hcloud $(command -v hcloud)")"
}

part_python() {
  local venv=$dest/python requirements=$root/tools/python/requirements.txt stamp
  stamp=$(sha256sum "$requirements" | cut -d' ' -f1)
  if [ ! -x "$venv/bin/python" ] || [ "$(cat "$venv/.requirements" 2>/dev/null)" != "$stamp" ]; then
    local python
    python=$(command -v python3) || { echo "tools: python3 (>= 3.10) is needed" >&2; return 1; }
    rm -rf "$venv"
    "$python" -m venv "$venv"
    "$venv/bin/python" -m pip install --quiet --disable-pip-version-check --no-input \
      --require-hashes -r "$requirements"
    echo "$stamp" > "$venv/.requirements"
  fi
  say "python: $("$venv/bin/python" -c 'import sys, hcloud; print(f"hcloud {hcloud.__version__} on Python {sys.version.split()[0]}")') ($venv)"
}

part_ansible() {
  local venv=$dest/ansible requirements=$root/tools/python/ansible.txt
  local collections=$root/tools/python/ansible-collections.txt stamp
  stamp=$(cat "$requirements" "$collections" | sha256sum | cut -d' ' -f1)
  if [ ! -x "$venv/bin/ansible-playbook" ] || [ "$(cat "$venv/.requirements" 2>/dev/null)" != "$stamp" ]; then
    local python wheels
    python=$(command -v python3) || { echo "tools: python3 (>= 3.10) is needed" >&2; return 1; }
    say "installing ansible-core and the hetzner.hcloud collection"
    rm -rf "$venv"
    "$python" -m venv "$venv"
    "$venv/bin/python" -m pip install --quiet --disable-pip-version-check --no-input \
      --require-hashes -r "$requirements"
    # The collection: the hetzner/hcloud folder of the community package's wheel (checked by
    # hash), as `ansible-galaxy collection install hetzner.hcloud` would lay it out.
    wheels=$(mktemp -d)
    "$venv/bin/python" -m pip download --quiet --disable-pip-version-check --no-input --no-deps \
      --only-binary=:all: --python-version 3.12 --require-hashes -r "$collections" -d "$wheels"
    "$venv/bin/python" - "$wheels"/ansible-*.whl "$venv/collections" <<'PY'
import sys, zipfile
wheel, target = sys.argv[1], sys.argv[2]
prefix = "ansible_collections/hetzner/hcloud/"
with zipfile.ZipFile(wheel) as archive:
    archive.extractall(target, [name for name in archive.namelist() if name.startswith(prefix)])
PY
    rm -rf "$wheels"
    echo "$stamp" > "$venv/.requirements"
  fi
  say "ansible: hetzner.hcloud $(ANSIBLE_COLLECTIONS_PATH=$venv/collections "$venv/bin/ansible-galaxy" collection list hetzner.hcloud 2>/dev/null | awk '$1 == "hetzner.hcloud" { print $2 }'), $("$venv/bin/ansible" --version 2>/dev/null | awk 'NR == 1') ($venv)"
}

require_go() {
  command -v go >/dev/null 2>&1 || { echo "tools: Go >= 1.25 is needed (the machine's Go; Debian's golang-go is too old)" >&2; return 1; }
  local minor
  minor=$(go env GOVERSION | sed -E 's/^go1\.([0-9]+).*/\1/')
  if [ "$minor" -lt 25 ]; then
    echo "tools: $(command -v go) is $(go env GOVERSION); hcloud-go v2.47 and the provider need Go >= 1.25" >&2
    return 1
  fi
}

part_go() {
  require_go
  local module
  for module in "${GO_MODULES[@]}"; do
    (cd "$root/$module" && GOFLAGS=-mod=readonly go mod download)
  done
  say "go: $(go env GOVERSION) at $(command -v go); modules of ${GO_MODULES[*]} downloaded"
}

part_terraform() {
  require_go
  if ! TF_CLI_CONFIG_FILE=/dev/null "$dest/bin/terraform" version 2>/dev/null | grep -q "^Terraform v$TERRAFORM_VERSION\$"; then
    say "building Terraform v$TERRAFORM_VERSION (go install; a few minutes into an empty Go cache)"
    GOBIN=$dest/bin GOFLAGS=-buildvcs=false go install -trimpath -ldflags='-s -w' \
      "github.com/hashicorp/terraform@v$TERRAFORM_VERSION"
  fi
  local provider=$dest/terraform-provider/$PROVIDER_VERSION/terraform-provider-hcloud
  if [ ! -x "$provider" ]; then
    say "building terraform-provider-hcloud v$PROVIDER_VERSION"
    # `go install ...@v1.68.0` asks the proxy for the module's version list (to look for a
    # deprecation notice), which it refuses; the version itself is served. So: download it (its
    # checksum is verified against the checksum database) and build inside it, with its go.sum.
    local dir
    dir=$(go mod download -json "github.com/hetznercloud/terraform-provider-hcloud@v$PROVIDER_VERSION" |
      sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')
    mkdir -p "$(dirname "$provider")"
    (cd "$dir" && GOFLAGS=-mod=readonly go build -trimpath -buildvcs=false -ldflags="-s -w -X github.com/hetznercloud/terraform-provider-hcloud/hcloud.Version=$PROVIDER_VERSION" -o "$provider.tmp" .)
    mv "$provider.tmp" "$provider"
  fi
  say "terraform: $(TF_CLI_CONFIG_FILE=/dev/null "$dest/bin/terraform" version 2>/dev/null | head -1), provider hetznercloud/hcloud v$PROVIDER_VERSION ($dest)"
}

parts=("$@")
[ "${#parts[@]}" -gt 0 ] || parts=(debian python ansible go terraform)
for part in "${parts[@]}"; do
  case "$part" in
    debian | python | ansible | go | terraform) "part_$part" ;;
    *) echo "tools: unknown part '$part' (debian python ansible go terraform)" >&2; exit 2 ;;
  esac
done
