#!/usr/bin/env bash
# Builds the DocC documentation of the public library targets with the toolchain's own `docc`
# and fails on any warning, after checking that no public top-level name of those targets is
# also declared by Foundation, the standard library or SwiftUI (Scripts/check-public-names.py).
#
#   bash Scripts/docs.sh      (Scripts/test.sh runs it after its build)
#
# Output, all under .build/docs (gitignored):
#   symbol-graphs/<Module>/     what `swift symbolgraph-extract` says each module declares
#   <Module>.doccarchive        one archive per target, built in dependency order; each links to
#                               the archives of the targets it imports (--dependency)
#   SceneDiff-combined.doccarchive   all five merged (`docc merge`), where those links resolve:
#       python3 -m http.server -d .build/docs/SceneDiff-combined.doccarchive
#       then open http://localhost:8000/documentation/scenediff
#
# No swift-docc-plugin: the symbol graphs come from the modules `swift build` already made (the
# same flags as Scripts/test.sh, so after it this build does nothing), which keeps this fast.
set -euo pipefail
cd "$(dirname "$0")/.."

out=.build/docs
targets=(SceneDiffCore SceneDiffNative SceneDiffAndroid SceneDiffExport SceneDiffIOS SceneDiffInterfaceBuilder SceneDiff)
# The targets whose archives a target links to: the ones it imports.
dependencies() {
  case "$1" in
    SceneDiffCore) ;;
    SceneDiff) echo SceneDiffCore SceneDiffNative SceneDiffAndroid SceneDiffExport SceneDiffIOS SceneDiffInterfaceBuilder ;;
    *) echo SceneDiffCore ;;
  esac
}

swift build --target SceneDiff -Xswiftc -warnings-as-errors
bin="$(swift build --show-bin-path)"
modules="$bin/Modules"
[ -d "$modules" ] || modules="$bin"

triple="$(swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')"
extract=(swift symbolgraph-extract -target "$triple" -minimum-access-level public)
if command -v xcrun >/dev/null 2>&1; then
  extract+=(-sdk "$(xcrun --show-sdk-path)")
fi
# Loading SceneDiffXML's module (a debug build imports it for testing) needs the CLibXML2
# module and, on Linux, libxml2's headers where pkg-config says they are.
# SceneDiffAndroid's, on Linux, loads SceneDiffText's, which needs CHarfBuzz and CFreeType.
extract+=(-I "$modules" -I Sources/CLibXML2 -I Sources/CHarfBuzz -I Sources/CFreeType)
if command -v pkg-config >/dev/null 2>&1; then
  for package in libxml-2.0 harfbuzz freetype2; do
    pkg-config --exists "$package" || continue
    for flag in $(pkg-config --cflags-only-I "$package"); do extract+=(-Xcc "$flag"); done
  done
fi

if command -v docc >/dev/null 2>&1; then
  docc=(docc)
else
  docc=(xcrun docc)
fi

rm -rf "$out"
mkdir -p "$out"
for target in "${targets[@]}"; do
  mkdir -p "$out/symbol-graphs/$target"
  "${extract[@]}" -module-name "$target" -output-dir "$out/symbol-graphs/$target"
done

python3 Scripts/check-public-names.py "$out/symbol-graphs" "${extract[@]}"

for target in "${targets[@]}"; do
  args=(
    convert "Sources/$target/$target.docc"
    --additional-symbol-graph-dir "$out/symbol-graphs/$target"
    --fallback-display-name "$target"
    --fallback-bundle-identifier "org.scenediff.$target"
    --output-path "$out/$target.doccarchive"
    --enable-experimental-external-link-support
    --warnings-as-errors
  )
  for dependency in $(dependencies "$target"); do
    args+=(--dependency "$out/$dependency.doccarchive")
  done
  log="$out/$target.log"
  if ! "${docc[@]}" "${args[@]}" >"$log" 2>&1 || grep -q -E '(warning|error):' "$log"; then
    cat "$log" >&2
    echo "docs.sh: docc reported problems in $target (above)" >&2
    exit 1
  fi
done

# One archive with all five, so that the links between them resolve when it is served
# (`docc merge` comes with Swift 6.0's docc; older ones skip this).
if "${docc[@]}" merge --help >/dev/null 2>&1; then
  merged=()
  for target in "${targets[@]}"; do merged+=("$out/$target.doccarchive"); done
  "${docc[@]}" merge "${merged[@]}" --synthesized-landing-page-name SceneDiff \
    --output-path "$out/SceneDiff-combined.doccarchive" >"$out/merge.log" 2>&1 \
    || { cat "$out/merge.log" >&2; exit 1; }
fi
echo "docs.sh: ${#targets[@]} catalogs built without warnings into $out"
