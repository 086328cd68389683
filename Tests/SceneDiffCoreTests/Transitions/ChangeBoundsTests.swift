import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffCore

@Suite struct ChangeBoundsTests {
  // AccelerateDecelerate at t = 0.25: cos(1.25π)/2 + 0.5 = −0.70710678/2 + 0.5 = 0.14644661.
  let quarter = 0.14644661

  @Test func pureMoveIsOneAnimatorAlongAStraightPath() throws {
    let start = TestScenes.scene([TestScenes.view("a", 10, 20, 100, 50)])
    let end = TestScenes.scene([TestScenes.view("a", 110, 220, 100, 50)])
    let plan = Planner.plan(from: start, to: end, transition: .changeBounds())
    #expect(plan.animators.count == 1)
    let a = try #require(plan.animator("a", .bounds))
    #expect(a.from == .rect(Rect(left: 10, top: 20, right: 110, bottom: 70)))
    #expect(a.to == .rect(Rect(left: 110, top: 220, right: 210, bottom: 270)))
    #expect(a.path?.json == .string("M10 20L110 220"))
    #expect(a.startMs == 0 && a.durationMs == 300)
    #expect(a.timing == .interpolator(.accelerateDecelerate))
    #expect(plan.matches == [Plan.Match(from: "a", to: "a", by: "id")])

    let sampler = Sampler(plan: plan)
    // t = 150: fraction 0.5 → (10 + 50, 20 + 100); width and height kept.
    #expect(
      try #require(sampler.sample(at: 150)["a"]).bounds
        == Rect(x: 60, y: 120, width: 100, height: 50)
    )
    // t = 75: x = 10 + 0.14644661·100 = 24.64 → round 25; y = 20 + 0.14644661·200 = 49.29 → 49.
    #expect(
      try #require(sampler.sample(at: 75)["a"]).bounds == Rect(x: 25, y: 49, width: 100, height: 50)
    )
    #expect(
      try #require(sampler.sample(at: 300)["a"]).bounds
        == Rect(x: 110, y: 220, width: 100, height: 50)
    )
    #expect(
      try #require(sampler.sample(at: 0)["a"]).bounds == Rect(x: 10, y: 20, width: 100, height: 50)
    )
  }

  @Test func cornerResizeMovesBothCornersAndRoundsEach() throws {
    let start = TestScenes.scene([TestScenes.view("a", 0, 0, 100, 100)])
    let end = TestScenes.scene([TestScenes.view("a", 50, 50, 200, 100)])
    let plan = Planner.plan(from: start, to: end, transition: .changeBounds())
    let a = try #require(plan.animator("a", .bounds))
    #expect(
      a.path?.json
        == .object([
          ("topLeft", .string("M0 0L50 50")), ("bottomRight", .string("M100 100L250 150")),
        ])
    )
    let sampler = Sampler(plan: plan)
    // t = 150: top-left (25, 25); bottom-right (100 + 75, 100 + 25).
    #expect(
      try #require(sampler.sample(at: 150)["a"]).bounds
        == Rect(left: 25, top: 25, right: 175, bottom: 125)
    )
    // t = 75: tl = 50·0.1464 = 7.32 → 7; br = (100 + 150·0.1464, 100 + 50·0.1464) = (121.97, 107.32) → (122, 107).
    #expect(
      try #require(sampler.sample(at: 75)["a"]).bounds
        == Rect(left: 7, top: 7, right: 122, bottom: 107)
    )
  }

  @Test func onlyTheBottomRightCornerMoves() throws {
    let start = TestScenes.scene([TestScenes.view("a", 0, 0, 100, 100)])
    let end = TestScenes.scene([TestScenes.view("a", 0, 0, 200, 300)])
    let plan = Planner.plan(from: start, to: end, transition: .changeBounds())
    let a = try #require(plan.animator("a", .bounds))
    #expect(a.path?.json == .object([("bottomRight", .string("M100 100L200 300"))]))
    // t = 75: br = (100 + 100·0.1464, 100 + 200·0.1464) = (114.64, 129.29) → (115, 129).
    let frame = Sampler(plan: plan).sample(at: 75)
    #expect(try #require(frame["a"]).bounds == Rect(left: 0, top: 0, right: 115, bottom: 129))
  }

  @Test func resizeClipHoldsTheMaximumSizeAndAnimatesTheClip() throws {
    let start = TestScenes.scene([TestScenes.view("a", 0, 0, 100, 100)])
    let end = TestScenes.scene([TestScenes.view("a", 40, 40, 200, 100)])
    let plan = Planner.plan(from: start, to: end, transition: .changeBounds(resizeClip: true))
    #expect(plan.animators.count == 2)
    // maxW = max(100, 200) = 200, maxH = max(100, 100) = 100.
    let bounds = try #require(plan.animator("a", .bounds))
    #expect(bounds.from == .rect(Rect(left: 0, top: 0, right: 200, bottom: 100)))
    #expect(bounds.to == .rect(Rect(left: 40, top: 40, right: 240, bottom: 140)))
    #expect(bounds.path?.json == .string("M0 0L40 40"))
    let clip = try #require(plan.animator("a", .clipBounds))
    #expect(clip.space == .local)
    #expect(clip.from == .rect(Rect(left: 0, top: 0, right: 100, bottom: 100)))
    #expect(clip.to == .rect(Rect(left: 0, top: 0, right: 200, bottom: 100)))

    let sampler = Sampler(plan: plan)
    // t = 75: clip right = 100 + trunc(100·0.1464) = 100 + 14 = 114; left/top/bottom unchanged.
    let early = try #require(sampler.sample(at: 75)["a"])
    #expect(early.clip == Rect(left: 0, top: 0, right: 114, bottom: 100))
    // position: round(40·0.1464 = 5.86) = 6, still 200 × 100.
    #expect(early.bounds == Rect(left: 6, top: 6, right: 206, bottom: 106))
    // After the end: the true end bounds, and no clip (the end scene has none).
    let done = try #require(sampler.sample(at: 300)["a"])
    #expect(done.bounds == Rect(left: 40, top: 40, right: 240, bottom: 140))
    #expect(done.clip == nil)
  }

  @Test func degenerateViewsNeverAnimatePositionOrSize() {
    let start = TestScenes.scene([TestScenes.view("a", 0, 0, 0, 10)])
    let end = TestScenes.scene([TestScenes.view("a", 50, 50, 0, 20)])
    #expect(Planner.plan(from: start, to: end, transition: .changeBounds()).animators.isEmpty)
  }

  @Test func roundingTiesGoTowardsPositiveInfinity() throws {
    // A linear move from x = 0 to x = −5: at t = 0.5, x = −2.5 → Math.round(−2.5) = −2.
    let start = TestScenes.scene([TestScenes.view("a", 0, 0, 10, 10)])
    let end = TestScenes.scene([TestScenes.view("a", -5, 5, 10, 10)])
    let plan = Planner.plan(from: start, to: end, transition: .changeBounds(interpolator: .linear))
    let frame = Sampler(plan: plan).sample(at: 150)
    // y = 2.5 → 3.
    #expect(try #require(frame["a"]).bounds == Rect(x: -2, y: 3, width: 10, height: 10))
  }

  @Test func roundingHappensOnThePixelGridOfTheSceneDensity() throws {
    var start = TestScenes.scene([TestScenes.view("a", 0, 0, 10, 10)])
    var end = TestScenes.scene([TestScenes.view("a", 10, 0, 10, 10)])
    start.density = 2
    end.density = 2
    let plan = Planner.plan(from: start, to: end, transition: .changeBounds())
    // t = 75: x = 10·0.14644661 = 1.4644661 dp = 2.9289 px → round 3 px = 1.5 dp.
    let frame = Sampler(plan: plan).sample(at: 75)
    #expect(try #require(frame["a"]).bounds.left == 1.5)
  }
}
