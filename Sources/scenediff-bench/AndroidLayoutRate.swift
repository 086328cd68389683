import SceneDiff
import SceneDiffTestSupport

/// Android layout inflation + layout of the corpus layouts (`../shared/corpus/android`), per
/// CPU second.
///
/// Each layout file is loaded as `scenediff` loads it (`LayoutFile.load(path:options:)`: read the
/// file and its resources, inflate, theme, measure and lay out for the default phone), with the
/// resource fixtures and theme the test suite gives each sample
/// (`Tests/Fixtures/CorpusResources`; the list is `CorpusSample.all` of `SceneDiffTestSupport`).
/// Every file is loaded `rounds` times; files that fail to load are counted apart and not in the
/// rate.
struct AndroidLayoutRate: Sendable {
  /// Layout files found.
  var files: Int
  /// Loads that succeeded, over every round.
  var loaded: Int
  /// Loads that failed, over every round.
  var failed: Int
  /// CPU seconds (user + system) of every load.
  var cpuSeconds: Double
  /// Wall seconds of every load.
  var seconds: Double

  /// Successful layouts per CPU second, that is per core.
  var layoutsPerCPUSecond: Double {
    cpuSeconds > 0 ? Double(loaded) / cpuSeconds : 0
  }

  /// The corpus folder read, relative to the package root (where `swift run` starts).
  static let corpus = "../shared/corpus/android"
  /// The resource fixtures of the corpus samples.
  static let fixtures = "Tests/Fixtures/CorpusResources"

  /// Loads every corpus layout `rounds` times; `nil` when the corpus is not there.
  static func measure(rounds: Int = 5) -> AndroidLayoutRate? {
    let layouts = InputFile.xmlFiles(in: corpus).filter { path in
      let parts = path.split(separator: "/")
      guard parts.count >= 2 else { return false }
      let folder = parts[parts.count - 2]
      return folder == "layout" || folder.hasPrefix("layout-")
    }
    guard !layouts.isEmpty else { return nil }
    let jobs = layouts.map { ($0, options(for: $0)) }
    let timed = Stopwatch.time { () -> (Int, Int) in
      var loaded = 0
      var failed = 0
      for _ in 0..<rounds {
        for (path, options) in jobs {
          do {
            _ = try LayoutFile.load(path: path, options: options)
            loaded += 1
          } catch {
            failed += 1
          }
        }
      }
      return (loaded, failed)
    }
    return AndroidLayoutRate(
      files: layouts.count,
      loaded: timed.value.0,
      failed: timed.value.1,
      cpuSeconds: timed.cpuSeconds,
      seconds: timed.seconds
    )
  }

  /// The options of a corpus layout: its sample's resource fixtures and theme, from the list
  /// the tests use (`CorpusSample`).
  private static func options(for path: String) -> LayoutOptions {
    CorpusSample.layoutOptions(for: path, corpus: corpus, fixtures: fixtures)
  }
}
