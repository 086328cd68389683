extension ViewNode {
  /// Creates a view whose transform, clip, scroll offsets, drawable size, background, corner
  /// radius, text size and instance have their defaults, without building and checking the
  /// side record: the view ``init(id:transitionName:className:x:y:width:height:transform:alpha:visibility:clip:scrollX:scrollY:image:style:children:location:)``
  /// makes from the same values, for loaders, which make most views this way.
  ///
  /// `scaleType` is the image's scale type (`nil` for a view without an image).
  package init(
    id: String?,
    transitionName: String?,
    className: String,
    frame: (x: Double, y: Double, width: Double, height: Double),
    alpha: Double = 1,
    visibility: ViewVisibility = .visible,
    text: String? = nil,
    scaleType: ScaleType? = nil,
    location: SourceLocation
  ) {
    let stored = Self.storedLocation(location)
    self.init(
      id: id,
      transitionName: transitionName,
      className: className,
      x: frame.x,
      y: frame.y,
      width: frame.width,
      height: frame.height,
      alpha: alpha,
      children: [],
      text: text,
      locationFile: stored.file,
      locationLine: stored.line,
      locationColumn: stored.column,
      details: stored.details,
      visibility: visibility,
      imageScale: scaleType.map { Self.imageScale(of: ImageContent(scaleType: $0)) } ?? 0
    )
  }

  /// Initializes the memory at `place` to the view
  /// ``init(id:transitionName:className:frame:alpha:visibility:text:scaleType:location:)``
  /// makes from the same values, built there directly: loaders keep their views in memory
  /// they manage, and a view returned by an initializer is copied whole and its original
  /// destroyed once more.
  package static func initialize(
    _ place: UnsafeMutablePointer<ViewNode>,
    id: consuming String?,
    transitionName: consuming String?,
    className: consuming String,
    frame: (x: Double, y: Double, width: Double, height: Double),
    alpha: Double = 1,
    visibility: ViewVisibility = .visible,
    text: consuming String? = nil,
    scaleType: ScaleType? = nil,
    location: SourceLocation
  ) {
    place.initialize(
      to: ViewNode(
        id: id,
        transitionName: transitionName,
        className: className,
        frame: frame,
        alpha: alpha,
        visibility: visibility,
        text: text,
        scaleType: scaleType,
        location: location
      )
    )
  }

  /// `location` as a view stores it: its file, line and column when they fit 32 bits, or else
  /// a side record holding it.
  private static func storedLocation(
    _ location: SourceLocation
  ) -> (file: String?, line: UInt32, column: UInt32, details: ViewNodeDetailsBox?) {
    if let compact = CompactLocation(location) {
      return (compact.file, compact.line, compact.column, nil)
    }
    var details = ViewNodeDetails()
    details.location = location
    return (nil, 0, 0, ViewNodeDetailsBox(details))
  }
}
