import SceneDiffCore

/// A plan as animated web elements: what the CSS and Web Animations exports write.
///
/// Every node the ``Sampler`` draws becomes an element nested like its node tree, laid out at
/// scale 1 in the scene's units (one unit = one CSS pixel), holding its **end** state as its
/// static style. Each animator becomes one or more animations with its own start delay,
/// duration and timing function, filled backwards so that every start value is applied at
/// time 0 (Android creates every animator before any runs) and not forwards (Android's end
/// listeners restore the end-scene values). The mapping is documented in `Docs/preview.md`:
///
/// | animator | CSS |
/// |---|---|
/// | `bounds` | `left`, `top`, `width`, `height`, one animation per edge value that changes |
/// | `alpha` | `opacity` (the view's alpha × transitionAlpha) |
/// | `translationX`, `translationY` | registered custom properties `--tx`, `--ty` used by `transform` |
/// | `clipBounds` | `clip-path: inset()`, sampled keyframes |
/// | `scrollX`, `scrollY` | the content box's `transform`, sampled keyframes |
/// | `imageMatrix` | the image placeholder's `transform: matrix()`, sampled keyframes |
/// | `matrix` and anything else | the whole box sampled: `left`, `top`, `width`, `height`, `transform: matrix()`, `opacity` |
/// | a ChangeTransform ghost | a top-level box, sampled over the whole transition: its root-space `transform: matrix()` and composed `opacity` |
///
/// A one-value animation uses the interpolator's exact CSS form (``CSSEasing/exact(_:)``) when
/// it stays within ``tolerance`` of the engine's values at every millisecond, and otherwise a
/// CSS `linear()` through the engine's values at every frame. Sampled keyframes hold the
/// engine's values at every frame, with `linear` timing between them.
struct WebScene: Sendable {
  /// Largest distance (scene units) an exact timing function may stray from the engine.
  static let tolerance = 0.25
  /// Largest opacity difference an exact timing function may have from the engine.
  static let opacityTolerance = 0.004

  /// The plan.
  let plan: Plan
  /// The plan's sampler, whose nodes and states the elements draw.
  let sampler: Sampler
  /// Frames per second of `linear()` stops and sampled keyframes.
  let fps: Int
  /// The elements, parents before children.
  let elements: [WebElement]

  /// Builds the elements and animations of a plan.
  init(plan: Plan, fps: Int = 60) {
    let sampler = Sampler(plan: plan)
    self.plan = plan
    self.sampler = sampler
    self.fps = max(1, fps)
    let appearances = DrawAppearance.all(sampler.nodes)
    // After every animator (and the interaction, if any): the static style.
    let totalMs = plan.interaction == nil ? plan.totalDurationMs : plan.playedDurationMs
    let end = sampler.draw(at: totalMs + 1)
    elements = sampler.nodes.indices.map {
      WebScene.element(
        $0,
        sampler: sampler,
        end: end.states[$0],
        totalMs: totalMs,
        grid: plan.toScene.pixelGrid,
        fps: max(1, fps),
        appearance: appearances[$0]
      )
    }
  }

  /// The CSS name of a node's element (`v12`), unique in the export.
  static func elementID(_ node: Int) -> String { "v\(node)" }

  // MARK: - Elements

  /// One node's element: its static style (`end`, its state after every animator), parts and
  /// tracks.
  ///
  /// The style is the box (``boxStyle(_:end:restTransform:)``) then the look
  /// (``lookStyle(_:)``); a node with children has a content part that scrolls them
  /// (``contentStyle(_:)``), and a node with an image an image part (``imageStyle(_:_:)``).
  private static func element(
    _ index: Int,
    sampler: Sampler,
    end: DrawNodeState,
    totalMs: Double,
    grid: PixelGrid,
    fps: Int,
    appearance: DrawAppearance
  ) -> WebElement {
    let node = sampler.nodes[index]
    var builder = TrackBuilder(
      sampler: sampler,
      totalMs: totalMs,
      grid: grid,
      node: index,
      fps: fps
    )
    builder.interactive = sampler.interaction != nil
    let style =
      boxStyle(node, end: end, restTransform: builder.restTransform) + lookStyle(appearance)
    let imageStyle = imageStyle(node.view, appearance)
    return WebElement(
      node: index,
      key: node.key,
      parent: node.parent,
      isOverlay: node.isOverlay,
      style: style,
      contentStyle: node.children.isEmpty ? nil : contentStyle(node.view),
      imageStyle: imageStyle,
      text: appearance.text,
      tracks: builder.tracks(hasImage: imageStyle != nil)
    )
  }

  /// A node's box: its place and size, `--tx`/`--ty` and `transform` (in its parent for a view
  /// drawn there, through its root-space matrix at the top level for an overlay root or a
  /// ghost), then its end opacity, `visibility: hidden` when it is not drawn at the end, and
  /// its clip.
  private static func boxStyle(
    _ node: DrawNode,
    end: DrawNodeState,
    restTransform: String
  ) -> [WebTrack.Declaration] {
    let view = node.view
    var style: [WebTrack.Declaration] = []
    let add = { (property: String, value: String) in
      style.append(WebTrack.Declaration(property: property, value: value))
    }
    switch node.source {
    case .end, .overlayChild:
      add("left", CSSValue.px(view.x))
      add("top", CSSValue.px(view.y))
      add("width", CSSValue.px(view.width))
      add("height", CSSValue.px(view.height))
      add("--tx", CSSValue.px(view.transform.translationX))
      add("--ty", CSSValue.px(view.transform.translationY))
      add("transform", restTransform)
    case .overlayRoot, .ghost, .scrim:
      // Drawn at the top level through a root-space matrix.
      add("left", "0px")
      add("top", "0px")
      add("width", CSSValue.px(view.width))
      add("height", CSSValue.px(view.height))
      add("--tx", "0px")
      add("--ty", "0px")
      add("transform", "translate(var(--tx), var(--ty)) " + CSSValue.transform(end.matrix))
    }
    if end.opacity != 1 { add("opacity", CSSValue.number(end.opacity)) }
    if node.drawnUntilMs < .infinity { add("visibility", "hidden") }
    if let clip = view.clip {
      add("clip-path", inset(clip, width: view.width, height: view.height))
    }
    return style
  }

  /// A node's look: its background colour and corner radius, and for a text its colour, size
  /// and centring.
  private static func lookStyle(_ appearance: DrawAppearance) -> [WebTrack.Declaration] {
    var style: [WebTrack.Declaration] = []
    let add = { (property: String, value: String) in
      style.append(WebTrack.Declaration(property: property, value: value))
    }
    if let background = appearance.background { add("background-color", background) }
    if let radius = appearance.cornerRadius, radius > 0 {
      add("border-radius", CSSValue.px(radius))
    }
    if appearance.text != nil {
      add("color", appearance.textColor)
      add("font-size", CSSValue.px(appearance.fontSize))
      if appearance.centered { add("text-align", "center") }
    }
    return style
  }

  /// The content part of a view with children: its children scrolled by its scroll offsets.
  private static func contentStyle(_ view: ViewNode) -> [WebTrack.Declaration] {
    [
      WebTrack.Declaration(
        property: "transform",
        value: "translate(\(CSSValue.px(-view.scrollX)), \(CSSValue.px(-view.scrollY)))"
      )
    ]
  }

  /// The image part of a view with an image the page draws: the drawable's size and its
  /// placement matrix (``ImagePlacement``), or `nil`.
  private static func imageStyle(
    _ view: ViewNode,
    _ appearance: DrawAppearance
  ) -> [WebTrack.Declaration]? {
    guard let image = view.image, let size = appearance.image,
      let matrix = ImagePlacement.matrix(image, width: view.width, height: view.height)
    else { return nil }
    return [
      WebTrack.Declaration(property: "width", value: CSSValue.px(size.width)),
      WebTrack.Declaration(property: "height", value: CSSValue.px(size.height)),
      WebTrack.Declaration(property: "transform", value: CSSValue.transform(matrix)),
    ]
  }

  /// `inset(top right bottom left)` for view-local clip bounds.
  static func inset(_ clip: Rect, width: Double, height: Double) -> String {
    let values = [clip.top, width - clip.right, height - clip.bottom, clip.left]
    return "inset(" + values.map(CSSValue.px).joined(separator: " ") + ")"
  }
}
