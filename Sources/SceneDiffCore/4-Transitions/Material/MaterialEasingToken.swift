/// A Material motion interpolator theme attribute (`?attr/motionEasingEmphasizedInterpolator`),
/// reference §1.2.
public enum MaterialEasingToken: String, Sendable, Hashable, CaseIterable {
  /// `motionEasingStandardInterpolator`.
  case standard = "motionEasingStandardInterpolator"
  /// `motionEasingStandardDecelerateInterpolator`.
  case standardDecelerate = "motionEasingStandardDecelerateInterpolator"
  /// `motionEasingStandardAccelerateInterpolator`.
  case standardAccelerate = "motionEasingStandardAccelerateInterpolator"
  /// `motionEasingEmphasizedInterpolator`.
  case emphasized = "motionEasingEmphasizedInterpolator"
  /// `motionEasingEmphasizedDecelerateInterpolator`.
  case emphasizedDecelerate = "motionEasingEmphasizedDecelerateInterpolator"
  /// `motionEasingEmphasizedAccelerateInterpolator`.
  case emphasizedAccelerate = "motionEasingEmphasizedAccelerateInterpolator"
  /// `motionEasingLinearInterpolator`.
  case linear = "motionEasingLinearInterpolator"
}
