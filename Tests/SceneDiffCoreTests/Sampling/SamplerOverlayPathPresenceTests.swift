import Testing

@testable import SceneDiffCore

/// The start views that path-keyed overlay presences name are found in one pass over the scene
/// (``Sampler/Presences/mark(_:in:_:)``), as finding each path from the root found them.
@Suite struct SamplerOverlayPathPresenceTests {
  /// Two top-level views: the first holds three views, the middle one holding two more; the
  /// second holds one.
  ///
  /// Pre-order and paths, by hand: 0 `/0`, 1 `/0/0`, 2 `/0/1`, 3 `/0/1/0`, 4 `/0/1/1`,
  /// 5 `/0/2`, 6 `/1`, 7 `/1/0`.
  private static let scene = SceneTree(
    width: 100,
    height: 100,
    views: [
      ViewNode(
        children: [
          ViewNode(),
          ViewNode(children: [ViewNode(), ViewNode()]),
          ViewNode(),
        ]
      ),
      ViewNode(children: [ViewNode()]),
    ]
  )

  /// The positions of `path`, read as ``Sampler/Presences/steps(ofPath:)`` reads it.
  private static func steps(_ path: String) -> [Int32]? {
    Sampler.Presences.steps(ofPath: path[...].utf8)
  }

  @Test func pathsAreReadAsTheSceneReadsThem() {
    #expect(Self.steps("/0") == [0])
    #expect(Self.steps("/0/12/3") == [0, 12, 3])
    #expect(Self.steps("/007") == [7])
    for bad in ["", "0", "/", "//0", "/0/", "/a", "/0/1x", "/1234567890"] {
      #expect(Self.steps(bad) == nil)
    }
  }

  @Test func everyPathInAnyOrderMarksItsView() {
    let start = FlatScene(Self.scene)
    // Out of document order, one twice, a prefix after its longer path, and three that name
    // no view (a fourth child, a child of a leaf, a third root).
    let paths = ["/1/0", "/0/1/1", "/0/1", "/0/3", "/0/1/1", "/0/0/0", "/2", "/0"]
    var marked = [Bool](repeating: false, count: start.count)
    Sampler.Presences.mark(paths.compactMap(Self.steps), in: start, &marked)
    #expect(marked == [true, false, true, false, true, false, false, true])
    // Each marked view is the one the scene finds at that path.
    for path in paths {
      if let i = start.index(ofPath: path[...].utf8) { #expect(marked[i]) }
    }
  }

  @Test func noPathsMarkNothing() {
    let start = FlatScene(Self.scene)
    var marked = [Bool](repeating: false, count: start.count)
    Sampler.Presences.mark([], in: start, &marked)
    Sampler.Presences.mark([[5], [0, 9]], in: start, &marked)
    #expect(!marked.contains(true))
  }

  @Test func aLargerSceneMarksWhatEachPathFinds() {
    // Four levels of views, each holding one to four children (its seed modulo 4, plus one).
    // Sought: every view's path, the path of a ninth child beside it and of a first child
    // below it (no view has either when there are at most four children and the view is a
    // leaf), in an order unrelated to the document's.
    func level(_ depth: Int, _ seed: Int) -> [ViewNode] {
      guard depth < 4 else { return [] }
      return (0..<(seed % 4 + 1)).map { ViewNode(children: level(depth + 1, seed * 3 + $0 + 1)) }
    }
    let start = FlatScene(SceneTree(width: 10, height: 10, views: level(0, 2)))
    var paths = start.entries.indices.flatMap { i in
      let path = start.path(of: i)
      return [path, path + "/0", String(path.dropLast()) + "9"]
    }
    paths.reverse()
    paths.swapAt(0, paths.count / 2)
    var marked = [Bool](repeating: false, count: start.count)
    Sampler.Presences.mark(paths.compactMap(Self.steps), in: start, &marked)
    var expected = [Bool](repeating: false, count: start.count)
    for path in paths {
      if let i = start.index(ofPath: path[...].utf8) { expected[i] = true }
    }
    #expect(marked == expected)
    #expect(!marked.contains(false))
  }

  @Test func theLastPathSoughtIsMarkedToo() {
    let start = FlatScene(Self.scene)
    // The last view in document order, then a view before it, then the last view alone.
    for paths in [["/1/0", "/0/1"], ["/0/2", "/1/0"], ["/1/0"]] {
      var marked = [Bool](repeating: false, count: start.count)
      Sampler.Presences.mark(paths.compactMap(Self.steps), in: start, &marked)
      #expect(marked[7])
      #expect(marked.filter { $0 }.count == paths.count)
    }
  }
}
