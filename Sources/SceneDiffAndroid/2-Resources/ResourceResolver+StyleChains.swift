extension ResourceResolver {
  /// The flattened style chain remembered for `reference` in this resolver's theme, read from
  /// this resolver's repository and device (``Theme/rememberedChain(_:repository:)``).
  func rememberedChain(_ reference: String) -> [Style]? {
    theme.rememberedChain(reference, repository: repository)
  }

  /// Remembers `chain`, read for `reference` with this resolver, in its theme.
  func remember(_ chain: [Style], for reference: String) {
    theme.remember(chain, for: reference, repository: repository)
  }

  /// This resolver with the theme remembered for the `android:theme` reference `reference` in
  /// its theme (``Theme/rememberedOverlay(_:repository:)``), `nil` when there is none.
  func rememberedOverlay(_ reference: String) -> ResourceResolver? {
    guard let theme = theme.rememberedOverlay(reference, repository: repository) else {
      return nil
    }
    var copy = self
    copy.theme = theme
    return copy
  }

  /// Remembers the theme of `themed` (this resolver overlaid by `reference`) in this
  /// resolver's theme.
  func remember(overlay themed: ResourceResolver, for reference: String) {
    theme.remember(overlay: themed.theme, for: reference, repository: repository)
  }

  /// The answer table of views whose `style=` and default style chains are the ones remembered
  /// for `style` and `defaultStyle` in this resolver's theme (``Theme/styleAnswers(style:defaultStyle:repository:)``).
  func styleAnswers(style: String?, defaultStyle: String?) -> StyleAnswers {
    theme.styleAnswers(style: style, defaultStyle: defaultStyle, repository: repository)
  }
}
