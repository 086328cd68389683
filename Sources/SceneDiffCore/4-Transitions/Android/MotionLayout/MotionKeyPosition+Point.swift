extension MotionKeyPosition {
  /// The view's x, y, width and height at this key frame, as `MotionPaths` computes them in
  /// `float` with Java's `(int)` casts (`initCartesian`, `initPath`, `initScreen`).
  ///
  /// - Parameters:
  ///   - start: The start rectangle `[x, y, width, height]` in the parent.
  ///   - end: The end rectangle.
  ///   - parent: The MotionLayout, whose size `parentRelative` positions use.
  /// - Returns: `[x, y, width, height]` in the parent.
  func point(start: [Double], end: [Double], parent: ViewNode) -> [Double] {
    let s = start.map { Float($0) }
    let e = end.map { Float($0) }
    let position = Float(framePosition) / 100
    let scaleWidth = percentWidth.map { Float($0) } ?? position
    let scaleHeight = percentHeight.map { Float($0) } ?? position
    let scaleX = e[2] - s[2]
    let scaleY = e[3] - s[3]
    let pathX = (e[0] + e[2] / 2) - (s[0] + s[2] / 2)
    let pathY = (e[1] + e[3] / 2) - (s[1] + s[3] / 2)
    let width = Self.int(s[2] + scaleX * scaleWidth)
    let height = Self.int(s[3] + scaleY * scaleHeight)
    var x: Float
    var y: Float
    switch kind {
    case .deltaRelative:
      let dx = percentX.map { Float($0) } ?? position
      let dy = percentY.map { Float($0) } ?? position
      x = Self.int(s[0] + pathX * dx - scaleX * scaleWidth / 2)
      y = Self.int(s[1] + pathY * dy - scaleY * scaleHeight / 2)
    case .pathRelative:
      let along = percentX.map { Float($0) } ?? position
      let across = percentY.map { Float($0) } ?? 0
      x = Self.int(s[0] + pathX * along - scaleX * scaleWidth / 2) + -pathY * across
      y = Self.int(s[1] + pathY * along - scaleY * scaleHeight / 2) + pathX * across
    case .parentRelative:
      x = Self.int(s[0] + pathX * position - scaleX * scaleWidth / 2)
      y = Self.int(s[1] + pathY * position - scaleY * scaleHeight / 2)
      if let percentX {
        x = Self.int(Float(percentX) * (Float(parent.width) - width))
      }
      if let percentY {
        y = Self.int(Float(percentY) * (Float(parent.height) - height))
      }
    }
    return [Double(x), Double(y), Double(width), Double(height)]
  }

  /// Java's `(int)` cast of a float: towards zero.
  private static func int(_ v: Float) -> Float { v.rounded(.towardZero) }
}
