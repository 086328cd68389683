/// The settings of MDC-Android's `ScaleProvider` (reference §5.3): the factors an appearing or
/// disappearing view is scaled between, multiplied by the view's own scale.
public struct MaterialScale: Sendable, Hashable {
  /// `incomingStartScale` (0.8).
  public var incomingStartScale: Double
  /// `incomingEndScale` (1.0).
  public var incomingEndScale: Double
  /// `outgoingStartScale` (1.0).
  public var outgoingStartScale: Double
  /// `outgoingEndScale` (1.1).
  public var outgoingEndScale: Double
  /// `growing`: `true` scales appearing views up from the incoming start and disappearing ones
  /// up to the outgoing end; `false` runs both the other way.
  public var growing: Bool
  /// `scaleOnDisappear`: `false` leaves disappearing views unscaled.
  public var scaleOnDisappear: Bool

  /// Creates settings; the defaults are `ScaleProvider()`'s.
  public init(
    incomingStartScale: Double = 0.8,
    incomingEndScale: Double = 1.0,
    outgoingStartScale: Double = 1.0,
    outgoingEndScale: Double = 1.1,
    growing: Bool = true,
    scaleOnDisappear: Bool = true
  ) {
    self.incomingStartScale = incomingStartScale
    self.incomingEndScale = incomingEndScale
    self.outgoingStartScale = outgoingStartScale
    self.outgoingEndScale = outgoingEndScale
    self.growing = growing
    self.scaleOnDisappear = scaleOnDisappear
  }

  /// The factors `(from, to)` for an appearing or disappearing view (reference §5.3's table).
  func factors(appearing: Bool) -> (from: Double, to: Double) {
    switch (growing, appearing) {
    case (true, true): (incomingStartScale, incomingEndScale)
    case (true, false): (outgoingStartScale, outgoingEndScale)
    case (false, true): (outgoingEndScale, outgoingStartScale)
    case (false, false): (incomingEndScale, incomingStartScale)
    }
  }
}
