import Foundation
import SceneDiff

/// `scenediff batch --baseline DIR [--update-baseline]`: this run's plans compared with a
/// previous `batch -o DIR`, reported, and optionally recorded as the new baseline.
enum BatchBaseline {
  /// The options `batch` adds for baselines.
  static let options: [OptionSpec] = [
    .value(
      "baseline",
      valueName: "DIR",
      help: "Compare every pair's plan with the one a previous 'batch -o DIR' wrote; list "
        + "pairs whose motion changed, appeared or vanished, and exit with status 1 if any did."
    ),
    .flag(
      "update-baseline",
      help: "With --baseline, record this run in DIR instead (plans, summary.json and "
        + "previews), and exit 0 whatever changed."
    ),
  ]

  /// The comparison with a baseline, and what the reports need from the baseline folder.
  struct Outcome {
    /// The review, old side the baseline.
    var review: MotionReview
    /// The baseline's preview page of each changed pair, by name, when it has one.
    var oldPreviews: [String: String]
    /// Whether the baseline is to be rewritten.
    var updates: Bool
  }

  /// Reads the baseline folder before the run can change it (an absent one is empty with
  /// `--update-baseline`, an error without).
  static func load(
    _ folder: String,
    updates: Bool,
    _ terminal: inout Terminal
  ) throws -> BatchPlans {
    let summary = (folder as NSString).appendingPathComponent("summary.json")
    guard FileManager.default.fileExists(atPath: summary) else {
      if updates { return BatchPlans(label: folder, pairs: []) }
      throw DiagnosticsError([
        Diagnostic(
          .error,
          at: nil,
          code: "no-baseline",
          "no baseline in '\(folder)': '\(summary)' does not exist; expected the output of "
            + "'scenediff batch -o \(folder)' (record one with --baseline \(folder) "
            + "--update-baseline)"
        )
      ])
    }
    let old = try BatchPlans.load(folder: folder)
    for pair in old.pairs { terminal.report(pair.diagnostics) }
    return old
  }

  /// Compares the run's plans with the baseline's.
  static func compare(
    _ outcomes: [BatchPairWriter.Outcome],
    old: BatchPlans,
    settings: BatchSettings
  ) throws -> Outcome {
    let folder = settings.baseline ?? ""
    let new = BatchPlans(
      label: settings.directory ?? "this run",
      pairs: outcomes.map {
        BatchPlans.Pair(name: $0.record.name, plan: $0.plan.map(PlanDocument.init(plan:)))
      }
    )
    let review = MotionReview(old: old, new: new, tolerance: settings.tolerance)
    var previews: [String: String] = [:]
    for pair in review.pairs where pair.status == .changed {
      let path = (folder as NSString).appendingPathComponent(pair.name + ".preview.html")
      if let data = FileManager.default.contents(atPath: path) {
        previews[pair.name] = String(decoding: data, as: UTF8.self)
      }
    }
    return Outcome(review: review, oldPreviews: previews, updates: settings.updatesBaseline)
  }

  /// Writes `motion-diff.md`, `motion-diff.json` and, with previews, a comparison page per
  /// changed pair into the output folder; returns the index's motion entries.
  static func writeReports(
    _ outcome: Outcome,
    to directory: String,
    previews: Bool,
    _ terminal: inout Terminal
  ) -> [PreviewIndex.MotionEntry] {
    let folder = directory as NSString
    BatchCommand.writeFile(
      folder.appendingPathComponent("motion-diff.md"),
      outcome.review.markdown,
      &terminal
    )
    BatchCommand.writeFile(
      folder.appendingPathComponent("motion-diff.json"),
      outcome.review.json.render(),
      &terminal
    )
    var entries: [PreviewIndex.MotionEntry] = []
    for pair in outcome.review.pairs {
      let page = pair.name + ".compare.html"
      var link: String?
      if previews, pair.status == .changed, let diff = pair.diff {
        let newPreview =
          (try? String(
            contentsOfFile: folder.appendingPathComponent(pair.name + ".preview.html"),
            encoding: .utf8
          ))
        let html = ComparisonPage(
          name: pair.name,
          oldPreview: outcome.oldPreviews[pair.name],
          newPreview: newPreview,
          oldLabel: outcome.review.oldLabel,
          newLabel: outcome.review.newLabel,
          diff: diff
        ).html
        BatchCommand.writeFile(folder.appendingPathComponent(page), html, &terminal)
        link = page
      } else {
        // A pair no longer changed must not keep an earlier run's comparison page.
        try? FileManager.default.removeItem(atPath: folder.appendingPathComponent(page))
      }
      if pair.status != .unchanged {
        entries.append(
          PreviewIndex.MotionEntry(
            name: pair.name,
            status: pair.status.rawValue,
            summary: summary(pair, outcome.review),
            link: link ?? (pair.status == .added ? pair.name + ".preview.html" : nil)
          )
        )
      }
    }
    return entries
  }

  /// One line on a pair for the index.
  static func summary(_ pair: MotionReview.Pair, _ review: MotionReview) -> String {
    switch pair.status {
    case .changed:
      guard let diff = pair.diff else { return "" }
      let count = diff.animators.count + diff.views.count
      return "\(count) change\(count == 1 ? "" : "s"); "
        + MotionReview.durationLine(diff)
    case .added: return "new pair: " + (pair.new.map(MotionReview.planSummary) ?? "")
    case .removed: return "no longer planned; was " + (pair.old.map(MotionReview.planSummary) ?? "")
    case .failed: return review.failure(pair)
    case .unchanged: return ""
    }
  }

  /// Rewrites the baseline folder with this run: what `batch -o DIR` writes, and the files of
  /// pairs the baseline had and this run does not are removed.
  static func update(
    _ outcome: Outcome,
    _ outcomes: [BatchPairWriter.Outcome],
    folder: String,
    settings: BatchSettings,
    _ terminal: inout Terminal
  ) {
    for pair in outcome.review.pairs where pair.status == .removed {
      for suffix in [".plan.json", ".preview.html", ".result.json"] {
        let path = (folder as NSString).appendingPathComponent(pair.name + suffix)
        try? FileManager.default.removeItem(atPath: path)
      }
    }
    let writer = BatchPairWriter(directory: folder, previews: settings.previews, keepsPlans: false)
    var records: [BatchRecord] = []
    for done in outcomes {
      let written = writer.finish(
        job: done.record.job,
        plan: done.plan,
        diagnostics: done.record.diagnostics,
        index: done.index,
        name: done.record.name,
        inputs: done.record.inputs
      )
      terminal.report(written.problems)
      records.append(written.record)
    }
    BatchSummary.write(records, to: folder, previews: settings.previews, &terminal)
  }
}
