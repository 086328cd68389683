import SceneDiff

/// A sample of `../shared/corpus/android` and what its layouts need to load: its folder of
/// upstream-only resources in `Tests/Fixtures/CorpusResources` and its app's theme.
///
/// The one list the corpus tests and the benchmark (`scenediff-bench`, its Android layout
/// rate) both load the corpus layouts with, so the two cannot drift apart. The fixtures and
/// themes are those of SOURCES.md and the fixtures' README.
public struct CorpusSample: Sendable {
  /// The sample's folder, relative to the corpus.
  public var folder: String
  /// Its folder in `Tests/Fixtures/CorpusResources`; `nil` when the corpus holds every
  /// resource its layouts use.
  public var fixture: String?
  /// The theme its layouts are inflated with; `nil` for the default.
  public var theme: String?

  /// A sample.
  public init(_ folder: String, fixture: String?, theme: String?) {
    self.folder = folder
    self.fixture = fixture
    self.theme = theme
  }

  /// Every sample of the corpus that needs fixtures or a theme, or that the tests name.
  public static let all: [CorpusSample] = [
    CorpusSample(
      "animation-samples/BasicTransition",
      fixture: "BasicTransition",
      theme: "@android:style/Theme.Material.Light"
    ),
    CorpusSample(
      "animation-samples/CustomTransition",
      fixture: nil,
      theme: "@android:style/Theme.Material.Light"
    ),
    CorpusSample(
      "animation-samples/ActivitySceneTransitionBasic",
      fixture: "ActivitySceneTransitionBasic",
      theme: "@style/AppTheme"
    ),
    CorpusSample("animation-samples/GridToPager", fixture: "GridToPager", theme: "@style/AppTheme"),
    CorpusSample("animation-samples/Motion", fixture: "Motion", theme: "@style/Theme.Motion"),
    CorpusSample("animation-samples/OurStreets", fixture: "OurStreets", theme: "@style/OurStreets"),
    CorpusSample("animation-samples/Unsplash", fixture: "Unsplash", theme: "@style/App"),
    CorpusSample(
      "Material-Animations",
      fixture: "Material-Animations",
      theme: "@style/MaterialAnimations"
    ),
    CorpusSample(
      "Transitions-Everywhere",
      fixture: "Transitions-Everywhere",
      theme: "@style/AppTheme"
    ),
    CorpusSample("androidx", fixture: "androidx", theme: nil),
    CorpusSample("platform_cts", fixture: nil, theme: nil),
  ]

  /// The options for a layout file of the corpus: its sample's resource fixtures and theme.
  ///
  /// `corpus` and `fixtures` are where the corpus and `Tests/Fixtures/CorpusResources` are
  /// (`path` starts with `corpus`): absolute for the tests, relative to the package root for
  /// the benchmark.
  public static func layoutOptions(
    for path: String,
    corpus: String = TestPaths.corpus,
    fixtures: String = TestPaths.corpusResources,
    device: Device = .defaultPhone
  ) -> LayoutOptions {
    let sample = all.first { path.hasPrefix(corpus + "/" + $0.folder + "/") }
    return LayoutOptions(
      device: device,
      resourceFolders: sample?.fixture.map { ["\(fixtures)/\($0)/res"] } ?? [],
      theme: sample?.theme
    )
  }
}
