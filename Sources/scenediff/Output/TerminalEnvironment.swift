/// What the process knows about its terminal: the variables that matter and whether standard
/// error is a terminal.
///
/// Captured once (``current()``) and passed down, so tests can supply any combination.
struct TerminalEnvironment: Sendable, Equatable {
  /// The width used when `COLUMNS` is unset or not a positive number.
  static let defaultColumns = 80
  /// The narrowest width help is wrapped to, however small `COLUMNS` is.
  static let minimumColumns = 20
  /// The variables read by ``current()``.
  static let variableNames = ["COLUMNS", "TERM", "NO_COLOR"]

  /// Environment variables by name; only ``variableNames`` are consulted.
  var variables: [String: String]
  /// Whether standard error is a terminal.
  var standardErrorIsTerminal: Bool

  /// The environment of this process.
  static func current() -> TerminalEnvironment {
    var variables: [String: String] = [:]
    for name in variableNames {
      variables[name] = SystemIO.environmentValue(name)
    }
    return TerminalEnvironment(
      variables: variables,
      standardErrorIsTerminal: SystemIO.isTerminal(SystemIO.standardErrorDescriptor)
    )
  }

  /// The width to wrap help to: `COLUMNS` (at least ``minimumColumns``), or 80.
  var columns: Int {
    let text = variables["COLUMNS"]?.trimmingWhitespace ?? ""
    guard let columns = Int(text), columns > 0 else { return Self.defaultColumns }
    return max(columns, Self.minimumColumns)
  }

  /// Whether diagnostics on standard error are coloured under this `--color` mode.
  func usesColor(_ mode: ColorMode) -> Bool {
    mode.usesColor(
      isTerminal: standardErrorIsTerminal,
      term: variables["TERM"],
      noColor: variables["NO_COLOR"]
    )
  }
}

extension String {
  /// The string without leading and trailing whitespace.
  fileprivate var trimmingWhitespace: String {
    String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }
}
