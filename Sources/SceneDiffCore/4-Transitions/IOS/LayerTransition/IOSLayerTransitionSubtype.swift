/// A `CATransitionSubtype`: the side a `moveIn`, `push` or `reveal` begins at, in UIKit's
/// y-down space (`fromTop` starts at the top of the screen).
public enum IOSLayerTransitionSubtype: String, Sendable, Hashable, CaseIterable {
  /// `fromRight`.
  case fromRight
  /// `fromLeft`.
  case fromLeft
  /// `fromTop`.
  case fromTop
  /// `fromBottom`.
  case fromBottom

  /// The unit vector from the layer toward its starting side, y down: `fromRight` is (1, 0),
  /// `fromTop` (0, −1).
  var direction: (x: Double, y: Double) {
    switch self {
    case .fromRight: (1, 0)
    case .fromLeft: (-1, 0)
    case .fromTop: (0, -1)
    case .fromBottom: (0, 1)
    }
  }
}
