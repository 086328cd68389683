/// Core Animation's `CATransition` added to a view's layer: the layer's whole rendered content
/// goes from its old appearance to its new one by a fade, a move-in, a push or a reveal.
///
/// Progress is `startProgress + (endProgress − startProgress) · c(t / duration)` (reference
/// platform-transitions.md §4); the duration defaults to the transaction's 0.25 s and the
/// curve to linear (`timingFunction` nil). The content is not clipped to the layer (a layer's
/// `masksToBounds` is false by default).
public struct IOSLayerTransition: SnapshotTransition {
  /// The descriptor: class name `CATransition`.
  public static let descriptor = TransitionDescriptor(
    className: "CATransition",
    family: .iosTransition,
    timelineColor: "#34C759"
  )

  /// The key of the view whose layer gets the transition.
  public var layer: String
  /// The type.
  public var type: IOSLayerTransitionType
  /// The side the motion begins at; `nil` (Core Animation's default) acts as `fromLeft` for
  /// the moving types and is ignored by `fade`.
  public var subtype: IOSLayerTransitionSubtype?
  /// The fraction of the transition it starts at, in [0, 1].
  public var startProgress: Double
  /// The fraction it stops at, in [`startProgress`, 1].
  public var endProgress: Double
  /// The duration (default 250 ms), delay and curve (default linear).
  public var timing: IOSTiming

  /// A layer transition.
  ///
  /// - Parameters:
  ///   - layer: The key of the view whose layer changes.
  ///   - type: The type.
  ///   - subtype: The side the motion begins at.
  ///   - startProgress: Where it starts, in [0, 1].
  ///   - endProgress: Where it stops, in [`startProgress`, 1].
  ///   - timing: The duration, delay and curve.
  public init(
    layer: String,
    type: IOSLayerTransitionType = .fade,
    subtype: IOSLayerTransitionSubtype? = nil,
    startProgress: Double = 0,
    endProgress: Double = 1,
    timing: IOSTiming = IOSTiming(durationMs: 250, curve: .cubicBezier(.linear))
  ) {
    self.layer = layer
    self.type = type
    self.subtype = subtype
    self.startProgress = startProgress
    self.endProgress = endProgress
    self.timing = timing
  }

  /// The layer's view.
  package var namedKeys: [String] { [layer] }

  /// The layer's view in both scenes.
  package func snapshotRoots(start: FlatScene, end: FlatScene) -> (start: Int?, end: Int?) {
    (
      start.index(named: layer, prefix: ViewKeys.startPrefix),
      end.index(named: layer, prefix: ViewKeys.endPrefix)
    )
  }
}
