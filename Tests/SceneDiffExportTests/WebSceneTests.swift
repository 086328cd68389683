import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffExport

@Suite struct WebSceneTests {
  /// A 1000-unit move right of a 100 × 60 view, 300 ms, on a grid of `density`.
  static func move(by distance: Double, density: Double, interpolator: Interpolator) -> Plan {
    var from = TestScenes.scene([TestScenes.view("box", 40, 60, 100, 60)])
    var to = TestScenes.scene([TestScenes.view("box", 40 + distance, 60, 100, 60)])
    from.density = density
    to.density = density
    return Planner.plan(from: from, to: to, transition: .changeBounds(interpolator: interpolator))
  }

  static func tracks(_ scene: WebScene, _ key: String) throws -> [WebTrack] {
    try #require(scene.elements.first { $0.key == key }).tracks
  }

  static func track(_ tracks: [WebTrack], _ property: String) throws -> WebTrack {
    try #require(tracks.first { $0.keyframes[0].declarations.contains { $0.property == property } })
  }

  @Test func aThousandUnitMoveStaysOnTheEnginesValuesAtEveryFrame() throws {
    // Android's fast_out_slow_in is a flattened polyline and bounds round to whole pixels:
    // over 1000 px the exact CSS cubic strays too far, so `left` gets a linear() through the
    // engine's own values, which meets them at every frame.
    let plan = WebSceneTests.move(by: 1000, density: 1, interpolator: .fastOutSlowIn)
    let tracks = try WebSceneTests.tracks(WebScene(plan: plan), "box")
    // A pure move along x: only `left` changes.
    #expect(tracks.count == 1)
    let left = try WebSceneTests.track(tracks, "left")
    #expect(left.easing.hasPrefix("linear("))
    #expect(left.keyframes.map(\.declarations[0].value) == ["40px", "1040px"])
    #expect(left.delayMs == 0 && left.durationMs == 300 && left.fill == "backwards")
    let sampler = Sampler(plan: plan)
    var largest = 0.0
    for t in FrameClock.times(fps: 60, through: 300) {
      let engine = try #require(sampler.sample(at: t)["box"]).bounds.left
      // From 300 ms on the static style (the end value, 1040) applies.
      let browser = TrackEvaluator.value(left, at: t) ?? 1040
      largest = max(largest, abs(browser - engine))
    }
    // Stops carry 7 decimals of progress: 1000 × 0.5e-7 = 0.00005 px at most.
    #expect(largest <= 0.0001)
  }

  @Test func aShortMoveOnAFineGridKeepsTheCubicBezier() throws {
    // 10 units on a 4-pixels-per-unit grid: rounding moves a value by at most 1/8 unit and the
    // flattened curve is within ~0.004 × 10 = 0.04 of the cubic, inside the 0.25 allowance.
    let plan = WebSceneTests.move(by: 10, density: 4, interpolator: .fastOutSlowIn)
    let left = try WebSceneTests.track(
      WebSceneTests.tracks(WebScene(plan: plan), "box"),
      "left"
    )
    #expect(left.easing == "cubic-bezier(0.4, 0, 0.2, 1)")
    let sampler = Sampler(plan: plan)
    for t in FrameClock.times(fps: 60, through: 300) {
      let engine = try #require(sampler.sample(at: t)["box"]).bounds.left
      #expect(abs((TrackEvaluator.value(left, at: t) ?? 50) - engine) <= 0.25)
    }
  }

  @Test func startDelaysBecomeAnimationDelaysFilledBackwards() throws {
    // A sequential set: the fade-out runs 0–300 ms, the move 300–600 ms. Before 300 ms the
    // move's `top` holds its start value (Android applies every start value at time 0).
    let from = TestScenes.scene([
      TestScenes.view("gone_soon", 0, 0, 50, 50), TestScenes.view("mover", 0, 100, 50, 50),
    ])
    let to = TestScenes.scene([TestScenes.view("mover", 0, 20, 50, 50)])
    let plan = Planner.plan(
      from: from,
      to: to,
      transition: .set(.sequential, [.fade(.out), .changeBounds(interpolator: .linear)])
    )
    let top = try WebSceneTests.track(WebSceneTests.tracks(WebScene(plan: plan), "mover"), "top")
    #expect(top.delayMs == 300 && top.durationMs == 300 && top.fill == "backwards")
    // Whole-pixel rounding (density 1) is up to ½ px off a straight line, more than the 0.25
    // an exact curve may stray, so the engine's values are the stops.
    #expect(top.easing.hasPrefix("linear(0 0%, "))
    #expect(TrackEvaluator.value(top, at: 0) == 100)
    #expect(TrackEvaluator.value(top, at: 299) == 100)
    // Linear, half-way: 100 + (20 − 100) × 0.5 = 60.
    #expect(TrackEvaluator.value(top, at: 450) == 60)
    #expect(TrackEvaluator.value(top, at: 600) == nil)
    // The faded view is drawn in the overlay until 300 ms: hidden by default, shown by a
    // visibility animation that lasts exactly that long and is not filled.
    let gone = try WebSceneTests.tracks(WebScene(plan: plan), "gone_soon")
    let shown = try #require(
      gone.first { $0.keyframes[0].declarations[0].property == "visibility" }
    )
    #expect(shown.durationMs == 300 && shown.fill == "none")
    let opacity = try WebSceneTests.track(gone, "opacity")
    #expect(opacity.keyframes.map(\.declarations[0].value) == ["1", "0"])
  }

  @Test func translationIsARegisteredPropertyPerAxis() throws {
    let scene = WebScene(plan: ExportFixtures.everyProperty())
    let tracks = try WebSceneTests.tracks(scene, "child")
    let x = try WebSceneTests.track(tracks, "--tx")
    let y = try WebSceneTests.track(tracks, "--ty")
    #expect(x.keyframes.map(\.declarations[0].value) == ["-1000px", "5px"])
    #expect(x.easing == "linear")
    #expect(y.delayMs == 100 && y.durationMs == 200)
    // Half-way through x: −1000 + 1005 × 0.5 = −497.5.
    #expect(TrackEvaluator.value(x, at: 150) == -497.5)
  }

  @Test func matricesScrollClipAndImageAreSampledKeyframes() throws {
    let scene = WebScene(plan: ExportFixtures.everyProperty())
    // ChangeTransform's matrix: the whole box as keyframes, one per frame (0, 16.7, … 283.3 ms:
    // 18 frames before 300 ms) plus the last value just before the end.
    let spun = try WebSceneTests.tracks(scene, "spun")
    #expect(spun.count == 1)
    #expect(spun[0].keyframes.count == 19)
    #expect(spun[0].easing == "linear")
    let first = spun[0].keyframes[0].declarations.first { $0.property == "transform" }
    // The engine evaluates matrices in Float: cos 30° = 0.8660254037… becomes the Float
    // 0.86602538824…, written with 8 decimals.
    #expect(
      first?.value == "translate(0px, 0px) matrix(0.86602539, 0.5, -0.5, 0.86602539, 20, 300)"
    )
    let scroller = try WebSceneTests.tracks(scene, "scroller")
    #expect(scroller.contains { $0.part == .content })
    #expect(
      scroller.contains { $0.keyframes[0].declarations[0].value == "inset(0px 0px 0px 0px)" }
    )
    let photo = try WebSceneTests.tracks(scene, "photo")
    #expect(photo.map(\.part) == [.image])
  }

  @Test func aGhostIsATopLevelBoxSampledOverTheWholeTransition() throws {
    let scene = WebScene(plan: ExportFixtures.reparented())
    let v = try #require(scene.elements.first { $0.key == "v" })
    let dot = try #require(scene.elements.first { $0.key == "dot" })
    #expect(v.parent == nil && dot.parent == v.node)
    // Its static style is its end state, through p2: T(0, 300) · T(0, −20) · T(10, 10) =
    // T(10, 290), with p2's alpha 0.5.
    let style = Dictionary(uniqueKeysWithValues: v.style.map { ($0.property, $0.value) })
    #expect(style["left"] == "0px" && style["top"] == "0px")
    #expect(style["transform"] == "translate(var(--tx), var(--ty)) matrix(1, 0, 0, 1, 10, 290)")
    #expect(style["opacity"] == "0.5")
    // One sampled box over the 300 ms. At 0 ms the ghost is at P_end · T(10, 10) · from =
    // T(10, 290) · [2 0 75; 0 1 −230] = [2 0 85; 0 1 60] (CSS matrix(2, 0, 0, 1, 85, 60)), at
    // full opacity (p2's alpha does not reach the ghost).
    #expect(v.tracks.count == 1)
    let first = Dictionary(
      uniqueKeysWithValues: v.tracks[0].keyframes[0].declarations.map { ($0.property, $0.value) }
    )
    #expect(first["transform"] == "translate(0px, 0px) matrix(2, 0, 0, 1, 85, 60)")
    #expect(first["opacity"] == "1")
    #expect(v.tracks[0].durationMs == 300 && v.tracks[0].delayMs == 0)
  }
}
