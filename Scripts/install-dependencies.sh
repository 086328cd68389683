#!/usr/bin/env bash
# Installs what SceneDiff needs to build and test on Debian/Ubuntu: libxml2's headers
# (pkg-config libxml-2.0), and for the browser checks of previews and exports (Tests/Browser,
# standard-library Python only) python3, Debian's chromium and a font. Does nothing when they
# are already there.
set -euo pipefail

missing=()
pkg-config --exists libxml-2.0 2>/dev/null || missing+=(libxml2-dev)
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
command -v python3 >/dev/null 2>&1 || missing+=(python3)
command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1 \
  || missing+=(chromium)
[ -n "$(fc-list 2>/dev/null | head -n 1)" ] || missing+=(fonts-dejavu-core)

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
echo "installing: ${missing[*]}" >&2
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
$sudo apt-get update -q
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q "${missing[@]}"
