import SceneDiffCore
import SceneDiffXML

extension TransitionElementReader {
  /// The Material kind a `<transition class="…">` names, if it names one.
  static func materialKind(_ element: LocatedElement) -> (any MaterialTransitionElement.Type)? {
    guard element.name == "transition", element.namespaceURI == nil,
      let className = element.attribute("class")?.value.trimmingCharacters(in: .whitespaces)
    else { return nil }
    return materialElementKinds[className]
  }

  /// A required `sd:` boolean constructor argument (`sd:forward`, `sd:growing`), or `nil` with
  /// a `missing-argument` error at the element or an `invalid-value` error at the value.
  mutating func materialBool(_ element: LocatedElement, _ name: String) -> Bool? {
    guard let attribute = materialArgument(element, name, expected: "'true' or 'false'") else {
      return nil
    }
    switch attribute.value.trimmingCharacters(in: .whitespaces) {
    case "true": return true
    case "false": return false
    default:
      materialInvalid(attribute, expected: "'true' or 'false'")
      return nil
    }
  }

  /// The required `sd:axis` of a shared axis: `x`, `y` or `z` (also `X`, `Y`, `Z` and the
  /// constants' values 0, 1, 2).
  mutating func materialAxis(_ element: LocatedElement) -> MaterialAxis? {
    let expected = "'x', 'y' or 'z'"
    guard let attribute = materialArgument(element, "axis", expected: expected) else { return nil }
    switch attribute.value.trimmingCharacters(in: .whitespaces) {
    case "x", "X", "0": return .x
    case "y", "Y", "1": return .y
    case "z", "Z", "2": return .z
    default:
      materialInvalid(attribute, expected: expected)
      return nil
    }
  }

  /// `sd:secondary="none"` drops a pattern's secondary provider (the documented variants that
  /// set it to `null`); `default`, or no attribute, keeps it.
  mutating func materialSecondary(
    _ element: LocatedElement,
    default provider: MaterialProvider?
  ) -> MaterialProvider? {
    guard let attribute = element.attribute("secondary", namespace: XMLNamespace.sceneDiff) else {
      return provider
    }
    switch attribute.value.trimmingCharacters(in: .whitespaces) {
    case "none": return nil
    case "default": return provider
    default:
      materialInvalid(attribute, expected: "'none' or 'default'")
      return provider
    }
  }

  /// An optional `sd:` view argument, `@id/name` (or `@+id/name`), as the id's name.
  mutating func materialViewId(_ element: LocatedElement, _ name: String) -> String? {
    guard let attribute = element.attribute(name, namespace: XMLNamespace.sceneDiff) else {
      return nil
    }
    let text = attribute.value.trimmingCharacters(in: .whitespaces)
    guard let reference = ResourceReference(text), reference.type == "id",
      reference.package == nil
    else {
      materialInvalid(attribute, expected: "an id reference such as @id/card")
      return nil
    }
    return reference.name
  }

  /// An optional `sd:` argument naming one case of `Choice` (its raw value), else `fallback`.
  mutating func materialChoice<Choice: RawRepresentable & CaseIterable>(
    _ element: LocatedElement,
    _ name: String,
    default fallback: Choice
  ) -> Choice where Choice.RawValue == String {
    guard let attribute = element.attribute(name, namespace: XMLNamespace.sceneDiff) else {
      return fallback
    }
    if let value = Choice(rawValue: attribute.value.trimmingCharacters(in: .whitespaces)) {
      return value
    }
    let names = Choice.allCases.map { "'\($0.rawValue)'" }
    let expected = names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
    materialInvalid(attribute, expected: expected)
    return fallback
  }

  /// The `sd:` attribute `name`, or `nil` with a `missing-argument` error at the element.
  private mutating func materialArgument(
    _ element: LocatedElement,
    _ name: String,
    expected: String
  ) -> LocatedAttribute? {
    if let attribute = element.attribute(name, namespace: XMLNamespace.sceneDiff) {
      return attribute
    }
    let className = element.attribute("class")?.value ?? element.name
    let simpleName = className.split(separator: ".").last.map(String.init) ?? className
    diagnostics.append(
      Diagnostic(
        .error,
        at: element.location,
        code: "missing-argument",
        "\(simpleName) needs its constructor argument sd:\(name) (\(expected)), in the namespace \(XMLNamespace.sceneDiff)"
      )
    )
    return nil
  }

  /// An `invalid-value` error at the attribute's value.
  private mutating func materialInvalid(_ attribute: LocatedAttribute, expected: String) {
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
