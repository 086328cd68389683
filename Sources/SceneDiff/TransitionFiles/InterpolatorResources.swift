/// Resolves interpolator references for transition files.
enum InterpolatorResources {
  /// A framework interpolator (`@android:interpolator/…`, `@android:anim/…_interpolator`).
  static func framework(_ ref: ResourceReference) -> Interpolator? {
    switch ref.name {
    case "linear", "linear_interpolator": .linear
    case "accelerate_decelerate", "accelerate_decelerate_interpolator": .accelerateDecelerate
    default: nil
    }
  }

  /// Loads an interpolator resource file.
  static func load(file: String) throws(DiagnosticsError) -> Interpolator {
    throw DiagnosticsError([
      Diagnostic(.error, at: .start(of: file), code: "unsupported", "interpolator files are not read yet")
    ])
  }
}
