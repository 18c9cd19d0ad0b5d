#!/bin/sh
# The hcloud CLI against the emulator: HCLOUD_ENDPOINT and HCLOUD_TOKEN point it there.
#   HCLOUD_ENDPOINT=http://127.0.0.1:4020/v1 HCLOUD_TOKEN=<token> sh cli.sh
set -eu
hcloud ssh-key create --name me --public-key "$SSH_PUBLIC_KEY"
hcloud server create --name web-1 --type cpx22 --image ubuntu-24.04 --location hel1 --ssh-key me
hcloud server add-label web-1 role=web
hcloud server list --selector role=web -o columns=name,status,ipv4
hcloud server poweroff web-1
hcloud server delete web-1
hcloud ssh-key delete me
