import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffCore

/// The end nodes' held looks as the sampler's setup keeps them (``Sampler/EndNodes``).
///
/// A node without animators holds its look in its ``Sampler/PlacementFacts`` alone, unless the
/// look scrolls or is not plain (then ``Sampler/heldBefore`` keeps it), and only a node with
/// animators has a look after them. Each kind is sampled into one reused frame and fresh, and
/// checked against values worked out by hand.
@Suite struct SamplerHeldSetupTests {
  /// A plan of one scene to itself with one animator.
  ///
  /// Inside `box` (the whole 360 × 640 scene at the top level): `s` at (0, 100), 200 × 200,
  /// scrolled by 30 down, holding `c` at (10, 40), 50 × 50; `r` at (20, 400), 100 × 50, scaled
  /// 2 × horizontally about its centre; `m` at (0, 500), 100 × 40, whose translationY runs
  /// 40 → 0 linearly over 0–200 ms. Only `m` has an animator.
  static func plan() -> Plan {
    let child = ViewNode(id: "c", x: 10, y: 40, width: 50, height: 50)
    let scrolled = ViewNode(
      id: "s",
      y: 100,
      width: 200,
      height: 200,
      scrollY: 30,
      children: [child]
    )
    let scaled = ViewNode(
      id: "r",
      x: 20,
      y: 400,
      width: 100,
      height: 50,
      transform: ViewTransform(scaleX: 2)
    )
    let moving = ViewNode(id: "m", y: 500, width: 100, height: 40)
    let box = ViewNode(
      id: "box",
      width: 360,
      height: 640,
      children: [scrolled, scaled, moving]
    )
    let scene = TestScenes.scene([box])
    return DrawNodeStateTests.plan(
      from: scene,
      to: scene,
      animators: [DrawNodeStateTests.animator("m", .translationY, 40, 0)]
    )
  }

  /// The setup keeps a look only for `s` (scrolled) and `r` (not plain), and a look after the
  /// animators only for `m`, the one node with animators.
  @Test func looksAreKeptOnlyWhereFramesNeedThem() throws {
    let sampler = Sampler(plan: Self.plan())
    let keys = sampler.nodes.prefix(sampler.endCount).map(\.key)
    #expect(keys == ["box", "s", "c", "r", "m"])
    let kept = sampler.heldBefore.indices.map { keys[$0] }
    #expect(Set(kept) == ["s", "r"])
    #expect(sampler.heldAfter.count == 1)
    #expect(sampler.animating.count == 1)
    let m = try #require(keys.firstIndex(of: "m"))
    #expect(sampler.placing[m].animating == 0)
    #expect(sampler.otherLooks.count == 1)
  }

  /// Every view where the hand-worked values put it, in a reused frame and in a fresh one.
  ///
  /// `c` is at (0 + 10, 100 + 40 − 30) = (10, 110) throughout. `r`'s scale about its centre
  /// (50, 25) maps x 0…100 to 50 + 2 · (x − 50) = −50…150, so its box is x 20 − 50 = −30,
  /// 200 wide, at y 400, 50 high, with a transform. `m` is at y 500 + 40 = 540 at 0 ms, 500 +
  /// 40 · (1 − 100 / 200) = 520 at 100 ms, and at its end value, 500, from 200 ms.
  @Test func heldLooksAreSampledAsWorkedOut() throws {
    var sampler = Sampler(plan: Self.plan())
    var frame = Frame(timeMs: 0, views: [])
    for (timeMs, my) in [(0.0, 540.0), (100, 520), (300, 500), (50, 530)] {
      sampler.sample(at: timeMs, into: &frame)
      #expect(frame == sampler.sample(at: timeMs), "at \(timeMs) ms")
      func view(_ key: String) throws -> ViewSample {
        try #require(frame.views.first { $0.key == key })
      }
      #expect(try view("s").bounds == Rect(x: 0, y: 100, width: 200, height: 200))
      #expect(try view("c").bounds == Rect(x: 10, y: 110, width: 50, height: 50))
      #expect(try view("r").bounds == Rect(x: -30, y: 400, width: 200, height: 50))
      #expect(try view("r").transform != nil)
      #expect(try view("m").bounds == Rect(x: 0, y: my, width: 100, height: 40), "at \(timeMs)")
      #expect(frame.views.allSatisfy { $0.visible && $0.alpha == 1 })
    }
  }
}
