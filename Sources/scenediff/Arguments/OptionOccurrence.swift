/// One appearance of an option on the command line.
struct OptionOccurrence: Sendable, Equatable {
  /// How it was typed, without any `=value`: `-o`, `--output`, `--no-color`.
  var spelling: String
  /// The value it took; `nil` for flags.
  var value: String?
  /// Whether it was the `--no-` spelling of an invertible flag.
  var isInverted: Bool = false
}
