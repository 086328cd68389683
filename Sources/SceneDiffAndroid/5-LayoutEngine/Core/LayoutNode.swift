import SceneDiffCore

/// One inflated Android view on its way through measure and layout.
///
/// The node builder fills in the attributes (already resolved to pixels and enums); the layout
/// engine writes ``measuredWidth``, ``measuredHeight`` and ``frame``. Children are values, so
/// a container measures them in place (`children[i]`), exactly as Android's parent calls
/// `child.measure(…)` and `child.layout(…)`.
struct LayoutNode: Sendable, Hashable {
  // MARK: Identity

  /// The attributes below that layout only reads, shared with copies of the node until one
  /// changes (``LayoutNodeAttributes``).
  private var attributes: LayoutNodeAttributes.Box

  /// The class as written in the layout (`TextView`, `androidx.cardview.widget.CardView`).
  var className: String {
    _read { yield attributes.pointer.pointee.className }
    _modify { yield &uniqueAttributes().pointer.pointee.className }
  }
  /// The rules it follows.
  var kind: ViewKind {
    _read { yield attributes.pointer.pointee.kind }
    _modify { yield &uniqueAttributes().pointer.pointee.kind }
  }
  /// `android:id` without `@+id/`.
  var id: String? {
    _read { yield attributes.pointer.pointee.id }
    _modify { yield &uniqueAttributes().pointer.pointee.id }
  }
  /// `android:transitionName`.
  var transitionName: String? {
    _read { yield attributes.pointer.pointee.transitionName }
    _modify { yield &uniqueAttributes().pointer.pointee.transitionName }
  }
  /// Where its element starts.
  var location: SourceLocation {
    _read { yield attributes.pointer.pointee.location }
    _modify { yield &uniqueAttributes().pointer.pointee.location }
  }
  /// The view's identity across changes of one layout (``ViewNode/instance``).
  var instance: String? {
    _read { yield attributes.pointer.pointee.instance }
    _modify { yield &uniqueAttributes().pointer.pointee.instance }
  }

  // MARK: Attributes the layout reads

  /// The resolved layout direction (`layoutDirection`, inherited, or the device's).
  var isRightToLeft = false
  /// `visibility`.
  var visibility: ViewVisibility = .visible
  /// The parameters its parent reads.
  var params: LayoutParams {
    _read { yield attributes.pointer.pointee.params }
    _modify { yield &uniqueAttributes().pointer.pointee.params }
  }
  /// Padding, resolved (start/end, background padding, CardView rules).
  var padding: Insets = .zero
  /// `minWidth` in px.
  var minWidth = 0
  /// `minHeight` in px.
  var minHeight = 0
  /// The background drawable's intrinsic size (0 when none): part of the suggested minimum.
  var backgroundSize = PixelSize(width: 0, height: 0)
  /// Text, for text kinds.
  var text: TextProperties? {
    _read { yield attributes.pointer.pointee.text }
    _modify { yield &uniqueAttributes().pointer.pointee.text }
  }
  /// Image, for image kinds.
  var image: ImageProperties? {
    _read { yield attributes.pointer.pointee.image }
    _modify { yield &uniqueAttributes().pointer.pointee.image }
  }

  // MARK: Attributes carried into the scene

  /// Translation, scale, rotation, pivot and elevation.
  var transform: ViewTransform {
    _read { yield attributes.pointer.pointee.transform }
    _modify { yield &uniqueAttributes().pointer.pointee.transform }
  }
  /// `alpha`.
  var alpha: Double = 1
  /// `scrollX` in px.
  var scrollX = 0
  /// `scrollY` in px.
  var scrollY = 0
  /// Background colour and corner radius, for previews.
  var appearance: ViewStyle {
    _read { yield attributes.pointer.pointee.appearance }
    _modify { yield &uniqueAttributes().pointer.pointee.appearance }
  }
  /// `ViewGroup.isTransitionGroup()` for a view group (``ViewNode/transitionGroup``), `nil`
  /// for a view that is not one.
  var transitionGroup: Bool?

  /// The children in drawing order.
  var children: [LayoutNode] = []

  // MARK: Results

  /// The width from the last measure.
  var measuredWidth = 0
  /// The height from the last measure.
  var measuredHeight = 0
  /// The bounds from the last layout, in the parent's coordinates.
  var frame = PixelBounds.zero
  /// The specs of the last measure, so an identical second measure is skipped.
  var lastSpecs: MeasureSpecPair?
  /// The text broken into lines by the last measure (text kinds).
  var textLayout: TextLayout?
  /// What the last measure of a LinearLayout (or AppBarLayout) left for its layout.
  var linearState = LinearLayoutState()
  /// For a `TableRow` inside a `TableLayout`: the table's column widths
  /// (`setColumnsWidthConstraints`), `nil` elsewhere.
  var tableColumnWidths: [Int]?

  /// A node of `kind` with the given layout size and defaults elsewhere.
  init(
    className: String,
    kind: ViewKind,
    id: String? = nil,
    params: LayoutParams,
    location: SourceLocation = .start(of: "<layout>")
  ) {
    attributes = LayoutNodeAttributes.Box(
      LayoutNodeAttributes(
        className: className,
        kind: kind,
        id: id,
        location: location,
        params: params
      )
    )
  }

  /// The attributes' box, copied first when another node shares it.
  private mutating func uniqueAttributes() -> LayoutNodeAttributes.Box {
    if !isKnownUniquelyReferenced(&attributes) {
      attributes = LayoutNodeAttributes.Box(attributes.pointer.pointee)
    }
    return attributes
  }

  /// Whether the node takes part in layout (not GONE).
  var isLaidOut: Bool { visibility != .gone }

  /// `getSuggestedMinimumWidth`: the larger of `minWidth` and the background's width.
  var suggestedMinimumWidth: Int { max(minWidth, backgroundSize.width) }

  /// `getSuggestedMinimumHeight`.
  var suggestedMinimumHeight: Int { max(minHeight, backgroundSize.height) }
}
