import Foundation
import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffCore

/// View-controller transitions (a custom animator, UINavigationController's default push and
/// pop, the modal transition styles) planned as screen changes and sampled, against values
/// worked by hand from interpolators.md §5–§6 (Docs/interpolators.md §9) and the choices
/// Docs/ios-transition-format.md cites.
@Suite struct IOSViewControllerTransitionTests {
  /// A 390 × 844 screen whose root view `key` fills it and holds one child.
  static func screen(_ key: String) -> SceneTree {
    SceneTree(
      width: 390,
      height: 844,
      views: [
        TestScenes.view(
          key,
          0,
          0,
          390,
          844,
          children: [TestScenes.view(key + "_title", 120, 59, 150, 22)]
        )
      ]
    )
  }

  /// The plan of `kind` from the list screen to the detail screen.
  static func plan(_ kind: some IOSViewControllerTransition) -> Plan {
    Planner.plan(from: screen("list"), to: screen("detail"), transition: SceneTransition(kind))
  }

  /// The custom scale animator of the issue: present/push: incoming 0.8 → 1 and alpha 0 → 1,
  /// outgoing → 0.9 and alpha 0; dismiss/pop: outgoing → 0.8 and alpha 0; spring damping 0.7,
  /// velocity 0.3, 0.4 s.
  static func scaleAnimator(_ operation: IOSTransitionOperation) throws
    -> IOSAnimatedTransitioning
  {
    let forward = IOSTransitionStates(
      incoming: IOSViewState(scaleX: 0.8, scaleY: 0.8, alpha: 0),
      outgoing: IOSViewState(scaleX: 0.9, scaleY: 0.9, alpha: 0)
    )
    let back = IOSTransitionStates(outgoing: IOSViewState(scaleX: 0.8, scaleY: 0.8, alpha: 0))
    let spring = try #require(
      DurationFittedSpring(duration: 0.4, dampingRatio: 0.7, initialVelocity: 0.3)
    )
    return IOSAnimatedTransitioning(
      states: [.push: forward, .present: forward, .pop: back, .dismiss: back],
      timing: IOSTiming(durationMs: 400, curve: .spring(spring.curve)),
      operation: operation
    )
  }

  /// The fitted spring's progress at `t` seconds, worked independently.
  ///
  /// From the documented fit (Docs/interpolators.md §9.5 with §9.2's envelope): mass 1, ζ = 0.7,
  /// v0 = 0.3, and the ω0 whose envelope `R·e^(−ζω0·t)` falls to 0.001 at T = 0.4 s: the fixed point
  /// of `ω0 = ln(R(ω0)/0.001)/(ζ·T)` with `R = √(1 + ((ζω0 − v0)/ωd)²)`, `ωd = ω0·√(1 − ζ²)`:
  /// ω0 = 25.843941, ωd = 18.456266, R = 1.388950. Then §9.1's closed form
  /// `p(t) = 1 − e^(−ζω0t)·(cos(ωd·t) + ((ζω0 − v0)/ωd)·sin(ωd·t))`; p(0.2) = 1.036392.
  static func springProgress(_ t: Double) -> Double {
    let (zeta, v0, duration) = (0.7, 0.3, 0.4)
    var w0 = 25.0
    for _ in 0..<60 {
      let wd = w0 * (1 - zeta * zeta).squareRoot()
      let r = (1 + pow((zeta * w0 - v0) / wd, 2)).squareRoot()
      w0 = log(r / 0.001) / (zeta * duration)
    }
    let wd = w0 * (1 - zeta * zeta).squareRoot()
    return 1 - exp(-zeta * w0 * t) * (cos(wd * t) + (zeta * w0 - v0) / wd * sin(wd * t))
  }

  /// A cubic Bézier's value at `x`, solved by bisection on the curve parameter.
  static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double)
    -> Double
  {
    let coordinate = { (a: Double, b: Double, s: Double) in
      3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s
    }
    var (lo, hi) = (0.0, 1.0)
    for _ in 0..<100 {
      let mid = (lo + hi) / 2
      if coordinate(x1, x2, mid) < x { lo = mid } else { hi = mid }
    }
    return coordinate(y1, y2, lo)
  }

  /// The horizontal scale a sample is drawn with.
  static func scale(_ sample: ViewSample) -> Double {
    sample.transform?.values[0] ?? 1
  }

  @Test(arguments: [0.0, 200.0])
  func scaleAnimatorPresent(timeMs: Double) throws {
    let plan = Self.plan(try Self.scaleAnimator(.present))
    // A presentation draws the incoming view on top.
    #expect(plan.screenChange?.order == .enteringOnTop)
    let frame = Sampler(plan: plan).sample(at: timeMs)
    let incoming = try #require(frame["to:detail"])
    let outgoing = try #require(frame["from:list"])
    let p = Self.springProgress(timeMs / 1000)
    // 0 %: p = 0: incoming 0.8 and alpha 0, outgoing 1 and alpha 1. 50 % (200 ms): p =
    // 1.036392: incoming 0.8 + 0.2·p = 1.007278, alpha p clamped to 1 (Core Animation draws
    // opacity within [0, 1]); outgoing 1 − 0.1·p = 0.896361, alpha 1 − p = −0.036 drawn as 0.
    #expect(abs(Self.scale(incoming) - (0.8 + 0.2 * p)) <= 1e-6)
    #expect(abs(Self.scale(outgoing) - (1 - 0.1 * p)) <= 1e-6)
    #expect(abs(incoming.alpha - min(max(p, 0), 1)) <= 1e-9)
    #expect(abs(outgoing.alpha - min(max(1 - p, 0), 1)) <= 1e-9)
    // Scaled about the centre: the incoming view's left edge is 195·(1 − scale).
    #expect(abs(incoming.bounds.left - 195 * (1 - (0.8 + 0.2 * p))) <= 1e-3)
    #expect(try #require(incoming.z) > (try #require(outgoing.z)))
  }

  @Test func scaleAnimatorPresentEnds() throws {
    let plan = Self.plan(try Self.scaleAnimator(.present))
    #expect(plan.totalDurationMs == 400)
    // 100 %: the incoming view at rest, the outgoing one removed (completeTransition).
    let frame = Sampler(plan: plan).sample(at: 400)
    let incoming = try #require(frame["to:detail"])
    #expect(Self.scale(incoming) == 1 && incoming.alpha == 1)
    #expect(frame["from:list"]?.visible != true)
  }

  @Test(arguments: [0.0, 200.0])
  func scaleAnimatorDismiss(timeMs: Double) throws {
    let plan = Self.plan(try Self.scaleAnimator(.dismiss))
    // A dismissal keeps the outgoing (presented) view on top of the presenting one.
    #expect(plan.screenChange?.order == .leavingOnTop)
    let frame = Sampler(plan: plan).sample(at: timeMs)
    let incoming = try #require(frame["to:detail"])
    let outgoing = try #require(frame["from:list"])
    let p = Self.springProgress(timeMs / 1000)
    // Outgoing 1 → 0.8: 1 − 0.2·p (0.792722 at 200 ms), alpha 1 − p clamped; the incoming
    // view does not move.
    #expect(abs(Self.scale(outgoing) - (1 - 0.2 * p)) <= 1e-6)
    #expect(abs(outgoing.alpha - min(max(1 - p, 0), 1)) <= 1e-9)
    #expect(Self.scale(incoming) == 1 && incoming.alpha == 1)
    #expect(try #require(outgoing.z) > (try #require(incoming.z)))
    // At 400 ms the dismissed view is gone.
    #expect(Sampler(plan: plan).sample(at: 400)["from:list"]?.visible != true)
  }

  @Test(arguments: [
    // Flutter's linearToEaseOut (0.35, 0.91, 0.33, 0.97) at 25/50/75 % of 400 ms:
    // 0.624827, 0.920072, 0.982689. Push: incoming 390·(1 − c) = 146.317, 31.172, 6.751;
    // outgoing −130·c = −81.228, −119.609, −127.750.
    0.0, 100.0, 200.0, 300.0,
  ])
  func navigationPushPositions(timeMs: Double) throws {
    let plan = Self.plan(IOSNavigationTransition(operation: .push))
    #expect(plan.totalDurationMs == 400)
    #expect(plan.screenChange?.order == .enteringOnTop)
    let frame = Sampler(plan: plan).sample(at: timeMs)
    let c = Self.bezier(0.35, 0.91, 0.33, 0.97, at: timeMs / 400)
    // Translations use the shared 32-bit float evaluator.
    #expect(abs(try #require(frame["to:detail"]).bounds.left - 390 * (1 - c)) <= 1e-3)
    #expect(abs(try #require(frame["from:list"]).bounds.left - -130 * c) <= 1e-3)
  }

  @Test func navigationPopMirrorsThePush() throws {
    let plan = Self.plan(IOSNavigationTransition(operation: .pop))
    // The popped view stays on top and leaves to the right; the one beneath comes from −⅓.
    #expect(plan.screenChange?.order == .leavingOnTop)
    let frame = Sampler(plan: plan).sample(at: 100)
    // c(0.25) = 0.624827: popped 390·c = 243.683, revealed −130·(1 − c) = −48.772.
    let c = Self.bezier(0.35, 0.91, 0.33, 0.97, at: 0.25)
    #expect(abs(try #require(frame["from:list"]).bounds.left - 390 * c) <= 1e-3)
    #expect(abs(try #require(frame["to:detail"]).bounds.left - -130 * (1 - c)) <= 1e-3)
  }

  @Test func coverVerticalSlidesUpAndBack() throws {
    let present = Self.plan(IOSModalTransition(style: .coverVertical, operation: .present))
    #expect(present.totalDurationMs == 335)
    // At half of 335 ms, c(0.5) = 0.920072: the presented view's top at 844·(1 − c) = 67.459;
    // the presenting view does not move.
    let c = Self.bezier(0.35, 0.91, 0.33, 0.97, at: 0.5)
    let frame = Sampler(plan: present).sample(at: 167.5)
    #expect(abs(try #require(frame["to:detail"]).bounds.top - 844 * (1 - c)) <= 1e-3)
    #expect(try #require(frame["from:list"]).bounds.top == 0)
    let dismiss = Self.plan(IOSModalTransition(style: .coverVertical, operation: .dismiss))
    #expect(dismiss.screenChange?.order == .leavingOnTop)
    // The dismissed view slides down: 844·c = 776.541 at the half.
    let back = Sampler(plan: dismiss).sample(at: 167.5)
    #expect(abs(try #require(back["from:list"]).bounds.top - 844 * c) <= 1e-3)
  }

  @Test func crossDissolveAtTheHalf() throws {
    // curveEaseInOut at 50 % is 0.5: both views at alpha 0.5, both ways.
    for operation in [IOSTransitionOperation.present, .dismiss] {
      let plan = Self.plan(IOSModalTransition(style: .crossDissolve, operation: operation))
      #expect(plan.totalDurationMs == 400)
      let frame = Sampler(plan: plan).sample(at: 200)
      #expect(abs(try #require(frame["to:detail"]).alpha - 0.5) <= 1e-6)
      #expect(abs(try #require(frame["from:list"]).alpha - 0.5) <= 1e-6)
    }
  }

  @Test func flipHorizontalShowsOneFaceEachHalf() throws {
    let plan = Self.plan(IOSModalTransition(style: .flipHorizontal, operation: .present))
    let flips = plan.animators.filter { $0.property == .flipY }
    // Presented as transitionFlipFromRight: outgoing 0 → 180°, incoming −180° → 0.
    let outgoing = try #require(flips.first { $0.target == "from:list" })
    let incoming = try #require(flips.first { $0.target == "to:detail" })
    #expect(outgoing.from == .scalar(0) && outgoing.to == .scalar(180))
    #expect(incoming.from == .scalar(-180) && incoming.to == .scalar(0))
    // 25 %: easeInOut 0.129162, outgoing at 23.25° (drawn), incoming at −156.75° (its back:
    // not drawn); 75 %: 0.870838, outgoing at 156.75° (hidden), incoming −23.25° (drawn).
    let early = Sampler(plan: plan).sample(at: 100)
    #expect(try #require(early["from:list"]).alpha == 1)
    #expect(try #require(early["to:detail"]).alpha == 0)
    let late = Sampler(plan: plan).sample(at: 300)
    #expect(try #require(late["from:list"]).alpha == 0)
    #expect(try #require(late["to:detail"]).alpha == 1)
    // A dismissal flips from the left: outgoing 0 → −180°.
    let dismiss = Self.plan(IOSModalTransition(style: .flipHorizontal, operation: .dismiss))
    #expect(
      dismiss.animators.first { $0.target == "from:list" && $0.property == .flipY }?.to
        == .scalar(-180)
    )
  }

  @Test func partialCurlStopsAndStays() throws {
    let plan = Self.plan(IOSModalTransition(style: .partialCurl, operation: .present))
    // The presenting view curls over the presented one.
    #expect(plan.screenChange?.order == .leavingOnTop)
    // 50 %: easeInOut 0.5, the visible part's bottom at 844 − 0.5·(844 − 0.4·844) = 590.8.
    let half = try #require(Sampler(plan: plan).sample(at: 200)["from:list"])
    #expect(abs((half.clip?.bottom ?? 0) - 590.8) <= 1e-9)
    // After the end it stays drawn, curled at 0.4·844 = 337.6.
    let after = try #require(Sampler(plan: plan).sample(at: 1000)["from:list"])
    #expect(after.visible && abs((after.clip?.bottom ?? 0) - 337.6) <= 1e-9)
    // A dismissal uncurls it from 337.6.
    let dismiss = Self.plan(IOSModalTransition(style: .partialCurl, operation: .dismiss))
    #expect(dismiss.screenChange?.order == .enteringOnTop)
    let start = try #require(Sampler(plan: dismiss).sample(at: 0)["to:detail"])
    #expect(abs((start.clip?.bottom ?? 0) - 337.6) <= 1e-9)
  }
}
