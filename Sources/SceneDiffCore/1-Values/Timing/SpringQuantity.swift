/// What a spring animates, which decides when Android's animations stop: its thresholds are in
/// the value's own units, so a spring settles sooner over a short distance.
public enum SpringQuantity: String, Sendable, Hashable, CaseIterable {
  /// A position, translation or size, in px: Android's minimum visible change 1 px,
  /// Compose's threshold 0.5 px (`Offset`, `Size`, `Rect`).
  case position
  /// An alpha: Android 1/256, Compose 0.01 (a `Float`).
  case alpha
  /// A scale factor: Android 1/500, Compose 0.01 (a `Float`).
  case scale
  /// A rotation in degrees: Android 0.1°, Compose 0.01 (a `Float`).
  case rotation

  /// `DynamicAnimation`'s minimum visible change for the property.
  public var androidMinimumVisibleChange: Double {
    switch self {
    case .position: SpringForce.minimumVisibleChangePixels
    case .alpha: SpringForce.minimumVisibleChangeAlpha
    case .scale: SpringForce.minimumVisibleChangeScale
    case .rotation: SpringForce.minimumVisibleChangeRotationDegrees
    }
  }

  /// Compose's visibility threshold for the value type that animates it.
  public var composeVisibilityThreshold: Double {
    switch self {
    case .position: SpringSpec.pixelVisibilityThreshold
    case .alpha, .scale, .rotation: SpringSpec.defaultDisplacementThreshold
    }
  }

  /// The distance assumed when none is given: 100 px, an alpha or a scale of 1, 90°.
  public var defaultDistance: Double {
    switch self {
    case .position: 100
    case .alpha, .scale: 1
    case .rotation: 90
    }
  }

  /// The unit the distance is in, as a suffix for messages: ` px`, `°` or empty.
  public var unitSuffix: String {
    switch self {
    case .position: " px"
    case .rotation: "°"
    case .alpha, .scale: ""
    }
  }
}
