import Testing

@testable import SceneDiffCore

/// Keys that are equal as Swift strings but spelled with different bytes (NFC `café` against
/// NFD `cafe` + U+0301) in the two scenes.
///
/// The sampler's key tables (``Sampler/EndKeyIndex``, `PathKeyTable`) hash a key's UTF-8
/// bytes, while the matcher finds keys by `String` equality (canonical equivalence). They agree
/// because both scenes' keys are numbered by one name table (the end's as the start's): a view
/// of the end scene whose key equals a start key gets the start's very string, bytes and all.
/// These tests hold that: the matched view is sampled as if both scenes spelled it alike, and
/// no start-only copy of it is drawn.
@Suite struct SamplerKeySpellingTests {
  private static let composed = "caf\u{E9}"
  private static let decomposed = "cafe\u{301}"

  /// A 360 × 640 scene whose root holds the keyed view (100 × 50 at `y`) and a view `other`.
  private static func scene(key: String, y: Double) -> SceneTree {
    SceneTree(
      width: 360,
      height: 640,
      views: [
        ViewNode(
          id: "root",
          width: 360,
          height: 640,
          children: [
            ViewNode(id: key, y: y, width: 100, height: 50),
            ViewNode(id: "other", y: 300, width: 100, height: 50),
          ]
        )
      ]
    )
  }

  @Test func spellingsAreEqualStringsWithDifferentBytes() {
    #expect(Self.composed == Self.decomposed)
    #expect(!Self.composed.utf8.elementsEqual(Self.decomposed.utf8))
  }

  /// The end view's key is the start's string: the same bytes, whichever side spelled it how.
  @Test(arguments: [(composed, decomposed), (decomposed, composed)])
  func endKeyTakesTheStartSpelling(startKey: String, endKey: String) throws {
    let plan = Planner.plan(
      from: Self.scene(key: startKey, y: 0),
      to: Self.scene(key: endKey, y: 100),
      transition: .changeBounds()
    )
    let (start, end) = plan.keyedScenes()
    let startEntry = try #require(start.entries.first { $0.key == startKey })
    let endEntry = try #require(end.entries.first { $0.key == endKey })
    #expect(Array(endEntry.key.utf8) == Array(startKey.utf8))
    #expect(Array(startEntry.key.utf8) == Array(startKey.utf8))
  }

  /// The matched view is sampled once, where a single spelling would put it.
  ///
  /// ChangeBounds moves it from y 0 to y 100 over 300 ms with
  /// AccelerateDecelerateInterpolator, cos((t + 1)π) / 2 + 0.5: at 150 ms t = 0.5 gives 0.5,
  /// so y = 50; at 300 ms y = 100. One sample of the key at each instant, never in the overlay.
  @Test(arguments: [(composed, decomposed), (decomposed, composed)])
  func matchedViewMovesOnceWhateverTheSpelling(startKey: String, endKey: String) throws {
    let plan = Planner.plan(
      from: Self.scene(key: startKey, y: 0),
      to: Self.scene(key: endKey, y: 100),
      transition: .changeBounds()
    )
    let sameBytes = Planner.plan(
      from: Self.scene(key: startKey, y: 0),
      to: Self.scene(key: startKey, y: 100),
      transition: .changeBounds()
    )
    let sampler = Sampler(plan: plan)
    let reference = Sampler(plan: sameBytes)
    for (timeMs, y) in [(0.0, 0.0), (150, 50), (300, 100)] {
      let frame = sampler.sample(at: timeMs)
      let samples = frame.views.filter { $0.key == Self.composed }
      #expect(samples.count == 1, "at \(timeMs) ms")
      let view = try #require(samples.first)
      #expect(abs(view.bounds.top - y) < 1e-9, "at \(timeMs) ms")
      #expect(view.visible && !view.inOverlay)
      #expect(frame.views == reference.sample(at: timeMs).views)
    }
  }
}
