import Foundation
import SceneDiff

/// What `batch` keeps while its pairs finish: the input hashes, the results `--resume`
/// found, the outcomes so far in job order, and the progress bar.
struct BatchRunState {
  /// The options.
  var settings: BatchSettings
  /// The progress bar.
  var progress: BatchProgress
  /// Each selected pair's input hashes, by job index (only with `-o`).
  var inputs: [Int: BatchInputHash] = [:]
  /// The results `--resume` keeps, by job index.
  var resumed: [Int: BatchRecord] = [:]
  /// The job indices of ``resumed``, in order, not yet delivered.
  private var pendingResumed: [Int] = []
  /// The outcomes so far, in job order.
  private(set) var outcomes: [BatchPairWriter.Outcome] = []

  /// A state for a batch about to start.
  init(settings: BatchSettings, progress: BatchProgress) {
    self.settings = settings
    self.progress = progress
  }

  /// Hashes the inputs of the selected jobs and, with `--resume`, finds the results that are
  /// still current; removes the temporary files an interrupted run left.
  mutating func prepare(jobs: [Batch.Job], names: [String], selected: [Int]) {
    guard let directory = settings.directory else { return }
    BatchFiles.removeLeftovers(in: directory)
    let cache = BatchInputHash.Cache()
    let fingerprint = settings.fingerprint
    let resFolders = settings.layoutOptions.resourceFolders
    cache.hashAll(
      selected.flatMap { BatchInputHash.paths(of: jobs[$0], resFolders: resFolders, cache: cache) },
      width: settings.maxConcurrency
    )
    for index in selected {
      let hash = BatchInputHash(
        jobs[index],
        name: names[index],
        options: fingerprint,
        resFolders: resFolders,
        cache: cache
      )
      inputs[index] = hash
      guard settings.resume else { continue }
      let folder = directory as NSString
      guard
        let record = BatchRecord.read(
          file: folder.appendingPathComponent(BatchRecord.file(of: names[index]))
        ),
        record.name == names[index], record.inputs.sha256 == hash.sha256,
        record.outputs.allSatisfy({
          FileManager.default.fileExists(atPath: folder.appendingPathComponent($0))
        })
      else { continue }
      resumed[index] = record
      pendingResumed.append(index)
    }
  }

  /// Takes one planned pair: reports its diagnostics, prints its `--json` line, advances
  /// the progress bar; first delivers every resumed pair that comes before it.
  mutating func deliver(_ outcome: BatchPairWriter.Outcome, _ terminal: inout Terminal) {
    deliverResumed(before: outcome.index, &terminal)
    accept(outcome, &terminal)
  }

  /// Delivers the resumed pairs before job `index`.
  mutating func deliverResumed(before index: Int, _ terminal: inout Terminal) {
    while let next = pendingResumed.first, next < index, let record = resumed[next] {
      pendingResumed.removeFirst()
      accept(BatchPairWriter.Outcome(index: next, record: record), &terminal)
    }
  }

  /// Reports, prints and keeps one outcome.
  private mutating func accept(_ outcome: BatchPairWriter.Outcome, _ terminal: inout Terminal) {
    progress.erase(&terminal)
    terminal.report(outcome.record.diagnostics)
    terminal.report(outcome.record.previewDiagnostics)
    terminal.report(outcome.problems)
    if settings.json {
      do {
        try terminal.write(outcome.record.summaryEntry.render(indent: nil) + "\n")
      } catch {
        terminal.report(error)
      }
    }
    outcomes.append(outcome)
    progress.advance(&terminal)
  }
}
