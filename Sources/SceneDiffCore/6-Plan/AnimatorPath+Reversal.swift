extension AnimatorPath {
  /// The same motion run backwards: every path reversed, nothing else changed.
  func reversed() -> AnimatorPath {
    switch self {
    case .move(let path): .move(path.reversed())
    case .corners(let topLeft, let bottomRight):
      .corners(topLeft: topLeft?.reversed(), bottomRight: bottomRight?.reversed())
    case .translation(let path): .translation(path.reversed())
    }
  }
}
