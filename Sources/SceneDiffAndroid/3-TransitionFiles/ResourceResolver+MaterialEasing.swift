import SceneDiffCore

extension ResourceResolver {
  /// MDC-Android's own interpolator resources by name (`m3_sys_motion_easing_*`), which an app
  /// theme may name without the library's files being in its `res/` tree.
  static let materialEasingResources: [String: MaterialEasingToken] = [
    "m3_sys_motion_easing_standard": .standard,
    "m3_sys_motion_easing_standard_decelerate": .standardDecelerate,
    "m3_sys_motion_easing_standard_accelerate": .standardAccelerate,
    "m3_sys_motion_easing_emphasized": .emphasized,
    "m3_sys_motion_easing_emphasized_decelerate": .emphasizedDecelerate,
    "m3_sys_motion_easing_emphasized_accelerate": .emphasizedAccelerate,
    "m3_sys_motion_easing_linear": .linear,
  ]

  /// The interpolator a motion easing theme item names, or `nil` with a warning at the item.
  ///
  /// Read as `MotionUtils.resolveThemeInterpolator` reads it (reference §1.3): a legacy
  /// `cubic-bezier(x1, y1, x2, y2)` (four numbers in [0, 1]) or `path(…)` string, else an
  /// interpolator resource — a framework one, one of MDC-Android's `m3_sys_motion_easing_*`, or
  /// a file of the app's `res/interpolator/`.
  func materialEasing(_ item: ResourceItem, _ diagnostics: inout [Diagnostic]) -> Interpolator? {
    let text = ValuesFileReader.trimmed(item.value)
    if text.hasPrefix("cubic-bezier("), text.hasSuffix(")") {
      let numbers = text.dropFirst("cubic-bezier(".count).dropLast().split(separator: ",").map {
        Float($0.trimmingCharacters(in: .whitespaces))
      }
      if numbers.count == 4, numbers.allSatisfy({ $0.map { (0...1).contains($0) } ?? false }),
        let curve = try? PathInterpolator(
          controlX1: numbers[0] ?? 0,
          controlY1: numbers[1] ?? 0,
          controlX2: numbers[2] ?? 0,
          controlY2: numbers[3] ?? 0
        )
      {
        return .path(curve)
      }
    } else if text.hasPrefix("path("), text.hasSuffix(")"),
      let curve = try? PathInterpolator(pathData: String(text.dropFirst(5).dropLast()))
    {
      return .path(curve)
    } else if let reference = ResourceReference(text), reference.type == "interpolator" {
      if reference.package == "android" { return InterpolatorResources.framework(reference) }
      if let token = Self.materialEasingResources[reference.name] {
        return MaterialMotionTheme.material3.easings[token]
      }
      if let file = repository.file("interpolator", reference.name),
        let interpolator = try? InterpolatorResources.load(file: file.path)
      {
        return interpolator
      }
    }
    diagnostics.append(
      Diagnostic(
        .warning,
        at: item.location,
        code: "unresolved-motion-easing",
        "cannot read '\(text)' as a motion interpolator: expected cubic-bezier(x1, y1, x2, y2) with numbers from 0 to 1, path(…), or an @interpolator/ resource; the pattern's own default applies"
      )
    )
    return nil
  }
}
