/// One view's drawn state in a ``Frame``.
public struct ViewSample: Sendable, Hashable {
  /// The view key (see ``Plan``).
  public var key: String
  /// Root-space bounds: the view's rectangle mapped through every transform from the root,
  /// as an axis-aligned box (with translations only, the laid-out box moved by them).
  public var bounds: Rect
  /// The opacity it is drawn with: its alpha × `transitionAlpha`, times its ancestors'.
  public var alpha: Double
  /// Whether it is drawn at this instant.
  public var visible: Bool
  /// The full view-to-root matrix, when it does more than translate.
  public var transform: Matrix?
  /// The clip bounds in view-local coordinates, when clipped.
  public var clip: Rect?
  /// The radius of the clip's corners in view-local units, when a container transform rounds
  /// them (`nil`: square corners).
  public var clipRadius: Double? = nil
  /// The image matrix (drawable to view content), while ChangeImageTransform animates it.
  public var imageMatrix: Matrix?
  /// Whether it is drawn in the scene root's overlay (a disappearing view).
  public var inOverlay: Bool
  /// Its drawing order among the views drawn at this instant (larger = drawn later, on top), or
  /// `nil` when it is not drawn.
  ///
  /// It is the index of its box in the plan's draw tree, whose boxes are listed parents before
  /// children in drawing order; numbers need not be consecutive.
  public var z: Int? = nil
}
