import Foundation
import SceneDiff

/// What `batch` does with each pair as soon as it is planned, in the task that planned it:
/// render its plan and preview, write them and its record, and keep what the rest of the
/// command needs.
///
/// Rendering and writing were once done for all pairs after planning, on one thread; they
/// take most of a small pair's time, so doing them here is what lets `--jobs` scale.
struct BatchPairWriter: Sendable {
  /// What one pair left.
  struct Outcome: Sendable {
    /// The pair's index in the batch's jobs.
    var index: Int
    /// Its record.
    var record: BatchRecord
    /// Its plan, kept only when a baseline needs it.
    var plan: Plan?
    /// Files that could not be written.
    var problems: [Diagnostic] = []
  }

  /// The output folder, with `-o`.
  var directory: String?
  /// Whether previews are written.
  var previews: Bool
  /// Whether outcomes keep their plans.
  var keepsPlans: Bool
  /// With `batch --lint`, the linter whose findings each record keeps.
  var linter: Linter? = nil

  /// Renders and writes one planned pair.
  func finish(
    _ result: Batch.PairResult,
    index: Int,
    name: String,
    inputs: BatchInputHash
  ) -> Outcome {
    finish(
      job: result.job,
      plan: result.plan,
      diagnostics: result.diagnostics,
      index: index,
      name: name,
      inputs: inputs,
      lint: linter.map { linter in LintRun.pair(of: result).map(linter.findings(for:)) ?? [] }
    )
  }

  /// Renders and writes one pair from its parts: its job, its plan (`nil` when it failed)
  /// and its diagnostics.
  func finish(
    job: Batch.Job,
    plan: Plan?,
    diagnostics: [Diagnostic],
    index: Int,
    name: String,
    inputs: BatchInputHash,
    lint: [LintFinding]? = nil
  ) -> Outcome {
    var problems: [Diagnostic] = []
    var preview: String?
    var previewDiagnostics: [Diagnostic] = []
    if let directory {
      let folder = directory as NSString
      let planPath = folder.appendingPathComponent(name + ".plan.json")
      let previewPath = folder.appendingPathComponent(name + ".preview.html")
      if let plan {
        write(plan.renderJSON(), to: planPath, &problems)
        if previews {
          do {
            try FrameBudget.check(plan, fps: 60)
            write(PreviewDocument(plan: plan).html, to: previewPath, &problems)
            preview = name + ".preview.html"
          } catch {
            // Too long a transition for a preview: the pair keeps its plan, at the rule's place.
            previewDiagnostics = error.diagnostics.map {
              var located = $0
              located.location = job.location
              return located
            }
          }
        }
      } else {
        // A pair that failed now must not leave an earlier run's plan or preview behind.
        for stale in [planPath, previewPath] { try? FileManager.default.removeItem(atPath: stale) }
      }
      if previews, preview == nil {
        try? FileManager.default.removeItem(atPath: previewPath)
      }
    }
    var record = BatchRecord(
      job: job,
      plan: plan,
      diagnostics: diagnostics,
      name: name,
      preview: preview,
      previewDiagnostics: previewDiagnostics,
      inputs: inputs
    )
    record.lint = lint
    if let directory, problems.isEmpty {
      // Last: a record file means every other file of the pair is complete.
      let path = (directory as NSString).appendingPathComponent(record.recordFile)
      write(record.json.render(), to: path, &problems)
    }
    return Outcome(
      index: index,
      record: record,
      plan: keepsPlans ? plan : nil,
      problems: problems
    )
  }

  /// Writes a file atomically; a failure becomes a `cannot-write` error.
  private func write(_ text: String, to path: String, _ problems: inout [Diagnostic]) {
    do {
      try BatchFiles.write(text, to: path)
    } catch {
      problems.append(
        Diagnostic(
          .error,
          at: nil,
          code: "cannot-write",
          "cannot write '\(path)': \(error.localizedDescription)"
        )
      )
    }
  }
}
