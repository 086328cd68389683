import Foundation
import SceneDiffCore

/// The plans of a batch by pair name: read back from a `scenediff batch -o` folder, or taken
/// from a batch just run.
///
/// Pairs are matched by name (`<folder>/<from>-to-<to>`, as `batch` names its files) when two
/// batches are compared (``MotionReview/init(old:new:tolerance:)``).
public struct BatchPlans: Sendable, Equatable {
  /// One pair of a batch.
  public struct Pair: Sendable, Equatable {
    /// The pair's name, such as `list-remove/tasks_before-to-tasks_after`.
    public var name: String
    /// Its plan; `nil` when the pair failed in that batch or its plan file cannot be read.
    public var plan: PlanDocument?
    /// Why a plan file that the summary lists could not be read.
    public var diagnostics: [Diagnostic]

    /// Creates a pair.
    public init(name: String, plan: PlanDocument?, diagnostics: [Diagnostic] = []) {
      self.name = name
      self.plan = plan
      self.diagnostics = diagnostics
    }
  }

  /// What the batch is called in reports: its folder, or a description.
  public var label: String
  /// The pairs, in batch order.
  public var pairs: [Pair]

  /// Creates a batch of plans.
  public init(label: String, pairs: [Pair]) {
    self.label = label
    self.pairs = pairs
  }

  /// Reads a `scenediff batch -o` folder: its `summary.json` and each planned pair's
  /// `*.plan.json`.
  ///
  /// A plan file that cannot be read makes only its pair fail (``Pair/plan`` is `nil`, and
  /// ``Pair/diagnostics`` says why).
  ///
  /// - Parameter folder: The folder `batch -o` wrote.
  /// - Returns: Its pairs, in the summary's order.
  /// - Throws: ``/SceneDiffCore/DiagnosticsError`` when `summary.json` is missing or is not a
  ///   `scenediff.batch` document.
  public static func load(folder: String) throws(DiagnosticsError) -> BatchPlans {
    let summaryPath = (folder as NSString).appendingPathComponent("summary.json")
    let entries: [(name: String, plan: String?)]
    do {
      entries = try summaryEntries(try JSONReader.read(file: summaryPath))
    } catch let error as JSONReadError {
      throw DiagnosticsError([error.diagnostic])
    } catch let error as PlanDocumentError {
      throw DiagnosticsError([error.diagnostic])
    } catch {
      throw DiagnosticsError([
        Diagnostic(.error, at: .start(of: summaryPath), code: "plan-unreadable", "\(error)")
      ])
    }
    var pairs: [Pair] = []
    for entry in entries {
      guard let plan = entry.plan else {
        pairs.append(Pair(name: entry.name, plan: nil))
        continue
      }
      do {
        let path = (folder as NSString).appendingPathComponent(plan)
        pairs.append(Pair(name: entry.name, plan: try PlanDocument.load(path: path)))
      } catch {
        pairs.append(Pair(name: entry.name, plan: nil, diagnostics: error.diagnostics))
      }
    }
    return BatchPlans(label: folder, pairs: pairs)
  }

  /// The `name` and, for a pair that planned, the `plan` file of every entry of `results`.
  private static func summaryEntries(_ document: JSONDocument) throws(PlanDocumentError)
    -> [(name: String, plan: String?)]
  {
    let reader = PlanDocumentReader(document: document)
    let root = document.value
    try reader.object(root, at: [])
    guard case .string("scenediff.batch") = root["format"] else {
      throw .notABatchSummary(
        document.location(of: root["format"] == nil ? [] : [.key("format")]),
        found: root["format"].map(PlanDocumentReader.describe) ?? "missing"
      )
    }
    var entries: [(name: String, plan: String?)] = []
    for (index, item) in try reader.array("results", of: root, at: []).enumerated() {
      let path: [JSONPathStep] = [.key("results"), .index(index)]
      try reader.object(item, at: path)
      let name = try reader.string("name", of: item, at: path)
      let planned = try reader.string("status", of: item, at: path) == "ok"
      entries.append((name, planned ? try reader.string("plan", of: item, at: path) : nil))
    }
    return entries
  }
}
