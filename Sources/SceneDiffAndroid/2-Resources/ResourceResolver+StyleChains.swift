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

  /// The answer table of views whose `style=` and default style chains are the ones remembered
  /// for `style` and `defaultStyle` in this resolver's theme (``Theme/styleAnswers(style:defaultStyle:repository:)``).
  func styleAnswers(style: String?, defaultStyle: String?) -> StyleAnswers {
    theme.styleAnswers(style: style, defaultStyle: defaultStyle, repository: repository)
  }
}
