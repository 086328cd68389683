import SceneDiffCore
import SceneDiffXML

/// Reads the current `<Transition>` of a `<MotionScene>` as MotionLayout plays it: its
/// duration, interpolator and `<KeyFrameSet>` (`MotionScene.Transition.fillFromAttributeList`,
/// `MotionScene.getInterpolator`, `KeyFrames.java`; AndroidX ConstraintLayout 9cd4b5a4).
///
/// What MotionLayout does but SceneDiff does not model is a located warning; a bad key frame
/// is a located `invalid-key-frame` error.
struct MotionTransitionReader {
  /// Everything found so far.
  var diagnostics: [Diagnostic] = []

  /// The scene's transition, or `nil` when it has no `<Transition>` with a start set.
  mutating func read(_ root: LocatedElement) -> SceneTransition? {
    var defaultDuration = 400
    if let text = Self.attribute(root, "defaultDuration") {
      defaultDuration = max(integer(text, "motion:defaultDuration") ?? 400, 8)
    }
    guard
      let element = root.children.first(where: {
        $0.name == "Transition" && $0.attributes.contains { $0.name == "constraintSetStart" }
      })
    else { return nil }
    var duration = defaultDuration
    if let text = Self.attribute(element, "duration") {
      duration = max(integer(text, "motion:duration") ?? duration, 8)
    }
    let curve = self.curve(element)
    notModelled(element)
    var kind = MotionLayoutTransition()
    for set in element.children where set.name == "KeyFrameSet" {
      for key in set.children { read(key, into: &kind) }
    }
    return SceneTransition(kind, durationMs: duration, curve: curve, location: element.location)
  }

  /// `motion:motionInterpolator`, MotionLayout's easeInOut (AccelerateDecelerate) when absent.
  private mutating func curve(_ element: LocatedElement) -> TimingCurve {
    guard let value = Self.attributeValue(element, "motionInterpolator") else {
      return .interpolator(.accelerateDecelerate)
    }
    let text = value.value.trimmingCharacters(in: .whitespaces)
    if let named = Self.named[text] { return .interpolator(named) }
    if let easing = Self.easings[text] ?? (text.hasPrefix("cubic") ? text : nil) {
      if let bezier = Self.cubic(easing) { return .cubicBezier(bezier) }
    } else if text.hasPrefix("@"), let resource = Interpolator(androidResource: text) {
      return .interpolator(resource)
    }
    diagnostics.append(
      Diagnostic(
        .warning,
        at: value.valueLocation,
        code: "motion-not-modelled",
        "motion:motionInterpolator '\(text)' is not modelled; expected easeInOut, easeIn, "
          + "easeOut, linear, bounce, overshoot, anticipate, standard, accelerate, decelerate, "
          + "cubic(x1,y1,x2,y2) or an @android:interpolator; SceneDiff uses linear"
      )
    )
    return .interpolator(.linear)
  }

  /// One child of a `<KeyFrameSet>`.
  private mutating func read(_ key: LocatedElement, into kind: inout MotionLayoutTransition) {
    switch key.name {
    case "KeyPosition":
      if let position = keyPosition(key) { kind.positions.append(position) }
    case "KeyAttribute":
      if let attribute = keyAttribute(key) { kind.attributes.append(attribute) }
    default:
      diagnostics.append(
        Diagnostic(
          .warning,
          at: key.location,
          code: "motion-not-modelled",
          "<\(key.name)> is not modelled (SceneDiff plans KeyPosition and KeyAttribute only); "
            + "the plan leaves its \(Self.effects[key.name] ?? "effect") out"
        )
      )
    }
  }

  /// Warnings for the transition's settings and children SceneDiff does not play.
  private mutating func notModelled(_ element: LocatedElement) {
    for name in ["staggered", "pathMotionArc"] {
      guard let value = Self.attributeValue(element, name) else { continue }
      diagnostics.append(
        Diagnostic(
          .warning,
          at: value.valueLocation,
          code: "motion-not-modelled",
          "motion:\(name) '\(value.value)' is not modelled; the plan "
            + (name == "staggered"
              ? "starts every view together" : "moves views in straight lines or splines")
        )
      )
    }
    for child in element.children where ["OnSwipe", "OnClick"].contains(child.name) {
      diagnostics.append(
        Diagnostic(
          .warning,
          at: child.location,
          code: "motion-not-modelled",
          "<\(child.name)> is not modelled: the plan is the transition played to its end "
            + "(MotionLayout.transitionToEnd), as a tap or a fling past the threshold plays it"
        )
      )
    }
  }

  private static let effects = [
    "KeyCycle": "oscillation", "KeyTimeCycle": "time-based oscillation",
    "KeyTrigger": "callbacks",
  ]

  /// `motionInterpolator`'s enum values (`MotionScene.getInterpolator`).
  private static let named: [String: Interpolator] = [
    "easeInOut": .accelerateDecelerate, "easeIn": .accelerate(factor: 1),
    "easeOut": .decelerate(factor: 1), "linear": .linear, "bounce": .bounce,
    "overshoot": .overshoot(tension: 2), "anticipate": .anticipate(tension: 2),
  ]

  /// `Easing.getInterpolator`'s named strings.
  private static let easings = [
    "standard": "cubic(0.4, 0.0, 0.2, 1)", "accelerate": "cubic(0.4, 0.05, 0.8, 0.7)",
    "decelerate": "cubic(0.0, 0.0, 0.2, 0.95)",
  ]

  /// `cubic(x1, y1, x2, y2)`.
  private static func cubic(_ text: String) -> CubicBezier? {
    guard let open = text.firstIndex(of: "("), let close = text.lastIndex(of: ")"), open < close
    else { return nil }
    let numbers = text[text.index(after: open)..<close].split(separator: ",").compactMap {
      Double($0.trimmingCharacters(in: .whitespaces))
    }
    guard numbers.count == 4 else { return nil }
    return CubicBezier(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3])
  }

  /// An attribute's text by local name, in any namespace.
  static func attribute(_ element: LocatedElement, _ name: String) -> String? {
    attributeValue(element, name)?.value
  }

  /// An attribute by local name, in any namespace.
  static func attributeValue(_ element: LocatedElement, _ name: String) -> LocatedAttribute? {
    element.attributes.first { $0.name == name }
  }

  /// An integer, or `nil` (reported).
  private mutating func integer(_ text: String, _ name: String) -> Int? {
    if let value = Int(text.trimmingCharacters(in: .whitespaces)) { return value }
    diagnostics.append(
      Diagnostic(.warning, at: nil, code: "motion-not-modelled", "\(name) '\(text)' is no integer")
    )
    return nil
  }
}
