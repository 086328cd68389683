import Foundation
import SceneDiff

/// `batch`'s options, read and checked once.
struct BatchSettings: Sendable {
  /// The paths to search.
  var paths: [String]
  /// How many files or pairs are worked on at once.
  var maxConcurrency: Int
  /// How layouts are laid out.
  var layoutOptions: LayoutOptions
  /// `-o DIR`.
  var directory: String?
  /// Whether previews and `index.html` are written.
  var previews: Bool
  /// `--json` (or its synonym `--ndjson`): a JSON line per pair instead of the table.
  var json: Bool
  /// `--resume`.
  var resume: Bool
  /// `--quiet`.
  var quiet: Bool
  /// `--shard K/N`.
  var shard: Batch.Shard?
  /// `--baseline DIR`.
  var baseline: String?
  /// `--update-baseline`.
  var updatesBaseline: Bool
  /// `--tolerance` and `--tolerance-ms`.
  var tolerance: DiffTolerance
  /// With `--lint`, the linter each pair's findings come from (its configuration is the
  /// nearest scenediff-lint.json above the first path).
  var linter: Linter?
  /// The lint configuration file used, if any.
  var lintConfiguration: String?

  /// Reads the options; a combination that cannot work is a usage error.
  init(_ parsed: ParsedArguments) throws {
    maxConcurrency =
      try parsed.int("jobs", .positive) ?? ProcessInfo.processInfo.activeProcessorCount
    paths = parsed.positionalValues("PATH")
    if paths.isEmpty { paths = [BatchCommand.defaultInput] }
    layoutOptions = try Inputs.layoutOptions(parsed)
    directory = parsed.value("output-dir")
    previews = parsed.flag("previews")
    json = parsed.flag("json") || parsed.flag("ndjson")
    resume = parsed.flag("resume")
    quiet = parsed.flag("quiet")
    baseline = parsed.value("baseline")
    updatesBaseline = parsed.flag("update-baseline")
    tolerance = DiffTolerance(
      values: try parsed.double("tolerance", .nonNegative) ?? 0,
      ms: try parsed.double("tolerance-ms", .nonNegative) ?? parsed.double("tolerance") ?? 0
    )
    if parsed.flag("lint") {
      lintConfiguration = LintConfiguration.find(above: paths[0])
      linter = Linter(
        configuration: try lintConfiguration.map(LintConfiguration.load) ?? LintConfiguration()
      )
    }
    if let text = parsed.value("shard") {
      guard let shard = Batch.Shard(parsing: text) else {
        throw parsed.invalidValue(text, for: "shard", expected: "K/N with 1 <= K <= N, such as 2/4")
      }
      self.shard = shard
    }
    try check(parsed)
  }

  /// The combinations that are usage errors.
  private func check(_ parsed: ParsedArguments) throws(UsageError) {
    if updatesBaseline, baseline == nil {
      throw parsed.usageError("'--update-baseline' needs '--baseline DIR'")
    }
    if resume, directory == nil {
      throw parsed.usageError(
        "'--resume' needs '-o DIR': it skips the pairs whose results are there"
      )
    }
    if resume, baseline != nil {
      throw parsed.usageError(
        "'--resume' cannot be combined with '--baseline': a baseline compares every plan; "
          + "finish the batch with --resume, then run 'scenediff diff BASELINE DIR'"
      )
    }
    if shard != nil, baseline != nil {
      throw parsed.usageError(
        "'--shard' cannot be combined with '--baseline': join the shards with 'scenediff merge', "
          + "then run 'scenediff diff BASELINE MERGED'"
      )
    }
  }

  /// What a result depends on besides its files: the layout options, whether previews are
  /// written, the tool's version and, with `--lint`, the lint configuration file.
  var fingerprint: String {
    let lint = linter == nil ? "" : "; lint \(lintConfiguration ?? "defaults")"
    return "scenediff \(SceneDiffTool.version); previews \(previews); \(layoutOptions)\(lint)"
  }
}
