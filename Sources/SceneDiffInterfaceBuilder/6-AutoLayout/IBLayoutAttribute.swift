/// A layout attribute of a `<constraint>` (`firstAttribute`, `secondAttribute`).
///
/// Baselines are approximated by the bottom edge (`Docs/interface-builder.md`).
package enum IBLayoutAttribute: String, Sendable, CaseIterable {
  case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
  case baseline, firstBaseline, lastBaseline
  case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
  case centerXWithinMargins, centerYWithinMargins

  /// Whether the attribute is horizontal.
  package var isHorizontal: Bool {
    switch self {
    case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
      .leadingMargin, .trailingMargin, .centerXWithinMargins:
      true
    default: false
    }
  }

  /// Whether the attribute is a size rather than a position.
  package var isSize: Bool { self == .width || self == .height }
}
