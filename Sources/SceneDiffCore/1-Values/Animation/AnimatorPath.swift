/// The path point values follow.
///
/// The cases are held in a box (`indirect`, 8 bytes): inline, the two optional corner paths
/// took 81 bytes of every ``Animator``, though few animators have a path.
public indirect enum AnimatorPath: Sendable, Hashable {
  /// The whole rectangle moves with its top-left corner along this path (a pure move).
  case move(MotionPath)
  /// Each corner that changes follows its own path (ChangeBounds' corner animators).
  case corners(topLeft: MotionPath?, bottomRight: MotionPath?)
  /// A matrix's translation entries follow this path; the others interpolate linearly
  /// (ChangeTransform).
  case translation(MotionPath)
}
