import SceneDiff

/// What the CSS and Web Animations exports do not reproduce of property animators' value
/// types, as `export-approximation` warnings.
///
/// The exports write a property animator's keyframes with straight-line interpolation, so an
/// `intType` animator loses its integer steps; and they draw colours statically, so a
/// `backgroundColor`/`textColor` animator is not exported (Docs/view-animations.md).
enum WebExportApproximations {
  /// One warning per view and property that such an animator changes.
  static func warnings(_ plan: Plan, format: String) -> [Diagnostic] {
    var seen: Set<String> = []
    var result: [Diagnostic] = []
    for a in plan.animators where a.isPropertyAnimator {
      let what: String
      if a.property.isColor {
        what =
          "keeps the \(a.property.rawValue) of '\(a.target)' static: its animation is not exported"
      } else if a.evaluator == .int || a.evaluator == .roundedFloat {
        what =
          "moves '\(a.target)' \(a.property.rawValue) (intType) in straight lines between its "
          + "keyframes: Android's integer steps are not exported"
      } else {
        continue
      }
      guard seen.insert(a.target + "\u{0}" + a.property.rawValue).inserted else { continue }
      result.append(
        Diagnostic(.warning, at: nil, code: "export-approximation", "the \(format) export \(what)")
      )
    }
    return result
  }
}
