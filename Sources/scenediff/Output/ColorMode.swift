/// When diagnostics are coloured: the value of the global `--color` option.
enum ColorMode: String, Sendable, CaseIterable {
  /// Colour only when standard error is a terminal, `TERM` is not `dumb` and `NO_COLOR` is
  /// unset or empty.
  case auto
  /// Always colour, whatever the environment says.
  case always
  /// Never colour.
  case never

  /// Whether to colour, given the environment.
  ///
  /// - Parameters:
  ///   - isTerminal: Whether standard error is a terminal (`isatty(2)`).
  ///   - term: The `TERM` variable, if set.
  ///   - noColor: The `NO_COLOR` variable, if set.
  /// - Returns: `true` to use ANSI styles.
  func usesColor(isTerminal: Bool, term: String?, noColor: String?) -> Bool {
    switch self {
    case .always: true
    case .never: false
    case .auto: isTerminal && term != "dumb" && (noColor ?? "").isEmpty
    }
  }
}
