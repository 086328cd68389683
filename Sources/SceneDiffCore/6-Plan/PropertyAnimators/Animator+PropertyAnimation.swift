extension Animator {
  /// Whether a property animator (``PropertyAnimation``) made it: it writes nothing before it
  /// starts and leaves its last value set after it ends.
  ///
  /// A ``MotionLayoutTransition``'s View properties are set the same way (MotionLayout calls
  /// `setAlpha`, `setRotation`… on the view), its `bounds` is not.
  public var isPropertyAnimator: Bool {
    transition == PropertyAnimation.className
      || (transition == MotionLayoutTransition.descriptor.className && property != .bounds)
  }
}
