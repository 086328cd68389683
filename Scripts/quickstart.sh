#!/usr/bin/env bash
# One command from a fresh clone: install dependencies, build in release mode, and plan every
# scene pair of the shipped Scenes/ into out/ (one plan per pair plus out/summary.json).
set -euo pipefail
cd "$(dirname "$0")/.."

bash Scripts/install-dependencies.sh
swift build -c release --product scenediff
bin="$(swift build -c release --show-bin-path)/scenediff"
"$bin" check Scenes
"$bin" batch Scenes -o out "$@"
echo "plans written to out/ (open out/summary.json); try: $bin plan --help" >&2
