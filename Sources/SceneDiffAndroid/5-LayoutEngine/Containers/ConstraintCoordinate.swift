import SceneDiffCore

/// A position along one ConstraintLayout axis, as ``ConstraintAxisSolver`` computes it.
///
/// The solver runs twice over the same rules: with `Int` to place the children in a parent of
/// known size (whole pixels, rounded like ConstraintLayout), and with ``ConstraintAffine``
/// (`c + k × size`) to find the smallest size a `wrap_content` ConstraintLayout needs.
protocol ConstraintCoordinate: Sendable, Equatable {
  /// A fixed position.
  static func constant(_ value: Int) -> Self
  /// The sum of two positions.
  static func + (lhs: Self, rhs: Self) -> Self
  /// The difference of two positions.
  static func - (lhs: Self, rhs: Self) -> Self
  /// `start + bias × distance`, rounded as ConstraintLayout's direct resolution does:
  /// `(int) (0.5f + bias × distance)` when `distance` is positive or `halfUp`, otherwise
  /// `(int) (bias × distance)` (Java float math, truncation toward zero).
  static func biased(_ start: Self, _ distance: Self, _ bias: Float, halfUp: Bool) -> Self
  /// `fraction × self`, rounded half up (chain gaps and weights: the linear solver's values
  /// are rounded with `(int) (value + 0.5f)`).
  func portion(_ fraction: Double) -> Self
  /// `(int) (0.5f + fraction × self)` in float math (percent sizes, percent guidelines).
  func floatPortion(_ fraction: Float) -> Self
  /// A match-constraint size within `minimum` and `maximum` (0 = no maximum), never negative.
  func clampedSize(minimum: Int, maximum: Int) -> Self
  /// The smaller of this space and `limit` (a constrained `wrap_content` size).
  func limiting(_ limit: Int) -> Self
  /// Whether the value is below zero (for an affine value: never, since the wrapped size is
  /// chosen so that every requirement holds).
  var isNegative: Bool { get }
  /// The smallest (or, with `largest`, the largest) of `values` (a Barrier's position).
  static func extreme(_ values: [Self], largest: Bool) -> Self
  /// The begin edge of a child of `length` whose centre is `offset` px from the centre of
  /// the span `begin`…`end`, rounded half up (a circular constraint).
  static func circled(_ begin: Self, _ end: Self, offset: Float, length: Self) -> Self
}

extension Int: ConstraintCoordinate {
  /// The value itself.
  static func constant(_ value: Int) -> Int { value }

  /// Direct's centring: `start + (int) (0.5f + bias × distance)` for a positive distance.
  static func biased(_ start: Int, _ distance: Int, _ bias: Float, halfUp: Bool) -> Int {
    let share = bias * Float(distance)
    return start + (distance > 0 || halfUp ? Int(javaCast: 0.5 + share) : Int(javaCast: share))
  }

  /// `floor(fraction × self + 0.5)`.
  func portion(_ fraction: Double) -> Int {
    Int(javaCast: (Double(self) * fraction + 0.5).rounded(.down))
  }

  /// `(int) (0.5f + fraction × self)`.
  func floatPortion(_ fraction: Float) -> Int {
    Int(javaCast: 0.5 + fraction * Float(self))
  }

  /// `max(minimum, self)`, then `min(maximum, …)` when a maximum is set, at least 0.
  func clampedSize(minimum: Int, maximum: Int) -> Int {
    var size = Swift.max(minimum, self)
    if maximum > 0 { size = Swift.min(maximum, size) }
    return Swift.max(0, size)
  }

  /// `min(self, limit)`, at least 0.
  func limiting(_ limit: Int) -> Int { Swift.max(0, Swift.min(self, limit)) }

  /// `self < 0`.
  var isNegative: Bool { self < 0 }

  /// `min` or `max` of the values (0 when there are none).
  static func extreme(_ values: [Int], largest: Bool) -> Int {
    (largest ? values.max() : values.min()) ?? 0
  }

  /// `floor((begin + end − length) / 2 + offset + 0.5)` in float.
  static func circled(_ begin: Int, _ end: Int, offset: Float, length: Int) -> Int {
    Int(javaCast: (Float(begin + end - length) / 2 + offset + 0.5).rounded(.down))
  }
}
