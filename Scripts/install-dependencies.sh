#!/usr/bin/env bash
# Installs what SceneDiff needs on Debian/Ubuntu, and nothing that is already there.
#   bash Scripts/install-dependencies.sh            build: libxml2's headers (pkg-config libxml-2.0)
#   bash Scripts/install-dependencies.sh --browser  also the browser checks of previews and exports
#                                                   (Tests/Browser) and `scenediff render`: python3,
#                                                   Debian's chromium, a font, ffmpeg
set -euo pipefail

missing=()
pkg-config --exists libxml-2.0 2>/dev/null || missing+=(libxml2-dev)
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
if [ "${1:-}" = "--browser" ]; then
  command -v python3 >/dev/null 2>&1 || missing+=(python3)
  command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1 \
    || missing+=(chromium)
  [ -n "$(fc-list 2>/dev/null | head -n 1)" ] || missing+=(fonts-dejavu-core)
  command -v ffmpeg >/dev/null 2>&1 || missing+=(ffmpeg)
fi

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
echo "installing: ${missing[*]}" >&2
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
$sudo apt-get update -q
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q "${missing[@]}"
