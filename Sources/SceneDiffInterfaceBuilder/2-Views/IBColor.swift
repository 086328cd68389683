import SceneDiffCore
import SceneDiffXML

/// Reads `<color>` elements into the native format's `#RRGGBB` / `#AARRGGBB` colours.
///
/// Components (0–1) become bytes by `round(c × 255)`, halves away from zero; an alpha of 255
/// is written `#RRGGBB`. sRGB, calibrated RGB and Display P3 components are taken as sRGB;
/// `white` greys (calibrated or gamma-2.2) as the sRGB grey of that value.
package struct IBColor {
  /// The document whose `<resources>` resolve named colours.
  package let document: IBDocument

  /// Creates a reader for a document.
  package init(document: IBDocument) {
    self.document = document
  }

  /// The colour of a `<color>` element, or `nil` (with a diagnostic) when it cannot be known.
  package func hex(_ color: LocatedElement, _ diagnostics: inout [Diagnostic]) -> String? {
    if let system = color.attribute("systemColor") {
      if let resolved = document.systemColors[system.value] {
        return hex(resolved, &diagnostics)
      }
      if let value = IBSystemColors.named.first(where: { $0.name == system.value })?.value {
        return IBColor.hex(value)
      }
      let known = Set(document.systemColors.keys).union(IBSystemColors.named.map(\.name))
      diagnostics.append(
        InterfaceBuilderError.unknownSystemColor(
          system.valueLocation,
          name: system.value,
          suggestion: Suggestion.closest(to: system.value, in: known.sorted())
        ).diagnostic
      )
      return nil
    }
    if let legacy = color.attribute("cocoaTouchSystemColor") {
      if let value = IBSystemColors.legacy.first(where: { $0.name == legacy.value })?.value {
        return IBColor.hex(value)
      }
      diagnostics.append(
        InterfaceBuilderError.unknownSystemColor(
          legacy.valueLocation,
          name: legacy.value,
          suggestion: Suggestion.closest(to: legacy.value, in: IBSystemColors.legacy.map(\.name))
        ).diagnostic
      )
      return nil
    }
    if let named = color.attribute("name") {
      if let resolved = document.namedColors[named.value] { return hex(resolved, &diagnostics) }
      diagnostics.append(
        InterfaceBuilderError.unknownNamedColor(named.valueLocation, name: named.value).diagnostic
      )
      return nil
    }
    return components(color, &diagnostics)
  }

  /// `red green blue alpha` or `white alpha`.
  private func components(_ color: LocatedElement, _ diagnostics: inout [Diagnostic]) -> String? {
    let names =
      color.attribute("white") != nil ? ["white", "alpha"] : ["red", "green", "blue", "alpha"]
    var values: [Double] = []
    for name in names {
      guard let attribute = color.attribute(name) else {
        if name == "alpha" {
          values.append(1)
          continue
        }
        diagnostics.append(
          InterfaceBuilderError.missingAttribute(color.location, name: name, element: "color")
            .diagnostic
        )
        return nil
      }
      guard let value = DecimalNumber.parse(attribute.value), value.isFinite else {
        diagnostics.append(
          InterfaceBuilderError.invalidValue(
            attribute.valueLocation,
            attribute: name,
            value: attribute.value,
            expected: "a number from 0 to 1"
          ).diagnostic
        )
        return nil
      }
      values.append(value)
    }
    if values.count == 2 {
      let grey = IBColor.byte(values[0])
      return IBColor.hex(
        IBSystemColors.Value(red: grey, green: grey, blue: grey, alpha: values[1])
      )
    }
    return IBColor.hex(
      IBSystemColors.Value(
        red: IBColor.byte(values[0]),
        green: IBColor.byte(values[1]),
        blue: IBColor.byte(values[2]),
        alpha: values[3]
      )
    )
  }

  /// A 0–1 component as a byte, clamped.
  package static func byte(_ component: Double) -> Int {
    Int((min(max(component, 0), 1) * 255).rounded())
  }

  /// `#RRGGBB`, or `#AARRGGBB` when the alpha byte is not 255.
  package static func hex(_ value: IBSystemColors.Value) -> String {
    let alpha = byte(value.alpha)
    let rgb = [value.red, value.green, value.blue].map(twoDigits).joined()
    return alpha == 255 ? "#\(rgb)" : "#\(twoDigits(alpha))\(rgb)"
  }

  private static func twoDigits(_ byte: Int) -> String {
    let text = String(byte, radix: 16, uppercase: true)
    return text.count == 1 ? "0\(text)" : text
  }
}
