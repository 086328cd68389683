extension MotionPath {
  /// The motion run backwards: the reversed path, flattened again as Android flattens paths.
  ///
  /// The point at fraction `f` is the original's point at `1 − f`, up to `Float` rounding of the
  /// length fractions (which are now summed from the other end).
  func reversed() -> MotionPath {
    MotionPath(path: path.reversed())
  }
}
