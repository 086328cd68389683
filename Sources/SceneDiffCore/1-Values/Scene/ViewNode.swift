/// One view of a ``SceneTree``: its identity, layout, transform, visibility and children.
///
/// Field meanings follow Android's `View`: `x`/`y` are `getLeft()`/`getTop()` in the parent's
/// coordinates, transforms are applied about the pivot, and `alpha` is the view's own alpha
/// (Fade animates a separate `transitionAlpha` multiplier).
///
/// Storage is compact, because scenes can hold a million views: the fields almost every view
/// sets are stored in the value; the rarely set ones (``transform``, ``clip``, the scroll
/// offsets, an image's drawable size, ``style``'s background, corner radius and text size,
/// ``instance``) live in one shared side record that a view only has when one of them differs
/// from its default; the location keeps its line and column as 32-bit numbers when they fit.
/// Every property reads back exactly the value that was set.
public struct ViewNode: Sendable {
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
  /// The view's own alpha, 0…1.
  public var alpha: Double
  /// Children in drawing order.
  public var children: [ViewNode]
  /// ``style``'s text.
  var text: String?
  /// ``location``'s file, when the location's line and column fit ``line`` and ``column``.
  var locationFile: String?
  /// ``location``'s line, when ``locationFile`` is set.
  var locationLine: UInt32 = 0
  /// ``location``'s column, when ``locationFile`` is set.
  var locationColumn: UInt32 = 0
  /// The rarely set fields; `nil` while all of them have their defaults.
  var details: ViewNodeDetailsBox?
  /// `visible`, `invisible` or `gone`.
  public var visibility: ViewVisibility
  /// ``image``'s scale type as its index in `ScaleType.allCases` plus one; 0 for no image.
  var imageScale: UInt8 = 0
  /// ``matchesByID`` (clear when `true`) and ``transitionGroup`` (whether set, and its value).
  var flags: ViewNodeFlags = []
}

// The initializer is declared in an extension so that the memberwise one is synthesized: a
// loader builds each view with it directly where the view is kept
// (`initialize(_:id:transitionName:className:frame:alpha:visibility:text:scaleType:location:)`),
// without the copy and destruction of the whole value that an initializer written out makes.
extension ViewNode {
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
    self.alpha = alpha
    self.visibility = visibility
    self.children = children
    self.text = style.text
    self.imageScale = Self.imageScale(of: image)
    var details = ViewNodeDetails(
      transform: transform,
      clip: clip,
      scrollX: scrollX,
      scrollY: scrollY,
      drawableWidth: image?.drawableWidth,
      drawableHeight: image?.drawableHeight,
      background: style.background,
      cornerRadius: style.cornerRadius,
      textSize: style.textSize
    )
    if let location, let compact = CompactLocation(location) {
      self.locationFile = compact.file
      self.locationLine = compact.line
      self.locationColumn = compact.column
    } else {
      details.location = location
    }
    self.details = details.isDefault ? nil : ViewNodeDetailsBox(details)
  }

  /// Layout bounds in the parent's coordinates (Android `left, top, right, bottom`).
  public var frame: Rect { Rect(x: x, y: y, width: width, height: height) }
}
