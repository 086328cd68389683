/// Presentation used only by previews and exports; never by transitions (except Recolor).
public struct ViewStyle: Sendable, Hashable {
  /// Background colour as written (`#RRGGBB`, `#AARRGGBB`, or a name).
  public var background: String?
  /// Text shown in the view.
  public var text: String?
  /// Corner radius in scene units.
  public var cornerRadius: Double?
  /// The size of ``text`` in scene units (an Android TextView's `textSize` in px); `nil` lets
  /// previews pick one from the view's height.
  public var textSize: Double?

  /// Creates a style.
  public init(
    background: String? = nil,
    text: String? = nil,
    cornerRadius: Double? = nil,
    textSize: Double? = nil
  ) {
    self.background = background
    self.text = text
    self.cornerRadius = cornerRadius
    self.textSize = textSize
  }
}
