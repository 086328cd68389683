import SceneDiffCore

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

  /// The value with the larger (or smaller) part proportional to the size, then the larger
  /// (smaller) constant: the extreme once the size is large.
  static func extreme(_ values: [ConstraintAffine], largest: Bool) -> ConstraintAffine {
    let sorted = values.sorted { ($0.slope, $0.constant) < ($1.slope, $1.constant) }
    return (largest ? sorted.last : sorted.first) ?? .constant(0)
  }

  /// `(begin + end − length) / 2 + offset`, unrounded.
  static func circled(
    _ begin: ConstraintAffine,
    _ end: ConstraintAffine,
    offset: Float,
    length: ConstraintAffine
  ) -> ConstraintAffine {
    (begin + end - length).scaled(0.5) + ConstraintAffine(constant: Double(offset), slope: 0)
  }

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
