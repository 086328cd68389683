import SceneDiffCore

extension Int {
  /// Java's `(int)` of a `float` (JLS §5.1.3).
  ///
  /// Truncated toward zero, NaN → 0, saturated to the `int` range. Android's layout code
  /// converts with this cast everywhere, and it never traps, so hostile values (huge weights,
  /// sizes near the format's limit) give Android's saturated numbers instead of a crash.
  init(javaCast value: Float) {
    self.init(javaCast: Double(value))
  }

  /// Java's `(int)` of a `double`; see ``init(javaCast:)-(Float)``.
  init(javaCast value: Double) {
    if value.isNaN {
      self = 0
    } else if value >= Double(Int32.max) {
      self = Int(Int32.max)
    } else if value <= Double(Int32.min) {
      self = Int(Int32.min)
    } else {
      self = Int(value)
    }
  }
}
