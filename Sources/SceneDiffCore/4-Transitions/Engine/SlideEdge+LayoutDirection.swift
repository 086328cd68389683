extension SlideEdge {
  /// The absolute edge: `start` is left (right in a right-to-left scene), `end` the opposite.
  func resolved(rightToLeft: Bool) -> SlideEdge {
    switch self {
    case .start: rightToLeft ? .right : .left
    case .end: rightToLeft ? .left : .right
    default: self
    }
  }
}
