extension TimingCurve {
  /// The curve played `factor` times as slowly.
  ///
  /// The same curve for a curve of the animator's fraction
  /// (an interpolator, a cubic Bézier), which stretches with the duration; for a spring, which
  /// maps elapsed time to progress, the spring whose progress at `factor × t` is this one's at
  /// `t` (stiffness ÷ factor², damping ÷ factor, initial velocity ÷ factor, same mass and damping
  /// ratio). Unchanged for a factor that is not finite and positive.
  package func stretched(by factor: Double) -> TimingCurve {
    guard case .spring(let spring) = self, factor.isFinite, factor > 0, factor != 1 else {
      return self
    }
    let slowed = SpringCurve(
      mass: spring.mass,
      stiffness: spring.stiffness / (factor * factor),
      damping: spring.damping / factor,
      initialVelocity: spring.initialVelocity / factor
    )
    return slowed.map { .spring($0) } ?? self
  }
}
