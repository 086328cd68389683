/// A length in an iOS view-controller transition: points plus a fraction of the container's
/// width or height (`100%` is the whole container).
public struct IOSLength: Sendable, Hashable {
  /// Points.
  public var points: Double
  /// The fraction of the container's extent along the same axis.
  public var fraction: Double

  /// A length of `points` plus `fraction` of the container.
  public init(points: Double = 0, fraction: Double = 0) {
    self.points = points
    self.fraction = fraction
  }

  /// Zero.
  public static let zero = IOSLength()

  /// The length in points in a container of extent `extent`.
  public func resolved(_ extent: Double) -> Double { points + fraction * extent }
}
