import SceneDiffCore

/// Why a layout file (or a part of one) could not be used as Android would use it.
package enum LayoutFileError: DiagnosticConvertible, Equatable {
  /// A view element without `layout_width` or `layout_height` (Android throws
  /// "You must supply a layout_width attribute").
  case missingLayoutSize(SourceLocation, attribute: String, element: String)
  /// `<include>` without a `layout` attribute.
  case includeWithoutLayout(SourceLocation)
  /// An `<include>` that includes itself, directly or through others.
  case includeCycle(SourceLocation, layout: String)
  /// A `<merge>` that is neither the root of the file nor of an included layout.
  case mergeNotRoot(SourceLocation)
  /// A `<merge>` root whose views have nowhere to go (a `<merge>` included in nothing).
  case emptyLayout(SourceLocation, reason: String)
  /// An element that is not a view in a layout (`<data>` outside `<layout>`, `<item>`…).
  case unexpectedElement(SourceLocation, name: String, context: String)
  /// A RelativeLayout whose rules depend on each other in a circle.
  case relativeLayoutCycle(SourceLocation, ids: [String])
  /// More nested views or includes than SceneDiff follows.
  case tooDeep(SourceLocation, limit: Int)
  /// Measuring needed more work than SceneDiff's budget.
  case tooComplex(SourceLocation, measures: Int)
  /// A change (`--set`, `--unset`, `--move`, a change file) names a view the layout lacks.
  case unknownView(SourceLocation?, id: String, suggestion: String?)
  /// A change that cannot be applied (a move into a descendant, a bad attribute name…).
  case invalidChange(SourceLocation?, message: String)

  package var diagnostic: Diagnostic {
    switch self {
    case .missingLayoutSize(let at, let attribute, let element):
      Diagnostic(
        .error,
        at: at,
        code: "missing-layout-size",
        "<\(element)> needs android:\(attribute) (on the element or in its style), as Android requires"
      )
    case .includeWithoutLayout(let at):
      Diagnostic(
        .error,
        at: at,
        code: "include-without-layout",
        "<include> needs a layout attribute such as layout=\"@layout/header\""
      )
    case .includeCycle(let at, let layout):
      Diagnostic(
        .error,
        at: at,
        code: "include-cycle",
        "'\(layout)' includes itself"
      )
    case .mergeNotRoot(let at):
      Diagnostic(
        .error,
        at: at,
        code: "merge-not-root",
        "<merge> is only allowed as the root of a layout"
      )
    case .emptyLayout(let at, let reason):
      Diagnostic(.error, at: at, code: "empty-layout", reason)
    case .unexpectedElement(let at, let name, let context):
      Diagnostic(
        .error,
        at: at,
        code: "unexpected-element",
        "unexpected <\(name)> \(context)"
      )
    case .relativeLayoutCycle(let at, let ids):
      Diagnostic(
        .error,
        at: at,
        code: "relative-layout-cycle",
        "circular dependencies in a RelativeLayout: "
          + (ids + ids.prefix(1)).map { "'\($0)'" }.joined(separator: " → ")
      )
    case .tooDeep(let at, let limit):
      Diagnostic(
        .error,
        at: at,
        code: "layout-too-deep",
        "views and includes nest deeper than \(limit) levels"
      )
    case .tooComplex(let at, let measures):
      Diagnostic(
        .error,
        at: at,
        code: "layout-too-complex",
        "measuring this layout needs more than \(measures) measure passes (nested weights or RelativeLayouts multiply them); SceneDiff stopped"
      )
    case .unknownView(let at, let id, let suggestion):
      Diagnostic(
        .error,
        at: at,
        code: "unknown-view",
        "no view with id '\(id)' in the layout"
          + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
      )
    case .invalidChange(let at, let message):
      Diagnostic(.error, at: at, code: "invalid-change", message)
    }
  }
}
