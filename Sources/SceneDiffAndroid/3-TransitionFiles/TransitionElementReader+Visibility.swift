import SceneDiffCore
import SceneDiffXML

extension TransitionElementReader {
  /// `slideEdge` names and their `Gravity` values (reference transition-xml §5.4).
  static let slideEdges: [(name: String, edge: SlideEdge, gravity: Int)] = [
    ("left", .left, 0x03), ("top", .top, 0x30), ("right", .right, 0x05),
    ("bottom", .bottom, 0x50), ("start", .start, 0x0080_0003), ("end", .end, 0x0080_0005),
  ]

  /// Reads `<slide>`'s own attributes: `android:slideEdge` (default bottom) and
  /// `android:transitionVisibilityMode`.
  mutating func slide(_ element: LocatedElement) -> Slide {
    var slide = Slide(mode: visibilityMode(element))
    if let attribute = element.attribute("slideEdge", namespace: XMLNamespace.android) {
      let value = attribute.value.trimmingCharacters(in: .whitespaces)
      let integer = Self.integer(value)
      if let match = Self.slideEdges.first(where: { $0.name == value || $0.gravity == integer }) {
        slide.edge = match.edge
      } else {
        invalidValue(attribute, expected: "'left', 'top', 'right', 'bottom', 'start' or 'end'")
      }
    }
    return slide
  }

  /// Reads `<explode>`'s own attribute, `android:transitionVisibilityMode`.
  mutating func explode(_ element: LocatedElement) -> Explode {
    Explode(mode: visibilityMode(element))
  }

  /// `android:transitionVisibilityMode`: `mode_in`, `mode_out` or both joined with `|`, or the
  /// flags as an integer (1, 2, 3); absent or 0 leaves the default, both.
  mutating func visibilityMode(_ element: LocatedElement) -> VisibilityMode {
    guard
      let attribute = element.attribute("transitionVisibilityMode", namespace: XMLNamespace.android)
    else { return .both }
    guard !attribute.value.trimmingCharacters(in: .whitespaces).isEmpty else {
      invalidValue(attribute, expected: "'mode_in', 'mode_out' or 'mode_in|mode_out'")
      return .both
    }
    var flags = 0
    for token in attribute.value.split(separator: "|") {
      let word = token.trimmingCharacters(in: .whitespaces)
      switch word {
      case "mode_in": flags |= 1
      case "mode_out": flags |= 2
      default:
        guard let value = Self.integer(word), (0...3).contains(value) else {
          invalidValue(attribute, expected: "'mode_in', 'mode_out' or 'mode_in|mode_out'")
          return .both
        }
        flags |= value
      }
    }
    return flags == 0 ? .both : VisibilityMode(rawValue: flags)
  }

  /// Reports an attribute value that does not parse, at the value.
  mutating func invalidValue(_ attribute: LocatedAttribute, expected: String) {
    diagnostics.append(
      TransitionFileError.invalidValue(
        attribute.valueLocation,
        attribute: attribute.qualifiedName,
        value: attribute.value,
        expected: expected
      ).diagnostic
    )
  }
}
