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
    self.id = id
    self.transitionName = transitionName
    self.className = className
    self.x = frame.x
    self.y = frame.y
    self.width = frame.width
    self.height = frame.height
    self.alpha = alpha
    self.visibility = visibility
    self.children = []
    self.text = text
    if let scaleType { self.imageScale = Self.imageScale(of: ImageContent(scaleType: scaleType)) }
    if let compact = CompactLocation(location) {
      self.locationFile = compact.file
      self.locationLine = compact.line
      self.locationColumn = compact.column
    } else {
      var details = ViewNodeDetails()
      details.location = location
      self.details = ViewNodeDetailsBox(details)
    }
  }
}
