import SceneDiffCore
import SceneDiffXML

extension MotionTransitionReader {
  /// A `<KeyPosition>` (`KeyPosition.load`), or `nil` (reported) when it is unusable.
  mutating func keyPosition(_ key: LocatedElement) -> MotionKeyPosition? {
    let found = targetAndFrame(key)
    var kind: MotionKeyPosition.Kind? = .deltaRelative
    if let type = Self.attributeValue(key, "keyPositionType") {
      kind = MotionKeyPosition.Kind(rawValue: type.value)
      if kind == nil {
        invalid(type, "motion:keyPositionType", "deltaRelative, pathRelative or parentRelative")
      }
    }
    guard let (target, frame) = found, let kind else { return nil }
    var position = MotionKeyPosition(target: target, framePosition: frame, kind: kind)
    position.percentX = number(key, "percentX")
    position.percentY = number(key, "percentY")
    position.percentWidth = number(key, "percentWidth")
    position.percentHeight = number(key, "percentHeight")
    if let both = number(key, "sizePercent") {
      position.percentWidth = position.percentWidth ?? both
      position.percentHeight = position.percentHeight ?? both
    }
    position.isLinear = Self.attribute(key, "curveFit") == "linear"
    if let easing = Self.attributeValue(key, "transitionEasing") {
      diagnostics.append(
        Diagnostic(
          .warning,
          at: easing.valueLocation,
          code: "motion-not-modelled",
          "motion:transitionEasing '\(easing.value)' on a KeyPosition is not modelled; "
            + "the segment is not eased"
        )
      )
    }
    return position
  }

  /// A `<KeyAttribute>` (`KeyAttributes.load`), or `nil` (reported) when it is unusable.
  mutating func keyAttribute(_ key: LocatedElement) -> MotionKeyAttribute? {
    guard let (target, frame) = targetAndFrame(key) else { return nil }
    var values: [MotionKeyAttribute.Value] = []
    for property in MotionLayoutTransition.properties {
      if let value = number(key, property.rawValue) {
        values.append(MotionKeyAttribute.Value(property, value))
      }
    }
    for name in ["elevation", "transitionPathRotate", "motionProgress"] {
      guard let value = Self.attributeValue(key, name) else { continue }
      diagnostics.append(
        Diagnostic(
          .warning,
          at: value.valueLocation,
          code: "motion-not-modelled",
          "KeyAttribute '\(name)' is not modelled; the plan leaves it out"
        )
      )
    }
    return MotionKeyAttribute(target: target, framePosition: frame, values: values)
  }

  /// `motion:motionTarget` (an `@id/…` or `@+id/…`) and `motion:framePosition` (0…100).
  private mutating func targetAndFrame(_ key: LocatedElement) -> (String, Int)? {
    guard let target = Self.attributeValue(key, "motionTarget") else {
      diagnostics.append(
        Diagnostic(
          .error,
          at: key.location,
          code: "invalid-key-frame",
          "<\(key.name)> has no motion:motionTarget; expected the @id/ of a MotionLayout child"
        )
      )
      return nil
    }
    guard let id = InflatedElement.idName(target.value) else {
      invalid(target, "motion:motionTarget", "an @id/ reference (tags are not modelled)")
      return nil
    }
    guard let frame = Self.attributeValue(key, "framePosition") else {
      diagnostics.append(
        Diagnostic(
          .error,
          at: key.location,
          code: "invalid-key-frame",
          "<\(key.name)> has no motion:framePosition; expected an integer from 0 to 100"
        )
      )
      return nil
    }
    guard let value = Int(frame.value.trimmingCharacters(in: .whitespaces)),
      (0...100).contains(value)
    else {
      invalid(frame, "motion:framePosition", "an integer from 0 to 100")
      return nil
    }
    return (id, value)
  }

  /// A decimal attribute, or `nil` when absent or (reported) not a number.
  private mutating func number(_ key: LocatedElement, _ name: String) -> Double? {
    guard let attribute = Self.attributeValue(key, name) else { return nil }
    let text = attribute.value.trimmingCharacters(in: .whitespaces)
    guard let number = Double(text), number.isFinite else {
      invalid(attribute, name, "a decimal number (translations in px, without a unit)")
      return nil
    }
    return number
  }

  /// An `invalid-key-frame` error at the value.
  private mutating func invalid(_ attribute: LocatedAttribute, _ name: String, _ expected: String) {
    diagnostics.append(
      Diagnostic(
        .error,
        at: attribute.valueLocation,
        code: "invalid-key-frame",
        "invalid value '\(attribute.value)' for '\(name)': expected \(expected)"
      )
    )
  }
}
