// swift-tools-version: 6.0
// SceneDiff: Android Transition Framework semantics for any UI.

import PackageDescription

let package = Package(
  name: "SceneDiff",
  products: [
    .library(name: "SceneDiff", targets: ["SceneDiff"]),
    .executable(name: "scenediff", targets: ["scenediff"]),
    .executable(name: "scenediff-bench", targets: ["scenediff-bench"]),
  ],
  targets: [
    // libxml2 through pkg-config; only `Sources/SceneDiff/XML/` imports it.
    .systemLibrary(
      name: "CLibXML2",
      pkgConfig: "libxml-2.0",
      providers: [.apt(["libxml2-dev"])]
    ),
    // The engine: scenes, capture, match, transitions, timeline, outputs. No C types in its API.
    .target(
      name: "SceneDiff",
      dependencies: ["CLibXML2"]
    ),
    // The command-line tool: a thin layer over the library.
    .executableTarget(
      name: "scenediff",
      dependencies: ["SceneDiff"]
    ),
    // Parse/plan throughput on synthetic scenes (`swift run -c release scenediff-bench`).
    .executableTarget(
      name: "scenediff-bench",
      dependencies: ["SceneDiff", "CLibXML2"]
    ),
    .testTarget(
      name: "SceneDiffTests",
      dependencies: ["SceneDiff"],
      resources: [.copy("Fixtures")]
    ),
    // The argument layer and terminal output of `scenediff`, tested through `@testable import`.
    .testTarget(
      name: "ScenediffArgumentsTests",
      dependencies: ["scenediff"]
    ),
    // Runs the built `scenediff` binary: stdout, stderr and exit status.
    .testTarget(
      name: "SceneDiffCLITests",
      dependencies: ["scenediff"],
      exclude: ["Fixtures"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
