/// The ranges SceneDiff accepts numbers in, so that every number a plan, a frame or an export
/// prints is finite.
///
/// Android computes in 32-bit floats, whose largest value is about 3.4e38; a scene coordinate of
/// 1e308 overflows the moment it is added to a width. Loaders refuse values beyond these limits
/// with a located error, and ``SceneGeometry/firstOutOfRange(in:)`` refuses scenes whose
/// composed geometry (nested scales, say) leaves ``maximumRootCoordinate``.
package enum NumberLimits {
  /// The largest magnitude of a coordinate, size, translation, pivot, scroll offset or scale
  /// written in a scene (native scenes; Android dimensions have their own, smaller limit).
  package static let maximumSceneValue = 1e9

  /// The largest magnitude of a view's corner in scene-root coordinates, after composing every
  /// ancestor's position, scroll and transform.
  package static let maximumRootCoordinate = 1e15

  /// The largest magnitude of an interpolator parameter (factor, tension, cycles) and of a
  /// path interpolator's control point.
  package static let maximumCurveParameter: Float = 1e6

  /// `"a number from -1e9 to 1e9"`: how diagnostics state ``maximumSceneValue``.
  package static let sceneValueRange = "a number from -1e9 to 1e9"
}
