import SceneDiffCore

extension LayoutNodeBuilder {
  /// A `Flow` helper's attributes (`Flow.init`): orientation, wrap mode, gaps, chain styles
  /// and biases, vertical alignment and `flow_maxElementsWrap`.
  ///
  /// What SceneDiff does not lay out yet — a vertical Flow, `flow_wrapMode="aligned"`, a Flow
  /// without an id, baseline alignment and the `flow_first*`/`flow_last*` styles — is a
  /// `flow-not-modelled` warning.
  mutating func flowParams(
    _ attributes: ViewAttributes,
    _ element: InflatedElement,
    _ resolver: ResourceResolver
  ) -> FlowParams {
    func app(_ name: String) -> AttributeValue? { attributes.ownValue(.app(name)) }
    var flow = FlowParams()
    let styles: [(String, ChainStyle)] = [
      ("spread", .spread), ("spread_inside", .spreadInside), ("packed", .packed),
    ]
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
        [("none", .none), ("chain", .chain), ("aligned", .aligned)],
        resolver
      ) ?? .none
    flow.horizontalGap =
      pixelSize(app("flow_horizontalGap"), "app:flow_horizontalGap", resolver) ?? 0
    flow.verticalGap = pixelSize(app("flow_verticalGap"), "app:flow_verticalGap", resolver) ?? 0
    flow.horizontalStyle =
      choice(app("flow_horizontalStyle"), "app:flow_horizontalStyle", styles, resolver) ?? .spread
    flow.verticalStyle =
      choice(app("flow_verticalStyle"), "app:flow_verticalStyle", styles, resolver) ?? .spread
    flow.horizontalBias =
      float(app("flow_horizontalBias"), "app:flow_horizontalBias", resolver) ?? 0.5
    flow.verticalBias = float(app("flow_verticalBias"), "app:flow_verticalBias", resolver) ?? 0.5
    flow.verticalAlign =
      choice(
        app("flow_verticalAlign"),
        "app:flow_verticalAlign",
        [("top", .top), ("bottom", .bottom), ("center", .center), ("baseline", .baseline)],
        resolver
      ) ?? .center
    flow.maxElementsWrap =
      integer(app("flow_maxElementsWrap"), "app:flow_maxElementsWrap", resolver) ?? 0
    reportUnmodelled(flow, element, app)
    return flow
  }

  /// The `flow-not-modelled` warning for what SceneDiff does not lay out of a Flow.
  private mutating func reportUnmodelled(
    _ flow: FlowParams,
    _ element: InflatedElement,
    _ app: (String) -> AttributeValue?
  ) {
    var unmodelled: [String] = []
    if flow.isVertical { unmodelled.append("a vertical Flow") }
    if flow.wrapMode == .aligned { unmodelled.append("flow_wrapMode=\"aligned\"") }
    if element.id == nil { unmodelled.append("a Flow without an id") }
    let ignored = [
      "flow_firstHorizontalStyle", "flow_lastHorizontalStyle", "flow_firstVerticalStyle",
      "flow_lastVerticalStyle", "flow_firstHorizontalBias", "flow_lastHorizontalBias",
      "flow_firstVerticalBias", "flow_lastVerticalBias", "flow_horizontalAlign",
    ].filter { app($0) != nil }
    if flow.verticalAlign == .baseline { unmodelled.append("flow_verticalAlign=\"baseline\"") }
    unmodelled += ignored.map { "app:\($0)" }
    if !unmodelled.isEmpty {
      diagnostics.append(
        Diagnostic(
          .warning,
          at: element.location,
          code: "flow-not-modelled",
          "\(unmodelled.joined(separator: ", ")) is not modelled yet; SceneDiff "
            + (flow.isVertical || flow.wrapMode == .aligned || element.id == nil
              ? "leaves the Flow's views where their own constraints put them"
              : "lays the Flow out without it (baseline alignment is centred)")
        )
      )
    }
  }
}
