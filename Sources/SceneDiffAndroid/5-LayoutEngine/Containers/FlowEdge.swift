import SceneDiffCore

/// A side of a view a `Flow` ties (`ConstraintAnchor.Type` LEFT, TOP, RIGHT, BOTTOM).
enum FlowEdge: Sendable, Hashable {
  /// The left side.
  case left
  /// The top side.
  case top
  /// The right side.
  case right
  /// The bottom side.
  case bottom

  /// The constraint of `LayoutParams` that ties this side to `target`'s side.
  func constraint(to target: FlowEdge) -> WritableKeyPath<ConstraintParams, ConstraintTarget?>? {
    switch (self, target) {
    case (.left, .left): \.leftToLeft
    case (.left, .right): \.leftToRight
    case (.right, .left): \.rightToLeft
    case (.right, .right): \.rightToRight
    case (.top, .top): \.topToTop
    case (.top, .bottom): \.topToBottom
    case (.bottom, .top): \.bottomToTop
    case (.bottom, .bottom): \.bottomToBottom
    default: nil
    }
  }

  /// The margin of `Insets` on this side.
  var margin: WritableKeyPath<Insets, Int> {
    switch self {
    case .left: \.left
    case .top: \.top
    case .right: \.right
    case .bottom: \.bottom
    }
  }
}
