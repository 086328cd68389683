/// The platform's `res/transition` files an app names as `@android:transition/NAME`, built in:
/// the contents of AOSP `frameworks/base/core/res/res/transition/` (as of Android 5.0, unchanged since;
/// `move` is what Material themes use for shared elements; an earlier preview's `move` targeted
/// ImageViews with `<moveImage>` only).
enum StockTransitions {
  /// Each file's XML by name.
  static let platform: [String: String] = [
    "fade": #"<fade xmlns:android="http://schemas.android.com/apk/res/android"/>"#,
    "explode": #"<explode xmlns:android="http://schemas.android.com/apk/res/android"/>"#,
    "move": """
    <transitionSet xmlns:android="http://schemas.android.com/apk/res/android">
      <changeBounds/>
      <changeTransform/>
      <changeClipBounds/>
      <changeImageTransform/>
    </transitionSet>
    """,
    "no_transition": "<transitionSet/>",
    "slide_bottom": slide("bottom"),
    "slide_left": slide("left"),
    "slide_right": slide("right"),
    "slide_top": slide("top"),
  ]

  /// A `<slide>` toward `edge`.
  private static func slide(_ edge: String) -> String {
    #"<slide xmlns:android="http://schemas.android.com/apk/res/android" android:slideEdge=""#
      + edge + #""/>"#
  }
}
