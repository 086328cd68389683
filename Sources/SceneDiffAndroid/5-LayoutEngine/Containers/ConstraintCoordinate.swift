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
}

/// `constant + slope × size`: a position in a ConstraintLayout whose size is still unknown.
///
/// Used to size a `wrap_content` ConstraintLayout: every rule that needs room ("the space
/// between two anchors is at least the child's size", "a child ends inside the parent") is
/// collected as a requirement `value ≥ 0`, and the wrapped size is the smallest that meets
/// them all (what the linear solver's minimisation reaches).
struct ConstraintAffine: ConstraintCoordinate {
  /// The part independent of the size.
  var constant: Double
  /// How much of the size the value contains.
  var slope: Double

  /// The parent's far edge: `0 + 1 × size`.
  static let size = ConstraintAffine(constant: 0, slope: 1)

  /// A fixed position.
  static func constant(_ value: Int) -> ConstraintAffine {
    ConstraintAffine(constant: Double(value), slope: 0)
  }

  /// Component-wise sum.
  static func + (lhs: ConstraintAffine, rhs: ConstraintAffine) -> ConstraintAffine {
    ConstraintAffine(constant: lhs.constant + rhs.constant, slope: lhs.slope + rhs.slope)
  }

  /// Component-wise difference.
  static func - (lhs: ConstraintAffine, rhs: ConstraintAffine) -> ConstraintAffine {
    ConstraintAffine(constant: lhs.constant - rhs.constant, slope: lhs.slope - rhs.slope)
  }

  /// `start + bias × distance`, unrounded.
  static func biased(
    _ start: ConstraintAffine,
    _ distance: ConstraintAffine,
    _ bias: Float,
    halfUp: Bool
  ) -> ConstraintAffine {
    start + distance.scaled(Double(bias))
  }

  /// `fraction × self`, unrounded.
  func portion(_ fraction: Double) -> ConstraintAffine { scaled(fraction) }

  /// `fraction × self`, unrounded.
  func floatPortion(_ fraction: Float) -> ConstraintAffine { scaled(Double(fraction)) }

  /// The space itself: the requirement `space ≥ minimum` keeps it large enough.
  func clampedSize(minimum: Int, maximum: Int) -> ConstraintAffine { self }

  /// The limit: the requirement `space ≥ limit` makes it the smaller one.
  func limiting(_ limit: Int) -> ConstraintAffine { .constant(limit) }

  /// Never: the wrapped size makes every requirement hold.
  var isNegative: Bool { false }

  /// `factor × self`.
  func scaled(_ factor: Double) -> ConstraintAffine {
    ConstraintAffine(constant: constant * factor, slope: slope * factor)
  }

  /// The smallest whole size (≥ 0) for which every requirement `c + k × size ≥ 0` with
  /// `k > 0` holds; requirements that the size cannot change (`k ≤ 0`) are ignored, as the
  /// content then simply overflows.
  static func smallestSize(meeting requirements: [ConstraintAffine]) -> Int {
    var size = 0.0
    for requirement in requirements where requirement.slope > 1e-9 {
      size = max(size, -requirement.constant / requirement.slope)
    }
    return Int(javaCast: (size - 1e-6).rounded(.up))
  }
}
