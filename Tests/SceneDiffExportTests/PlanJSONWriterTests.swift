import SceneDiff
import SceneDiffCore
import SceneDiffTestSupport
import Testing

@testable import SceneDiffExport

/// `scenediff plan` writes its document straight from the plan (``Plan/writeJSON(indent:to:)``,
/// ``Plan/renderJSON(indent:)``) instead of rendering ``Plan/json``: the bytes must be those
/// of the tree renderer, indented and compact, on every plan.
@Suite struct PlanJSONWriterTests {
  /// Checks both writers against `plan.json.render(indent:)` at both indents.
  static func expectSameBytes(
    _ plan: Plan,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    for indent in [2, nil] as [Int?] {
      let tree = plan.json.render(indent: indent)
      #expect(plan.renderJSON(indent: indent) == tree, sourceLocation: sourceLocation)
      var pieces: [[UInt8]] = []
      plan.writeJSON(indent: indent) { pieces.append(Array($0)) }
      #expect(
        String(decoding: pieces.joined(), as: UTF8.self) == tree,
        sourceLocation: sourceLocation
      )
      // Every piece is whole UTF-8 text (the command converts each one to a String).
      #expect(
        pieces.allSatisfy { String(validating: $0, as: UTF8.self) != nil },
        sourceLocation: sourceLocation
      )
    }
  }

  @Test func everyShippedPairWritesTheBytesTheTreeRendererPrints() {
    let plans = ExportFixtures.shippedPlans()
    #expect(plans.count > 30)
    for plan in plans { PlanJSONWriterTests.expectSameBytes(plan) }
    // The shipped pairs reach every optional part of the document but diagnostics (the
    // random plans below have those).
    #expect(plans.contains { $0.screenChange != nil })
    #expect(plans.contains { !$0.viewAnimations.isEmpty })
    #expect(plans.contains { $0.interactionTimeline != nil })
    #expect(plans.contains { $0.transitionSource != nil })
    #expect(plans.contains { $0.animators.contains { $0.path != nil } })
    #expect(plans.contains { $0.animators.contains { $0.keyframes.count > 2 } })
  }

  @Test func theExportFixturesWriteTheBytesTheTreeRendererPrints() {
    PlanJSONWriterTests.expectSameBytes(ExportFixtures.everyProperty())
    PlanJSONWriterTests.expectSameBytes(ExportFixtures.reparented())
  }

  @Test func anEmptyPlanWritesEmptyArrays() {
    let plan = ExportFixtures.plan(
      from: TestScenes.scene([]),
      to: TestScenes.scene([]),
      animators: []
    )
    PlanJSONWriterTests.expectSameBytes(plan)
    // Written out by hand from design §4 and the renderer's rules (empty arrays as `[]`, small
    // objects of scalars on one line, two spaces per level, a final newline).
    #expect(
      plan.renderJSON(indent: 2) == """
        {
          "format": "scenediff.plan",
          "version": 1,
          "from": { "file": null, "scene": null },
          "to": { "file": null, "scene": null },
          "units": "dp",
          "transitionSource": null,
          "totalDurationMs": 0,
          "matches": [],
          "appearing": [],
          "disappearing": [],
          "animators": [],
          "diagnostics": []
        }

        """
    )
  }

  @Test func oddStringsAreEscapedAsTheTreeRendererEscapesThem() {
    // Quotes, backslashes, every short escape, other control characters (\u escapes), DEL,
    // non-ASCII, U+2028/U+2029 (left as they are: valid in JSON) and an astral character.
    let odd = "q\"b\\n\nr\rt\tb\u{08}f\u{0C}z\u{0}u\u{1F}d\u{7F}é日\u{2028}\u{2029}😀"
    var plan = ExportFixtures.plan(
      from: SceneTree(name: odd, file: "a \"b\".xml", width: 1, height: 1),
      to: SceneTree(name: nil, file: odd, width: 1, height: 1, units: odd, density: 2.625),
      animators: [ExportFixtures.animator(odd, .alpha, .scalar(0), .scalar(1))],
      matches: [Plan.Match(from: odd, to: "é", by: "id")]
    )
    plan.appearing = [odd, "", "\u{2028}"]
    plan.disappearing = ["😀"]
    plan.diagnostics = [
      Diagnostic(.warning, at: nil, code: "odd", odd),
      Diagnostic(
        .warning,
        at: SceneDiffCore.SourceLocation(file: odd, line: 3, column: 9),
        code: odd,
        "m"
      ),
    ]
    PlanJSONWriterTests.expectSameBytes(plan)
    let text = plan.renderJSON(indent: nil)
    // The escapes written out by hand (RFC 8259 §7): two-character escapes where JSON has them,
    // \u00XX for the other control characters, everything else as UTF-8.
    #expect(
      text.contains(
        #""q\"b\\n\nr\rt\tb\bf\fz\u0000u\u001fd"# + "\u{7F}é日\u{2028}\u{2029}😀\""
      )
    )
  }

  @Test func manySeededRandomPlansWriteTheBytesTheTreeRendererPrints() {
    var generator = RandomPlans(seed: 18)
    for _ in 0..<300 {
      PlanJSONWriterTests.expectSameBytes(generator.plan())
    }
  }

  @Test func aLargePlanIsHandedOnInPiecesThatEndBetweenValues() {
    var generator = RandomPlans(seed: 7)
    var plan = generator.plan()
    plan.animators = (0..<3000).map { _ in generator.animator() }
    var pieces: [[UInt8]] = []
    plan.writeJSON(indent: 2) { pieces.append(Array($0)) }
    #expect(pieces.count > 1)
    // No piece but the last is shorter than a chunk, and none much longer: the writer
    // hands a piece on after the first value that fills one.
    #expect(pieces.dropLast().allSatisfy { $0.count >= Plan.jsonChunkBytes })
    #expect(pieces.allSatisfy { $0.count < Plan.jsonChunkBytes + 65536 })
    #expect(String(decoding: pieces.joined(), as: UTF8.self) == plan.json.render(indent: 2))
  }
}

/// Seeded random plans with every kind of value the plan document holds.
struct RandomPlans {
  /// SplitMix64 state.
  private var state: UInt64

  /// A generator; the same seed gives the same plans.
  init(seed: UInt64) { state = seed }

  /// The next 64 random bits (SplitMix64).
  private mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number below `bound`.
  private mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

  /// One of the items.
  private mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

  /// Whether a one-in-`n` event happens.
  private mutating func oneIn(_ n: Int) -> Bool { below(n) == 0 }

  /// A number: integers, fractions, the edges of the integer rule (±2^53, -0) and extremes.
  mutating func number() -> Double {
    switch below(4) {
    case 0: return Double(below(2001) - 1000)
    case 1: return Double(below(200_001) - 100_000) / 64
    case 2: return Double(below(1_000_000)) / 7
    default:
      return pick([
        0, -0.0, 0.1, 1e-7, -2.5e-5, 1e21, 1e300, Double.leastNonzeroMagnitude,
        9_007_199_254_740_992,
        -9_007_199_254_740_992, 9_007_199_254_740_994, 123_456.789, 0.15000000596046448,
      ])
    }
  }

  /// A string of a few pieces, some of which need escaping.
  mutating func string() -> String {
    let pieces = [
      "view", "/0/2/1", "from:", "to:card", "é", "日本", "😀", "\"", "\\", "\n", "\t", "\r",
      "\u{0}", "\u{1F}", "\u{7F}", "\u{2028}", "\u{2029}", " ", "\u{08}", "\u{0C}", "",
    ]
    return (0..<below(4)).map { _ in pick(pieces) }.joined()
  }

  /// A value of any kind.
  mutating func value() -> AnimatedValue {
    switch below(4) {
    case 0: .scalar(number())
    case 1: .rect(Rect(left: number(), top: number(), right: number(), bottom: number()))
    case 2: .matrix(Matrix((0..<9).map { _ in number() }))
    default: .point(Point(x: number(), y: number()))
    }
  }

  /// A timing curve of any kind, with default and other parameters.
  mutating func timing() -> TimingCurve {
    let interpolators: [Interpolator] = [
      .linear, .accelerateDecelerate, .accelerate(factor: 1), .accelerate(factor: 1.5),
      .decelerate(factor: 0.15), .anticipate(tension: 2), .overshoot(tension: 3),
      .anticipateOvershoot(tension: 2, extraTension: 1.5),
      .anticipateOvershoot(tension: 1, extraTension: 1.5), .bounce, .cycle(cycles: 1),
      .cycle(cycles: 0.5), .fastOutSlowIn, .linearOutSlowIn, .fastOutLinearIn,
    ]
    var all = interpolators.map(TimingCurve.interpolator)
    if let quadratic = try? PathInterpolator(controlX1: 0.3, controlY1: 0.7) {
      all.append(.interpolator(.path(quadratic)))
    }
    if let cubic = try? PathInterpolator(
      controlX1: 0.1,
      controlY1: 0.2,
      controlX2: 0.3,
      controlY2: 1
    ) {
      all.append(.interpolator(.path(cubic)))
    }
    if let data = try? PathInterpolator(pathData: "M0,0 L0.5,0.8 L1,1") {
      all.append(.interpolator(.path(data)))
    }
    all += [
      CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1, name: "easeInEaseOut"),
      CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1),
    ].compactMap { $0.map(TimingCurve.cubicBezier) }
    all += [
      SpringCurve(mass: 1, stiffness: 100, damping: 10),
      SpringCurve(mass: 2, stiffness: 300, damping: 0),
    ].compactMap { $0.map(TimingCurve.spring) }
    return pick(all)
  }

  /// A straight motion path between two points of a scene (path data has no extreme
  /// numbers: the values a path is built from are positions).
  mutating func motionPath() -> MotionPath {
    let c = (0..<4).map { _ in Double(below(4001) - 2000) / 4 }
    return .line(from: Point(x: c[0], y: c[1]), to: Point(x: c[2], y: c[3]))
  }

  /// An animator: two keyframes or more, sometimes timed, sometimes with a path.
  mutating func animator() -> Animator {
    let count = oneIn(2) ? 2 : 2 + below(4)
    let keyframes = (0..<count).map { i in
      Keyframe(
        fraction: i == count - 1 ? 1 : Double(i) / Double(count),
        value: value(),
        timing: i > 0 && oneIn(3) ? timing() : nil
      )
    }
    var paths: [AnimatorPath?] = [nil, .move(motionPath()), .translation(motionPath())]
    paths += [
      .corners(topLeft: motionPath(), bottomRight: nil),
      .corners(topLeft: nil, bottomRight: motionPath()),
      .corners(topLeft: motionPath(), bottomRight: motionPath()),
      .corners(topLeft: nil, bottomRight: nil),
    ]
    let property = pick([AnimatedProperty.alpha, .bounds, .translationX, .backgroundColor])
    return Animator(
      target: string(),
      transition: pick(["ChangeBounds", "Fade", string()]),
      property: property,
      space: pick([.parent, .root, .local]),
      keyframes: keyframes,
      startMs: number(),
      durationMs: number(),
      timing: timing(),
      path: pick(paths)
    ) ?? ExportFixtures.animator(string(), property, value(), value())
  }

  /// A diagnostic, sometimes located, sometimes with notes (which may have notes).
  mutating func diagnostic(depth: Int = 0) -> Diagnostic {
    Diagnostic(
      pick([.note, .warning, .error]),
      at: oneIn(2)
        ? SceneDiffCore.SourceLocation(file: string(), line: below(500), column: below(80)) : nil,
      code: string(),
      string(),
      notes: depth < 2 && oneIn(3)
        ? (0..<1 + below(2)).map { _ in diagnostic(depth: depth + 1) } : []
    )
  }

  /// A scene with random names and units.
  mutating func scene() -> SceneTree {
    var scene = SceneTree(
      name: oneIn(2) ? string() : nil,
      file: oneIn(2) ? string() : nil,
      width: 360,
      height: 640,
      units: pick(["dp", "px", string()]),
      density: oneIn(2) ? number() : nil
    )
    if oneIn(3) { scene.device = SceneDevice(width: 1080, height: 2400, density: 2.625) }
    return scene
  }

  /// A plan of random parts.
  mutating func plan() -> Plan {
    var plan = ExportFixtures.plan(
      from: scene(),
      to: scene(),
      animators: (0..<below(6)).map { _ in animator() },
      matches: (0..<below(4)).map { _ in Plan.Match(from: string(), to: string(), by: string()) }
    )
    plan.appearing = (0..<below(4)).map { _ in string() }
    plan.disappearing = (0..<below(4)).map { _ in string() }
    plan.diagnostics = (0..<below(4)).map { _ in diagnostic() }
    plan.transitionSource = pick([
      nil, .autoTransition, .file(string()), .managerFallback(manager: string(), reason: string()),
    ])
    plan.reducedMotion = pick([nil, .android, .ios])
    plan.animatorDurationScale = oneIn(3) ? number() : nil
    return plan
  }
}
