import SceneDiffTestSupport
import Testing

@testable import SceneDiffCore

/// Multi-keyframe animators sampled at chosen instants (Android's `KeyframeSet`: the animator's
/// timing first, then the interval, then the keyframe's own timing).
@Suite struct KeyframeSamplingTests {
  /// An animator of `values` at `fractions` with linear timing unless given.
  static func animator(
    _ property: AnimatedProperty,
    _ frames: [(Double, AnimatedValue, TimingCurve?)],
    durationMs: Double,
    startMs: Double = 0,
    timing: TimingCurve = .interpolator(.linear),
    path: AnimatorPath? = nil
  ) throws -> Animator {
    try #require(
      Animator(
        target: "box",
        transition: "Test",
        property: property,
        space: .parent,
        keyframes: frames.map { Keyframe(fraction: $0.0, value: $0.1, timing: $0.2) },
        startMs: startMs,
        durationMs: durationMs,
        timing: timing,
        path: path
      )
    )
  }

  static func scalar(_ value: AnimatedValue?) throws -> Double {
    guard case .scalar(let v)? = value else {
      Issue.record("not a scalar: \(String(describing: value))")
      return .nan
    }
    return v
  }

  static func rect(_ value: AnimatedValue?) throws -> Rect {
    guard case .rect(let r)? = value else {
      Issue.record("not a rect: \(String(describing: value))")
      return Rect(left: .nan, top: .nan, right: .nan, bottom: .nan)
    }
    return r
  }

  let grid = PixelGrid()

  @Test func threeKeyframeScalar() throws {
    // 0 → 100 at ¼ → 40 at 1, linear over 400 ms, starting at 100 ms.
    let a = try KeyframeSamplingTests.animator(
      .translationX,
      [(0, .scalar(0), nil), (0.25, .scalar(100), nil), (1, .scalar(40), nil)],
      durationMs: 400,
      startMs: 100
    )
    let value = { (t: Double) in try KeyframeSamplingTests.scalar(a.value(at: t, grid: self.grid)) }
    // Before it starts: the first keyframe.
    #expect(try value(50) == 0)
    // 150 ms: progress 50/400 = 0.125, half of the first interval: 0 + 0.5·100 = 50.
    #expect(try value(150) == 50)
    // 200 ms: progress 0.25 is the second keyframe itself (the interval 0.25…1 at 0): 100.
    #expect(try value(200) == 100)
    // 350 ms: progress 0.625, (0.625 − 0.25)/0.75 = 0.5 of the second interval:
    // 100 + 0.5·(40 − 100) = 70.
    #expect(try value(350) == 70)
    // 450 ms: progress 0.875, (0.875 − 0.25)/0.75 = 0.833333: 100 − 0.833333·60 = 50.
    #expect(abs(try value(450) - 50) <= 1e-4)
    // From the end on: nil (the view shows its end-scene value).
    #expect(a.value(at: 500, grid: grid) == nil)
  }

  @Test func theAnimatorsTimingComesBeforeTheKeyframes() throws {
    // Same keyframes over 400 ms with accelerate (t²): at 200 ms the elapsed fraction is 0.5,
    // the progress 0.25 — exactly the middle keyframe, 100. At 100 ms: 0.25² = 0.0625, a
    // quarter of the first interval: 25.
    let a = try KeyframeSamplingTests.animator(
      .translationX,
      [(0, .scalar(0), nil), (0.25, .scalar(100), nil), (1, .scalar(40), nil)],
      durationMs: 400,
      timing: .interpolator(.accelerate(factor: 1))
    )
    #expect(try KeyframeSamplingTests.scalar(a.value(at: 200, grid: grid)) == 100)
    #expect(try KeyframeSamplingTests.scalar(a.value(at: 100, grid: grid)) == 25)
  }

  @Test func aKeyframeTimesTheIntervalLeadingUpToIt() throws {
    // 0 → 100 (accelerate, t²) at ½ → 0 (decelerate, 1 − (1 − t)²) at 1, linear, 1000 ms.
    let a = try KeyframeSamplingTests.animator(
      .alpha,
      [
        (0, .scalar(0), nil), (0.5, .scalar(100), .interpolator(.accelerate(factor: 1))),
        (1, .scalar(0), .interpolator(.decelerate(factor: 1))),
      ],
      durationMs: 1000
    )
    let value = { (t: Double) in try KeyframeSamplingTests.scalar(a.value(at: t, grid: self.grid)) }
    // 250 ms: half of the first interval, eased 0.5² = 0.25: 25.
    #expect(try value(250) == 25)
    // 750 ms: half of the second interval, eased 1 − 0.5² = 0.75: 100 + 0.75·(0 − 100) = 25.
    #expect(try value(750) == 25)
    // 600 ms: a fifth of it, eased 1 − 0.8² = 0.36: 100 − 36 = 64.
    #expect(abs(try value(600) - 64) <= 1e-4)
  }

  @Test func reversedKeyframesMoveTheirTimingToTheOtherEnd() throws {
    // The animator above, reversed in its own 1000 ms: keyframes 0 at 0, 100 at ½ (eased by
    // decelerate's mirror, accelerate), 0 at 1 (accelerate's mirror, decelerate). At 1000 − t
    // it shows what the original shows at t: 750 ms there is ½ of the second interval,
    // decelerated to 0.75: 100 − 75 = 25, the original's value at 250 ms.
    let a = try KeyframeSamplingTests.animator(
      .alpha,
      [
        (0, .scalar(0), nil), (0.5, .scalar(100), .interpolator(.accelerate(factor: 1))),
        (1, .scalar(0), .interpolator(.decelerate(factor: 1))),
      ],
      durationMs: 1000
    )
    let r = a.reversed(totalDurationMs: 1000)
    #expect(
      r.keyframes.map(\.timing) == [
        nil, .interpolator(.accelerate(factor: 1)), .interpolator(.decelerate(factor: 1)),
      ]
    )
    #expect(try KeyframeSamplingTests.scalar(r.value(at: 750, grid: grid)) == 25)
    #expect(try KeyframeSamplingTests.scalar(r.value(at: 250, grid: grid)) == 25)
  }

  @Test func keyframeCubicBeziersAndSprings() throws {
    // 0 → 100 (ease-in-out) at ½ → 0 (CASpringAnimation defaults) at 1, linear, 1000 ms.
    let spring = try #require(SpringCurve())
    let a = try KeyframeSamplingTests.animator(
      .translationY,
      [
        (0, .scalar(0), nil), (0.5, .scalar(100), .cubicBezier(.easeInEaseOut)),
        (1, .scalar(0), .spring(spring)),
      ],
      durationMs: 1000
    )
    let value = { (t: Double) in try KeyframeSamplingTests.scalar(a.value(at: t, grid: self.grid)) }
    // 250 ms: half of the first interval; ease-in-out(½) = ½: 50.
    #expect(abs(try value(250) - 50) <= 1e-4)
    // §5.3: ease-in-out(0.25) = 0.129162 at 125 ms: 12.9162.
    #expect(abs(try value(125) - 12.916_2) <= 1e-4)
    // The second interval lasts (1 − ½)·1000 = 500 ms; 600 ms is a fifth of it, 0.1 s into the
    // spring: p(0.1) = 0.340300 (§6.1), 100 + 0.3403·(0 − 100) = 65.97.
    #expect(abs(try value(600) - 65.97) <= 1e-4)
  }

  @Test func progressOutsideTheKeyframesExtrapolatesTheEndIntervals() throws {
    // 0 → 100 at ½ → 200 at 1, 1000 ms, with overshoot (tension 2): at 500 ms the progress is
    // u²(3u + 2) + 1 with u = −0.5: 0.25·0.5 + 1 = 1.125, beyond the last keyframe. The last
    // interval (½ … 1) is extrapolated: (1.125 − 0.5)/0.5 = 1.25, 100 + 1.25·100 = 225.
    let overshoot = try KeyframeSamplingTests.animator(
      .translationX,
      [(0, .scalar(0), nil), (0.5, .scalar(100), nil), (1, .scalar(200), nil)],
      durationMs: 1000,
      timing: .interpolator(.overshoot(tension: 2))
    )
    #expect(try KeyframeSamplingTests.scalar(overshoot.value(at: 500, grid: grid)) == 225)
    // Android eases the progress itself there, not the interval fraction: with accelerate on
    // the last keyframe, 1.125² = 1.265625, (1.265625 − 0.5)/0.5 = 1.53125: 253.125.
    let eased = try KeyframeSamplingTests.animator(
      .translationX,
      [
        (0, .scalar(0), nil), (0.5, .scalar(100), nil),
        (1, .scalar(200), .interpolator(.accelerate(factor: 1))),
      ],
      durationMs: 1000,
      timing: .interpolator(.overshoot(tension: 2))
    )
    #expect(try KeyframeSamplingTests.scalar(eased.value(at: 500, grid: grid)) == 253.125)
    // Anticipate (tension 2) at 250 ms: t²(3t − 2) = 0.0625·(−1.25) = −0.078125, before the
    // first keyframe: (−0.078125 − 0)/0.5 = −0.15625 of the first interval, −15.625.
    let anticipate = try KeyframeSamplingTests.animator(
      .translationX,
      [(0, .scalar(0), nil), (0.5, .scalar(100), nil), (1, .scalar(200), nil)],
      durationMs: 1000,
      timing: .interpolator(.anticipate(tension: 2))
    )
    #expect(try KeyframeSamplingTests.scalar(anticipate.value(at: 250, grid: grid)) == -15.625)
  }

  @Test func threeKeyframeBoundsRoundEachMovedCorner() throws {
    // A pure move (0,0,100,100) → (45,15,145,115) at ½, then a resize of the bottom-right
    // corner to (245,215) at 1; linear, 200 ms, grid density 1.
    let a = try KeyframeSamplingTests.animator(
      .bounds,
      [
        (0, .rect(Rect(left: 0, top: 0, right: 100, bottom: 100)), nil),
        (0.5, .rect(Rect(left: 45, top: 15, right: 145, bottom: 115)), nil),
        (1, .rect(Rect(left: 45, top: 15, right: 245, bottom: 215)), nil),
      ],
      durationMs: 200
    )
    let value = { (t: Double) in try KeyframeSamplingTests.rect(a.value(at: t, grid: self.grid)) }
    // 50 ms: half of the move: left 22.5 → Math.round 23, top 7.5 → 8; the size stays 100.
    #expect(try value(50) == Rect(left: 23, top: 8, right: 123, bottom: 108))
    // 20 ms: a fifth of it: 9 and 3.
    #expect(try value(20) == Rect(left: 9, top: 3, right: 109, bottom: 103))
    // 100 ms: the middle keyframe.
    #expect(try value(100) == Rect(left: 45, top: 15, right: 145, bottom: 115))
    // 150 ms: half of the resize; the top-left corner does not change in this interval and
    // keeps (45, 15); the bottom-right one is at (195, 165).
    #expect(try value(150) == Rect(left: 45, top: 15, right: 195, bottom: 165))
    // 133 ms: progress 0.665, (0.665 − 0.5)/0.5 = 0.33 of the resize: 145 + 33 = 178 and
    // 115 + 33 = 148.
    #expect(try value(133) == Rect(left: 45, top: 15, right: 178, bottom: 148))
  }

  @Test func boundsRoundOnTheSceneGrid() throws {
    // Density 2: coordinates round to half units. 0 → 10.3 at ½ (top-left only moves with a
    // resize) → 10.3 at 1; at 50 of 200 ms the corner is half-way, 5.15: 10.3 px rounds to
    // 10 px = 5 units.
    let a = try KeyframeSamplingTests.animator(
      .bounds,
      [
        (0, .rect(Rect(left: 0, top: 0, right: 50, bottom: 50)), nil),
        (0.5, .rect(Rect(left: 10.3, top: 0, right: 50, bottom: 50)), nil),
        (1, .rect(Rect(left: 10.3, top: 0, right: 50, bottom: 50)), nil),
      ],
      durationMs: 200
    )
    let r = try KeyframeSamplingTests.rect(a.value(at: 50, grid: PixelGrid(density: 2)))
    #expect(r == Rect(left: 5, top: 0, right: 50, bottom: 50))
  }

  @Test func threeKeyframeClipBoundsTruncate() throws {
    // RectEvaluator: each edge a + trunc((b − a)·f). (0,0,100,100) → (0,0,45,45) at ½ →
    // (9,9,45,45) at 1, 200 ms.
    let a = try KeyframeSamplingTests.animator(
      .clipBounds,
      [
        (0, .rect(Rect(left: 0, top: 0, right: 100, bottom: 100)), nil),
        (0.5, .rect(Rect(left: 0, top: 0, right: 45, bottom: 45)), nil),
        (1, .rect(Rect(left: 9, top: 9, right: 45, bottom: 45)), nil),
      ],
      durationMs: 200
    )
    // 50 ms: f = ½, right 100 + trunc(−27.5) = 73.
    #expect(
      try KeyframeSamplingTests.rect(a.value(at: 50, grid: grid))
        == Rect(left: 0, top: 0, right: 73, bottom: 73)
    )
    // 150 ms: f = ½ of the second interval, left 0 + trunc(4.5) = 4.
    #expect(
      try KeyframeSamplingTests.rect(a.value(at: 150, grid: grid))
        == Rect(left: 4, top: 4, right: 45, bottom: 45)
    )
  }

  @Test func threeKeyframeScrollTruncates() throws {
    // Int evaluator: a + trunc(f·(b − a)). 0 → 15 at ½ → 0 at 1, 200 ms: at 50 ms
    // trunc(0.5·15) = 7; at 150 ms 15 + trunc(0.5·(−15)) = 15 − 7 = 8.
    let a = try KeyframeSamplingTests.animator(
      .scrollY,
      [(0, .scalar(0), nil), (0.5, .scalar(15), nil), (1, .scalar(0), nil)],
      durationMs: 200
    )
    #expect(try KeyframeSamplingTests.scalar(a.value(at: 50, grid: grid)) == 7)
    #expect(try KeyframeSamplingTests.scalar(a.value(at: 150, grid: grid)) == 8)
  }

  @Test func threeKeyframeMatrixAndPoint() throws {
    // Identity → scale 2 with translation (10, 20) at ½ → identity at 1: at ¼ and ¾ each entry
    // is half-way: [1.5, 0, 5, 0, 1.5, 10, 0, 0, 1].
    let scaled = Matrix([2, 0, 10, 0, 2, 20, 0, 0, 1])
    let m = try KeyframeSamplingTests.animator(
      .matrix,
      [(0, .matrix(.identity), nil), (0.5, .matrix(scaled), nil), (1, .matrix(.identity), nil)],
      durationMs: 400
    )
    let half = AnimatedValue.matrix(Matrix([1.5, 0, 5, 0, 1.5, 10, 0, 0, 1]))
    #expect(m.value(at: 100, grid: grid) == half)
    #expect(m.value(at: 300, grid: grid) == half)
    // Points: (0, 0) → (10, 20) at ½ → (30, 20) at 1; at ¾, half-way along the second: (20, 20).
    let p = try KeyframeSamplingTests.animator(
      .translationX,
      [
        (0, .point(Point(x: 0, y: 0)), nil), (0.5, .point(Point(x: 10, y: 20)), nil),
        (1, .point(Point(x: 30, y: 20)), nil),
      ],
      durationMs: 400
    )
    #expect(p.value(at: 300, grid: grid) == .point(Point(x: 20, y: 20)))
  }

  @Test func threeKeyframeColours() throws {
    // Black → white at ½ → black at 1 (ArgbEvaluator, gamma 2.2). At ¼, half-way from black
    // to white: each channel (0 + 0.5·(1 − 0))^(1/2.2) = 0.5^0.454545 = 0.729740, ·255 =
    // 186.08 → 186 = 0xBA, so 0xFFBABABA = 4290427578. At ½: white, 0xFFFFFFFF.
    let a = try KeyframeSamplingTests.animator(
      .backgroundColor,
      [
        (0, .scalar(0xFF00_0000), nil), (0.5, .scalar(0xFFFF_FFFF), nil),
        (1, .scalar(0xFF00_0000), nil),
      ],
      durationMs: 400
    )
    #expect(try KeyframeSamplingTests.scalar(a.value(at: 100, grid: grid)) == 4_290_427_578)
    #expect(try KeyframeSamplingTests.scalar(a.value(at: 200, grid: grid)) == 4_294_967_295)
  }

  @Test func twoKeyframesEvaluateAsFromTo() throws {
    // The two-keyframe form is the plain from → to of Android's two-keyframe fast path: at
    // 75 of 300 ms with accelerate-decelerate, f = cos(1.25π)/2 + 0.5 = 0.146447 (float), and
    // the float value 0 + f·200.
    let a = Animator(
      target: "box",
      transition: "Test",
      property: .translationX,
      space: .parent,
      from: .scalar(0),
      to: .scalar(200),
      startMs: 0,
      durationMs: 300,
      timing: .interpolator(.accelerateDecelerate)
    )
    let f = Interpolator.accelerateDecelerate.value(at: 0.25)
    #expect(try KeyframeSamplingTests.scalar(a.value(at: 75, grid: grid)) == Double(f * 200))
    #expect(abs(Double(f) - 0.146_447) <= 1e-6)
  }

  @Test func theSamplerDelegatesToTheAnimator() throws {
    // A view moved by a three-keyframe translation: the frame at 150 ms has the value above.
    let scene = TestScenes.scene([TestScenes.view("box", 0, 0, 10, 10)])
    let a = try KeyframeSamplingTests.animator(
      .translationX,
      [(0, .scalar(0), nil), (0.25, .scalar(100), nil), (1, .scalar(40), nil)],
      durationMs: 400,
      startMs: 100
    )
    let plan = Plan(
      fromScene: scene,
      toScene: scene,
      matches: [],
      appearing: [],
      disappearing: [],
      animators: [a],
      presences: [],
      diagnostics: []
    )
    let box = try #require(Sampler(plan: plan).sample(at: 150)["box"])
    #expect(box.bounds == Rect(left: 50, top: 0, right: 60, bottom: 10))
  }
}
