// swift-tools-version: 5.4
// libFuzzer harnesses for SceneDiff's parsers (Docs/fuzzing.md). Build and run them with
// `bash Scripts/fuzz.sh`, which passes `-sanitize=fuzzer,address -parse-as-library`.
//
// A package of its own, so the main package's build and tests never see libFuzzer. It depends
// on the main package by path (no network) and uses only its public API.
//
// Why tools version 5.4: from 5.5 on, SwiftPM links every Swift executable with
// `--defsym main=<module>_main` (so that tests can import executables), which replaces
// libFuzzer's own `main` with a symbol a `-parse-as-library` harness does not define. Packages
// of tools version 5.4 link executables without that rename, so libFuzzer's `main` drives
// each harness's `LLVMFuzzerTestOneInput`. The harnesses compile in Swift 5 mode; the
// SceneDiff targets keep their own Swift 6 mode.

import PackageDescription

/// One executable per harness; `Sources/fuzz-NAME/Harness.swift` exports
/// `LLVMFuzzerTestOneInput`.
let harnesses = [
  "fuzz-native-scene",
  "fuzz-transition",
  "fuzz-ios-transition",
  "fuzz-transition-manager",
  "fuzz-layout",
  "fuzz-values",
  "fuzz-drawable",
  "fuzz-path-data",
  "fuzz-interpolator",
  "fuzz-plan",
  "fuzz-navigation",
  "fuzz-view-animation",
  "fuzz-property-animator",
  "fuzz-interaction",
  "fuzz-interface-builder",
  "fuzz-lint-config",
  "fuzz-xml-fast-path",
]

let package = Package(
  name: "SceneDiffFuzz",
  platforms: [.macOS("13.0")],
  dependencies: [.package(name: "SceneDiff", path: "..")],
  targets: [
    .target(
      name: "FuzzSupport",
      dependencies: [.product(name: "SceneDiff", package: "SceneDiff")]
    )
  ]
    + harnesses.map { .executableTarget(name: $0, dependencies: ["FuzzSupport"]) }
)
