/// A view controller's view at one end of a custom transition, relative to where and how it
/// rests: its transform, its alpha and an offset of its frame.
///
/// The identity state is the view at rest (its final frame, identity transform, its own
/// alpha). Scales multiply the view's own scale, translations and the frame offset add to its
/// own position, the rotation adds to its own, and `alpha` multiplies its own alpha. The
/// transform is UIKit's about the view's centre (its default `anchorPoint`): translation,
/// then rotation, then scale.
public struct IOSViewState: Sendable, Hashable {
  /// Horizontal scale.
  public var scaleX: Double
  /// Vertical scale.
  public var scaleY: Double
  /// Horizontal translation of the transform.
  public var translationX: IOSLength
  /// Vertical translation of the transform (y down).
  public var translationY: IOSLength
  /// Rotation in degrees, clockwise on screen.
  public var rotation: Double
  /// The view's alpha, as a multiple of its own.
  public var alpha: Double
  /// Horizontal offset of the frame from its final frame.
  public var frameX: IOSLength
  /// Vertical offset of the frame from its final frame (y down).
  public var frameY: IOSLength
  /// A turn about the vertical centre axis in degrees (``AnimatedProperty/flipY``), 0 at rest.
  public var flipY: Double
  /// The fraction of the view's height still drawn, from its top (a page curl's
  /// approximation, ``AnimatedProperty/visibleRect``), 1 at rest.
  public var visibleBottom: Double

  /// A state; every argument defaults to the view at rest.
  public init(
    scaleX: Double = 1,
    scaleY: Double = 1,
    translationX: IOSLength = .zero,
    translationY: IOSLength = .zero,
    rotation: Double = 0,
    alpha: Double = 1,
    frameX: IOSLength = .zero,
    frameY: IOSLength = .zero,
    flipY: Double = 0,
    visibleBottom: Double = 1
  ) {
    self.scaleX = scaleX
    self.scaleY = scaleY
    self.translationX = translationX
    self.translationY = translationY
    self.rotation = rotation
    self.alpha = alpha
    self.frameX = frameX
    self.frameY = frameY
    self.flipY = flipY
    self.visibleBottom = visibleBottom
  }

  /// The view at rest.
  public static let identity = IOSViewState()
}
