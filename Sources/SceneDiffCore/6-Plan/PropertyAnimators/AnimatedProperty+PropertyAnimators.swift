extension AnimatedProperty {
  /// `View.translationZ`, in the scene's units (drawn in shadows only).
  public static let translationZ = AnimatedProperty(rawValue: "translationZ")
  /// `View.rotation`, degrees clockwise about the pivot.
  public static let rotation = AnimatedProperty(rawValue: "rotation")
  /// `View.rotationX`, degrees about the horizontal axis through the pivot.
  public static let rotationX = AnimatedProperty(rawValue: "rotationX")
  /// `View.rotationY`, degrees about the vertical axis through the pivot.
  public static let rotationY = AnimatedProperty(rawValue: "rotationY")
  /// `View.x`: the left edge in the parent plus `translationX` (setting it sets translationX).
  public static let x = AnimatedProperty(rawValue: "x")
  /// `View.y`: the top edge in the parent plus `translationY` (setting it sets translationY).
  public static let y = AnimatedProperty(rawValue: "y")

  /// The View properties a property animator can animate, by their `propertyName`
  /// (`backgroundColor` through `View.setBackgroundColor`, `textColor` through
  /// `TextView.setTextColor`).
  public static let viewProperties: [String: AnimatedProperty] = Dictionary(
    uniqueKeysWithValues: [
      AnimatedProperty.alpha, .translationX, .translationY, .translationZ, .scaleX, .scaleY,
      .rotation, .rotationX, .rotationY, .x, .y, .backgroundColor, .textColor,
    ].map { ($0.rawValue, $0) }
  )

  /// Whether a value of this property is a length in pixels (scaled with the scene's units).
  public var isViewLength: Bool {
    [AnimatedProperty.translationX, .translationY, .translationZ, .x, .y].contains(self)
  }

  /// The property's value on a view as laid out, before any animator.
  public func viewValue(_ view: ViewNode) -> Double {
    let t = view.transform
    switch self {
    case .alpha: return view.alpha
    case .translationX: return t.translationX
    case .translationY: return t.translationY
    case .translationZ: return t.translationZ
    case .scaleX: return t.scaleX
    case .scaleY: return t.scaleY
    case .rotation: return t.rotation
    case .rotationX: return t.rotationX
    case .rotationY: return t.rotationY
    case .x: return view.x + t.translationX
    case .y: return view.y + t.translationY
    default: return 0
    }
  }
}
