import SceneDiffCore

/// AppBarLayout's scroll range (§8.3); its measure and layout are LinearLayout's.
enum AppBarLayoutRules {
  /// `AppBarLayout.getTotalScrollRange`: from the first child, `height + margins` of each
  /// child with the `scroll` flag; stops at the first without it, and at an
  /// `exitUntilCollapsed` child after subtracting its minimum height.
  static func totalScrollRange(of appBar: LayoutNode) -> Int {
    var range = 0
    for child in appBar.children where child.isLaidOut {
      let flags = child.params.scrollFlags
      guard flags.contains(.scroll) else { break }
      range += child.measuredHeight + child.params.margins.vertical
      if flags.contains(.exitUntilCollapsed) {
        range -= child.minHeight
        break
      }
    }
    return max(0, range)
  }
}
