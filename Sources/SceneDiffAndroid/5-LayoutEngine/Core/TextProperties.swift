import SceneDiffCore

/// What a TextView-like node shows and the attributes its measurement reads (§9.2).
struct TextProperties: Sendable, Hashable {
  /// The text as set (`android:text`), before `textAllCaps`.
  var text: String = ""
  /// `android:hint`, measured when the text is empty.
  var hint: String?
  /// Size, weight and spacing.
  var style = TextStyle()
  /// `android:gravity` (TextView default `top|start`; Button `center`).
  var gravity: Gravity = Gravity(rawValue: Gravity.top.rawValue | Gravity.start.rawValue)
  /// `maxLines` (or `lines`), `nil` when unlimited.
  var maxLines: Int?
  /// `minLines` (or `lines`), `nil` when not set.
  var minLines: Int?
  /// `maxHeight` in px (TextView's pixel mode), `nil` when not set.
  var maxHeight: Int?
  /// `minHeight` in px as TextView reads it (also the View minimum), `nil` when not set.
  var minHeight: Int?
  /// `maxWidth` in px, `nil` when not set.
  var maxWidth: Int?
  /// `maxEms`, `ems` (both), in ems of the line height.
  var maxEms: Int?
  /// `minEms`, `ems`.
  var minEms: Int?
  /// `minWidth` in px as TextView reads it, `nil` when not set.
  var minWidth: Int?
  /// `singleLine`: one line, no wrapping.
  var singleLine = false
  /// `ellipsize` is set (it does not change the size; kept for the scene output).
  var ellipsize = false
  /// Compound drawables (`drawableLeft/Top/Right/Bottom/Start/End`) and `drawablePadding`.
  ///
  /// Sides are absolute (start/end resolved). A CompoundButton's button drawable is the left
  /// one.
  var compound = CompoundDrawables()

  /// Defaults: empty text, 14 px.
  init() {}
}
