extension ScreenChange {
  /// The start rectangle `ActivityOptions.makeScaleUpAnimation` and `makeClipRevealAnimation`
  /// take: the source view's location in the window plus `start`, of `size` (the source
  /// view's own size when `nil`), or `nil` when the leaving screen has no view `key`.
  ///
  /// - Parameters:
  ///   - key: The source view's key in the leaving screen, as in that screen alone or with
  ///     its `from:` prefix, or its id.
  ///   - start: `startX, startY`, relative to the source view's top-left.
  ///   - size: `width, height`.
  /// - Returns: The rectangle in the window's (the container's) coordinates.
  public func startRectangle(
    source key: String,
    start: Point = Point(x: 0, y: 0),
    size: (width: Double, height: Double)? = nil
  ) -> Rect? {
    let own =
      key.hasPrefix(ViewKeys.startPrefix) ? String(key.dropFirst(ViewKeys.startPrefix.count)) : key
    let flat = FlatScene(from)
    guard
      let i = flat.entries.firstIndex(where: { $0.key == own })
        ?? flat.entries.indices.first(where: { flat.id(of: $0) == own })
    else { return nil }
    let location = SceneGeometry(flat).location(of: i)
    let view = flat[i]
    return Rect(
      x: location.x + start.x,
      y: location.y + start.y,
      width: size?.width ?? view.width,
      height: size?.height ?? view.height
    )
  }

  /// One dp in the coming screen's units (1 in a `dp` scene; its density, else the default
  /// phone's 2.625, in a `px` scene).
  public var dp: Double {
    to.units == "px" ? (to.density ?? 2.625) : 1
  }
}
