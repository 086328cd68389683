import Foundation
import SceneDiffCore
import SceneDiffXML

extension ViewAnimationReader {
  /// The android attribute `name` of an element.
  private func attribute(_ element: LocatedElement, _ name: String) -> LocatedAttribute? {
    element.attribute(name, namespace: XMLNamespace.android)
  }

  /// A float attribute (`fromAlpha`, `fromDegrees`), or `nil` when absent or invalid.
  mutating func number(_ element: LocatedElement, _ name: String) -> Double? {
    guard let a = attribute(element, name) else { return nil }
    if let v = Interpolator.parseFloat(a.value) { return Double(v) }
    invalid(a, expected: "a number such as 0.5")
    return nil
  }

  /// A scale factor: a number, or a fraction (`50%` is 0.5); 0 when absent, as Android reads it.
  mutating func factor(_ element: LocatedElement, _ name: String) -> Double {
    guard let a = attribute(element, name) else { return 0 }
    if let v = Interpolator.parseFloat(a.value) { return Double(v) }
    if a.value.hasSuffix("%"), let v = Interpolator.parseFloat(String(a.value.dropLast())) {
      return Double(v) / 100
    }
    invalid(a, expected: "a scale factor such as 0.85 or 50%")
    return 0
  }

  /// A position-like value (§1.3): a number (pixels), a dimension, `N%` of the view or `N%p`
  /// of its parent; absolute 0 when absent or invalid.
  mutating func position(_ element: LocatedElement, _ name: String) -> ViewAnimationValue {
    guard let a = attribute(element, name) else { return .absolute(0) }
    let text = a.value.trimmingCharacters(in: .whitespaces)
    if let v = Interpolator.parseFloat(text) { return .absolute(Double(v)) }
    if text.hasSuffix("%p"), let v = Interpolator.parseFloat(String(text.dropLast(2))) {
      return .relativeToParent(Double(v) / 100)
    }
    if text.hasSuffix("%"), let v = Interpolator.parseFloat(String(text.dropLast())) {
      return .relativeToSelf(Double(v) / 100)
    }
    if let d = try? resources.dimension(text, at: a.valueLocation, attribute: a.qualifiedName) {
      return .absolute(Double(d.pixels(on: resources.repository.device)))
    }
    invalid(
      a,
      expected: "a number of pixels, a dimension such as 8dp, N% of the view or N%p of its parent"
    )
    return .absolute(0)
  }

  /// A boolean attribute, or `nil` when absent or invalid.
  mutating func bool(_ element: LocatedElement, _ name: String) -> Bool? {
    guard let a = attribute(element, name) else { return nil }
    switch a.value {
    case "true": return true
    case "false": return false
    default:
      invalid(a, expected: "'true' or 'false'")
      return nil
    }
  }

  /// An integer attribute (milliseconds, a count) or an `@integer/` reference, or `nil`.
  mutating func milliseconds(_ element: LocatedElement, _ name: String) -> Int? {
    guard let a = attribute(element, name) else { return nil }
    if let ref = ResourceReference(a.value) {
      guard ref.type == "integer" else {
        invalid(a, expected: "whole milliseconds or an @integer/ reference")
        return nil
      }
      return resources.integer(ref, of: a, &diagnostics)
    }
    if let v = IntegerValue.parse(a.value) { return v }
    invalid(
      a,
      expected: name == "repeatCount"
        ? "a whole number ('-1' or 'infinite' repeats forever)" : "whole milliseconds such as 300"
    )
    return nil
  }

  /// An enumerated attribute, or `nil` when absent or invalid.
  mutating func choice<T>(_ element: LocatedElement, _ name: String, _ values: [String: T]) -> T? {
    guard let a = attribute(element, name) else { return nil }
    if let v = values[a.value] { return v }
    invalid(
      a,
      expected: values.keys.filter { Int($0) == nil }.sorted().map { "'\($0)'" }.joined(
        separator: ", "
      )
    )
    return nil
  }

  /// `android:interpolator`: a framework interpolator, or an app resource file; `nil` when
  /// absent (the class default) or unresolved.
  mutating func interpolator(_ element: LocatedElement) -> Interpolator? {
    guard let a = attribute(element, "interpolator") else { return nil }
    guard let ref = ResourceReference(a.value), ["interpolator", "anim"].contains(ref.type) else {
      invalid(a, expected: "an interpolator reference such as @android:interpolator/linear")
      return nil
    }
    if ref.package == "android" {
      if let interpolator = InterpolatorResources.framework(ref) { return interpolator }
      diagnostics.append(
        ViewAnimationFileError.unresolvedReference(
          a.valueLocation,
          reference: a.value,
          reason: "not a framework interpolator; see Docs/interpolators.md for the names"
        ).diagnostic
      )
      return nil
    }
    if ref.type == "anim", ref.name == "fragment_fast_out_extra_slow_in",
      resources.repository.file(ref.type, ref.name) == nil
    {
      return .fastOutExtraSlowIn
    }
    guard let path = resources.file(ref, of: a, &diagnostics) else { return nil }
    do {
      return try InterpolatorResources.load(file: path)
    } catch {
      diagnostics += error.diagnostics
      return nil
    }
  }

  /// Warns about android attributes the tag does not read.
  mutating func checkAttributes(_ element: LocatedElement, known: [String]) {
    for a in element.attributes where a.namespaceURI == XMLNamespace.android {
      guard !known.contains(a.name) else { continue }
      diagnostics.append(
        Diagnostic(
          .warning,
          at: a.location,
          code: "ignored-attribute",
          "android:\(a.name) has no effect on <\(element.name)>"
            + (Suggestion.closest(to: a.name, in: known).map { "; did you mean android:\($0)?" }
              ?? "")
        )
      )
    }
  }

  /// Reports an invalid attribute value.
  private mutating func invalid(_ a: LocatedAttribute, expected: String) {
    diagnostics.append(
      ViewAnimationFileError.invalidValue(
        a.valueLocation,
        attribute: a.qualifiedName,
        value: a.value,
        expected: expected
      ).diagnostic
    )
  }
}
