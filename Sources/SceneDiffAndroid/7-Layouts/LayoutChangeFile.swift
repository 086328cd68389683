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
    let root: LocatedElement
    do {
      root = try XMLDocumentReader.read(file: path)
    } catch {
      throw DiagnosticsError([error.diagnostic])
    }
    var diagnostics: [Diagnostic] = []
    guard root.name == "changes" else {
      throw DiagnosticsError([
        LayoutFileError.invalidChange(
          root.location,
          message: "a change file's root is <changes>, not <\(root.name)>"
        ).diagnostic
      ])
    }
    var changes: [LayoutChange] = []
    for element in root.children {
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
      let location = element.location
      switch element.name {
      case "set":
        guard let view = required("view"), let attribute = required("attribute"),
          let value = element.attribute("value")?.value ?? required("value")
        else { continue }
        let at = element.attribute("value")?.valueLocation ?? location
        changes.append(.set(view: view, attribute: attribute, value: value, location: at))
      case "unset":
        guard let view = required("view"), let attribute = required("attribute") else { continue }
        changes.append(.unset(view: view, attribute: attribute, location: location))
      case "move":
        guard let view = required("view"), let parent = required("parent") else { continue }
        var index: Int?
        if let text = element.attribute("index")?.value {
          guard let value = Int(text), value >= 0 else {
            diagnostics.append(
              LayoutFileError.invalidChange(
                element.attribute("index")?.valueLocation ?? location,
                message: "invalid value '\(text)' for 'index': expected a non-negative integer"
              ).diagnostic
            )
            continue
          }
          index = value
        }
        changes.append(.move(view: view, parent: parent, index: index, location: location))
      default:
        diagnostics.append(
          LayoutFileError.invalidChange(
            location,
            message: "unknown change <\(element.name)>; expected <set>, <unset> or <move>"
          ).diagnostic
        )
      }
    }
    if diagnostics.contains(where: { $0.severity == .error }) {
      throw DiagnosticsError(diagnostics)
    }
    return Loaded(changes, diagnostics: diagnostics)
  }
}
