import Foundation
import SceneDiff
import SceneDiffTestSupport

@testable import SceneDiffAndroid

/// A throw-away `res/` tree for layout-loading tests: files are written under a fresh
/// temporary folder and laid out with ``LayoutFile``.
struct LayoutFixture {
  /// The `res/` folder.
  let res: String
  /// The folder holding `res/`, removed when the fixture is no longer used.
  let root: TemporaryFolder

  /// A fixture holding `files` (paths relative to `res/`, contents).
  init(_ files: [String: String]) throws {
    root = try TemporaryFolder("layout")
    res = root.url.appendingPathComponent("res").path
    for (path, contents) in files {
      let url = URL(fileURLWithPath: res).appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(),
        withIntermediateDirectories: true
      )
      try Data(contents.utf8).write(to: url)
    }
  }

  /// Writes binary `bytes` at `path`.
  func write(_ bytes: [UInt8], to path: String) throws {
    let url = URL(fileURLWithPath: res).appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(),
      withIntermediateDirectories: true
    )
    try Data(bytes).write(to: url)
  }

  /// Lays out `res/layout/<name>.xml`.
  func load(_ name: String, _ options: LayoutOptions = LayoutOptions()) throws -> Loaded<SceneTree>
  {
    try LayoutFile.load(path: "\(res)/layout/\(name).xml", options: options)
  }

  /// What `measure` reads from `res/layout/<name>.xml` laid out, then laid out again after
  /// `path` is rewritten as `rewritten`.
  func beforeAndAfter(
    loading name: String,
    rewriting path: String,
    as rewritten: String,
    _ measure: (SceneTree) -> Double?
  ) throws -> (before: Double?, after: Double?) {
    let before = measure(try load(name).value)
    try write(Array(rewritten.utf8), to: path)
    return (before, measure(try load(name).value))
  }

  /// The errors laying out `name` reports.
  func errors(_ name: String, _ options: LayoutOptions = LayoutOptions()) -> [Diagnostic] {
    do {
      _ = try LayoutFile.load(path: "\(res)/layout/\(name).xml", options: options)
      return []
    } catch {
      return error.diagnostics.filter { $0.severity == .error }
    }
  }

  /// The namespace declarations a layout root needs.
  static let ns =
    "xmlns:android=\"http://schemas.android.com/apk/res/android\" "
    + "xmlns:app=\"http://schemas.android.com/apk/res-auto\""
}

extension SceneTree {
  /// The first view with `id`, depth first.
  func view(_ id: String) -> ViewNode? {
    func find(_ views: [ViewNode]) -> ViewNode? {
      for view in views {
        if view.id == id { return view }
        if let found = find(view.children) { return found }
      }
      return nil
    }
    return find(views)
  }
}

/// `(x, y, width, height)` of a view, for compact expectations.
func bounds(_ view: ViewNode?) -> [Double]? {
  view.map { [$0.x, $0.y, $0.width, $0.height] }
}
