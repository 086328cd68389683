#!/usr/bin/env bash
# Installs what SceneDiff needs to build and test on Debian/Ubuntu: libxml2's headers
# (pkg-config libxml-2.0). Does nothing when they are already there.
set -euo pipefail

missing=()
pkg-config --exists libxml-2.0 2>/dev/null || missing+=(libxml2-dev)
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
echo "installing: ${missing[*]}" >&2
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
$sudo apt-get update -q
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q "${missing[@]}"
