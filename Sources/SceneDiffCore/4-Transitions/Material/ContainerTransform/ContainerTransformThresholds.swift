/// The four sub-animation windows of a container transform (reference §7.4).
struct ContainerTransformThresholds: Sendable, Hashable {
  /// The content fade.
  var fade: ProgressThresholds
  /// The layers' size (fit mode).
  var scale: ProgressThresholds
  /// The reveal of the taller or wider layer.
  var scaleMask: ProgressThresholds
  /// The corner morph.
  var shapeMask: ProgressThresholds

  /// The defaults for a direction and path (§7.4's table).
  static func defaults(entering: Bool, arc: Bool) -> ContainerTransformThresholds {
    let t = { (s: Double, e: Double) in ProgressThresholds(start: s, end: e) }
    switch (entering, arc) {
    case (true, false):
      return .init(fade: t(0, 0.25), scale: t(0, 1), scaleMask: t(0, 1), shapeMask: t(0, 0.75))
    case (false, false):
      return .init(
        fade: t(0.6, 0.9),
        scale: t(0, 1),
        scaleMask: t(0, 0.9),
        shapeMask: t(0.3, 0.9)
      )
    case (true, true):
      return .init(
        fade: t(0.1, 0.4),
        scale: t(0.1, 1),
        scaleMask: t(0.1, 1),
        shapeMask: t(0.1, 0.9)
      )
    case (false, true):
      return .init(
        fade: t(0.6, 0.9),
        scale: t(0, 0.9),
        scaleMask: t(0, 0.9),
        shapeMask: t(0.2, 0.9)
      )
    }
  }
}
