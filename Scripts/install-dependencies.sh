#!/usr/bin/env bash
# Installs what SceneDiff needs on Debian/Ubuntu, and nothing that is already there.
#   bash Scripts/install-dependencies.sh            build: libxml2's headers (pkg-config libxml-2.0);
#                                                   Android text: HarfBuzz and FreeType headers
#                                                   (pkg-config harfbuzz, freetype2) and Android's
#                                                   fonts (Roboto, Noto, Noto Mono, Noto CJK; see
#                                                   Docs/android-layouts.md, "Text")
#   bash Scripts/install-dependencies.sh --browser  also the browser checks of previews and exports
#                                                   (Tests/Browser) and `scenediff render`: python3,
#                                                   Debian's chromium, a font, ffmpeg; and the Lottie
#                                                   checks (Tests/Lottie): python3-pip, then from PyPI
#                                                   lottie, lottie-specs, rlottie-python, jsonschema
#                                                   and numpy
set -euo pipefail

missing=()
pkg-config --exists libxml-2.0 2>/dev/null || missing+=(libxml2-dev)
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
pkg-config --exists harfbuzz 2>/dev/null || missing+=(libharfbuzz-dev)
pkg-config --exists freetype2 2>/dev/null || missing+=(libfreetype-dev)
# Android's fonts, by a file each package installs (fonts-roboto pulls in fonts-roboto-unhinted).
[ -e /usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Regular.ttf ] \
  || missing+=(fonts-roboto)
[ -e /usr/share/fonts/truetype/noto/NotoSerif-Regular.ttf ] || missing+=(fonts-noto-core)
[ -e /usr/share/fonts/truetype/noto/NotoMono-Regular.ttf ] || missing+=(fonts-noto-mono)
[ -e /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc ] || missing+=(fonts-noto-cjk)
# The lint tests validate SARIF output against the OASIS schema with Python's jsonschema.
python3 -c 'import jsonschema' >/dev/null 2>&1 || missing+=(python3-jsonschema)
if [ "${1:-}" = "--browser" ]; then
  command -v python3 >/dev/null 2>&1 || missing+=(python3)
  command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1 \
    || missing+=(chromium)
  [ -n "$(fc-list 2>/dev/null | head -n 1)" ] || missing+=(fonts-dejavu-core)
  command -v ffmpeg >/dev/null 2>&1 || missing+=(ffmpeg)
  python3 -m pip --version >/dev/null 2>&1 || missing+=(python3-pip)
fi

sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
if [ ${#missing[@]} -gt 0 ]; then
  echo "installing: ${missing[*]}" >&2
  $sudo apt-get update -q
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q "${missing[@]}"
fi

# The Lottie checks' Python packages, at the versions the checks were written against. Debian
# marks its Python as externally managed; these packages are the checks' own, so pip may add them
# (PIP_BREAK_SYSTEM_PACKAGES, which pip versions without that rule ignore).
if [ "${1:-}" = "--browser" ] \
  && ! python3 -c "import lottie, lottie_specs, rlottie_python, jsonschema, numpy" 2>/dev/null; then
  echo "installing from PyPI: lottie lottie-specs rlottie-python jsonschema numpy" >&2
  PIP_BREAK_SYSTEM_PACKAGES=1 python3 -m pip install -q --disable-pip-version-check \
    "lottie==0.7.2" "lottie-specs==0.5.2" "rlottie-python==1.3.8" "jsonschema>=4.18" numpy
fi
