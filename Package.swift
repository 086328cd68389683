// swift-tools-version: 6.0
// SceneDiff: Android Transition Framework semantics for any UI.
//
// The targets are the pipeline, and each depends only on the ones above it:
//
//   SceneDiffCore     values, capture, match, transitions, schedule, plan, sampling, explain
//   SceneDiffXML      the safe libxml2 reader (the only user of CLibXML2)   ← Core
//   SceneDiffNative   the native scene format, read and written             ← Core, XML
//   SceneDiffText     fonts and shaping (the only user of CHarfBuzz, CFreeType) ← —
//   SceneDiffAndroid  res/ resources, layouts, transition and manager files ← Core, XML, Text
//   SceneDiffExport   plan/frames JSON, HTML preview, SVG timeline, CSS/WAAPI ← Core
//   SceneDiffIOS      iOS transition files (UIView.transition, CATransition) ← Core, XML
//   SceneDiffInterfaceBuilder  .storyboard and .xib documents as scenes      ← Core, XML
//   SceneDiff         input dispatch, batch; re-exports the five above      ← all
//   scenediff, scenediff-bench                                               ← SceneDiff

import PackageDescription

/// Compiler flags for every library and executable target.
///
/// The frontend flag makes generic types that the code names concretely (`[AttributeKey: Style]`,
/// `Set<StyleName>`…) reached through their metadata accessors, which the compiler passes the
/// conformances they need, instead of through a mangled name the runtime decodes on first use,
/// looking each conformance up by scanning every loaded image's conformance records (some 400,000
/// instructions for each new key type): a once-per-process cost of about 9 M instructions in the
/// first Android layouts a run loads. Outputs do not change. `unsafeFlags`: SwiftPM has refused
/// them in a package used as a version (tagged) dependency; SwiftPM 6.2 relaxed that only for
/// manifests of tools version 6.2 or later, and this one says 6.0.
let targetFlags: [SwiftSetting] = [
  .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"])
]

let package = Package(
  name: "SceneDiff",
  // The batch engine uses Swift concurrency and the benchmark `ContinuousClock`; Linux has both.
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [
    .library(name: "SceneDiff", targets: ["SceneDiff"]),
    // Native scenes only: no Android layouts, so no HarfBuzz, FreeType or fonts to install.
    .library(name: "SceneDiffNative", targets: ["SceneDiffCore", "SceneDiffNative"]),
    .executable(name: "scenediff", targets: ["scenediff"]),
    .executable(name: "scenediff-bench", targets: ["scenediff-bench"]),
  ],
  targets: [
    // libxml2: Debian's through pkg-config (libxml2-dev); the Apple SDKs' own (usr/include/libxml,
    // with its module map) when no .pc file is found, so no Homebrew. See Docs/platforms.md.
    .systemLibrary(
      name: "CLibXML2",
      pkgConfig: "libxml-2.0",
      providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
    ),
    // HarfBuzz and FreeType (Debian libharfbuzz-dev, libfreetype-dev): text shaping and font
    // metrics for Android text, on Linux. See Docs/android-layouts.md, "Text".
    .systemLibrary(
      name: "CHarfBuzz",
      pkgConfig: "harfbuzz",
      providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]
    ),
    .systemLibrary(
      name: "CFreeType",
      pkgConfig: "freetype2",
      providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]
    ),
    // glibc's <malloc.h> (`malloc_trim`), for the command's memory after loading; links nothing.
    .systemLibrary(name: "CMalloc"),
    // The engine. Imports no other target and no C module.
    .target(name: "SceneDiffCore", swiftSettings: targetFlags),
    // Bytes to located element trees; `internal import CLibXML2`, no C type in its API.
    .target(
      name: "SceneDiffXML",
      dependencies: ["SceneDiffCore", "CLibXML2"],
      swiftSettings: targetFlags
    ),
    // `<scene>` files: the native format's strict reader and its writer.
    .target(
      name: "SceneDiffNative",
      dependencies: ["SceneDiffCore", "SceneDiffXML"],
      swiftSettings: targetFlags
    ),
    // Android's fonts found, shaped and measured; `internal import` of both C modules, Swift
    // values only in its API. Linux only: elsewhere Android text uses the built-in Roboto tables.
    .target(
      name: "SceneDiffText",
      dependencies: ["CHarfBuzz", "CFreeType"],
      swiftSettings: targetFlags
    ),
    // Android: devices, resources, inflation, layout engine, text, transition files.
    .target(
      name: "SceneDiffAndroid",
      dependencies: [
        "SceneDiffCore", "SceneDiffXML",
        .target(name: "SceneDiffText", condition: .when(platforms: [.linux])),
      ],
      swiftSettings: targetFlags
    ),
    // Outputs drawn from plans and the sampler only.
    .target(name: "SceneDiffExport", dependencies: ["SceneDiffCore"], swiftSettings: targetFlags),
    // iOS transition files: UIView.transition, CATransition, UIView.animate.
    .target(
      name: "SceneDiffIOS",
      dependencies: ["SceneDiffCore", "SceneDiffXML"],
      swiftSettings: targetFlags
    ),
    // Interface Builder documents (.storyboard, .xib) as scenes.
    .target(
      name: "SceneDiffInterfaceBuilder",
      dependencies: ["SceneDiffCore", "SceneDiffXML"],
      swiftSettings: targetFlags
    ),
    // The product users import: which loader a file needs, batches, and re-exports.
    .target(
      name: "SceneDiff",
      dependencies: [
        "SceneDiffCore", "SceneDiffXML", "SceneDiffNative", "SceneDiffAndroid", "SceneDiffExport",
        "SceneDiffIOS", "SceneDiffInterfaceBuilder",
      ],
      swiftSettings: targetFlags
    ),
    // The command-line tool: a thin layer over the library.
    .executableTarget(
      name: "scenediff",
      dependencies: ["SceneDiff", "CMalloc"],
      swiftSettings: targetFlags
    ),
    // Parse/plan throughput on synthetic scenes (`swift run -c release scenediff-bench`).
    // It loads the corpus layouts with the tests' list of samples (SceneDiffTestSupport).
    .executableTarget(
      name: "scenediff-bench",
      dependencies: ["SceneDiff", "CLibXML2", "CMalloc", "SceneDiffTestSupport"],
      swiftSettings: targetFlags
    ),

    // Tests mirror the library targets; shared helpers live in a support target.
    .target(
      name: "SceneDiffTestSupport",
      dependencies: ["SceneDiff", "SceneDiffXML"],
      path: "Tests/SceneDiffTestSupport"
    ),
    .testTarget(
      name: "SceneDiffCoreTests",
      dependencies: ["SceneDiffCore", "SceneDiffTestSupport"]
    ),
    .testTarget(
      name: "SceneDiffXMLTests",
      dependencies: ["SceneDiffXML", "SceneDiffTestSupport"],
      exclude: ["Fixtures"]
    ),
    .testTarget(
      name: "SceneDiffNativeTests",
      dependencies: ["SceneDiffNative", "SceneDiffTestSupport"]
    ),
    // Font lookup and shaping (Linux: HarfBuzz and FreeType).
    .testTarget(name: "SceneDiffTextTests", dependencies: ["SceneDiffText"]),
    .testTarget(
      name: "SceneDiffAndroidTests",
      dependencies: ["SceneDiffAndroid", "SceneDiffTestSupport"],
      exclude: ["Fixtures"]
    ),
    .testTarget(
      name: "SceneDiffExportTests",
      dependencies: ["SceneDiffExport", "SceneDiffTestSupport"]
    ),
    .testTarget(
      name: "SceneDiffIOSTests",
      dependencies: ["SceneDiffIOS", "SceneDiffTestSupport"]
    ),
    .testTarget(
      name: "SceneDiffInterfaceBuilderTests",
      dependencies: ["SceneDiffInterfaceBuilder", "SceneDiffTestSupport"]
    ),
    .testTarget(name: "SceneDiffTests", dependencies: ["SceneDiff", "SceneDiffTestSupport"]),
    // The public API exactly as users see it: `import SceneDiff`, never `@testable`.
    .testTarget(name: "SceneDiffAPITests", dependencies: ["SceneDiff"]),
    // The argument layer and terminal output of `scenediff`, tested through `@testable import`.
    .testTarget(name: "ScenediffArgumentsTests", dependencies: ["scenediff"]),
    // Runs the built `scenediff` binary: stdout, stderr and exit status.
    .testTarget(
      name: "SceneDiffCLITests",
      dependencies: ["scenediff", "SceneDiffTestSupport"],
      exclude: ["Fixtures"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
