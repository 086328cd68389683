/// The dimming a view-controller transition draws over the screen its moving view covers:
/// a paint alpha (0–1, multiplying the dimming colour's own) from one value to another along
/// a curve, over the motion's duration.
public struct IOSDimming: Sendable, Hashable {
  /// The paint alpha at the start.
  public var from: Double
  /// The paint alpha at the end.
  public var to: Double
  /// The pacing over the motion's duration.
  public var curve: TimingCurve

  /// A dimming from `from` to `to` along `curve`.
  public init(from: Double, to: Double, curve: TimingCurve) {
    self.from = from
    self.to = to
    self.curve = curve
  }
}
