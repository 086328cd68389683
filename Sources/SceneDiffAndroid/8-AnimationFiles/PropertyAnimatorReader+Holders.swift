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
    let type = valueType(element, property: property, inherited: nil)
    guard let type else { return (nil, false) }
    if type.kind == .path {
      return (nil, morph(element, property: property, at: type.location))
    }
    let frames: [PropertyAnimation.HolderKeyframe]?
    if element.name == "propertyValuesHolder", !element.children.isEmpty {
      frames = keyframes(element.children, property: property, type: type)
    } else {
      let from = value(element, "valueFrom", property: property, type: type)
      let to = value(element, "valueTo", property: property, type: type)
      guard from.valid, to.valid else { return (nil, false) }
      let hasTo = element.attribute("valueTo", namespace: XMLNamespace.android) != nil
      frames = [
        PropertyAnimation.HolderKeyframe(fraction: 0, value: hasTo ? from.value : nil),
        PropertyAnimation.HolderKeyframe(fraction: 1, value: hasTo ? to.value : from.value),
      ]
    }
    guard let frames else { return (nil, false) }
    if property.isColor { checkGetter(element, property: property, frames) }
    return (
      PropertyAnimation.Holder(property: property, keyframes: frames, evaluator: type.evaluator),
      true
    )
  }

  /// A `no-getter` warning when a colour holder leaves a value out: a View has no
  /// `getBackgroundColor`/`getTextColor`, so Android logs that it finds no getter and the value
  /// stays 0.
  private mutating func checkGetter(
    _ element: LocatedElement,
    property: AnimatedProperty,
    _ frames: [PropertyAnimation.HolderKeyframe]
  ) {
    guard frames.contains(where: { $0.value == nil }) else { return }
    values.diagnostics.append(
      Diagnostic(
        .warning,
        at: element.location,
        code: "no-getter",
        "'\(property.rawValue)' has no getter on a View, and this animator leaves a value out: "
          + "Android logs that it finds no getter and starts that value from 0 (transparent "
          + "black); expected both valueFrom and valueTo"
      )
    )
  }

  /// `<keyframe>` children as `PropertyValuesHolder` completes them: a first keyframe not at 0
  /// gets one at 0 without a value before it (or is moved to 0 when it has no fraction), a last
  /// one not at 1 likewise, and keyframes without a fraction share the gap between their
  /// neighbours evenly.
  private mutating func keyframes(
    _ elements: [LocatedElement],
    property: AnimatedProperty,
    type: PropertyAnimatorValueType
  ) -> [PropertyAnimation.HolderKeyframe]? {
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
      // A keyframe's own valueType must agree with its holder's (the holder's evaluator
      // applies to every keyframe).
      guard valueType(element, property: property, inherited: type) != nil else {
        usable = false
        continue
      }
      let v = value(element, "value", property: property, type: type)
      guard v.valid else {
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
}
