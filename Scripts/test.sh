#!/usr/bin/env bash
# The test command (README, CI): install dependencies, check formatting, the layering of
# folders and that no library function is over 60 lines, build every target with warnings as
# errors, run all tests, build the DocC catalogs without warnings and check public names
# (Scripts/docs.sh), check previews and web exports in headless Chromium, check the Lottie
# exports with lottie-specs, python-lottie and rlottie (Tests/Lottie/run.py), then run every
# libFuzzer harness briefly from a fixed seed (Scripts/fuzz.sh smoke, Docs/fuzzing.md), and
# check that the release build (what the quick start ships) writes every output the tested
# debug build writes, byte for byte (Scripts/golden-outputs.py over every shipped and corpus pair).
set -euo pipefail
cd "$(dirname "$0")/.."

# The tests read real projects' files from ../shared/corpus (next to this folder, never copied
# into it): without it, say so once instead of failing a hundred tests one by one.
if [ ! -d ../shared/corpus ]; then
  echo "Scripts/test.sh: error: no ../shared/corpus next to this folder ($(cd .. && pwd)/shared/corpus);" \
    "the tests read the shared corpus from there (README, Quick start)" >&2
  exit 1
fi
bash Scripts/install-dependencies.sh --browser
swift format lint --strict --recursive --parallel Package.swift Sources Tests \
  Fuzz/Package.swift Fuzz/Sources
python3 Scripts/check-layering.py
python3 Scripts/long-functions.py --check
swift build --build-tests -Xswiftc -warnings-as-errors
# The tests must leave nothing in the temporary directory.
temporary="${TMPDIR:-/tmp}"
before=$(find "$temporary" -maxdepth 1 -name 'scenediff-*' | wc -l)
swift test --skip-build
after=$(find "$temporary" -maxdepth 1 -name 'scenediff-*' | wc -l)
if [ "$after" -gt "$before" ]; then
  echo "error: the tests left $((after - before)) scenediff-* folders in $temporary" >&2
  exit 1
fi
bash Scripts/docs.sh
python3 Tests/Browser/run.py --binary "$(swift build --show-bin-path)/scenediff"
python3 Tests/Lottie/run.py --binary "$(swift build --show-bin-path)/scenediff"
bash Scripts/fuzz.sh smoke
# The optimizer must not change an answer: Swift 6.3.1's once dropped every resource-folder
# qualifier but the first branch's in release builds only (CONTRIBUTING.md, "Release builds").
swift build -c release --product scenediff
golden=$(mktemp -d "${TMPDIR:-/tmp}/golden-debug.XXXXXX")
trap 'rm -rf "$golden"' EXIT
python3 Scripts/golden-outputs.py record "$golden" --binary "$(swift build --show-bin-path)/scenediff"
python3 Scripts/golden-outputs.py compare "$golden" \
  --binary "$(swift build -c release --show-bin-path)/scenediff"
