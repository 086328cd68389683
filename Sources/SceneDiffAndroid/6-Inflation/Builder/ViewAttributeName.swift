import SceneDiffCore

/// A framework attribute every view is asked for (``LayoutNodeBuilder/readView(_:_:_:_:)``):
/// its ``AttributeKey``, made and hashed once per process, and its name as messages quote it.
///
/// A view's common attributes are looked up on every element, nearly all set nowhere; making
/// each key from its name at every lookup ran the keyed hash (`AttributeKey.init`) and
/// joined `android:` to the name for a message that is rarely written, about thirty times a
/// view.
struct ViewAttributeName: Sendable {
  /// The key, `android:name`.
  let key: AttributeKey
  /// `android:name`, as messages quote it.
  let qualifiedName: String

  /// The framework attribute `android:name`.
  init(_ name: String) {
    key = .android(name)
    qualifiedName = "android:" + name
  }

  /// `android:transitionName`.
  static let transitionName = ViewAttributeName("transitionName")
  /// `android:visibility`.
  static let visibility = ViewAttributeName("visibility")
  /// `android:background`.
  static let background = ViewAttributeName("background")
  /// `android:transitionGroup`.
  static let transitionGroup = ViewAttributeName("transitionGroup")
  /// `android:minWidth`.
  static let minWidth = ViewAttributeName("minWidth")
  /// `android:minHeight`.
  static let minHeight = ViewAttributeName("minHeight")
  /// `android:translationX`.
  static let translationX = ViewAttributeName("translationX")
  /// `android:translationY`.
  static let translationY = ViewAttributeName("translationY")
  /// `android:translationZ`.
  static let translationZ = ViewAttributeName("translationZ")
  /// `android:elevation`.
  static let elevation = ViewAttributeName("elevation")
  /// `android:rotation`.
  static let rotation = ViewAttributeName("rotation")
  /// `android:rotationX`.
  static let rotationX = ViewAttributeName("rotationX")
  /// `android:rotationY`.
  static let rotationY = ViewAttributeName("rotationY")
  /// `android:scaleX`.
  static let scaleX = ViewAttributeName("scaleX")
  /// `android:scaleY`.
  static let scaleY = ViewAttributeName("scaleY")
  /// `android:transformPivotX`.
  static let transformPivotX = ViewAttributeName("transformPivotX")
  /// `android:transformPivotY`.
  static let transformPivotY = ViewAttributeName("transformPivotY")
  /// `android:alpha`.
  static let alpha = ViewAttributeName("alpha")
  /// `android:scrollX`.
  static let scrollX = ViewAttributeName("scrollX")
  /// `android:scrollY`.
  static let scrollY = ViewAttributeName("scrollY")
  /// `android:padding`.
  static let padding = ViewAttributeName("padding")
  /// `android:paddingHorizontal`.
  static let paddingHorizontal = ViewAttributeName("paddingHorizontal")
  /// `android:paddingVertical`.
  static let paddingVertical = ViewAttributeName("paddingVertical")
  /// `android:paddingLeft`.
  static let paddingLeft = ViewAttributeName("paddingLeft")
  /// `android:paddingTop`.
  static let paddingTop = ViewAttributeName("paddingTop")
  /// `android:paddingRight`.
  static let paddingRight = ViewAttributeName("paddingRight")
  /// `android:paddingBottom`.
  static let paddingBottom = ViewAttributeName("paddingBottom")
  /// `android:paddingStart`.
  static let paddingStart = ViewAttributeName("paddingStart")
  /// `android:paddingEnd`.
  static let paddingEnd = ViewAttributeName("paddingEnd")
}
