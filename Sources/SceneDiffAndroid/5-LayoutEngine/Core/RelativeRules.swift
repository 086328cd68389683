import SceneDiffCore

/// The 22 RelativeLayout rules of one child, as written (start/end not yet resolved).
///
/// Anchor rules hold the sibling id they name (without `@id/`); boolean rules are `true` when
/// set to `true`. ``RelativeLayoutRules`` resolves start/end for the child's direction (§6.1).
struct RelativeRules: Sendable, Hashable {
  /// `layout_toLeftOf`.
  var leftOf: String?
  /// `layout_toRightOf`.
  var rightOf: String?
  /// `layout_above`.
  var above: String?
  /// `layout_below`.
  var below: String?
  /// `layout_alignBaseline`.
  var alignBaseline: String?
  /// `layout_alignLeft`.
  var alignLeft: String?
  /// `layout_alignTop`.
  var alignTop: String?
  /// `layout_alignRight`.
  var alignRight: String?
  /// `layout_alignBottom`.
  var alignBottom: String?
  /// `layout_toStartOf`.
  var startOf: String?
  /// `layout_toEndOf`.
  var endOf: String?
  /// `layout_alignStart`.
  var alignStart: String?
  /// `layout_alignEnd`.
  var alignEnd: String?
  /// `layout_alignParentLeft`.
  var alignParentLeft = false
  /// `layout_alignParentTop`.
  var alignParentTop = false
  /// `layout_alignParentRight`.
  var alignParentRight = false
  /// `layout_alignParentBottom`.
  var alignParentBottom = false
  /// `layout_alignParentStart`.
  var alignParentStart = false
  /// `layout_alignParentEnd`.
  var alignParentEnd = false
  /// `layout_centerInParent`.
  var centerInParent = false
  /// `layout_centerHorizontal`.
  var centerHorizontal = false
  /// `layout_centerVertical`.
  var centerVertical = false
  /// `layout_alignWithParentIfMissing`.
  var alignWithParentIfMissing = false

  /// Creates an empty rule set.
  init() {}

  /// Whether a rule names a sibling (one of the thirteen anchor rules is set): without one,
  /// the child depends on no sibling in either dependency graph.
  var namesAView: Bool {
    leftOf != nil || rightOf != nil || above != nil || below != nil || alignBaseline != nil
      || alignLeft != nil || alignTop != nil || alignRight != nil || alignBottom != nil
      || startOf != nil || endOf != nil || alignStart != nil || alignEnd != nil
  }
}
