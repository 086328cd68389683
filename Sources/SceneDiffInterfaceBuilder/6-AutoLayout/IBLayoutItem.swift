import SceneDiffCore
import SceneDiffXML

/// One rectangle of a scene's layout: a view or a layout guide, with its four solver variables
/// (root-space minimum x and y, width and height) and its frame as stored.
struct IBLayoutItem: Sendable {
  /// What kind of rectangle it is.
  enum Kind: Sendable, Hashable {
    /// A view element.
    case view
    /// A safe-area guide (`<viewLayoutGuide key="safeArea">`) of the item at `owner`.
    case safeArea
    /// A scroll view's `contentLayoutGuide`.
    case contentGuide
    /// A scroll view's `frameLayoutGuide`.
    case frameGuide
    /// A legacy `<viewControllerLayoutGuide type="top">` (its bottom is the safe-area top).
    case topGuide
    /// A legacy `<viewControllerLayoutGuide type="bottom">`.
    case bottomGuide
  }

  /// The kind.
  var kind: Kind
  /// The element (a view, or the guide element).
  var element: LocatedElement
  /// The item's name in messages: key, else element name.
  var name: String
  /// The parent view's item index (for guides: the owning view's).
  var parent: Int?
  /// Root-space stored frame.
  var stored: Rect
  /// Solver variables: x, y, width, height.
  var x = 0
  var y = 0
  var width = 0
  var height = 0
  /// Layout margins: top, left, bottom, right.
  var margins = IBDeviceInsets(top: 8, left: 8, bottom: 8, right: 8)
  /// Whether constraints lay it out (rather than its frame and autoresizing mask).
  var isConstrained = false
  /// Whether a stack view arranges it.
  var isArranged = false

  /// `x`, `y`, `width` or `height` as an expression.
  func variable(_ which: KeyPath<IBLayoutItem, Int>) -> LinearExpression {
    LinearExpression(variable: self[keyPath: which])
  }
}
