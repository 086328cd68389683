import SceneDiff
import SceneDiffTestSupport
import SceneDiffXML
import Testing

@testable import SceneDiffExport

/// How the timeline and the preview name and plot cubic-Bézier and spring timing curves.
///
/// Expected values come from Docs' reference `interpolators.md`: §4.1 (the named curves'
/// control points), §5.3 (cubic-Bézier outputs) and §6.1 (spring progress p(t) and ζ).
@Suite struct CurveDisplayTests {
  /// A 0 → 100 translationX animator of "box", with `timing`.
  static func move(_ durationMs: Double, _ timing: TimingCurve) -> Animator {
    Animator(
      target: "box",
      transition: "Test",
      property: .translationX,
      space: .parent,
      from: .scalar(0),
      to: .scalar(100),
      startMs: 0,
      durationMs: durationMs,
      timing: timing
    )
  }

  /// §6.1's CASpringAnimation defaults: m 1, k 100, c 10, v0 0.
  static let defaultSpring = SpringCurve()

  /// Five animators of one view: an ease-in-out, the same again, the default spring over
  /// 1200 ms, the same spring over 600 ms, and fast-out-slow-in.
  static func plan() throws -> Plan {
    let spring = try #require(defaultSpring)
    let scene = TestScenes.scene([TestScenes.view("box", 10, 10, 50, 50)])
    return ExportFixtures.plan(
      from: scene,
      to: scene,
      animators: [
        move(300, .cubicBezier(.easeInEaseOut)),
        move(300, .cubicBezier(.easeInEaseOut)),
        move(1200, .spring(spring)),
        move(600, .spring(spring)),
        move(300, .interpolator(.fastOutSlowIn)),
      ]
    )
  }

  @Test func cubicBeziersAreNamedAsCSSWritesThemAfterTheirAppleName() throws {
    // §4.1: easeInEaseOut is (0.42, 0), (0.58, 1); default (CSS ease) is (0.25, 0.1), (0.25, 1).
    #expect(
      TimelineRow.curveName(.cubicBezier(.easeInEaseOut))
        == "easeInEaseOut cubic-bezier(0.42, 0, 0.58, 1)"
    )
    #expect(
      TimelineRow.curveName(.cubicBezier(.systemDefault))
        == "default cubic-bezier(0.25, 0.1, 0.25, 1)"
    )
    // §5.3's M3 standard (0.2, 0, 0, 1) has no Apple name.
    let standard = try #require(CubicBezier(x1: 0.2, y1: 0, x2: 0, y2: 1))
    #expect(TimelineRow.curveName(.cubicBezier(standard)) == "cubic-bezier(0.2, 0, 0, 1)")
  }

  @Test func springsAreNamedByTheirParametersAndDampingRatio() throws {
    // §6.1: ζ = c / (2·√(k·m)) = 10 / (2·√100) = 0.5.
    let spring = try #require(CurveDisplayTests.defaultSpring)
    #expect(TimelineRow.curveName(.spring(spring)) == "spring(1 100 10 0), damping ratio 0.5")
    // Critical: ζ = 20 / (2·√100) = 1; v0 = 2.
    let critical = try #require(
      SpringCurve(mass: 1, stiffness: 100, damping: 20, initialVelocity: 2)
    )
    #expect(TimelineRow.curveName(.spring(critical)) == "spring(1 100 20 2), damping ratio 1")
    // §6.5 / §6.1's third row, SwiftUI duration 0.5, bounce 0.3: ζ = 1 − 0.3 = 0.7,
    // k = (2π / 0.5)² = 16π² = 157.913670… → 157.914, c = 4π·0.7 / 0.5 = 5.6π = 17.592918… →
    // 17.593 (three decimals).
    let swiftUI = try #require(SpringCurve(duration: 0.5, bounce: 0.3))
    #expect(
      TimelineRow.curveName(.spring(swiftUI)) == "spring(1 157.914 17.593 0), damping ratio 0.7"
    )
  }

  @Test func interpolatorsKeepTheirPlanNames() {
    #expect(TimelineRow.curveName(.interpolator(.fastOutSlowIn)) == "fastOutSlowIn")
    #expect(TimelineRow.curveName(.interpolator(.accelerate(factor: 2))) == "accelerate")
  }

  @Test func timelineBarsNameTheirCurves() throws {
    let svg = TimelineSVG(plan: try CurveDisplayTests.plan()).svg
    let root = try XMLDocumentReader.parse(Array(svg.utf8), file: "timeline.svg")
    let titles = root.children.flatMap { $0.children.filter { $0.name == "title" }.map(\.text) }
    // describe(): "target · property · class: start–end ms (curve), from → to"; one row, its
    // bars in plan order.
    let ease = "easeInEaseOut cubic-bezier(0.42, 0, 0.58, 1)"
    let spring = "spring(1 100 10 0), damping ratio 0.5"
    #expect(
      titles == [
        "box · translationX · Test: 0–300 ms (\(ease)), 0 → 100",
        "box · translationX · Test: 0–300 ms (\(ease)), 0 → 100",
        "box · translationX · Test: 0–1200 ms (\(spring)), 0 → 100",
        "box · translationX · Test: 0–600 ms (\(spring)), 0 → 100",
        "box · translationX · Test: 0–300 ms (fastOutSlowIn), 0 → 100",
      ]
    )
  }

  /// The numbers of a JSON array, or `nil` when it is not an array of numbers.
  static func numbers(_ json: JSONValue?) -> [Double]? {
    guard case .array(let values)? = json else { return nil }
    let numbers = values.compactMap { value -> Double? in
      guard case .number(let v) = value else { return nil }
      return v
    }
    return numbers.count == values.count ? numbers : nil
  }

  /// The preview's `curves`, each as numbers, and `curveOf`.
  static func curves(_ plan: Plan) throws -> (curves: [[Double]], curveOf: [Double]) {
    let data = PreviewDocument(plan: plan).data
    guard case .array(let curves)? = data["curves"] else {
      Issue.record("no curves")
      return ([], [])
    }
    let numbers = try curves.map { try #require(CurveDisplayTests.numbers($0)) }
    return (numbers, try #require(CurveDisplayTests.numbers(data["curveOf"])))
  }

  @Test func thePreviewPlotsEveryCurveKind() throws {
    let (curves, curveOf) = try CurveDisplayTests.curves(try CurveDisplayTests.plan())
    // The two ease-in-outs share a curve; the spring has one per duration; then
    // fast-out-slow-in.
    #expect(curveOf == [0, 0, 1, 2, 3])
    try #require(curves.count == 4 && curves.allSatisfy { $0.count == 61 })
    // Point i is at input i/60. §5.3, easeInEaseOut: x = 0.1 (i = 6) 0.019722, 0.25 (i = 15)
    // 0.129162, 0.5 (i = 30) 0.5, 0.75 (i = 45) 0.870838, 0.9 (i = 54) 0.980278; the table
    // has six decimals.
    let ease = curves[0]
    for (i, expected) in [(6, 0.019722), (15, 0.129162), (30, 0.5), (45, 0.870838), (54, 0.980278)]
    {
      #expect(abs(ease[i] - expected) < 1e-6, "easeInEaseOut at \(i)/60")
    }
    #expect(ease[0] == 0 && ease[60] == 1)
  }

  @Test func aSpringIsPlottedOverItsAnimatorsDurationWithItsOvershoot() throws {
    let (curves, _) = try CurveDisplayTests.curves(try CurveDisplayTests.plan())
    try #require(curves.count == 4 && curves.allSatisfy { $0.count == 61 })
    // Point i of a spring is at t = (i/60)·duration. Over 1200 ms: t = i/50 s, so §6.1's
    // (1, 100, 10, 0) row gives i = 5 (0.1 s) 0.340300, i = 10 (0.2 s) 0.849426, i = 15
    // (0.3 s) 1.124355, i = 25 (0.5 s) 1.074591, i = 50 (1.0 s) 1.002170.
    let long = curves[1]
    for (i, expected) in [
      (5, 0.340300), (10, 0.849426), (15, 1.124355), (25, 1.074591), (50, 1.002170),
    ] {
      #expect(abs(long[i] - expected) < 1e-6, "1200 ms spring at \(i)/60")
    }
    // Over 600 ms: t = i/100 s: i = 5 (0.05 s) 0.104405, 10 (0.1 s) 0.340300, 20 (0.2 s)
    // 0.849426, 30 (0.3 s) 1.124355, 50 (0.5 s) 1.074591.
    let short = curves[2]
    for (i, expected) in [
      (5, 0.104405), (10, 0.340300), (20, 0.849426), (30, 1.124355), (50, 1.074591),
    ] {
      #expect(abs(short[i] - expected) < 1e-6, "600 ms spring at \(i)/60")
    }
    // p(0) = 0, and the curve overshoots 1: §6.1's peak for ζ = 0.5 is 1 + 0.163034, at
    // t = π/ωd = π/(10·√0.75) = 0.36276 s, between points 18 (0.36 s) and 19 (0.38 s) of the
    // 1200 ms curve. Near the peak p'' ≈ −ω0²·0.163 = −16.3/s², so 0.0028 s away p is lower
    // by about ½·16.3·0.0028² = 0.00006: the highest point is above 1.16.
    #expect(long[0] == 0 && short[0] == 0)
    let peak = long.max() ?? 0
    #expect(peak > 1.16 && peak <= 1.163034 + 1e-6)
  }

  @Test func thePreviewRowsNameEveryCurveKind() throws {
    let data = PreviewDocument(plan: try CurveDisplayTests.plan()).data
    let rows = try #require(data["rows"])
    guard case .array(let list) = rows, let row = list.first, case .array(let bars)? = row["bars"]
    else {
      Issue.record("no bars")
      return
    }
    let names = bars.compactMap { bar -> String? in
      guard case .string(let name)? = bar["interpolator"] else { return nil }
      return name
    }
    // Bars in plan order within the row (one row: box translationX).
    #expect(
      names == [
        "easeInEaseOut cubic-bezier(0.42, 0, 0.58, 1)",
        "easeInEaseOut cubic-bezier(0.42, 0, 0.58, 1)",
        "spring(1 100 10 0), damping ratio 0.5",
        "spring(1 100 10 0), damping ratio 0.5",
        "fastOutSlowIn",
      ]
    )
  }
}
