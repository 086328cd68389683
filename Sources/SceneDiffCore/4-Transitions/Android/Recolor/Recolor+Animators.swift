extension Recolor: LeafTransition {
  /// The platform's `Recolor.createAnimators` for one leaf (reference §9.11), quirk included.
  ///
  /// Both views need a solid background (`background` in one of the `#RGB`, `#ARGB`, `#RRGGBB`,
  /// `#AARRGGBB` forms; anything else is not a colour drawable). When the colours differ,
  /// Android first overwrites the end background's colour with the start colour and then
  /// animates from the start colour to that same value: the animator is
  /// `backgroundColor` start → start, and the view keeps the start colour after the transition
  /// too. Text colours would animate next, but scene files have none, so they never differ.
  package func animators(node: Int, context: PlanningContext) -> [PendingAnimator] {
    var result: [PendingAnimator] = []
    for (s, e) in context.capturedPairs(node) {
      guard let startColor = context.start[s].style.background.flatMap(ARGBColor.parse),
        let endColor = context.end[e].style.background.flatMap(ARGBColor.parse),
        startColor != endColor
      else { continue }
      result.append(
        PendingAnimator(
          target: context.end.entries[e].key,
          transition: "Recolor",
          property: .backgroundColor,
          space: .local,
          from: .scalar(Double(startColor)),
          to: .scalar(Double(startColor))
        )
      )
    }
    return result
  }
}
