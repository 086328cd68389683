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
# Each step's wall time, printed when the command ends, pass or fail (CI must stay under 20
# minutes; CONTRIBUTING.md, "Build and test").
times=()
golden=""
report() {
  local status=$?
  [ -n "$golden" ] && rm -rf "$golden"
  if [ "${#times[@]}" -gt 0 ]; then
    echo "Scripts/test.sh: wall time per step (total $SECONDS s):"
    printf '  %s\n' "${times[@]}"
  fi
  return "$status"
}
trap report EXIT
step() {
  local name="$1"
  shift
  local started=$SECONDS
  "$@"
  times+=("$(printf '%-14s %4d s' "$name" $((SECONDS - started)))")
}

# The tests must leave nothing in the temporary directory: every folder they make is named
# scenediff-*. They run with a temporary directory of their own, so that other processes sharing
# /tmp cannot make this check fail (SwiftPM's own lock files and folders there are not counted).
tests_leave_nothing() {
  local temporary left status=0
  temporary=$(mktemp -d "${TMPDIR:-/tmp}/scenediff-tests.XXXXXX")
  TMPDIR="$temporary" swift test --skip-build || status=$?
  left=$(find "$temporary" -mindepth 1 -maxdepth 1 -name 'scenediff-*' | wc -l)
  if [ "$left" -gt 0 ]; then
    echo "error: the tests left $left scenediff-* folders in their temporary directory:" >&2
    find "$temporary" -mindepth 1 -maxdepth 1 -name 'scenediff-*' >&2
    status=1
  fi
  rm -rf "$temporary"
  return "$status"
}

# The optimizer must not change an answer: Swift 6.3.1's once dropped every resource-folder
# qualifier but the first branch's in release builds only (CONTRIBUTING.md, "Release builds").
release_matches_debug() {
  swift build -c release --product scenediff
  golden=$(mktemp -d "${TMPDIR:-/tmp}/golden-debug.XXXXXX")
  python3 Scripts/golden-outputs.py record "$golden" --binary "$(swift build --show-bin-path)/scenediff"
  python3 Scripts/golden-outputs.py compare "$golden" \
    --binary "$(swift build -c release --show-bin-path)/scenediff"
}

step install bash Scripts/install-dependencies.sh --browser
step format swift format lint --strict --recursive --parallel Package.swift Sources Tests \
  Fuzz/Package.swift Fuzz/Sources
step layering python3 Scripts/check-layering.py
step long-functions python3 Scripts/long-functions.py --check
step build swift build --build-tests -Xswiftc -warnings-as-errors
step tests tests_leave_nothing
step docs bash Scripts/docs.sh
debug_binary="$(swift build --show-bin-path)/scenediff"
step browser python3 Tests/Browser/run.py --binary "$debug_binary"
step lottie python3 Tests/Lottie/run.py --binary "$debug_binary"
step fuzz-smoke bash Scripts/fuzz.sh smoke
step release release_matches_debug
