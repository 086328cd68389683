/// The command line:
/// `scenediff-bench [--sizes 1000,10000,100000] [--repeat N] [--seed S] [--only android]`.
struct BenchmarkOptions: Sendable, Hashable {
  /// Views in scene A, one table row each, run in ascending order.
  var sizes = [1_000, 10_000, 100_000]
  /// Runs per size; the table shows medians.
  var repeatCount = 3
  /// Seed of the scene generator.
  var seed: UInt64 = 42
  /// Measure only the Android corpus layouts (`--only android`): no scene sizes, no sampling,
  /// no memory child.
  var isAndroidOnly = false

  /// The usage text printed by `--help` and after a usage error.
  static let usage = """
    usage: scenediff-bench [--sizes N,N,...] [--repeat N] [--seed S] [--only android]

    Generates a deterministic pair of synthetic scenes per size, then times loading both
    (SceneFile.load), planning an AutoTransition between them (Planner.plan) and rendering the
    plan JSON, next to libxml2's streaming reader alone as a floor. Prints one row per size.

      --sizes N,N,...  views in scene A, comma-separated (default 1000,10000,100000)
      --repeat N       runs per size; medians are shown (default 3)
      --seed S         generator seed, an unsigned 64-bit integer (default 42)
      --only android   measure only the Android corpus layouts (the layouts/s target line)
      -h, --help       show this text

    Build in release mode: swift run -c release scenediff-bench
    """

  /// What the command line asks for.
  enum Parsed: Sendable, Hashable {
    /// Run with these options.
    case run(BenchmarkOptions)
    /// Print the usage text.
    case help
  }

  /// A command line that cannot be run.
  struct UsageError: Error, Sendable, Hashable {
    /// What is wrong, in one line.
    var message: String
  }

  /// Parses the arguments after the program name.
  ///
  /// - Parameter arguments: The arguments, e.g. `["--sizes", "1000", "--repeat", "5"]`.
  /// - Returns: The options, or a request for help.
  /// - Throws: ``UsageError`` for an unknown option or an invalid value.
  static func parse(_ arguments: [String]) throws(UsageError) -> Parsed {
    var options = BenchmarkOptions()
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      var name = argument
      var inlineValue: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      switch name {
      case "-h", "--help":
        return .help
      case "--sizes", "--repeat", "--seed", "--only":
        guard let value = inlineValue ?? rest.popFirst() else {
          throw UsageError(message: "\(name) needs a value")
        }
        try options.set(name, value)
      default:
        throw UsageError(message: "unknown argument '\(argument)'")
      }
    }
    return .run(options)
  }

  /// Sets the option `name` from its text `value`.
  private mutating func set(_ name: String, _ value: String) throws(UsageError) {
    switch name {
    case "--sizes":
      var sizes: [Int] = []
      for part in value.split(separator: ",", omittingEmptySubsequences: false) {
        let text = part.filter { $0 != "_" }
        guard let size = Int(text), size >= 1, size <= 10_000_000 else {
          throw UsageError(
            message: "--sizes expects whole numbers from 1 to 10000000, found '\(part)'"
          )
        }
        sizes.append(size)
      }
      self.sizes = sizes.sorted()
    case "--repeat":
      guard let count = Int(value), count >= 1, count <= 1_000 else {
        throw UsageError(
          message: "--repeat expects a whole number from 1 to 1000, found '\(value)'"
        )
      }
      repeatCount = count
    case "--only":
      guard value == "android" else {
        throw UsageError(message: "--only expects 'android', found '\(value)'")
      }
      isAndroidOnly = true
    default:
      guard let seed = UInt64(value) else {
        throw UsageError(message: "--seed expects an unsigned 64-bit integer, found '\(value)'")
      }
      self.seed = seed
    }
  }
}
