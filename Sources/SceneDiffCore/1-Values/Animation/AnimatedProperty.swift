/// The name of an animated property, as plans print it.
public struct AnimatedProperty: RawRepresentable, Sendable, Hashable, Comparable {
  /// The plan name (`bounds`, `alpha`).
  public var rawValue: String
  /// Creates a property from its plan name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Layout bounds `[left, top, right, bottom]` (ChangeBounds).
  public static let bounds = AnimatedProperty(rawValue: "bounds")
  /// Android's `transitionAlpha` multiplier (Fade); drawn opacity is `alpha × transitionAlpha`.
  public static let alpha = AnimatedProperty(rawValue: "alpha")
  /// Clip bounds `[left, top, right, bottom]`, view-local.
  public static let clipBounds = AnimatedProperty(rawValue: "clipBounds")
  /// Horizontal translation (Slide, Explode).
  public static let translationX = AnimatedProperty(rawValue: "translationX")
  /// Vertical translation (Slide, Explode).
  public static let translationY = AnimatedProperty(rawValue: "translationY")
  /// The view's animation matrix, 9 values, replacing its transform while it runs
  /// (ChangeTransform).
  public static let matrix = AnimatedProperty(rawValue: "matrix")
  /// An image view's image matrix, 9 values, view-local (ChangeImageTransform).
  public static let imageMatrix = AnimatedProperty(rawValue: "imageMatrix")
  /// Horizontal scroll offset, an integer pixel value (ChangeScroll).
  public static let scrollX = AnimatedProperty(rawValue: "scrollX")
  /// Vertical scroll offset, an integer pixel value (ChangeScroll).
  public static let scrollY = AnimatedProperty(rawValue: "scrollY")
  /// `View.scaleX`, about the pivot, an absolute value (a property animator's value; Material's
  /// `ScaleProvider` writes the view's own scale times the provider's factor).
  public static let scaleX = AnimatedProperty(rawValue: "scaleX")
  /// `View.scaleY`, about the pivot, as ``scaleX``.
  public static let scaleY = AnimatedProperty(rawValue: "scaleY")

  /// Orders by name.
  public static func < (lhs: AnimatedProperty, rhs: AnimatedProperty) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
