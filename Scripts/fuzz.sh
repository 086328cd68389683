#!/usr/bin/env bash
# The libFuzzer harnesses in Fuzz/ (Docs/fuzzing.md).
#
#   bash Scripts/fuzz.sh list                       the harnesses
#   bash Scripts/fuzz.sh build [debug|release]      build them with -sanitize=fuzzer,address
#   bash Scripts/fuzz.sh seeds                      (re)build the seed corpora in Fuzz/.build/seeds
#   bash Scripts/fuzz.sh smoke                      the test command's short run (CI): a debug
#                                                   build, every harness from a fixed seed for
#                                                   FUZZ_SMOKE_SECONDS (8) on FUZZ_SMOKE_SEEDS (40)
#                                                   seeds, after replaying the reproducers in
#                                                   Tests/Fixtures/Fuzz/HARNESS, FUZZ_SMOKE_JOBS
#                                                   (one a core) at a time; fails on any crash,
#                                                   leak, timeout or OOM
#   bash Scripts/fuzz.sh run HARNESS [SECONDS]      a long run (release build, default 3600 s) that
#                                                   keeps its corpus in Fuzz/.build/corpus/HARNESS
#                                                   and its findings in Fuzz/.build/artifacts/HARNESS
#   bash Scripts/fuzz.sh reproduce HARNESS FILE...  run inputs once (release build)
#
# Extra libFuzzer flags go in FUZZ_FLAGS (e.g. FUZZ_FLAGS="-jobs=2 -workers=2").
set -euo pipefail
cd "$(dirname "$0")/.."
# One-time allocations of Swift globals are not leaks (Fuzz/lsan-suppressions.txt says why).
export LSAN_OPTIONS="suppressions=$PWD/Fuzz/lsan-suppressions.txt${LSAN_OPTIONS:+:$LSAN_OPTIONS}"

harnesses=(
  fuzz-native-scene fuzz-transition fuzz-ios-transition fuzz-transition-manager fuzz-layout
  fuzz-values fuzz-drawable fuzz-path-data fuzz-interpolator fuzz-plan fuzz-navigation
  fuzz-view-animation fuzz-property-animator fuzz-interaction fuzz-interface-builder
  fuzz-lint-config fuzz-xml-fast-path
)
dictionary=Fuzz/xml.dict

# Builds every harness; the linker's "Cannot export local symbol" notes about ASan's own
# assembly helpers are noise and filtered out. SwiftPM keeps the Fuzz package's build plan
# (Fuzz/.build/CONFIG.yaml) when only the main package's sources change, so files added to the
# main package are missing from it ("cannot find type ... in scope"): after a failure the plan
# is removed and the build tried once more.
build() {
  local configuration="$1"
  local log
  log=$(mktemp)
  if ! swift_build "$configuration" >"$log" 2>&1 \
    && ! { rm -f "Fuzz/.build/$configuration.yaml"; swift_build "$configuration" >"$log" 2>&1; }; then
    grep -v "Cannot export local symbol" "$log" >&2 || true
    rm -f "$log"
    exit 1
  fi
  grep -v "Cannot export local symbol" "$log" | grep -E "warning:|error:" >&2 || true
  rm -f "$log"
}

swift_build() {
  swift build --package-path Fuzz -c "$1" -Xswiftc -sanitize=fuzzer,address \
    -Xswiftc -parse-as-library
}

binary() {
  echo "Fuzz/.build/$1/$2"
}

seeds() {
  rm -rf Fuzz/.build/seeds
  python3 Scripts/fuzz-seeds.py Fuzz/.build/seeds
}

check_harness() {
  local name
  for name in "${harnesses[@]}"; do
    [ "$name" = "$1" ] && return 0
  done
  echo "error: unknown harness '$1'; expected one of: ${harnesses[*]}" >&2
  exit 2
}

# The statistic libFuzzer prints at the end (-print_final_stats=1), e.g. stat::number_of_executed_units.
stat() {
  sed -n "s/^stat::$1: *//p" "$2" | tail -n 1
}

# One harness of the smoke run: replays its reproducers, then fuzzes it from a fixed seed. Writes
# its line of the report to WORK/NAME.line and, on failure, the end of its log to WORK/NAME.error.
smoke_one() {
  local name="$1" work="$2" seconds="$3" count="$4"
  mkdir -p "$work/$name"
  # A fixed sample of the seeds: the first ones by content hash.
  local sample
  mapfile -t sample < <(find "Fuzz/.build/seeds/$name" -type f | sort)
  if [ "${#sample[@]}" -gt 0 ]; then
    cp -t "$work/$name" "${sample[@]:0:$count}"
  fi
  local log="$work/$name.log"
  local status=0
  # First the reproducers of the bugs this harness found, once each.
  local reproducers=()
  if [ -d "Tests/Fixtures/Fuzz/$name" ]; then
    mapfile -t reproducers < <(find "Tests/Fixtures/Fuzz/$name" -type f | sort)
  fi
  if [ "${#reproducers[@]}" -gt 0 ]; then
    if ! "$(binary debug "$name")" -timeout=10 -rss_limit_mb=2048 "${reproducers[@]}" \
      >"$log" 2>&1; then
      {
        echo "error: $name fails on a reproducer in Tests/Fixtures/Fuzz/$name; its log ends:"
        grep -v "Cannot export local symbol" "$log" | tail -n 60
      } >"$work/$name.error"
      return 0
    fi
  fi
  # shellcheck disable=SC2086
  "$(binary debug "$name")" -seed=1 -max_total_time="$seconds" -timeout=10 \
    -rss_limit_mb=2048 -dict="$dictionary" -print_final_stats=1 \
    -artifact_prefix="Fuzz/.build/artifacts/smoke-$name-" ${FUZZ_FLAGS:-} \
    "$work/$name" >"$log" 2>&1 || status=$?
  printf '%-24s %6s runs in %3s s, %5s exec/s, peak %s MB\n' "$name" \
    "$(stat number_of_executed_units "$log")" "$seconds" \
    "$(stat average_exec_per_sec "$log")" "$(stat peak_rss_mb "$log")" >"$work/$name.line"
  if [ "$status" -ne 0 ]; then
    {
      echo "error: $name failed (exit $status); its log ends:"
      grep -v "Cannot export local symbol" "$log" | tail -n 60
    } >"$work/$name.error"
  fi
}

smoke() {
  local seconds="${FUZZ_SMOKE_SECONDS:-8}"
  local count="${FUZZ_SMOKE_SEEDS:-40}"
  # Harnesses run FUZZ_SMOKE_JOBS at a time (default: one a core); each is one process on one
  # core, so on two cores the smoke takes half the wall time and each harness the same CPU time.
  local jobs="${FUZZ_SMOKE_JOBS:-$(nproc)}"
  build debug
  seeds >/dev/null
  local work
  work=$(mktemp -d "${TMPDIR:-/tmp}/sdfuzz-smoke.XXXXXX")
  mkdir -p Fuzz/.build/artifacts
  local name running=0
  for name in "${harnesses[@]}"; do
    if [ "$running" -ge "$jobs" ]; then
      wait -n || true
      running=$((running - 1))
    fi
    smoke_one "$name" "$work" "$seconds" "$count" &
    running=$((running + 1))
  done
  wait || true
  # The report in the harnesses' order, whatever order they finished in.
  local failed=0
  for name in "${harnesses[@]}"; do
    [ -f "$work/$name.line" ] && cat "$work/$name.line"
    if [ ! -f "$work/$name.line" ] && [ ! -f "$work/$name.error" ]; then
      echo "error: $name stopped before its report (Scripts/fuzz.sh smoke_one)" >&2
      failed=1
    fi
    if [ -f "$work/$name.error" ]; then
      cat "$work/$name.error" >&2
      failed=1
    fi
  done
  rm -rf "$work"
  return "$failed"
}

run() {
  local name="$1"
  local seconds="${2:-3600}"
  check_harness "$name"
  build release
  [ -d Fuzz/.build/seeds ] || seeds
  mkdir -p "Fuzz/.build/corpus/$name" "Fuzz/.build/artifacts/$name"
  # shellcheck disable=SC2086
  "$(binary release "$name")" -max_total_time="$seconds" -timeout="${FUZZ_TIMEOUT:-5}" \
    -report_slow_units=1 -rss_limit_mb=2048 -dict="$dictionary" -print_final_stats=1 \
    -artifact_prefix="Fuzz/.build/artifacts/$name/" ${FUZZ_FLAGS:-} \
    "Fuzz/.build/corpus/$name" "Fuzz/.build/seeds/$name"
}

case "${1:-}" in
  list) printf '%s\n' "${harnesses[@]}" ;;
  build) build "${2:-debug}" ;;
  seeds) seeds ;;
  smoke) smoke ;;
  run)
    [ $# -ge 2 ] || { echo "usage: fuzz.sh run HARNESS [SECONDS]" >&2; exit 2; }
    run "$2" "${3:-3600}"
    ;;
  reproduce)
    [ $# -ge 3 ] || { echo "usage: fuzz.sh reproduce HARNESS FILE..." >&2; exit 2; }
    check_harness "$2"
    build release
    "$(binary release "$2")" "${@:3}"
    ;;
  *)
    sed -n '2,19p' "$0" | sed 's/^# \{0,1\}//' >&2
    exit 2
    ;;
esac
