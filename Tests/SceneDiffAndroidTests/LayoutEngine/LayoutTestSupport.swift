import SceneDiff
import SceneDiffTestSupport

@testable import SceneDiffAndroid

/// Builders for layout-engine tests: nodes with sizes in px, so expected numbers can be worked
/// out by hand from the reference rules.
enum TestNode {
  /// A density-1 device of the given size (1 dp = 1 px), left to right.
  static func device(_ width: Int = 360, _ height: Int = 640, density: Double = 1) -> Device {
    Device(width: width, height: height, density: density)
  }

  /// A node of `kind` with `layout_width`/`layout_height` and optional margins, padding and
  /// children.
  static func make(
    _ kind: ViewKind,
    id: String? = nil,
    _ width: LayoutSize,
    _ height: LayoutSize,
    margins: Insets = .zero,
    padding: Insets = .zero,
    gravity: Gravity? = nil,
    weight: Float = 0,
    visibility: ViewVisibility = .visible,
    className: String? = nil,
    children: [LayoutNode] = []
  ) -> LayoutNode {
    var params = LayoutParams(width: width, height: height)
    params.margins = margins
    params.gravity = gravity
    params.weight = weight
    var node = LayoutNode(
      className: className ?? defaultClassName(kind),
      kind: kind,
      id: id,
      params: params
    )
    node.padding = padding
    node.visibility = visibility
    node.children = children
    return node
  }

  /// A plain View.
  static func view(
    id: String? = nil,
    _ width: LayoutSize,
    _ height: LayoutSize,
    margins: Insets = .zero,
    gravity: Gravity? = nil,
    weight: Float = 0,
    visibility: ViewVisibility = .visible
  ) -> LayoutNode {
    make(
      .view,
      id: id,
      width,
      height,
      margins: margins,
      gravity: gravity,
      weight: weight,
      visibility: visibility
    )
  }

  /// Measures and lays out `root` as the only child of a scene root of `device`'s size.
  static func layOut(_ root: LayoutNode, on device: Device = device()) -> LayoutNode {
    LayoutEngine.layOut([root], on: device).views[0]
  }

  /// The first node (depth first) with `id`.
  static func find(_ id: String, in node: LayoutNode) -> LayoutNode? {
    if node.id == id { return node }
    for child in node.children {
      if let found = find(id, in: child) { return found }
    }
    return nil
  }

  /// The frame of the node with `id`, in its parent's coordinates.
  static func frame(_ id: String, in node: LayoutNode) -> PixelBounds? {
    find(id, in: node)?.frame
  }

  private static func defaultClassName(_ kind: ViewKind) -> String {
    switch kind {
    case .view: "View"
    case .space: "Space"
    case .viewStub: "ViewStub"
    case .text: "TextView"
    case .image, .ratioImage: "ImageView"
    case .floatingActionButton:
      "com.google.android.material.floatingactionbutton.FloatingActionButton"
    case .frame, .squareFrame: "FrameLayout"
    case .linear: "LinearLayout"
    case .appBar: "com.google.android.material.appbar.AppBarLayout"
    case .relative: "RelativeLayout"
    case .constraint: "androidx.constraintlayout.widget.ConstraintLayout"
    case .scroll: "ScrollView"
    case .coordinator: "androidx.coordinatorlayout.widget.CoordinatorLayout"
    case .grid: "GridLayout"
    case .toolbar: "androidx.appcompat.widget.Toolbar"
    }
  }
}

extension PixelBounds {
  /// Bounds from left, top, width and height (test shorthand).
  static func xywh(_ x: Int, _ y: Int, _ width: Int, _ height: Int) -> PixelBounds {
    PixelBounds(left: x, top: y, right: x + width, bottom: y + height)
  }
}

extension TestNode {
  /// A LinearLayout kind: vertical or horizontal, with its other attributes set by `configure`.
  static func linear(
    vertical: Bool,
    _ configure: (inout LinearProperties) -> Void = { _ in }
  ) -> ViewKind {
    var properties = LinearProperties()
    properties.isVertical = vertical
    configure(&properties)
    return .linear(properties)
  }

  /// An ImageView whose drawable has the given intrinsic size (`nil`: no drawable), with its
  /// other image attributes set by `configure`.
  static func image(
    id: String? = nil,
    _ width: LayoutSize,
    _ height: LayoutSize,
    drawable: PixelSize?,
    margins: Insets = .zero,
    padding: Insets = .zero,
    gravity: Gravity? = nil,
    _ configure: (inout ImageProperties) -> Void = { _ in }
  ) -> LayoutNode {
    var node = make(
      .image,
      id: id,
      width,
      height,
      margins: margins,
      padding: padding,
      gravity: gravity
    )
    var image = ImageProperties()
    image.drawable = drawable
    configure(&image)
    node.image = image
    return node
  }

  /// `node` after one measure with the given specs on `device`.
  static func measured(
    _ node: LayoutNode,
    _ width: MeasureSpec,
    _ height: MeasureSpec,
    on device: Device = device()
  ) -> LayoutNode {
    var node = node
    var context = LayoutContext(device: device)
    node.measure(width, height, &context)
    return node
  }
}
