import SceneDiffCore

/// The colour of each transition class in timelines (previews and SVG), from
/// ``TransitionRegistry``.
enum TransitionPalette {
  /// Colours by class name, for every registered kind that creates animators (a leaf, or a
  /// view-controller transition, whose screen change creates them).
  static let colors: [String: String] = Dictionary(
    TransitionRegistry.kinds.filter {
      $0 is any LeafTransition.Type || $0 is any IOSViewControllerTransition.Type
    }.map {
      ($0.descriptor.className, $0.descriptor.timelineColor)
    },
    uniquingKeysWith: { first, _ in first }
  )

  /// The colour of classes not listed.
  static let other = "#757575"

  /// The colour of a transition class.
  static func color(_ transition: String) -> String {
    colors[transition] ?? other
  }
}
