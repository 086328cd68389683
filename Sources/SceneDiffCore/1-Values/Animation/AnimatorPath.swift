/// The path point values follow.
public enum AnimatorPath: Sendable, Hashable {
  /// The whole rectangle moves with its top-left corner along this path (a pure move).
  case move(MotionPath)
  /// Each corner that changes follows its own path (ChangeBounds' corner animators).
  case corners(topLeft: MotionPath?, bottomRight: MotionPath?)
  /// A matrix's translation entries follow this path; the others interpolate linearly
  /// (ChangeTransform).
  case translation(MotionPath)
}
