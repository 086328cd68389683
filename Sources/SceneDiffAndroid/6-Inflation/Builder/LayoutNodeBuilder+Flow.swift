import SceneDiffCore

extension LayoutNodeBuilder {
  /// A `Flow` helper's attributes (`Flow.init`): orientation, wrap mode, gaps, chain styles
  /// and biases (the first and last chains' too), both alignments and
  /// `flow_maxElementsWrap`.
  ///
  /// A right-to-left vertical Flow that wraps (`chain`, `chain2`) is a `flow-not-modelled`
  /// warning: ConstraintLayout ties its columns to each other's and to the Flow's own sides
  /// there, which SceneDiff does not reproduce (it lays the columns out left to right).
  mutating func flowParams(
    _ attributes: ViewAttributes,
    _ element: InflatedElement,
    rtl isRightToLeft: Bool,
    _ resolver: ResourceResolver
  ) -> FlowParams {
    func app(_ name: String) -> AttributeValue? { attributes.ownValue(.app(name)) }
    var flow = FlowParams()
    flow.isVertical =
      choice(
        attributes.ownValue(.android("orientation")),
        "android:orientation",
        [("horizontal", false), ("vertical", true), ("0", false), ("1", true)],
        resolver
      ) ?? false
    flow.wrapMode =
      choice(
        app("flow_wrapMode"),
        "app:flow_wrapMode",
        [
          ("none", .none), ("chain", .chain), ("aligned", .aligned), ("chain2", .chainNew),
        ],
        resolver
      ) ?? .none
    flow.horizontalGap =
      pixelSize(app("flow_horizontalGap"), "app:flow_horizontalGap", resolver) ?? 0
    flow.verticalGap = pixelSize(app("flow_verticalGap"), "app:flow_verticalGap", resolver) ?? 0
    flow.maxElementsWrap =
      integer(app("flow_maxElementsWrap"), "app:flow_maxElementsWrap", resolver) ?? 0
    readFlowStyles(&flow, app, resolver)
    readFlowAlignment(&flow, app, resolver)
    if isRightToLeft, flow.isVertical, flow.wrapMode == .chain || flow.wrapMode == .chainNew {
      diagnostics.append(
        Diagnostic(
          .warning,
          at: element.location,
          code: "flow-not-modelled",
          "a right-to-left vertical Flow that wraps is not modelled: ConstraintLayout ties its "
            + "columns to each other's and to the Flow's own sides; SceneDiff lays the columns "
            + "out left to right"
        )
      )
    }
    return flow
  }

  /// The chain styles and biases: `flow_horizontalStyle`, `flow_verticalStyle`, their
  /// `first`/`last` forms and every bias (0.5 unless written).
  private mutating func readFlowStyles(
    _ flow: inout FlowParams,
    _ app: (String) -> AttributeValue?,
    _ resolver: ResourceResolver
  ) {
    let styles: [(String, ChainStyle)] = [
      ("spread", .spread), ("spread_inside", .spreadInside), ("packed", .packed),
    ]
    func style(_ name: String) -> ChainStyle? { choice(app(name), "app:" + name, styles, resolver) }
    func bias(_ name: String) -> Float { float(app(name), "app:" + name, resolver) ?? 0.5 }
    flow.horizontalStyle = style("flow_horizontalStyle") ?? .spread
    flow.verticalStyle = style("flow_verticalStyle") ?? .spread
    flow.firstHorizontalStyle = style("flow_firstHorizontalStyle")
    flow.lastHorizontalStyle = style("flow_lastHorizontalStyle")
    flow.firstVerticalStyle = style("flow_firstVerticalStyle")
    flow.lastVerticalStyle = style("flow_lastVerticalStyle")
    flow.horizontalBias = bias("flow_horizontalBias")
    flow.verticalBias = bias("flow_verticalBias")
    flow.firstHorizontalBias = bias("flow_firstHorizontalBias")
    flow.lastHorizontalBias = bias("flow_lastHorizontalBias")
    flow.firstVerticalBias = bias("flow_firstVerticalBias")
    flow.lastVerticalBias = bias("flow_lastVerticalBias")
  }

  /// `flow_verticalAlign` (default `center`) and `flow_horizontalAlign` (default `center`).
  private mutating func readFlowAlignment(
    _ flow: inout FlowParams,
    _ app: (String) -> AttributeValue?,
    _ resolver: ResourceResolver
  ) {
    flow.verticalAlign =
      choice(
        app("flow_verticalAlign"),
        "app:flow_verticalAlign",
        [
          ("top", .top), ("bottom", .bottom), ("center", .center), ("baseline", .baseline),
        ],
        resolver
      ) ?? .center
    flow.horizontalAlign =
      choice(
        app("flow_horizontalAlign"),
        "app:flow_horizontalAlign",
        [
          ("start", .start), ("end", .end), ("center", .center),
        ],
        resolver
      ) ?? .center
  }
}
