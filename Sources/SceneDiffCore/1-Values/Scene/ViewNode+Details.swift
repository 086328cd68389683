extension ViewNode {
  /// Translation, scale, rotation and pivot.
  public var transform: ViewTransform {
    get { details?.fields.transform ?? ViewTransform() }
    set { updateDetails { $0.transform = newValue } }
  }

  /// Clip bounds in view-local coordinates, if clipped.
  public var clip: Rect? {
    get { details?.fields.clip }
    set { updateDetails { $0.clip = newValue } }
  }

  /// Horizontal scroll offset of the content.
  public var scrollX: Double {
    get { details?.fields.scrollX ?? 0 }
    set { updateDetails { $0.scrollX = newValue } }
  }

  /// Vertical scroll offset of the content.
  public var scrollY: Double {
    get { details?.fields.scrollY ?? 0 }
    set { updateDetails { $0.scrollY = newValue } }
  }

  /// Image presentation, for image views.
  public var image: ImageContent? {
    get {
      guard imageScale > 0 else { return nil }
      return ImageContent(
        scaleType: Self.scaleTypes[Int(imageScale) - 1],
        drawableWidth: details?.fields.drawableWidth,
        drawableHeight: details?.fields.drawableHeight
      )
    }
    set {
      imageScale = Self.imageScale(of: newValue)
      updateDetails {
        $0.drawableWidth = newValue?.drawableWidth
        $0.drawableHeight = newValue?.drawableHeight
      }
    }
  }

  /// Preview-only presentation: background, text, corner radius.
  public var style: ViewStyle {
    get {
      ViewStyle(
        background: details?.fields.background,
        text: text,
        cornerRadius: details?.fields.cornerRadius,
        textSize: details?.fields.textSize
      )
    }
    set {
      text = newValue.text
      updateDetails {
        $0.background = newValue.background
        $0.cornerRadius = newValue.cornerRadius
        $0.textSize = newValue.textSize
      }
    }
  }

  /// Where the view was declared, if it came from a file.
  public var location: SourceLocation? {
    get {
      if let locationFile {
        return SourceLocation(
          file: locationFile,
          line: Int(locationLine),
          column: Int(locationColumn)
        )
      }
      return details?.fields.location
    }
    set {
      if let newValue, let compact = CompactLocation(newValue) {
        locationFile = compact.file
        locationLine = compact.line
        locationColumn = compact.column
        updateDetails { $0.location = nil }
      } else {
        locationFile = nil
        locationLine = 0
        locationColumn = 0
        updateDetails { $0.location = newValue }
      }
    }
  }

  /// An identity shared by the same view in two states of one Android layout (a layout and
  /// the same layout after `LayoutChange`s), so it matches by instance as Android's
  /// `MATCH_INSTANCE` does; `nil` for native scenes, whose views are never the same instance.
  public var instance: String? {
    get { details?.fields.instance }
    set { updateDetails { $0.instance = newValue } }
  }

  /// Whether ``id`` pairs the view with a view of the other scene (`true`); `false` keeps the
  /// id as the view's name in plans only, as Interface Builder views do, whose `userLabel` or
  /// object id means nothing outside their own document (they match by ``instance`` there).
  public var matchesByID: Bool {
    get { !flags.contains(.idIsNameOnly) }
    set {
      if newValue { flags.remove(.idIsNameOnly) } else { flags.insert(.idIsNameOnly) }
    }
  }

  /// Whether this view group moves as one unit in an activity or fragment transition
  /// (`ViewGroup.isTransitionGroup()`): `true` for a transition group, `false` for a view group
  /// whose visible children transition one by one; `nil` when the scene does not say, and
  /// SceneDiff decides as Android does by default (a view with children is a transition group
  /// when it has a background or a `transitionName`; a view without children is a leaf).
  public var transitionGroup: Bool? {
    get {
      flags.contains(.transitionGroupIsSet) ? flags.contains(.isTransitionGroup) : nil
    }
    set {
      flags.remove([.transitionGroupIsSet, .isTransitionGroup])
      if let newValue {
        flags.insert(
          newValue ? [.transitionGroupIsSet, .isTransitionGroup] : .transitionGroupIsSet
        )
      }
    }
  }

  /// `ScaleType.allCases`, made once (the synthesized property makes a new array each time).
  private static let scaleTypes = ScaleType.allCases

  /// ``imageScale`` for `image`: its scale type's index in `ScaleType.allCases` plus one, or 0.
  static func imageScale(of image: ImageContent?) -> UInt8 {
    guard let image, let index = scaleTypes.firstIndex(of: image.scaleType) else {
      return 0
    }
    return UInt8(index + 1)
  }

  /// Changes the side record: a new one when a field differs from its default afterwards,
  /// none when every field is back to its default (records are shared, never changed).
  private mutating func updateDetails(_ change: (inout ViewNodeDetails) -> Void) {
    var fields = details?.fields ?? ViewNodeDetails()
    change(&fields)
    details = fields.isDefault ? nil : ViewNodeDetailsBox(fields)
  }
}
