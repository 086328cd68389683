import SceneDiffCore

/// A RelativeLayout child's rules with start/end resolved to left/right for its direction
/// (§6.1, `LayoutParams.resolveRules` with RTL support).
struct ResolvedRelativeRules: Sendable, Hashable {
  /// `toLeftOf` after resolution.
  var leftOf: String?
  /// `toRightOf` after resolution.
  var rightOf: String?
  /// `alignLeft` after resolution.
  var alignLeft: String?
  /// `alignRight` after resolution.
  var alignRight: String?
  /// `above`.
  var above: String?
  /// `below`.
  var below: String?
  /// `alignTop`.
  var alignTop: String?
  /// `alignBottom`.
  var alignBottom: String?
  /// `alignBaseline`.
  var alignBaseline: String?
  /// `alignParentLeft` after resolution.
  var alignParentLeft = false
  /// `alignParentRight` after resolution.
  var alignParentRight = false
  /// `alignParentTop`.
  var alignParentTop = false
  /// `alignParentBottom`.
  var alignParentBottom = false
  /// `centerInParent` or `centerHorizontal`.
  var centerHorizontal = false
  /// `centerInParent` or `centerVertical`.
  var centerVertical = false
  /// `alignWithParentIfMissing`.
  var alignWithParentIfMissing = false

  /// Resolves `rules` for a child laid out right to left when `isRightToLeft`: in each family
  /// a start or end rule clears both left/right rules, then start/end become left/right.
  init(_ rules: RelativeRules, _ isRightToLeft: Bool) {
    func family(_ left: String?, _ right: String?, _ start: String?, _ end: String?)
      -> (String?, String?)
    {
      guard start != nil || end != nil else { return (left, right) }
      return isRightToLeft ? (end, start) : (start, end)
    }
    (leftOf, rightOf) = family(rules.leftOf, rules.rightOf, rules.startOf, rules.endOf)
    (alignLeft, alignRight) = family(
      rules.alignLeft,
      rules.alignRight,
      rules.alignStart,
      rules.alignEnd
    )
    if rules.alignParentStart || rules.alignParentEnd {
      alignParentLeft = isRightToLeft ? rules.alignParentEnd : rules.alignParentStart
      alignParentRight = isRightToLeft ? rules.alignParentStart : rules.alignParentEnd
    } else {
      alignParentLeft = rules.alignParentLeft
      alignParentRight = rules.alignParentRight
    }
    above = rules.above
    below = rules.below
    alignTop = rules.alignTop
    alignBottom = rules.alignBottom
    alignBaseline = rules.alignBaseline
    alignParentTop = rules.alignParentTop
    alignParentBottom = rules.alignParentBottom
    centerHorizontal = rules.centerInParent || rules.centerHorizontal
    centerVertical = rules.centerInParent || rules.centerVertical
    alignWithParentIfMissing = rules.alignWithParentIfMissing
  }

  /// Whether one of the nine anchor rules names a sibling: without one, the child has no
  /// anchors in either dependency graph (``RelativeDependencyGraph``).
  var namesAView: Bool {
    leftOf != nil || rightOf != nil || alignLeft != nil || alignRight != nil || above != nil
      || below != nil || alignTop != nil || alignBottom != nil || alignBaseline != nil
  }
}
