import Testing

@testable import SceneDiffCore

/// The lookups the sampler's setup makes without hashing every start key: end keys asked in
/// start order, and the start views that may have an overlay.
@Suite struct SamplerStartOnlyLookupTests {
  /// Two top-level views, the first with three views inside it.
  ///
  /// The first root holds `a` (id "a") and an unnamed view holding `c` (transitionName "c").
  /// Pre-order: 0 the first root, 1 a, 2 the unnamed view, 3 c, 4 the second root (id "r").
  private static let scene = SceneTree(
    width: 100,
    height: 100,
    views: [
      ViewNode(
        children: [
          ViewNode(id: "a"),
          ViewNode(children: [ViewNode(transitionName: "c")]),
        ]
      ),
      ViewNode(id: "r"),
    ]
  )

  @Test func endKeysInOrderAndOutOfOrder() {
    let end = FlatScene(Self.scene)
    let endIndex = Sampler.EndKeyIndex(end)
    var keys = Sampler.EndKeys(end, endIndex: endIndex)
    // In order, then one skipped ("c" after "a"), one behind ("/0/1"), one not there, the last
    // one ("r") and another not there.
    let asked = ["/0", "a", "c", "/0/1", "b", "r", "/0/2"].map { keys.contains($0) }
    #expect(asked == [true, true, true, true, false, true, false])
  }

  @Test func overlayCandidatesMarkEveryOverlayView() {
    let start = FlatScene(Self.scene)
    let overlays = ["a", "from:c", "/0/1", "missing", "/5"].map {
      ViewPresence(key: $0, placement: .overlay(Rect(x: 0, y: 0, width: 1, height: 1)), untilMs: 10)
    }
    let presences = Sampler.Presences(overlays, endIndex: Sampler.EndKeyIndex(), endCount: 0)
    // "a" is view 1's id, "from:c" view 3's transitionName with its side; "missing" names no
    // view. "/0/1" (view 2's path) and "/5" are paths: every view keyed by its path is a
    // candidate, views 0 and 2. View 4 ("r") is not.
    let marked = presences.overlayCandidates(in: start, screenChange: false)
    #expect(marked?.byName == [false, true, false, true, false])
    #expect(marked?.paths == true)
    let keys = ["/0", "a", "/0/1", "c", "r"]
    #expect(
      keys.indices.map { marked?.contains($0, key: keys[$0]) } == [true, true, true, true, false]
    )
  }

  @Test func overlayCandidatesWithoutPathKeysMarkNoPath() {
    let start = FlatScene(Self.scene)
    let overlays = ["a", "missing"].map {
      ViewPresence(key: $0, placement: .overlay(Rect(x: 0, y: 0, width: 1, height: 1)), untilMs: 10)
    }
    let presences = Sampler.Presences(overlays, endIndex: Sampler.EndKeyIndex(), endCount: 0)
    // No overlay key is a path: the path-keyed views 0 and 2 are not candidates.
    let marked = presences.overlayCandidates(in: start, screenChange: false)
    #expect(marked?.paths == false)
    let keys = ["/0", "a", "/0/1", "c", "r"]
    #expect(
      keys.indices.map { marked?.contains($0, key: keys[$0]) } == [
        false, true, false, false, false,
      ]
    )
  }

  @Test func pathKeysAreThoseStartingWithASlashOrFromAndASlash() {
    let isPath = Sampler.Presences.OverlayCandidates.isPath
    #expect(isPath("/0") && isPath("/0/12/3") && isPath("from:/1"))
    #expect(!isPath("") && !isPath("a") && !isPath("f") && !isPath("from:") && !isPath("from:a"))
    #expect(!isPath("fro:/1") && !isPath("to:/1") && !isPath("x/0"))
  }

  @Test func noOverlaysOrAScreenChangeMarkNothing() {
    let start = FlatScene(Self.scene)
    let none = Sampler.Presences([], endIndex: Sampler.EndKeyIndex(), endCount: 0)
    #expect(none.overlayCandidates(in: start, screenChange: false) == nil)
    let one = Sampler.Presences(
      [
        ViewPresence(
          key: "a",
          placement: .overlay(Rect(x: 0, y: 0, width: 1, height: 1)),
          untilMs: 1
        )
      ],
      endIndex: Sampler.EndKeyIndex(),
      endCount: 0
    )
    // A screen change's keys are paths within each screen: every key is looked up.
    #expect(one.overlayCandidates(in: start, screenChange: true) == nil)
  }
}
