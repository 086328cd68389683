#!/usr/bin/env bash
# One command from a fresh clone: install dependencies, build in release mode, and plan every
# scene pair of the shipped Scenes/ into out/ (a plan and a preview page per pair, out/summary.json
# and out/index.html).
set -euo pipefail
cd "$(dirname "$0")/.."

bash Scripts/install-dependencies.sh
swift build -c release --product scenediff
bin="$(swift build -c release --show-bin-path)/scenediff"
"$bin" check Scenes
"$bin" batch Scenes -o out "$@"
cat >&2 <<EOF
plans and previews written to out/: open out/index.html in a browser.
scenediff is at $bin; to call it as scenediff in this shell:
  export PATH="$(dirname "$bin"):\$PATH"
then try: scenediff preview --help
EOF
