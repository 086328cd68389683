import Foundation
import SceneDiffCore
import SceneDiffXML

extension PropertyAnimatorReader {
  /// The value type of an `<objectAnimator>`, `<propertyValuesHolder>` or `<keyframe>`.
  ///
  /// It is `android:valueType`, else `inherited` (a keyframe's holder), else inferred from its values
  /// as `AnimatorInflater.inferValueTypeFromValues` does (`colorType` when a value is a colour,
  /// else `floatType`). `nil` after an error: an unknown type, or a float on a colour property
  /// (Android's reflective call of `setBackgroundColor(int)` with a float throws).
  mutating func valueType(
    _ element: LocatedElement,
    property: AnimatedProperty,
    inherited: PropertyAnimatorValueType?
  ) -> PropertyAnimatorValueType? {
    let declared = declaredValueType(element)
    guard declared.isValid else { return nil }
    let type: PropertyAnimatorValueType
    if let explicit = declared.type {
      type = explicit
    } else if let inherited {
      return inherited
    } else {
      type = inferred(element)
    }
    if let inherited, inherited.kind != type.kind {
      values.diagnostics.append(
        ViewAnimationFileError.invalidValue(
          type.location,
          attribute: "android:valueType",
          value: type.kind.rawValue,
          expected: "the type of its <propertyValuesHolder>, \(inherited.kind.rawValue)"
        ).diagnostic
      )
      return nil
    }
    return checked(type, property: property)
  }

  /// The type `android:valueType` declares (`nil` without one); `isValid` is `false`, and an
  /// `invalid-value` error recorded, when it names no type.
  mutating func declaredValueType(
    _ element: LocatedElement
  ) -> (type: PropertyAnimatorValueType?, isValid: Bool) {
    guard let a = element.attribute("valueType", namespace: XMLNamespace.android) else {
      return (nil, true)
    }
    guard let kind = PropertyAnimatorValueType.Kind(rawValue: a.value) else {
      values.diagnostics.append(
        ViewAnimationFileError.invalidValue(
          a.valueLocation,
          attribute: a.qualifiedName,
          value: a.value,
          expected: "floatType, intType, colorType or pathType"
        ).diagnostic
      )
      return (nil, false)
    }
    return (
      PropertyAnimatorValueType(kind: kind, location: a.valueLocation, isExplicit: true), true
    )
  }

  /// The type `AnimatorInflater` infers: `colorType` when `valueFrom`, `valueTo` (or a
  /// keyframe's `value`, or the first keyframe's, for a holder) is a colour.
  private func inferred(_ element: LocatedElement) -> PropertyAnimatorValueType {
    let source =
      element.name == "propertyValuesHolder" ? element.children.first ?? element : element
    for name in ["valueFrom", "valueTo", "value"] {
      guard let a = source.attribute(name, namespace: XMLNamespace.android),
        color(a.value) != nil
      else { continue }
      return PropertyAnimatorValueType(kind: .color, location: a.valueLocation, isExplicit: false)
    }
    if element.name == "propertyValuesHolder", let first = element.children.first,
      let a = first.attribute("valueType", namespace: XMLNamespace.android),
      let kind = PropertyAnimatorValueType.Kind(rawValue: a.value)
    {
      return PropertyAnimatorValueType(kind: kind, location: a.valueLocation, isExplicit: true)
    }
    return PropertyAnimatorValueType(kind: .float, location: element.location, isExplicit: false)
  }

  /// A type checked against its property: a float on a colour property is an
  /// `unsupported-value-type` error; a colour on a float property a `color-on-float-property`
  /// warning (Android passes the ARGB integer to the float setter, and so does SceneDiff).
  private mutating func checked(_ type: PropertyAnimatorValueType, property: AnimatedProperty)
    -> PropertyAnimatorValueType?
  {
    if property.isColor, type.kind == .float {
      values.diagnostics.append(
        PropertyAnimatorFileError.unsupportedValueType(
          type.location,
          value: type.isExplicit ? type.kind.rawValue : "floatType (inferred)",
          reason: "'\(property.rawValue)' is set through an int setter, which Android's "
            + "reflective call with a float fails on; write colours (#RRGGBB, @color/…) or "
            + "valueType=\"colorType\"",
          expected: "colorType or intType"
        ).diagnostic
      )
      return nil
    }
    if !property.isColor, type.kind == .color {
      values.diagnostics.append(
        Diagnostic(
          .warning,
          at: type.location,
          code: "color-on-float-property",
          "a colour on '\(property.rawValue)', a float property: Android runs ArgbEvaluator and "
            + "passes the ARGB integer to its float setter (#FF0000 is -65536), so the value "
            + "jumps far out of range (alpha is drawn clamped to 0…1); expected "
            + "backgroundColor or textColor for a colour"
        )
      )
    }
    return type
  }

  /// A value attribute (`valueFrom`, `valueTo`, `value`) of `type` on `property`; `valid` is
  /// false when it is written but unusable.
  ///
  /// - `floatType`: a float, or a dimension in pixels.
  /// - `intType`: an integer, a dimension in pixels truncated (`(int) getDimension`), or a
  ///   colour's integer (`getColor`).
  /// - `colorType`: a colour (`#RGB`, `#ARGB`, `#RRGGBB`, `#AARRGGBB`, `@color/`) or an integer.
  ///
  /// A colour or integer on `backgroundColor`/`textColor` is held as the unsigned ARGB integer
  /// `0xAARRGGBB`, elsewhere as the signed integer Java holds.
  mutating func value(
    _ element: LocatedElement,
    _ name: String,
    property: AnimatedProperty,
    type: PropertyAnimatorValueType
  ) -> (value: Double?, valid: Bool) {
    guard let a = element.attribute(name, namespace: XMLNamespace.android) else {
      return (nil, true)
    }
    let text = a.value.trimmingCharacters(in: .whitespaces)
    let integer = { (bits: Int32) -> Double in
      property.isColor ? Double(UInt32(bitPattern: bits)) : Double(bits)
    }
    let expected: String
    switch type.kind {
    case .float, .path:
      if let v = Interpolator.parseFloat(text) { return (Double(v), true) }
      if let px = pixels(text, a) { return (px, true) }
      expected = "a float such as 0.5 or a dimension such as 16dp"
    case .int:
      if let v = Int32(text) { return (integer(v), true) }
      if let c = color(text) { return (integer(Int32(bitPattern: c)), true) }
      if Interpolator.parseFloat(text) == nil, let px = pixels(text, a) {
        return (integer(Int32(clamping: Int64(px.rounded(.towardZero)))), true)
      }
      expected = "an integer such as 100, a dimension such as 16dp or a colour"
    case .color:
      if let c = color(text) { return (integer(Int32(bitPattern: c)), true) }
      if let v = Int32(text) { return (integer(v), true) }
      expected = "a colour such as #FF0000 or @color/name"
    }
    values.diagnostics.append(
      ViewAnimationFileError.invalidValue(
        a.valueLocation,
        attribute: a.qualifiedName,
        value: a.value,
        expected: expected
      ).diagnostic
    )
    return (nil, false)
  }

  /// A dimension in pixels of the default phone, or `nil` when it is not one.
  private func pixels(_ text: String, _ a: LocatedAttribute) -> Double? {
    guard
      let d = try? values.resources.dimension(
        text,
        at: a.valueLocation,
        attribute: a.qualifiedName
      )
    else { return nil }
    return Double(d.pixels(on: values.resources.repository.device))
  }

  /// A colour literal or `@color/` reference as an ARGB integer, or `nil`.
  func color(_ text: String) -> UInt32? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if let c = ARGBColor.parse(trimmed) { return c }
    guard trimmed.hasPrefix("@"), trimmed.contains("color/"),
      let item = try? values.resources.resolve(trimmed, at: nil)
    else { return nil }
    return ARGBColor.parse(item.value)
  }
}
