import SceneDiffCore
import Testing

/// `res/anim` view animations evaluated as `Animation.getTransformation` does, against the
/// worked values of `platform-transitions.md` §1.9 and values derived by hand from §1.4–§1.7.
@Suite struct ViewAnimationTests {
  /// `slide_in_left` as AOSP writes it: a set (no interpolator, sharing on) of a translate
  /// −50%p → 0 and an alpha 0 → 1, each 400 ms.
  static let slideInLeft: ViewAnimation = {
    var translate = ViewAnimation(
      .translate(
        fromX: .relativeToParent(-0.5),
        toX: .absolute(0),
        fromY: .absolute(0),
        toY: .absolute(0)
      ),
      durationMs: 400
    )
    translate.fillAfter = false
    let alpha = ViewAnimation(.alpha(from: 0, to: 1), durationMs: 400)
    return ViewAnimation(.set([translate, alpha], shareInterpolator: true))
  }()

  /// A run of `animation` on a view of `size` in a parent of `parent`.
  static func run(
    _ animation: ViewAnimation,
    size: (Double, Double) = (1000, 500),
    parent: (Double, Double) = (1000, 500)
  ) -> ViewAnimationRun {
    ViewAnimationRun(
      target: "v",
      source: "test",
      animation: animation,
      size: size,
      parentSize: parent
    )
  }

  /// §1.9: in a parent 1000 px wide, `it = AD(n) = cos((n + 1)π)/2 + 1/2`: AD(0.25) =
  /// 0.5 − √2/4 = 0.14644661, AD(0.75) = 0.5 + √2/4 = 0.85355339; translateX = −500 + 500·it,
  /// alpha = it.
  @Test(arguments: [
    (0.0, -500.0, 0.0), (100, -426.7767, 0.14644662), (200, -250, 0.5),
    (300, -73.2233, 0.85355341),
  ])
  func slideInLeft(time: Double, translateX: Double, alpha: Double) throws {
    let t = try #require(Self.run(Self.slideInLeft).transformation(at: time))
    #expect(abs(t.matrix.translationX - translateX) < 1e-3)
    #expect(t.matrix.translationY == 0)
    #expect(abs(t.alpha - alpha) < 1e-6)
  }

  /// At 400 ms the set has ended without `fillAfter`: the view draws untransformed (§1.8),
  /// which is §1.9's last row (translate 0, alpha 1).
  @Test func slideInLeftEnds() {
    #expect(Self.run(Self.slideInLeft).endMs == 400)
    #expect(Self.run(Self.slideInLeft).transformation(at: 400) == nil)
  }

  /// §1.9 `fade_in`: 500 ms, decelerate_quad `1 − (1 − n)²`: n = 0.2 → 1 − 0.64 = 0.36;
  /// n = 0.5 → 0.75.
  @Test func fadeIn() throws {
    let fade = ViewAnimation(
      .alpha(from: 0, to: 1),
      durationMs: 500,
      interpolator: .decelerate(factor: 1)
    )
    #expect(abs(try #require(Self.run(fade).transformation(at: 100)).alpha - 0.36) < 1e-6)
    #expect(abs(try #require(Self.run(fade).transformation(at: 250)).alpha - 0.75) < 1e-6)
  }

  /// §1.9 `fade_out`: 400 ms, accelerate_quad `n²`: alpha = 1 − n²; n = 0.25 → 0.9375,
  /// n = 0.5 → 0.75.
  @Test func fadeOut() throws {
    let fade = ViewAnimation(
      .alpha(from: 1, to: 0),
      durationMs: 400,
      interpolator: .accelerate(factor: 1)
    )
    #expect(abs(try #require(Self.run(fade).transformation(at: 100)).alpha - 0.9375) < 1e-6)
    #expect(abs(try #require(Self.run(fade).transformation(at: 200)).alpha - 0.75) < 1e-6)
  }

  /// §1.9 `fragment_open_exit`'s alpha child (1 → 0.4, linear, offset 83, 167 ms, fill
  /// enabled, before and after) beside its 400 ms scale: 1 until 83 ms; at 166.5 ms n =
  /// 83.5/167 = 0.5 → 1 − 0.6·0.5 = 0.7; from 250 ms on 0.4 while the scale still runs.
  @Test(arguments: [(0.0, 1.0), (50, 1), (83, 1), (166.5, 0.7), (250, 0.4), (399, 0.4)])
  func fragmentOpenExitPartialFade(time: Double, alpha: Double) throws {
    var fade = ViewAnimation(.alpha(from: 1, to: 0.4), durationMs: 167, interpolator: .linear)
    fade.startOffsetMs = 83
    fade.fillEnabled = true
    fade.fillBefore = true
    fade.fillAfter = true
    let scale = ViewAnimation(
      .scale(
        fromX: 1,
        toX: 1.05,
        fromY: 1,
        toY: 1.05,
        pivotX: .relativeToSelf(0.5),
        pivotY: .relativeToSelf(0.5)
      ),
      durationMs: 400,
      interpolator: .fastOutExtraSlowIn
    )
    let set = ViewAnimation(.set([fade, scale], shareInterpolator: false))
    let t = try #require(Self.run(set).transformation(at: time))
    #expect(abs(t.alpha - alpha) < 1e-6)
  }

  /// §1.9's pivoted scale: a 200×100 view, x 0.5 → 1 about `pivotX="50%"` (100): at it = 0.5
  /// sx = 0.75 and the left edge is at 100 + 0.75·(0 − 100) = 25 (linear, 50 ms of 100).
  @Test func pivotedScale() throws {
    let scale = ViewAnimation(
      .scale(
        fromX: 0.5,
        toX: 1,
        fromY: 1,
        toY: 1,
        pivotX: .relativeToSelf(0.5),
        pivotY: .absolute(0)
      ),
      durationMs: 100,
      interpolator: .linear
    )
    let t = try #require(Self.run(scale, size: (200, 100)).transformation(at: 50))
    #expect(t.matrix.map(Point(x: 0, y: 0)).x == 25)
    #expect(t.matrix.map(Point(x: 200, y: 0)).x == 175)
  }

  /// §1.7 composition: the first child applies to a point first.
  ///
  /// Translate 100 then scale 2
  /// about (0, 0) maps (0, 0) → (100, 0) → (200, 0); scale then translate maps it → (0, 0) →
  /// (100, 0). Evaluated at n = 1 (the end values, clamped).
  @Test func setOrder() {
    let translate = ViewAnimation(
      .translate(
        fromX: .absolute(100),
        toX: .absolute(100),
        fromY: .absolute(0),
        toY: .absolute(0)
      ),
      durationMs: 100
    )
    let scale = ViewAnimation(
      .scale(fromX: 2, toX: 2, fromY: 2, toY: 2, pivotX: .absolute(0), pivotY: .absolute(0)),
      durationMs: 100
    )
    let first = ViewAnimation(.set([translate, scale], shareInterpolator: true)).initialized()
    let second = ViewAnimation(.set([scale, translate], shareInterpolator: true)).initialized()
    let a = first.transformation(atElapsedMs: 100, size: (10, 10), parentSize: (10, 10))
    let b = second.transformation(atElapsedMs: 100, size: (10, 10), parentSize: (10, 10))
    #expect(a?.matrix.map(Point(x: 0, y: 0)) == Point(x: 200, y: 0))
    #expect(b?.matrix.map(Point(x: 0, y: 0)) == Point(x: 100, y: 0))
  }

  /// §1.7 sharing: a linear set over a child that names accelerate (n²).
  ///
  /// Shared: at n = 0.5
  /// alpha = 0.5; not shared: 0.5² = 0.25.
  @Test(arguments: [(true, 0.5), (false, 0.25)])
  func shareInterpolator(share: Bool, alpha: Double) throws {
    let child = ViewAnimation(
      .alpha(from: 0, to: 1),
      durationMs: 100,
      interpolator: .accelerate(factor: 1)
    )
    var set = ViewAnimation(.set([child], shareInterpolator: share))
    set.interpolator = .linear
    let t = try #require(Self.run(set).transformation(at: 50))
    #expect(abs(t.alpha - alpha) < 1e-6)
  }

  /// §1.7 push-down: a set with duration 200 and startOffset 100 over a child with duration
  /// 50 and offset 50: the child runs 200 ms from 50 + 100 = 150 ms; at 250 ms n =
  /// (250 − 150)/200 = 0.5 (linear), and the run ends at 350 ms.
  @Test func pushDown() throws {
    var child = ViewAnimation(.alpha(from: 0, to: 1), durationMs: 50, interpolator: .linear)
    child.startOffsetMs = 50
    var set = ViewAnimation(.set([child], shareInterpolator: false), durationMs: 200)
    set.startOffsetMs = 100
    set.pushedDown = [.duration, .startOffset]
    let run = Self.run(set)
    #expect(run.endMs == 350)
    #expect(abs(try #require(run.transformation(at: 250)).alpha - 0.5) < 1e-6)
    #expect(try #require(run.transformation(at: 100)).alpha == 0)
  }

  /// §1.5: during its offset a child applies its start value (alpha 0) unless
  /// `fillEnabled` and not `fillBefore`, when it applies nothing (alpha stays 1).
  @Test(arguments: [(false, 0.0), (true, 1.0)])
  func fillBeforeFalseHides(hide: Bool, alpha: Double) throws {
    var child = ViewAnimation(.alpha(from: 0, to: 1), durationMs: 100, interpolator: .linear)
    child.startOffsetMs = 100
    child.fillEnabled = hide
    child.fillBefore = !hide
    let other = ViewAnimation(.alpha(from: 1, to: 1), durationMs: 200)
    let set = ViewAnimation(.set([child, other], shareInterpolator: false))
    #expect(try #require(Self.run(set).transformation(at: 50)).alpha == alpha)
  }

  /// §1.6: 0 → 100 px, linear, 100 ms, repeated once.
  ///
  /// Reversed, at 125 ms the second cycle
  /// has n = 0.25, mirrored to 0.75: 75 px; restarted: 25 px. Both end at 200 ms.
  @Test(arguments: [(ViewAnimation.RepeatMode.reverse, 75.0), (.restart, 25)])
  func repeated(mode: ViewAnimation.RepeatMode, x: Double) throws {
    var move = ViewAnimation(
      .translate(fromX: .absolute(0), toX: .absolute(100), fromY: .absolute(0), toY: .absolute(0)),
      durationMs: 100,
      interpolator: .linear
    )
    move.repeatCount = 1
    move.repeatMode = mode
    let run = Self.run(move)
    #expect(run.endMs == 200)
    #expect(try #require(run.transformation(at: 125)).matrix.translationX == x)
    #expect(run.transformation(at: 200) == nil)
  }
}
