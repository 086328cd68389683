import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffCore

@Suite struct ChangeClipBoundsTests {
  func plan(_ from: ViewNode, _ to: ViewNode) -> Plan {
    Planner.plan(
      from: TestScenes.scene([from]),
      to: TestScenes.scene([to]),
      transition: SceneTransition(ChangeClipBounds(), interpolator: .linear)
    )
  }

  func view(clip: Rect?, width: Double = 100, visibility: ViewVisibility = .visible) -> ViewNode {
    ViewNode(id: "a", width: width, height: 80, visibility: visibility, clip: clip)
  }

  @Test func noClipToAClipStartsFromTheViewsBox() throws {
    let p = plan(view(clip: nil), view(clip: Rect(left: 10, top: 20, right: 50, bottom: 60)))
    let a = try #require(p.animator("a", .clipBounds))
    #expect(a.transition == "ChangeClipBounds" && a.space == .local)
    #expect(a.from == .rect(Rect(left: 0, top: 0, right: 100, bottom: 80)))
    #expect(a.to == .rect(Rect(left: 10, top: 20, right: 50, bottom: 60)))
    let sampler = Sampler(plan: p)
    // t = 75 ms, f = 0.25: 0 + trunc(2.5) = 2, 0 + trunc(5) = 5, 100 + trunc(−12.5) = 88,
    // 80 + trunc(−5) = 75.
    #expect(
      try #require(sampler.sample(at: 75)["a"]).clip == Rect(left: 2, top: 5, right: 88, bottom: 75)
    )
    #expect(
      try #require(sampler.sample(at: 300)["a"]).clip
        == Rect(left: 10, top: 20, right: 50, bottom: 60)
    )
  }

  @Test func aClipToNoClipEndsUnclipped() throws {
    let p = plan(view(clip: Rect(left: 10, top: 20, right: 50, bottom: 60)), view(clip: nil))
    let a = try #require(p.animator("a", .clipBounds))
    #expect(a.to == .rect(Rect(left: 0, top: 0, right: 100, bottom: 80)))
    let sampler = Sampler(plan: p)
    // f = 0.25: 10 + trunc(−2.5) = 8, 20 + trunc(−5) = 15, 50 + trunc(12.5) = 62,
    // 60 + trunc(5) = 65.
    #expect(
      try #require(sampler.sample(at: 75)["a"]).clip
        == Rect(left: 8, top: 15, right: 62, bottom: 65)
    )
    // After the end the end view's own clip: none.
    #expect(try #require(sampler.sample(at: 300)["a"]).clip == nil)
  }

  @Test func nothingWithoutClipsOrWithoutChange() {
    // Both clips null: no animator even though the size changes.
    #expect(plan(view(clip: nil), view(clip: nil, width: 200)).animators.isEmpty)
    // (0, 0, 100, 80) equals the unclipped end view's box.
    #expect(
      plan(view(clip: Rect(left: 0, top: 0, right: 100, bottom: 80)), view(clip: nil)).animators
        .isEmpty
    )
    // GONE views are not captured.
    #expect(
      plan(
        view(clip: nil),
        view(clip: Rect(left: 0, top: 0, right: 5, bottom: 5), visibility: .gone)
      )
      .animators.isEmpty
    )
  }
}

@Suite struct ChangeScrollTests {
  @Test func eachChangedAxisIsAnIntegerAnimator() throws {
    var start = TestScenes.view(
      "list",
      0,
      0,
      100,
      100,
      children: [TestScenes.view("row", 0, 0, 100, 20)]
    )
    start.scrollX = 0
    start.scrollY = 0
    var end = start
    end.scrollX = -50
    end.scrollY = 100
    let plan = Planner.plan(
      from: TestScenes.scene([start]),
      to: TestScenes.scene([end]),
      transition: SceneTransition(ChangeScroll())
    )
    #expect(plan.animators.map(\.property) == [.scrollX, .scrollY])
    let y = try #require(plan.animator("list", .scrollY))
    #expect(y.transition == "ChangeScroll" && y.space == .parent)
    #expect(y.from == .scalar(0) && y.to == .scalar(100))
    // t = 75 ms, AccelerateDecelerate: f = cos(1.25π)/2 + 0.5 = 0.14644661.
    // scrollX = 0 + trunc(0.14644661 × −50 = −7.32) = −7 (towards zero);
    // scrollY = 0 + trunc(14.644661) = 14. The row moves by −scroll: (7, −14).
    let frame = Sampler(plan: plan).sample(at: 75)
    #expect(try #require(frame["row"]).bounds == Rect(left: 7, top: -14, right: 107, bottom: 6))
  }

  @Test func anUnchangedAxisHasNoAnimator() {
    var start = TestScenes.view("list", 0, 0, 100, 100)
    start.scrollY = 10
    var end = start
    end.scrollX = 5
    let plan = Planner.plan(
      from: TestScenes.scene([start]),
      to: TestScenes.scene([end]),
      transition: SceneTransition(ChangeScroll())
    )
    #expect(plan.animators.map(\.property) == [.scrollX])
  }
}

@Suite struct RecolorTests {
  func plan(_ from: String?, _ to: String?) -> Plan {
    var a = TestScenes.view("a", 0, 0, 10, 10)
    var b = a
    a.style.background = from
    b.style.background = to
    return Planner.plan(
      from: TestScenes.scene([a]),
      to: TestScenes.scene([b]),
      transition: SceneTransition(Recolor())
    )
  }

  @Test func theBackgroundAnimatesFromTheStartColourToItself() throws {
    // Android overwrites the end colour with the start colour before animating:
    // start → start. #F00 = 0xFFFF0000 = 4294901760.
    let a = try #require(plan("#F00", "#0000FF").animator("a", .backgroundColor))
    #expect(a.transition == "Recolor")
    #expect(a.from == .scalar(4_294_901_760) && a.to == .scalar(4_294_901_760))
    // Equal colours, or a background that is not a colour: nothing.
    #expect(plan("#FF0000", "#ffff0000").animators.isEmpty)
    #expect(plan("#FF0000", "@drawable/card").animators.isEmpty)
    #expect(plan(nil, "#FF0000").animators.isEmpty)
  }

  @Test(arguments: [
    ("#F00", UInt32(0xFFFF_0000)),  // #RGB: opaque, each digit doubled
    ("#8F00", 0x88FF_0000),  // #ARGB
    ("#6200EE", 0xFF62_00EE),  // #RRGGBB: opaque
    ("#806200ee", 0x8062_00EE),  // #AARRGGBB, lower case
  ])
  func coloursParse(text: String, value: UInt32) {
    #expect(ARGBColor.parse(text) == value)
  }

  @Test(arguments: ["red", "#12345", "#GG0000", "6200EE", "#", "#+12"])
  func nonColoursDoNotParse(text: String) {
    #expect(ARGBColor.parse(text) == nil)
  }

  @Test func argbEvaluatorMixesInLinearLight() {
    // Black → white at 0.5: alpha 1; each channel 0^2.2 = 0 and 1^2.2 = 1, mixed 0.5,
    // back: 0.5^(1/2.2) = 2^(−0.4545) = 0.72974, × 255 = 186.08 → 186 = 0xBA.
    #expect(ARGBColor.evaluate(from: 0xFF00_0000, to: 0xFFFF_FFFF, fraction: 0.5) == 0xFFBA_BABA)
    // The ends are exact.
    #expect(ARGBColor.evaluate(from: 0xFF62_00EE, to: 0x0000_0000, fraction: 0) == 0xFF62_00EE)
  }
}
