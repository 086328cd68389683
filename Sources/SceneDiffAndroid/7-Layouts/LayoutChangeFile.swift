import SceneDiffCore
import SceneDiffXML

/// Reads a change file: the changes of one `beginDelayedTransition`, written as XML
/// (`Docs/android-layouts.md`).
///
/// ```xml
/// <changes>
///   <set view="transition_square" attribute="layout_width" value="100dp"/>
///   <unset view="square_red" attribute="layout_*"/>
///   <move view="square_red" parent="reveal_root" index="0"/>
/// </changes>
/// ```
public enum LayoutChangeFile {
  /// Loads the changes in `path`, in document order.
  ///
  /// - Throws: ``/SceneDiffCore/DiagnosticsError`` with every problem, each at its place in the
  ///   file.
  public static func load(path: String) throws(DiagnosticsError) -> Loaded<[LayoutChange]> {
    let root = try XMLDocumentReader.root(file: path)
    guard root.name == "changes" else {
      throw DiagnosticsError([
        LayoutFileError.invalidChange(
          root.location,
          message: "a change file's root is <changes>, not <\(root.name)>"
        ).diagnostic
      ])
    }
    var diagnostics: [Diagnostic] = []
    for element in root.children { checkAttributes(element, &diagnostics) }
    let changes = root.children.compactMap { change($0, &diagnostics) }
    if diagnostics.contains(where: { $0.severity == .error }) {
      throw DiagnosticsError(diagnostics)
    }
    return Loaded(changes, diagnostics: diagnostics)
  }

  /// The change one `<set>`, `<unset>` or `<move>` element describes, `nil` (with its
  /// problems reported) when it is incomplete or unknown.
  private static func change(_ element: LocatedElement, _ diagnostics: inout [Diagnostic])
    -> LayoutChange?
  {
    func required(_ name: String) -> String? {
      guard let value = element.attribute(name)?.value, !value.isEmpty else {
        diagnostics.append(
          LayoutFileError.invalidChange(
            element.location,
            message: "<\(element.name)> needs a non-empty '\(name)' attribute"
          ).diagnostic
        )
        return nil
      }
      return value
    }
    /// The `attribute` attribute when it names one a change can take (reported otherwise).
    func attributeName() -> String? {
      guard let name = required("attribute") else { return nil }
      let at = element.attribute("attribute")?.valueLocation
      if let problem = ChangeAttributeCheck.problem(name, declared: nil, target: nil, at: at) {
        diagnostics.append(problem.diagnostic)
        return nil
      }
      return name
    }
    let location = element.location
    switch element.name {
    case "set":
      guard let view = required("view"), let attribute = attributeName(),
        let value = element.attribute("value")?.value ?? required("value")
      else { return nil }
      let at = element.attribute("value")?.valueLocation ?? location
      return .set(view: view, attribute: attribute, value: value, location: at)
    case "unset":
      guard let view = required("view"), let attribute = attributeName() else { return nil }
      return .unset(view: view, attribute: attribute, location: location)
    case "move":
      guard let view = required("view"), let parent = required("parent"),
        let index = moveIndex(element, &diagnostics)
      else { return nil }
      return .move(view: view, parent: parent, index: index, location: location)
    default:
      diagnostics.append(
        LayoutFileError.invalidChange(
          location,
          message: "unknown change <\(element.name)>; expected <set>, <unset> or <move>"
        ).diagnostic
      )
      return nil
    }
  }

  /// The attributes each change element takes.
  private static let attributes: [String: [String]] = [
    "set": ["view", "attribute", "value"], "unset": ["view", "attribute"],
    "move": ["view", "parent", "index"],
  ]

  /// Reports attributes a `<set>`, `<unset>` or `<move>` does not take (`indx="0"` would
  /// otherwise move the view to the end), with the closest one it takes.
  private static func checkAttributes(_ element: LocatedElement, _ diagnostics: inout [Diagnostic])
  {
    guard let known = attributes[element.name] else { return }
    for attribute in element.attributes
    where attribute.namespaceURI == nil && !known.contains(attribute.name) {
      diagnostics.append(
        Diagnostic(
          .error,
          at: attribute.location,
          code: "unknown-attribute",
          "unknown attribute '\(attribute.name)' on <\(element.name)>"
            + (Suggestion.closest(to: attribute.name, in: known).map { "; did you mean '\($0)'?" }
              ?? "; expected " + known.dropLast().map { "'\($0)'" }.joined(separator: ", ")
              + " or '\(known.last ?? "")'")
        )
      )
    }
  }

  /// A `<move>`'s `index`: `.some(nil)` when not written (the end), `nil` (reported) when it
  /// is not a non-negative integer.
  private static func moveIndex(_ element: LocatedElement, _ diagnostics: inout [Diagnostic])
    -> Int??
  {
    guard let attribute = element.attribute("index") else { return .some(nil) }
    guard let value = Int(attribute.value), value >= 0 else {
      diagnostics.append(
        LayoutFileError.invalidChange(
          attribute.valueLocation,
          message:
            "invalid value '\(attribute.value)' for 'index': expected a non-negative integer"
        ).diagnostic
      )
      return nil
    }
    return value
  }
}
