/// One positional argument of a command: its name in usage and help, and how many it takes.
///
/// A `-` given as a positional is passed through unchanged; ``InputSource`` reads it as
/// standard input.
struct PositionalSpec: Sendable, Equatable {
  /// The name in usage and help, upper case by convention, such as `"FROM"` or `"FILE"`.
  var name: String
  /// One or two sentences for the ARGUMENTS section.
  var help: String
  /// The fewest values it takes; 0 makes it optional.
  var minimumCount: Int = 1
  /// The most values it takes; `nil` takes any number.
  var maximumCount: Int? = 1

  /// Exactly one value.
  static func required(_ name: String, help: String) -> PositionalSpec {
    PositionalSpec(name: name, help: help)
  }

  /// Zero or one value.
  static func optional(_ name: String, help: String) -> PositionalSpec {
    PositionalSpec(name: name, help: help, minimumCount: 0, maximumCount: 1)
  }

  /// Any number of values, at least `minimum`.
  static func list(_ name: String, minimum: Int = 1, help: String) -> PositionalSpec {
    PositionalSpec(name: name, help: help, minimumCount: minimum, maximumCount: nil)
  }

  /// The argument as the usage line shows it: `FROM`, `[TO]`, `FILE...`, `[FILE...]`.
  var usageText: String {
    var words = Array(repeating: name, count: minimumCount)
    if let maximumCount {
      words += Array(repeating: "[\(name)]", count: max(0, maximumCount - minimumCount))
    } else if words.isEmpty {
      words.append("[\(name)...]")
    } else {
      words[words.count - 1] += "..."
    }
    return words.joined(separator: " ")
  }
}
