import Foundation

/// Where the tests find the package, its fixtures and the shared corpus.
public enum TestPaths {
  /// The package root (the folder holding `Package.swift`).
  public static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

  /// `../shared/corpus/android`, the real Android files the tests read (never copied here).
  public static let corpus = URL(fileURLWithPath: packageRoot)
    .appendingPathComponent("../shared/corpus/android").standardizedFileURL.path

  /// `../shared/corpus`, every corpus folder.
  public static let sharedCorpus = URL(fileURLWithPath: packageRoot)
    .appendingPathComponent("../shared/corpus").standardizedFileURL.path

  /// `Tests/Fixtures/CorpusResources`: the upstream-only resources SOURCES.md quotes.
  public static let corpusResources = packageRoot + "/Tests/Fixtures/CorpusResources"

  /// `Tests/Fixtures/Fuzz/HARNESS/NAME`: an input a fuzz harness found a bug with, kept as the
  /// regression test's fixture (Docs/fuzzing.md).
  public static func fuzzReproducer(_ harness: String, _ name: String) -> String {
    packageRoot + "/Tests/Fixtures/Fuzz/\(harness)/\(name)"
  }

  /// A test target's fixture folder, `Tests/TARGET/Fixtures`.
  public static func fixtures(of target: String) -> String {
    packageRoot + "/Tests/\(target)/Fixtures"
  }

  /// A path under the package root.
  public static func package(_ relative: String) -> String {
    packageRoot + "/" + relative
  }
}
