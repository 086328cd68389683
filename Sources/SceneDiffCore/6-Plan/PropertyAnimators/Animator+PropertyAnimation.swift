extension Animator {
  /// Whether a property animator (``PropertyAnimation``) made it: it writes nothing before it
  /// starts and leaves its last value set after it ends.
  public var isPropertyAnimator: Bool { transition == PropertyAnimation.className }
}
