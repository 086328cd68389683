/// What an image view shows: how it scales its drawable and the drawable's intrinsic size.
public struct ImageContent: Sendable, Hashable {
  /// ImageView's scale type.
  public var scaleType: ScaleType
  /// The drawable's intrinsic width, if it has one.
  public var drawableWidth: Double?
  /// The drawable's intrinsic height, if it has one.
  public var drawableHeight: Double?

  /// Creates image content.
  public init(
    scaleType: ScaleType = .fitCenter,
    drawableWidth: Double? = nil,
    drawableHeight: Double? = nil
  ) {
    self.scaleType = scaleType
    self.drawableWidth = drawableWidth
    self.drawableHeight = drawableHeight
  }
}

/// `ImageView.ScaleType`.
public enum ScaleType: String, Sendable, Hashable, CaseIterable {
  /// The image matrix as given.
  case matrix
  /// Stretch to fill.
  case fitXY
  /// Fit inside, aligned to the start.
  case fitStart
  /// Fit inside, centred (ImageView's default).
  case fitCenter
  /// Fit inside, aligned to the end.
  case fitEnd
  /// Centre without scaling.
  case center
  /// Scale to cover, centred.
  case centerCrop
  /// Scale down to fit if needed, centred.
  case centerInside
}

/// Presentation used only by previews and exports; never by transitions (except Recolor).
public struct ViewStyle: Sendable, Hashable {
  /// Background colour as written (`#RRGGBB`, `#AARRGGBB`, or a name).
  public var background: String?
  /// Text shown in the view.
  public var text: String?
  /// Corner radius in scene units.
  public var cornerRadius: Double?

  /// Creates a style.
  public init(background: String? = nil, text: String? = nil, cornerRadius: Double? = nil) {
    self.background = background
    self.text = text
    self.cornerRadius = cornerRadius
  }
}
