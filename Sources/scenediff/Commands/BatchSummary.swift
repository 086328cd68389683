import Foundation
import SceneDiff

/// What `batch` and `merge` make of a batch's records: `summary.json`, the table and
/// `index.html`.
enum BatchSummary {
  /// `scenediff.batch` version 1: one entry per pair, in discovery order.
  static func json(_ records: [BatchRecord]) -> JSONValue {
    let ok = records.filter { $0.totals != nil }.count
    return .object([
      ("format", .string("scenediff.batch")),
      ("version", .int(1)),
      ("pairs", .int(records.count)),
      ("planned", .int(ok)),
      ("failed", .int(records.count - ok)),
      ("results", .array(records.map(\.summaryEntry))),
    ])
  }

  /// The table's RULE column: `manager.xml:4`, then how a to-only rule gave the pair.
  static func rule(_ job: Batch.Job) -> String {
    let place = "\((job.manifest as NSString).lastPathComponent):\(job.location.line)"
    switch job.pairing {
    case .fromAndToScene: return place
    case .toSceneFromManifestScene: return place + " (toScene only; a scene the manifest names)"
    case .toSceneFromSibling: return place + " (toScene only; a sibling scene)"
    case .navigationAction, .navigationActionPopped, .storyboardSegue, .storyboardSeguePopped:
      return job.label
    }
  }

  /// The printed table: a row per pair, then the counts.
  static func table(_ records: [BatchRecord], inputErrors: Int) -> String {
    let stem = { (path: String) in
      // A storyboard scene (`Main.storyboard#Detail`) by its name.
      InterfaceBuilderFile.splitScenePath(path).scene
        ?? ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    }
    var rows = [["STATUS", "FROM", "TO", "TRANSITION", "MS", "ANIMATORS", "RULE"]]
    for record in records {
      rows.append([
        record.totals == nil ? "error" : "ok", stem(record.job.from), stem(record.job.to),
        stem(record.job.transition),
        record.totals.map { JSONValue.format($0.totalDurationMs) } ?? "-",
        record.totals.map { String($0.animators) } ?? "-", rule(record.job),
      ])
    }
    let widths = (0..<rows[0].count).map { column in rows.map { $0[column].count }.max() ?? 0 }
    var text = rows.map { row in
      zip(row, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }
        .joined(separator: "  ").trimmingCharacters(in: .whitespaces)
    }.joined(separator: "\n")
    let failed = records.filter { $0.totals == nil }.count
    let noun = records.count == 1 ? "pair" : "pairs"
    text += "\n\(records.count) \(noun): \(records.count - failed) planned, \(failed) failed"
    if inputErrors > 0 {
      // Errors in manifests or paths name no pair, but they still fail the run.
      text += "; \(inputErrors) error\(inputErrors == 1 ? "" : "s") outside any pair (see above)"
    }
    text += "\n"
    return text
  }

  /// Writes `summary.json` and, with previews, `index.html` (its motion section from
  /// `motion`) into `directory`, atomically.
  static func write(
    _ records: [BatchRecord],
    to directory: String,
    previews: Bool,
    motion: [PreviewIndex.MotionEntry] = [],
    _ terminal: inout Terminal
  ) {
    let folder = directory as NSString
    BatchCommand.writeFile(
      folder.appendingPathComponent("summary.json"),
      json(records).render(),
      &terminal
    )
    guard previews else { return }
    var index = PreviewIndex(entries: records.map(\.indexEntry))
    index.motion = motion
    BatchCommand.writeFile(folder.appendingPathComponent("index.html"), index.html, &terminal)
  }
}
