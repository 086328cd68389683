extension ViewNode: Hashable {
  /// Whether two views have equal properties, compared as their public values.
  public static func == (lhs: ViewNode, rhs: ViewNode) -> Bool {
    lhs.id == rhs.id && lhs.transitionName == rhs.transitionName
      && lhs.className == rhs.className && lhs.x == rhs.x && lhs.y == rhs.y
      && lhs.width == rhs.width && lhs.height == rhs.height && lhs.alpha == rhs.alpha
      && lhs.visibility == rhs.visibility && lhs.text == rhs.text
      && lhs.imageScale == rhs.imageScale && lhs.flags == rhs.flags
      && lhs.location == rhs.location && lhs.transform == rhs.transform && lhs.clip == rhs.clip
      && lhs.scrollX == rhs.scrollX && lhs.scrollY == rhs.scrollY && lhs.image == rhs.image
      && lhs.style == rhs.style && lhs.instance == rhs.instance
      && lhs.children == rhs.children
  }

  /// Hashes the public values that ``==(_:_:)`` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(transitionName)
    hasher.combine(className)
    hasher.combine(x)
    hasher.combine(y)
    hasher.combine(width)
    hasher.combine(height)
    hasher.combine(alpha)
    hasher.combine(visibility)
    hasher.combine(location)
    hasher.combine(transform)
    hasher.combine(clip)
    hasher.combine(scrollX)
    hasher.combine(scrollY)
    hasher.combine(image)
    hasher.combine(style)
    hasher.combine(instance)
    hasher.combine(matchesByID)
    hasher.combine(transitionGroup)
    hasher.combine(children)
  }
}
