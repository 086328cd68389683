/// How scene B differs from scene A, counted in views.
struct ChangeSummary: Sendable, Hashable {
  /// Views present in both scenes with the same attributes.
  var unchanged = 0
  /// Views present in both scenes that moved, resized, or both.
  var movedOrResized = 0
  /// Views present in both scenes whose visibility flipped.
  var visibilityFlips = 0
  /// Views of A missing from B, counting every view of a removed subtree.
  var removed = 0
  /// Removed subtrees of more than one view.
  var removedSubtrees = 0
  /// Views of B missing from A, counting every view of an added subtree.
  var added = 0
  /// Added subtrees of more than one view.
  var addedSubtrees = 0
  /// Views of A whose `id` or `transitionName` repeats an earlier view's.
  var duplicateKeys = 0

  /// Views in either scene: the population the percentages of ``description`` refer to.
  var union: Int {
    unchanged + movedOrResized + visibilityFlips + removed + added
  }

  /// One line such as `A→B mix: 62.1% unchanged, 23.4% moved/resized, …`.
  var description: String {
    let total = Double(max(union, 1))
    func percent(_ count: Int) -> String {
      TableFormat.fixed(100 * Double(count) / total, digits: 1) + "%"
    }
    return "\(percent(unchanged)) unchanged, \(percent(movedOrResized)) moved/resized, "
      + "\(percent(removed)) removed (\(removedSubtrees) subtrees), "
      + "\(percent(added)) added (\(addedSubtrees) subtrees), "
      + "\(percent(visibilityFlips)) visibility flips, \(duplicateKeys) duplicate keys"
  }
}
