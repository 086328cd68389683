extension ResourceRepository {
  /// Root elements of values files and XML drawables.
  package static let resourceRoots: Set<String> = [
    "resources", "vector", "shape", "selector", "layer-list", "ripple", "inset", "bitmap",
    "nine-patch", "animated-vector", "adaptive-icon", "level-list", "animated-selector",
    "animation-list", "clip", "scale", "rotate", "animated-rotate", "menu",
  ]

  /// Whether a root element name is a values file's or an XML drawable's.
  package static func isResourceRoot(_ name: String) -> Bool {
    resourceRoots.contains(name)
  }
}
