/// A MotionScene `<KeyPosition>`: where one view's rectangle is at one point of the progress
/// (`KeyPosition.java`, `MotionPaths.initCartesian`/`initPath`/`initScreen`).
public struct MotionKeyPosition: Sendable, Hashable {
  /// How the percentages are measured (`motion:keyPositionType`).
  public enum Kind: String, Sendable, Hashable {
    /// `deltaRelative` (the default): fractions of the move from the start centre to the end
    /// centre, along each axis.
    case deltaRelative
    /// `pathRelative`: `percentX` along the move, `percentY` perpendicular to it.
    case pathRelative
    /// `parentRelative`: fractions of the parent's size less the view's.
    case parentRelative
  }

  /// The id of the view it moves (`motion:motionTarget`).
  public var target: String
  /// Where in the progress, 0…100 (`motion:framePosition`).
  public var framePosition: Int
  /// How the percentages are measured.
  public var kind: Kind
  /// `motion:percentX`, if given.
  public var percentX: Double?
  /// `motion:percentY`, if given.
  public var percentY: Double?
  /// `motion:percentWidth`, if given (the share of the width change done here).
  public var percentWidth: Double?
  /// `motion:percentHeight`, if given (the share of the height change done here).
  public var percentHeight: Double?
  /// Whether `motion:curveFit="linear"` asks for straight lines between key frames instead of
  /// the monotone spline.
  public var isLinear: Bool

  /// Creates a key position.
  public init(
    target: String,
    framePosition: Int,
    kind: Kind = .deltaRelative,
    percentX: Double? = nil,
    percentY: Double? = nil,
    percentWidth: Double? = nil,
    percentHeight: Double? = nil,
    isLinear: Bool = false
  ) {
    self.target = target
    self.framePosition = framePosition
    self.kind = kind
    self.percentX = percentX
    self.percentY = percentY
    self.percentWidth = percentWidth
    self.percentHeight = percentHeight
    self.isLinear = isLinear
  }
}
