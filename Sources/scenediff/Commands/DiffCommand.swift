import Foundation
import SceneDiff

/// `scenediff diff OLD NEW`: what changed in the motion between two plans or two batches.
enum DiffCommand {
  /// The declaration.
  static let spec = CommandSpec(
    name: "diff",
    abstract: "Compare the motion of two plans, or of two batch output folders.",
    discussion: """
      OLD and NEW are plan JSON files (scenediff plan; '-' reads one from standard input) or \
      folders written by scenediff batch -o, compared pair by pair. A side that is not given \
      is planned from scenes instead: --from, --to and --transition apply to both sides, \
      --old-from, --new-transition and the like to one. Animators are matched by view, \
      transition and property; the report lists added, removed and changed animators (start, \
      duration, values, curve, path), views whose match or presence changed, and the total \
      duration. See Docs/cli.md.

        scenediff diff base/out head/out --format markdown
        scenediff diff old.plan.json new.plan.json --exit-code
        scenediff diff old.plan.json --from a.xml --to b.xml --transition t.xml
        scenediff diff --from a.xml --to b.xml --old-transition t1.xml --new-transition t2.xml
      """,
    arguments: [
      .optional("OLD", help: "The plan (or batch folder) before the change."),
      .optional("NEW", help: "The plan (or batch folder) after the change."),
    ],
    options: [
      .value(
        "format",
        valueName: "FORMAT",
        help: "text (for a terminal), json or markdown (for a pull-request comment).",
        allowedValues: ["text", "json", "markdown"],
        defaultValue: "text"
      ),
      .flag("exit-code", help: "Exit with status 1 when the motion differs, as git diff does."),
    ] + toleranceOptions + DiffSides.options + [.output] + Inputs.deviceOptions
  )

  /// `--tolerance N` and `--tolerance-ms MS`, as `diff` and `batch --baseline` take them.
  static let toleranceOptions: [OptionSpec] = [
    .value(
      "tolerance",
      valueName: "N",
      help: "Count numbers (values, curves, path coordinates and, unless --tolerance-ms "
        + "is given, times) within N of each other as equal (default 0)."
    ),
    .value("tolerance-ms", valueName: "MS", help: "Count times within MS ms as equal."),
  ]

  /// Runs the command.
  static func run(_ parsed: ParsedArguments, _ terminal: inout Terminal) throws {
    let values = try parsed.double("tolerance", .nonNegative) ?? 0
    let tolerance = DiffTolerance(
      values: values,
      ms: try parsed.double("tolerance-ms", .nonNegative) ?? values
    )
    let (old, new) = try DiffSides.sides(parsed)
    let options = try Inputs.layoutOptions(parsed)
    let review: MotionReview
    switch (old, new) {
    case (.folder(let oldFolder), .folder(let newFolder)):
      let before = try BatchPlans.load(folder: oldFolder)
      let after = try BatchPlans.load(folder: newFolder)
      for pair in before.pairs + after.pairs { terminal.report(pair.diagnostics) }
      review = MotionReview(old: before, new: after, tolerance: tolerance)
    case (.folder, _), (_, .folder):
      throw parsed.usageError(
        "compare two batch folders or two plans: \(old.label) and \(new.label) are not both folders"
      )
    default:
      var failures: [Diagnostic] = []
      let before = DiffSides.plan(old, options, &terminal, failures: &failures)
      let after = DiffSides.plan(new, options, &terminal, failures: &failures)
      guard let before, let after else { throw DiagnosticsError(failures) }
      review = MotionReview(
        old: before,
        new: after,
        oldLabel: old.label,
        newLabel: new.label,
        tolerance: tolerance
      )
    }
    switch parsed.value("format") {
    case "json": try terminal.write(review.json.render())
    case "markdown": try terminal.write(review.markdown)
    default: try terminal.write(review.text)
    }
    if parsed.flag("exit-code"), review.hasChanges { terminal.foundDifferences = true }
  }
}
