import SceneDiffCore
import Testing

@testable import SceneDiffAndroid

/// Every ``LayoutFileError`` case as a diagnostic: an error at the case's location, with its
/// stable code and its message, each written out here by hand.
@Suite struct LayoutFileErrorTests {
  static let at = SceneDiffCore.SourceLocation(file: "res/layout/main.xml", line: 3, column: 5)

  static let cases: [(LayoutFileError, SceneDiffCore.SourceLocation?, String, String)] = [
    (
      .missingLayoutSize(at, attribute: "layout_width", element: "View"), at,
      "missing-layout-size",
      "<View> needs android:layout_width (on the element or in its style), as Android requires"
    ),
    (
      .includeWithoutLayout(at), at, "include-without-layout",
      "<include> needs a layout attribute such as layout=\"@layout/header\""
    ),
    (.includeCycle(at, layout: "@layout/a"), at, "include-cycle", "'@layout/a' includes itself"),
    (
      .mergeNotRoot(at), at, "merge-not-root", "<merge> is only allowed as the root of a layout"
    ),
    (.emptyLayout(at, reason: "nothing to show"), at, "empty-layout", "nothing to show"),
    (
      .unexpectedElement(at, name: "item", context: "in a layout"), at, "unexpected-element",
      "unexpected <item> in a layout"
    ),
    // The circle is closed by repeating its first id.
    (
      .relativeLayoutCycle(at, ids: ["a", "b"]), at, "relative-layout-cycle",
      "circular dependencies in a RelativeLayout: 'a' → 'b' → 'a'"
    ),
    (
      .constraintChainCycle(at, ids: ["a", "b", "c"]), at, "constraint-chain-cycle",
      "circular chain in a ConstraintLayout: 'a' → 'b' → 'c' → 'a'; expected a chain with a "
        + "head, a member whose start (or top) is not tied back"
    ),
    (
      .tooDeep(at, limit: 64), at, "layout-too-deep",
      "views and includes nest deeper than 64 levels"
    ),
    (
      .tooComplex(at, measures: 1000), at, "layout-too-complex",
      "measuring this layout needs more than 1000 measure passes (nested weights or "
        + "RelativeLayouts multiply them); SceneDiff stopped"
    ),
    (
      .unknownView(nil, id: "titel", suggestion: "title"), nil, "unknown-view",
      "no view with id 'titel' in the layout; did you mean 'title'?"
    ),
    (
      .unknownView(at, id: "x", suggestion: nil), at, "unknown-view",
      "no view with id 'x' in the layout"
    ),
    (.invalidChange(nil, message: "bad move"), nil, "invalid-change", "bad move"),
    (
      .unknownAttribute(
        nil,
        attribute: "layout_widht",
        target: "View 'a'",
        suggestion: "layout_width"
      ),
      nil, "unknown-attribute",
      "unknown Android attribute 'layout_widht' for View 'a'; did you mean 'layout_width'?"
    ),
    (
      .unknownAttribute(at, attribute: "zz*", target: nil, suggestion: nil), at,
      "unknown-attribute", "unknown Android attribute 'zz*'"
    ),
    (
      .moveIntoNonContainer(nil, view: "a", parent: "b", reason: "TextView is not a ViewGroup"),
      nil, "not-a-container", "cannot move 'a' into 'b': TextView is not a ViewGroup"
    ),
    (
      .childOfNonContainer(
        at,
        child: "View",
        parent: "TextView",
        reason: "TextView is not a ViewGroup"
      ),
      at, "not-a-container",
      "<View> cannot be a child of <TextView>: TextView is not a ViewGroup, so Android's "
        + "inflater throws"
    ),
    (
      .designTimeAttribute(at, attribute: "tools:text"), at, "invalid-change",
      "'tools:text' is a design-time attribute, which only layout editors read; a change takes "
        + "android: and app: attributes"
    ),
  ]

  @Test(arguments: cases)
  func diagnostic(
    error: LayoutFileError,
    location: SceneDiffCore.SourceLocation?,
    code: String,
    message: String
  ) {
    let diagnostic = error.diagnostic
    #expect(diagnostic.severity == .error)
    #expect(diagnostic.location == location)
    #expect(diagnostic.code == code)
    #expect(diagnostic.message == message)
  }
}
