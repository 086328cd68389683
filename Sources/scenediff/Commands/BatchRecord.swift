import SceneDiff

/// What a batch keeps of one pair once it is done: its summary entry, its preview and the
/// inputs it was made from.
///
/// `batch -o DIR` writes it as `DIR/<name>.result.json` (a `scenediff.batch-result`
/// document) after the pair's plan and preview, so a result file means the pair is complete.
/// `summary.json`, `index.html`, the table and `--json` are all made from records, whether
/// the pair was planned in this run or read back by `--resume` or `merge`, which is why they
/// are byte-identical either way.
struct BatchRecord: Sendable {
  /// The pair's totals, when it planned.
  struct Totals: Sendable, Hashable {
    /// The plan's total duration in milliseconds.
    var totalDurationMs: Double
    /// Its animators, matches, appearing and disappearing views.
    var animators: Int
    /// Matched view pairs.
    var matches: Int
    /// Views only in the end scene.
    var appearing: Int
    /// Views only in the start scene.
    var disappearing: Int
  }

  /// The record file's `format`.
  static let format = "scenediff.batch-result"

  /// The pair's unique name, `<folder>/<from>-to-<to>`.
  var name: String
  /// The pair.
  var job: Batch.Job
  /// The plan's totals; `nil` when the pair failed.
  var totals: Totals?
  /// The pair's diagnostics (its inputs', then its plan's).
  var diagnostics: [Diagnostic]
  /// The preview page, relative to the output folder, when one was written.
  var preview: String?
  /// Why no preview was written for a planned pair (a transition too long to preview).
  var previewDiagnostics: [Diagnostic]
  /// The inputs and options it was made from.
  var inputs: BatchInputHash
  /// With `batch --lint`, the pair's lint findings (`nil` without it).
  var lint: [LintFinding]? = nil

  /// Creates the record of a result.
  init(
    job: Batch.Job,
    plan: Plan?,
    diagnostics: [Diagnostic],
    name: String,
    preview: String?,
    previewDiagnostics: [Diagnostic],
    inputs: BatchInputHash
  ) {
    self.name = name
    self.job = job
    totals = plan.map {
      Totals(
        totalDurationMs: $0.totalDurationMs,
        animators: $0.animators.count,
        matches: $0.matches.count,
        appearing: $0.appearing.count,
        disappearing: $0.disappearing.count
      )
    }
    self.diagnostics = diagnostics
    self.preview = preview
    self.previewDiagnostics = previewDiagnostics
    self.inputs = inputs
  }

  /// Creates a record from its parts.
  init(
    name: String,
    job: Batch.Job,
    totals: Totals?,
    diagnostics: [Diagnostic],
    preview: String?,
    previewDiagnostics: [Diagnostic],
    inputs: BatchInputHash
  ) {
    self.name = name
    self.job = job
    self.totals = totals
    self.diagnostics = diagnostics
    self.preview = preview
    self.previewDiagnostics = previewDiagnostics
    self.inputs = inputs
  }

  /// The pair's plan file, relative to the output folder.
  var planFile: String { name + ".plan.json" }
  /// The record's own file, relative to the output folder.
  var recordFile: String { BatchRecord.file(of: name) }

  /// The files the pair's result consists of besides the record, relative to the output
  /// folder: its plan and preview, when it has them.
  var outputs: [String] {
    (totals == nil ? [] : [planFile]) + (preview.map { [$0] } ?? [])
  }

  /// The record file of the pair named `name`, relative to the output folder.
  static func file(of name: String) -> String { name + ".result.json" }

  /// The pair's entry in `summary.json` (and its `--json` line).
  var summaryEntry: JSONValue {
    var pairs: [(String, JSONValue)] = [
      ("name", .string(name)),
      ("manifest", .string(job.manifest)),
      ("from", .string(job.from)),
      ("to", .string(job.to)),
      ("transition", .string(job.transition)),
    ]
    if let settings = job.settings {
      // The command line that plans the same pair (Docs/transition-format.md).
      let transition = job.isScreenChange ? [] : ["--transition", job.transition]
      let arguments = [job.from, job.to] + transition + settings.arguments
      pairs.append(("arguments", .array(arguments.map(JSONValue.string))))
    }
    pairs += [
      (
        "rule",
        .object(
          [
            ("line", .int(job.location.line)),
            ("column", .int(job.location.column)),
            ("pairing", .string(job.pairing.rawValue)),
          ] + (job.action.map { [("action", JSONValue.string($0))] } ?? [])
        )
      ),
      ("status", .string(totals == nil ? "error" : "ok")),
    ]
    if let totals {
      pairs += [
        ("plan", .string(planFile)),
        ("totalDurationMs", .number(totals.totalDurationMs)),
        ("animators", .int(totals.animators)),
        ("matches", .int(totals.matches)),
        ("appearing", .int(totals.appearing)),
        ("disappearing", .int(totals.disappearing)),
      ]
    }
    pairs.append(("diagnostics", .array(diagnostics.map(\.json))))
    if let lint { pairs.append(("lint", .array(lint.map(\.json)))) }
    return .object(pairs)
  }

  /// The record file's document.
  var json: JSONValue {
    .object([
      ("format", .string(BatchRecord.format)),
      ("version", .int(1)),
      ("entry", summaryEntry),
      ("preview", .optional(preview)),
      ("previewDiagnostics", .array(previewDiagnostics.map(\.json))),
      ("inputs", inputs.json),
    ])
  }

  /// The pair's row in `index.html`.
  var indexEntry: PreviewIndex.Entry {
    PreviewIndex.Entry(
      name: name,
      from: job.from,
      to: job.to,
      transition: job.label,
      totals: totals.map {
        PreviewIndex.Entry.Totals(totalDurationMs: $0.totalDurationMs, animators: $0.animators)
      },
      link: preview,
      diagnostics: diagnostics,
      lint: (lint ?? []).map {
        Diagnostic(
          $0.severity == .error ? .error : .warning,
          at: $0.location,
          code: $0.rule,
          "[\($0.rule)] \($0.message)"
        )
      }
    )
  }
}
