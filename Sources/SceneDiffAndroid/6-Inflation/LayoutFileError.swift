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
  /// ConstraintLayout children chained to each other in a ring, which has no head.
  case constraintChainCycle(SourceLocation, ids: [String])
  /// More nested views or includes than SceneDiff follows.
  case tooDeep(SourceLocation, limit: Int)
  /// Measuring needed more work than SceneDiff's budget.
  case tooComplex(SourceLocation, measures: Int)
  /// A change (`--set`, `--unset`, `--move`, a change file) names a view the layout lacks.
  case unknownView(SourceLocation?, id: String, suggestion: String?)
  /// A change that cannot be applied (a move into a descendant, a bad attribute name…).
  case invalidChange(SourceLocation?, message: String)
  /// A change (`--set`, `--unset`, a change file) names an `android:` attribute, or a prefix
  /// ending in `*`, that no platform attribute has; `target` describes the view
  /// (`View 'square'`) when known.
  case unknownAttribute(SourceLocation?, attribute: String, target: String?, suggestion: String?)
  /// A change names a `tools:` attribute, which only layout editors read.
  case designTimeAttribute(SourceLocation?, attribute: String)
  /// A `--move` or `<move>` into a view that cannot hold child views (Android's `addView`
  /// is not there or throws); `reason` says why.
  case moveIntoNonContainer(SourceLocation?, view: String, parent: String, reason: String)
  /// A layout element inside a view that cannot hold child views (Android's inflater
  /// throws); `reason` says why.
  case childOfNonContainer(SourceLocation, child: String, parent: String, reason: String)

  package var diagnostic: Diagnostic {
    Diagnostic(.error, at: location, code: code, message)
  }

  /// Where the problem is written.
  private var location: SourceLocation? {
    switch self {
    case .missingLayoutSize(let at, _, _), .includeWithoutLayout(let at),
      .includeCycle(let at, _), .mergeNotRoot(let at), .emptyLayout(let at, _),
      .unexpectedElement(let at, _, _), .relativeLayoutCycle(let at, _), .tooDeep(let at, _),
      .tooComplex(let at, _), .constraintChainCycle(let at, _):
      at
    case .unknownView(let at, _, _), .invalidChange(let at, _),
      .unknownAttribute(let at, _, _, _), .designTimeAttribute(let at, _),
      .moveIntoNonContainer(let at, _, _, _):
      at
    case .childOfNonContainer(let at, _, _, _): at
    }
  }

  /// The diagnostic's stable code.
  private var code: String {
    switch self {
    case .missingLayoutSize: "missing-layout-size"
    case .includeWithoutLayout: "include-without-layout"
    case .includeCycle: "include-cycle"
    case .mergeNotRoot: "merge-not-root"
    case .emptyLayout: "empty-layout"
    case .unexpectedElement: "unexpected-element"
    case .relativeLayoutCycle: "relative-layout-cycle"
    case .constraintChainCycle: "constraint-chain-cycle"
    case .tooDeep: "layout-too-deep"
    case .tooComplex: "layout-too-complex"
    case .unknownView: "unknown-view"
    case .invalidChange, .designTimeAttribute: "invalid-change"
    case .unknownAttribute: "unknown-attribute"
    case .moveIntoNonContainer, .childOfNonContainer: "not-a-container"
    }
  }

  /// The diagnostic's message.
  private var message: String {
    switch self {
    case .missingLayoutSize(_, let attribute, let element):
      "<\(element)> needs android:\(attribute) (on the element or in its style), as Android requires"
    case .includeWithoutLayout:
      "<include> needs a layout attribute such as layout=\"@layout/header\""
    case .includeCycle(_, let layout): "'\(layout)' includes itself"
    case .mergeNotRoot: "<merge> is only allowed as the root of a layout"
    case .emptyLayout(_, let reason): reason
    case .unexpectedElement(_, let name, let context): "unexpected <\(name)> \(context)"
    case .relativeLayoutCycle(_, let ids):
      "circular dependencies in a RelativeLayout: "
        + (ids + ids.prefix(1)).map { "'\($0)'" }.joined(separator: " → ")
    case .constraintChainCycle(_, let ids):
      "circular chain in a ConstraintLayout: "
        + (ids + ids.prefix(1)).map { "'\($0)'" }.joined(separator: " → ")
        + "; expected a chain with a head, a member whose start (or top) is not tied back"
    case .tooDeep(_, let limit): "views and includes nest deeper than \(limit) levels"
    case .tooComplex(_, let measures):
      "measuring this layout needs more than \(measures) measure passes (nested weights or RelativeLayouts multiply them); SceneDiff stopped"
    case .unknownView(_, let id, let suggestion):
      "no view with id '\(id)' in the layout"
        + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
    case .invalidChange(_, let message): message
    case .unknownAttribute(_, let attribute, let target, let suggestion):
      "unknown Android attribute '\(attribute)'" + (target.map { " for \($0)" } ?? "")
        + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
    case .designTimeAttribute(_, let attribute):
      "'\(attribute)' is a design-time attribute, which only layout editors read; a change "
        + "takes android: and app: attributes"
    case .moveIntoNonContainer(_, let view, let parent, let reason):
      "cannot move '\(view)' into '\(parent)': \(reason)"
    case .childOfNonContainer(_, let child, let parent, let reason):
      "<\(child)> cannot be a child of <\(parent)>: \(reason), so Android's inflater throws"
    }
  }
}
