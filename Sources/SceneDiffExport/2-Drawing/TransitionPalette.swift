import SceneDiffCore

/// The colour of each transition class in timelines (previews and SVG).
enum TransitionPalette {
  /// Colours by Android class name; other classes get ``other``.
  static let colors: [String: String] = [
    "ChangeBounds": "#1E88E5",
    "Fade": "#F4511E",
    "ChangeTransform": "#8E24AA",
    "ChangeClipBounds": "#00897B",
    "ChangeImageTransform": "#D81B60",
    "ChangeScroll": "#6D4C41",
    "Slide": "#43A047",
    "Explode": "#E53935",
    "Recolor": "#FDD835",
  ]

  /// The colour of classes not listed.
  static let other = "#757575"

  /// The colour of a transition class.
  static func color(_ transition: String) -> String {
    colors[transition] ?? other
  }
}
