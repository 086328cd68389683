import Synchronization

@testable import scenediff

/// The tool the tests parse against: a stand-in for the real commands, covering every kind of
/// option and argument.
enum Fixture {
  /// `check FILE...` with a flag and a value restricted to a few choices.
  static let check = CommandSpec(
    name: "check",
    abstract: "Validate scene and transition files.",
    arguments: [.list("FILE", help: "The files to check; '-' reads standard input.")],
    options: [
      .flag("json", help: "Print the diagnostics as JSON."),
      .value(
        "format",
        valueName: "NAME",
        help: "The report format.",
        allowedValues: ["text", "json"]
      ),
    ]
  )

  /// `plan FROM TO`, with the usage line the design quotes.
  static let plan = CommandSpec(
    name: "plan",
    abstract: "Plan the transition between two scenes.",
    discussion: """
      Matches the views of the two scenes by id and works out which transition animates each \
      change, as Android's TransitionManager would.

      Example:
        scenediff plan before.xml after.xml -o plan.json
      """,
    arguments: [
      .required("FROM", help: "The scene before the change; '-' reads standard input."),
      .required("TO", help: "The scene after the change."),
    ],
    options: [
      .value("transition", valueName: "FILE", help: "The transition to apply."),
      OptionSpec(name: "json", kind: .flag, help: "Print JSON.", isShownInUsage: false),
      .output,
    ]
  )

  /// `sample PLAN` with typed, repeated, bundled and invertible options.
  static let sample = CommandSpec(
    name: "sample",
    abstract: "Sample a planned transition at given times.",
    arguments: [.required("PLAN", help: "The plan to sample.")],
    options: [
      .value("at", valueName: "MS,...", help: "The times to sample, in milliseconds."),
      .value("fps", short: "f", valueName: "N", help: "Frames per second.", defaultValue: "60"),
      .value("offset", valueName: "MS", help: "Shift every time."),
      .repeated("set", valueName: "KEY=VALUE", help: "Override a setting."),
      .flag("quiet", short: "q", help: "Print less."),
      .flag("verbose", short: "v", help: "Print more."),
      .invertibleFlag("interpolate", default: true, help: "Interpolate between frames."),
      .output,
    ]
  )

  /// `batch MANIFEST [FILE...]` with a required option.
  static let batch = CommandSpec(
    name: "batch",
    abstract: "Run many plans described in one manifest.",
    arguments: [
      .required("MANIFEST", help: "The manifest."),
      .list("FILE", minimum: 0, help: "Extra scenes."),
    ],
    options: [
      .value("jobs", short: "j", valueName: "N", help: "Parallel jobs.", isRequired: true)
    ]
  )

  /// The whole fixture tool.
  static let tool = ToolSpec(
    name: "scenediff",
    abstract: "Android Transition Framework semantics for any UI.",
    version: "1.2.3",
    commands: [check, plan, sample, batch]
  )

  /// An environment that is not a terminal and sets nothing.
  static let plainEnvironment = TerminalEnvironment(variables: [:], standardErrorIsTerminal: false)

  /// The parsed arguments of a command line that must run a command.
  static func parsed(_ arguments: [String]) throws -> ParsedArguments {
    let invocation = tool.parse(arguments)
    guard case .run(let parsed) = invocation else {
      throw FixtureFailure(description: "expected a command to run, got \(invocation)")
    }
    return parsed
  }

  /// The usage error of a command line that must fail.
  static func usageError(_ arguments: [String]) throws -> UsageError {
    let invocation = tool.parse(arguments)
    guard case .usageError(let error) = invocation else {
      throw FixtureFailure(description: "expected a usage error, got \(invocation)")
    }
    return error
  }

  /// The help text of a command line that must ask for help.
  static func help(_ arguments: [String], width: Int = 80) throws -> String {
    let invocation = tool.parse(arguments, helpWidth: width)
    guard case .help(let text) = invocation else {
      throw FixtureFailure(description: "expected help, got \(invocation)")
    }
    return text
  }
}

/// A fixture expectation that did not hold.
struct FixtureFailure: Error, CustomStringConvertible {
  /// What went wrong.
  var description: String
}

/// Collects what a ``TextWriter`` writes.
final class Capture: Sendable {
  /// The text so far.
  private let buffer = Mutex("")

  /// Everything written.
  var text: String { buffer.withLock { $0 } }

  /// A writer appending here.
  var writer: TextWriter {
    TextWriter { [self] text in buffer.withLock { $0 += text } }
  }
}
