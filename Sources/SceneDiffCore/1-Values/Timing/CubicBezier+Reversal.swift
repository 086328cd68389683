import Foundation

extension CubicBezier {
  /// The curve of the same motion played backwards, `1 − f(1 − x)`: the control points turned
  /// half a turn about (0.5, 0.5) and taken in reverse order, `(1 − x2, 1 − y2, 1 − x1, 1 − y1)`.
  ///
  /// Each `1 − v` is rounded to 15 significant digits, so decimal control points stay decimal
  /// (`1 − 0.42` is 0.58, not 0.5800000000000001). The x values stay in [0, 1]. The result has
  /// an Apple name when it is a named curve (`easeIn` and `easeOut` mirror each other, `linear`
  /// and `easeInEaseOut` are their own mirrors).
  ///
  /// - Returns: The mirrored curve.
  public func reversed() -> CubicBezier {
    let mirror = { (v: Double) in Double(String(format: "%.15g", 1 - v)) ?? 1 - v }
    let x1 = mirror(self.x2)
    let y1 = mirror(self.y2)
    let x2 = mirror(self.x1)
    let y2 = mirror(self.y1)
    // Control points differ between the named curves, so at most one matches.
    let named = CubicBezier.appleNames.values.first {
      $0.x1 == x1 && $0.y1 == y1 && $0.x2 == x2 && $0.y2 == y2
    }
    return CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2, name: named?.name) ?? self
  }
}
