import Foundation
import SceneDiffCore
import SceneDiffXML

extension PropertyAnimatorReader {
  /// The property and keyframes of an `<objectAnimator>` or `<propertyValuesHolder>`.
  ///
  /// They are its `<keyframe>` children, else `valueFrom`/`valueTo` (`valueTo` alone runs from the
  /// current value, and so does `valueFrom` alone, which `AnimatorInflater` makes the only,
  /// end, value). A vector drawable's property is skipped with a warning (`usable` stays
  /// true); `usable` is false after an error.
  mutating func holder(_ element: LocatedElement) -> (
    holder: PropertyAnimation.Holder?, usable: Bool
  ) {
    guard let name = element.attribute("propertyName", namespace: XMLNamespace.android) else {
      values.diagnostics.append(
        Diagnostic(
          .error,
          at: element.location,
          code: "missing-attribute",
          "<\(element.name)> has no android:propertyName; expected the View property it animates"
        )
      )
      return (nil, false)
    }
    guard let property = AnimatedProperty.viewProperties[name.value] else {
      if Self.vectorDrawableProperties.contains(name.value) {
        values.diagnostics.append(
          Diagnostic(
            .warning,
            at: name.valueLocation,
            code: "unsupported-property",
            "'\(name.value)' is a vector drawable property (AnimatedVectorDrawable), not a View property; SceneDiff does not animate it"
          )
        )
        return (nil, true)
      }
      values.diagnostics.append(
        PropertyAnimatorFileError.unknownProperty(name.valueLocation, name: name.value).diagnostic
      )
      return (nil, false)
    }
    guard valueType(element) else { return (nil, false) }
    let frames: [PropertyAnimation.HolderKeyframe]?
    if element.name == "propertyValuesHolder", !element.children.isEmpty {
      frames = keyframes(element.children)
    } else {
      let from = value(element, "valueFrom")
      let to = value(element, "valueTo")
      guard from.valid, to.valid else { return (nil, false) }
      let hasTo = element.attribute("valueTo", namespace: XMLNamespace.android) != nil
      frames = [
        PropertyAnimation.HolderKeyframe(fraction: 0, value: hasTo ? from.value : nil),
        PropertyAnimation.HolderKeyframe(fraction: 1, value: hasTo ? to.value : from.value),
      ]
    }
    guard let frames else { return (nil, false) }
    return (PropertyAnimation.Holder(property: property, keyframes: frames), true)
  }

  /// `<keyframe>` children as `PropertyValuesHolder` completes them: a first keyframe not at 0
  /// gets one at 0 without a value before it (or is moved to 0 when it has no fraction), a last
  /// one not at 1 likewise, and keyframes without a fraction share the gap between their
  /// neighbours evenly.
  private mutating func keyframes(_ elements: [LocatedElement]) -> [PropertyAnimation
    .HolderKeyframe]?
  {
    var frames: [PropertyAnimation.HolderKeyframe] = []
    var usable = true
    for element in elements {
      guard element.name == "keyframe" else {
        values.diagnostics.append(
          PropertyAnimatorFileError.unknownTag(
            element.location,
            name: element.name,
            expected: "<keyframe>"
          ).diagnostic
        )
        usable = false
        continue
      }
      values.checkAttributes(element, known: ["fraction", "value", "valueType", "interpolator"])
      let v = value(element, "value")
      guard valueType(element), v.valid else {
        usable = false
        continue
      }
      frames.append(
        PropertyAnimation.HolderKeyframe(
          fraction: values.number(element, "fraction") ?? -1,
          value: v.value,
          interpolator: values.interpolator(element)
        )
      )
    }
    guard usable, !frames.isEmpty else { return usable ? [] : nil }
    return Self.completed(frames)
  }

  /// Properties of a vector drawable's paths and groups, which `AnimatedVectorDrawable` files
  /// animate: valid files, but nothing a View has.
  static let vectorDrawableProperties: Set<String> = [
    "pathData", "trimPathStart", "trimPathEnd", "trimPathOffset", "translateX", "translateY",
    "fillAlpha", "strokeAlpha", "fillColor", "strokeColor", "strokeWidth", "pivotX", "pivotY",
  ]

  /// Keyframes completed as `PropertyValuesHolder.ofKeyframe`'s inflater does.
  static func completed(_ input: [PropertyAnimation.HolderKeyframe]) -> [PropertyAnimation
    .HolderKeyframe]
  {
    var frames = input
    if let last = frames.last, last.fraction < 1 {
      if last.fraction < 0 {
        frames[frames.count - 1].fraction = 1
      } else {
        frames.append(PropertyAnimation.HolderKeyframe(fraction: 1, value: nil))
      }
    }
    if frames[0].fraction != 0 {
      if frames[0].fraction < 0 {
        frames[0].fraction = 0
      } else {
        frames.insert(PropertyAnimation.HolderKeyframe(fraction: 0, value: nil), at: 0)
      }
    }
    var i = 1
    while i < frames.count - 1 {
      guard frames[i].fraction < 0 else {
        i += 1
        continue
      }
      var end = i
      while end + 1 < frames.count - 1, frames[end + 1].fraction < 0 { end += 1 }
      let gap = frames[end + 1].fraction - frames[i - 1].fraction
      let step = gap / Double(end - i + 2)
      for k in i...end { frames[k].fraction = frames[k - 1].fraction + step }
      i = end + 1
    }
    return frames
  }

  /// Whether the element's `valueType` (or a value it infers) is `floatType`, the type of every
  /// View property setter; otherwise an `unsupported-value-type` error.
  private mutating func valueType(_ element: LocatedElement) -> Bool {
    guard let a = element.attribute("valueType", namespace: XMLNamespace.android),
      a.value != "floatType"
    else { return true }
    let reason: String
    switch a.value {
    case "intType", "colorType":
      reason =
        "the View property setters take a float, so Android finds no int setter and animates nothing"
    case "pathType":
      reason = "path morphing animates vector drawables, not View properties"
    default:
      values.diagnostics.append(
        ViewAnimationFileError.invalidValue(
          a.valueLocation,
          attribute: a.qualifiedName,
          value: a.value,
          expected: "floatType, intType, colorType or pathType"
        ).diagnostic
      )
      return false
    }
    values.diagnostics.append(
      PropertyAnimatorFileError.unsupportedValueType(
        a.valueLocation,
        value: a.value,
        reason: reason
      )
      .diagnostic
    )
    return false
  }

  /// A float value attribute (`valueFrom`, `value`): a number, or a dimension in pixels;
  /// `valid` is false when it is written but unusable.
  private mutating func value(_ element: LocatedElement, _ name: String) -> (
    value: Double?, valid: Bool
  ) {
    guard let a = element.attribute(name, namespace: XMLNamespace.android) else {
      return (nil, true)
    }
    let text = a.value.trimmingCharacters(in: .whitespaces)
    if let v = Interpolator.parseFloat(text) { return (Double(v), true) }
    if let d = try? values.resources.dimension(
      text,
      at: a.valueLocation,
      attribute: a.qualifiedName
    ) {
      return (Double(d.pixels(on: values.resources.repository.device)), true)
    }
    values.diagnostics.append(
      ViewAnimationFileError.invalidValue(
        a.valueLocation,
        attribute: a.qualifiedName,
        value: a.value,
        expected: "a float such as 0.5 or a dimension such as 16dp"
      ).diagnostic
    )
    return (nil, false)
  }
}
