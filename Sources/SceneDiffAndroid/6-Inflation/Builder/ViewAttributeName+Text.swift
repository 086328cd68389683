/// The framework attributes the TextView readers ask every text view for
/// (``LayoutNodeBuilder/readText(_:_:_:_:)``, its text style, limits and compound drawables),
/// each key made and hashed once per process instead of at every lookup.
extension ViewAttributeName {
  /// `android:text`.
  static let text = ViewAttributeName("text")
  /// `android:hint`.
  static let hint = ViewAttributeName("hint")
  /// `android:breakStrategy`.
  static let breakStrategy = ViewAttributeName("breakStrategy")
  /// `android:fallbackLineSpacing`.
  static let fallbackLineSpacing = ViewAttributeName("fallbackLineSpacing")
  /// `android:gravity`.
  static let gravity = ViewAttributeName("gravity")
  /// `android:textAppearance`.
  static let textAppearance = ViewAttributeName("textAppearance")
  /// `android:lineSpacingMultiplier`.
  static let lineSpacingMultiplier = ViewAttributeName("lineSpacingMultiplier")
  /// `android:lineSpacingExtra`.
  static let lineSpacingExtra = ViewAttributeName("lineSpacingExtra")
  /// `android:includeFontPadding`.
  static let includeFontPadding = ViewAttributeName("includeFontPadding")
  /// `android:lines`.
  static let lines = ViewAttributeName("lines")
  /// `android:maxLines`.
  static let maxLines = ViewAttributeName("maxLines")
  /// `android:minLines`.
  static let minLines = ViewAttributeName("minLines")
  /// `android:ems`.
  static let ems = ViewAttributeName("ems")
  /// `android:maxEms`.
  static let maxEms = ViewAttributeName("maxEms")
  /// `android:minEms`.
  static let minEms = ViewAttributeName("minEms")
  /// `android:maxHeight`.
  static let maxHeight = ViewAttributeName("maxHeight")
  /// `android:maxWidth`.
  static let maxWidth = ViewAttributeName("maxWidth")
  /// `android:singleLine`.
  static let singleLine = ViewAttributeName("singleLine")
  /// `android:ellipsize`.
  static let ellipsize = ViewAttributeName("ellipsize")
  /// `android:button`.
  static let button = ViewAttributeName("button")
  /// `android:textSize`.
  static let textSize = ViewAttributeName("textSize")
  /// `android:letterSpacing`.
  static let letterSpacing = ViewAttributeName("letterSpacing")
  /// `android:textAllCaps`.
  static let textAllCaps = ViewAttributeName("textAllCaps")
  /// `android:typeface`.
  static let typeface = ViewAttributeName("typeface")
  /// `android:fontFamily`.
  static let fontFamily = ViewAttributeName("fontFamily")
  /// `android:textFontWeight`.
  static let textFontWeight = ViewAttributeName("textFontWeight")
  /// `android:textStyle`.
  static let textStyle = ViewAttributeName("textStyle")
  /// `android:drawableStart`.
  static let drawableStart = ViewAttributeName("drawableStart")
  /// `android:drawableEnd`.
  static let drawableEnd = ViewAttributeName("drawableEnd")
  /// `android:drawableLeft`.
  static let drawableLeft = ViewAttributeName("drawableLeft")
  /// `android:drawableRight`.
  static let drawableRight = ViewAttributeName("drawableRight")
  /// `android:drawableTop`.
  static let drawableTop = ViewAttributeName("drawableTop")
  /// `android:drawableBottom`.
  static let drawableBottom = ViewAttributeName("drawableBottom")
  /// `android:drawablePadding`.
  static let drawablePadding = ViewAttributeName("drawablePadding")
}
