/// One view of a ``SceneTree``: its identity, layout, transform, visibility and children.
///
/// Field meanings follow Android's `View`: `x`/`y` are `getLeft()`/`getTop()` in the parent's
/// coordinates, transforms are applied about the pivot, and `alpha` is the view's own alpha
/// (Fade animates a separate `transitionAlpha` multiplier).
public struct ViewNode: Sendable, Hashable {
  /// `android:id` without the `@+id/` prefix.
  public var id: String?
  /// `transitionName`, matched before `id`.
  public var transitionName: String?
  /// The view class (`View`, `ImageView`, `com.example.Card`).
  public var className: String
  /// The left edge in the parent's coordinates.
  public var x: Double
  /// The top edge in the parent's coordinates.
  public var y: Double
  /// The width (≥ 0).
  public var width: Double
  /// The height (≥ 0).
  public var height: Double
  /// Translation, scale, rotation and pivot.
  public var transform: ViewTransform
  /// The view's own alpha, 0…1.
  public var alpha: Double
  /// `visible`, `invisible` or `gone`.
  public var visibility: ViewVisibility
  /// Clip bounds in view-local coordinates, if clipped.
  public var clip: Rect?
  /// Horizontal scroll offset of the content.
  public var scrollX: Double
  /// Vertical scroll offset of the content.
  public var scrollY: Double
  /// Image presentation, for image views.
  public var image: ImageContent?
  /// Preview-only presentation: background, text, corner radius.
  public var style: ViewStyle
  /// Children in drawing order.
  public var children: [ViewNode]
  /// Where the view was declared, if it came from a file.
  public var location: SourceLocation?
  /// An identity shared by the same view in two states of one Android layout (a layout and
  /// the same layout after `LayoutChange`s), so it matches by instance as Android's
  /// `MATCH_INSTANCE` does; `nil` for native scenes, whose views are never the same instance.
  public var instance: String? = nil
  /// Whether ``id`` pairs the view with a view of the other scene (`true`); `false` keeps the
  /// id as the view's name in plans only, as Interface Builder views do, whose `userLabel` or
  /// object id means nothing outside their own document (they match by ``instance`` there).
  public var matchesByID = true
  /// Whether this view group moves as one unit in an activity or fragment transition
  /// (`ViewGroup.isTransitionGroup()`): `true` for a transition group, `false` for a view group
  /// whose visible children transition one by one; `nil` when the scene does not say, and
  /// SceneDiff decides as Android does by default (a view with children is a transition group
  /// when it has a background or a `transitionName`; a view without children is a leaf).
  public var transitionGroup: Bool? = nil

  /// Creates a view; every property has Android's default.
  public init(
    id: String? = nil,
    transitionName: String? = nil,
    className: String = "View",
    x: Double = 0,
    y: Double = 0,
    width: Double = 0,
    height: Double = 0,
    transform: ViewTransform = ViewTransform(),
    alpha: Double = 1,
    visibility: ViewVisibility = .visible,
    clip: Rect? = nil,
    scrollX: Double = 0,
    scrollY: Double = 0,
    image: ImageContent? = nil,
    style: ViewStyle = ViewStyle(),
    children: [ViewNode] = [],
    location: SourceLocation? = nil
  ) {
    self.id = id
    self.transitionName = transitionName
    self.className = className
    self.x = x
    self.y = y
    self.width = width
    self.height = height
    self.transform = transform
    self.alpha = alpha
    self.visibility = visibility
    self.clip = clip
    self.scrollX = scrollX
    self.scrollY = scrollY
    self.image = image
    self.style = style
    self.children = children
    self.location = location
  }

  /// Layout bounds in the parent's coordinates (Android `left, top, right, bottom`).
  public var frame: Rect { Rect(x: x, y: y, width: width, height: height) }
}
