import SceneDiffCore

/// One row of a plan's timeline (a Gantt chart): one view and property, with a bar per
/// animator.
struct TimelineRow: Sendable, Hashable {
  /// One animator's bar.
  struct Bar: Sendable, Hashable {
    /// The animator's index in the plan's `animators`.
    var animator: Int
    /// Its transition class.
    var transition: String
    /// Start, in ms.
    var startMs: Double
    /// End, in ms.
    var endMs: Double
    /// The name of its timing curve (``curveName(_:)``: `fastOutSlowIn`,
    /// `cubic-bezier(0.2, 0, 0, 1)`, `spring(1 100 10 0), damping ratio 0.5`).
    var interpolator: String
  }

  /// The view key.
  var key: String
  /// The property.
  var property: String
  /// Bars in start order.
  var bars: [Bar]

  /// The rows of a plan: views in the order their first animator starts, and each view's
  /// properties likewise.
  static func rows(_ plan: Plan) -> [TimelineRow] {
    var rows: [TimelineRow] = []
    var index: [String: Int] = [:]
    var keyOrder: [String: Int] = [:]
    for (i, a) in plan.animators.enumerated() {
      if keyOrder[a.target] == nil { keyOrder[a.target] = keyOrder.count }
      let id = a.target + "\u{0}" + a.property.rawValue
      let bar = Bar(
        animator: i,
        transition: a.transition,
        startMs: a.startMs,
        endMs: a.endMs,
        interpolator: curveName(a.timing)
      )
      if let r = index[id] {
        rows[r].bars.append(bar)
      } else {
        index[id] = rows.count
        rows.append(TimelineRow(key: a.target, property: a.property.rawValue, bars: [bar]))
      }
    }
    // Stable: rows of one view together, views in first-start order.
    return rows.enumerated().sorted {
      let a = keyOrder[$0.element.key] ?? 0
      let b = keyOrder[$1.element.key] ?? 0
      return a != b ? a < b : $0.offset < $1.offset
    }.map(\.element)
  }

  /// A timing curve's short name, as the timeline and the preview show it.
  ///
  /// - An Android interpolator: its plan name (`fastOutSlowIn`), or the `name` of its plan
  ///   object (`accelerate`).
  /// - A cubic Bézier: its CSS `cubic-bezier()` (the control points as the CSS export writes
  ///   them), after its Apple name when it has one: `easeInEaseOut cubic-bezier(0.42, 0, 0.58,
  ///   1)`.
  /// - A spring: `spring(mass stiffness damping initialVelocity)` and its damping ratio, each
  ///   to at most 3 decimals: `spring(1 100 10 0), damping ratio 0.5`.
  static func curveName(_ timing: TimingCurve) -> String {
    switch timing {
    case .interpolator(let interpolator):
      switch interpolator.planJSON {
      case .string(let name): return name
      case let json:
        if case .string(let name)? = json["name"] { return name }
        return "custom"
      }
    case .cubicBezier(let curve):
      let points = [curve.x1, curve.y1, curve.x2, curve.y2].map { CSSValue.number($0) }
      let css = "cubic-bezier(\(points.joined(separator: ", ")))"
      return curve.name.map { "\($0) \(css)" } ?? css
    case .spring(let spring):
      let number = { (v: Double) in CSSValue.number(v, decimals: 3) }
      let parameters = [spring.mass, spring.stiffness, spring.damping, spring.initialVelocity]
      return "spring(\(parameters.map(number).joined(separator: " "))), "
        + "damping ratio \(number(spring.dampingRatio))"
    }
  }

  /// Tick spacing for an axis of `total` ms: the first of 10, 20, 25, 50, 100… ms giving at
  /// most 10 intervals.
  static func tickStep(total: Double) -> Double {
    let steps: [Double] = [10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000, 10000]
    return steps.first { total / $0 <= 10 } ?? (total / 10).rounded(.up)
  }
}
