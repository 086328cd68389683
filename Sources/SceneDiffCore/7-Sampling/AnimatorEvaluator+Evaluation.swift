import Foundation

extension AnimatorEvaluator {
  /// The value between two scalar keyframes `a` and `b` at the eased interval fraction
  /// `fraction`, or `nil` for ``property`` (the property's own evaluator decides).
  ///
  /// - ``int``: AOSP `IntKeyframeSet.getIntValue`, `a + (int)(f × (b − a))` with 32-bit
  ///   wrapping integer arithmetic and the float product truncated towards zero.
  /// - ``roundedFloat``: `Math.round(a + f × (b − a))` in float (`PathKeyframes` int
  ///   keyframes).
  /// - ``argb``: ``ARGBColor/evaluate(from:to:fraction:)`` on the two integers.
  ///
  /// With `isColor` (`backgroundColor`, `textColor`) values are unsigned ARGB integers; else
  /// the signed integers Java holds.
  func evaluate(_ a: Double, _ b: Double, fraction: Double, isColor: Bool) -> Double? {
    let f = Float(fraction)
    let start = Self.javaInt(a)
    let end = Self.javaInt(b)
    let result: Int32
    switch self {
    case .property:
      return nil
    case .int:
      result = start &+ Self.javaCast(f * Float(end &- start))
    case .roundedFloat:
      let v = Float(a) + f * (Float(b) - Float(a))
      result = Self.javaCast((v + 0.5).rounded(.down))
    case .argb:
      let c = ARGBColor.evaluate(
        from: UInt32(bitPattern: start),
        to: UInt32(bitPattern: end),
        fraction: f
      )
      result = Int32(bitPattern: c)
    }
    return isColor ? Double(UInt32(bitPattern: result)) : Double(result)
  }

  /// A plan value as the 32-bit integer Java holds (an unsigned colour wraps to its signed
  /// bits; a value out of range is clamped).
  private static func javaInt(_ v: Double) -> Int32 {
    guard v.isFinite else { return 0 }
    if v >= 2_147_483_648, v < 4_294_967_296 { return Int32(bitPattern: UInt32(v)) }
    return javaCast(Float(v))
  }

  /// Java's `(int)` cast of a float: towards zero, NaN to 0, clamped to the int range.
  private static func javaCast(_ v: Float) -> Int32 {
    guard !v.isNaN else { return 0 }
    if v >= 2_147_483_648 { return .max }
    if v <= -2_147_483_648 { return .min }
    return Int32(v.rounded(.towardZero))
  }
}
