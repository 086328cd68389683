import SceneDiff

/// What `render` cannot show of a plan, as `render-omission` warnings.
///
/// The picture is the preview's stage, which draws every view's box, transform, opacity,
/// clip and image matrix but keeps background and text colours static (Docs/render.md).
enum RenderOmissions {
  /// One warning per colour property that the plan animates, naming its views.
  static func warnings(_ plan: Plan) -> [Diagnostic] {
    let colours: [(AnimatedProperty, String)] = [
      (.backgroundColor, "background colour"), (.textColor, "text colour"),
    ]
    return colours.compactMap { property, name in
      var keys: [String] = []
      for animator in plan.animators where animator.property == property {
        let key = "'\(animator.target)'"
        if !keys.contains(key) { keys.append(key) }
      }
      guard !keys.isEmpty else { return nil }
      return Diagnostic(
        .warning,
        at: nil,
        code: "render-omission",
        "render keeps the \(name) of \(keys.joined(separator: ", ")) static, as the preview "
          + "draws it: its animation is not in the picture"
      )
    }
  }
}
