import Dispatch
import Foundation
import SceneDiffAndroid
import SceneDiffCore
import SceneDiffNative
import SceneDiffXML

/// Plans every scene pair declared by the transition manager files under some paths.
///
/// Discovery finds `*.xml` files whose root is `<transitionManager>`; each rule gives one pair
/// (see ``TransitionManagerFile/pairs``). Every scene and transition file is loaded once, pairs
/// are planned concurrently, and results come back in discovery order whatever the thread
/// count. A bad file fails only the pairs that use it.
public enum Batch {
  /// One scene pair to plan.
  public struct Job: Sendable, Hashable {
    /// The manifest that declared it.
    public var manifest: String
    /// The start scene file.
    public var from: String
    /// The end scene file.
    public var to: String
    /// The transition file.
    public var transition: String
    /// The manifest rule's location.
    public var location: SourceLocation

    /// A file-system-friendly name: `<from>-to-<to>`.
    public var name: String {
      let stem = { (path: String) in
        ((path as NSString).lastPathComponent as NSString).deletingPathExtension
      }
      return "\(stem(from))-to-\(stem(to))"
    }
  }

  /// The outcome for one pair.
  public struct Result: Sendable {
    /// The pair.
    public var job: Job
    /// The plan, when every input loaded.
    public var plan: Plan?
    /// Diagnostics from its inputs (errors when `plan` is `nil`).
    public var diagnostics: [Diagnostic]
  }

  /// What discovery found.
  public struct Discovery: Sendable {
    /// Pairs in discovery order (manifests sorted by path, rules in document order).
    public var jobs: [Job]
    /// Problems with the paths or manifests.
    public var diagnostics: [Diagnostic]
  }

  /// Finds manifests under `paths` (files or folders, searched recursively).
  public static func discover(_ paths: [String]) -> Discovery {
    var diagnostics: [Diagnostic] = []
    var files: [String] = []
    for path in paths {
      guard FileManager.default.fileExists(atPath: path) else {
        diagnostics.append(
          Diagnostic(.error, at: nil, code: "no-such-path", "no such file or folder: '\(path)'")
        )
        continue
      }
      files += InputFile.xmlFiles(in: path)
    }
    var jobs: [Job] = []
    for file in files {
      let root: LocatedElement
      do {
        root = try XMLDocumentReader.read(file: file)
      } catch {
        diagnostics.append(error.diagnostic)
        continue
      }
      guard TransitionManagerFile.isManifest(root) else { continue }
      do {
        let manifest = try TransitionManagerFile.load(root, path: file)
        diagnostics += manifest.diagnostics
        for pair in manifest.value.pairs {
          jobs.append(
            Job(
              manifest: file,
              from: pair.from,
              to: pair.to,
              transition: pair.transition,
              location: pair.location
            )
          )
        }
      } catch {
        diagnostics += error.diagnostics
      }
    }
    return Discovery(jobs: jobs, diagnostics: diagnostics)
  }

  /// Plans every job on up to `threads` threads; results are in job order.
  public static func run(
    _ jobs: [Job],
    threads: Int = ProcessInfo.processInfo.activeProcessorCount,
    layoutOptions: LayoutOptions = LayoutOptions()
  ) -> [Result] {
    let sceneFiles = Array(Set(jobs.flatMap { [$0.from, $0.to] })).sorted()
    let transitionFiles = Array(Set(jobs.map(\.transition))).sorted()
    let scenes = parallelMap(sceneFiles, threads: threads) { path in
      Swift.Result { () throws(DiagnosticsError) in
        try SceneFile.load(path: path, layoutOptions: layoutOptions)
      }
    }
    let transitions = parallelMap(transitionFiles, threads: threads) { path in
      Swift.Result { () throws(DiagnosticsError) in try TransitionFile.load(path: path) }
    }
    let sceneByPath = Dictionary(uniqueKeysWithValues: zip(sceneFiles, scenes))
    let transitionByPath = Dictionary(uniqueKeysWithValues: zip(transitionFiles, transitions))
    return parallelMap(jobs, threads: threads) { job in
      var diagnostics: [Diagnostic] = []
      func take<V>(_ loaded: Swift.Result<Loaded<V>, DiagnosticsError>?) -> V? {
        switch loaded {
        case .success(let value)?:
          diagnostics += value.diagnostics
          return value.value
        case .failure(let error)?:
          diagnostics += error.diagnostics
          return nil
        case nil: return nil
        }
      }
      let from = take(sceneByPath[job.from])
      let to = job.to == job.from ? from : take(sceneByPath[job.to])
      let transition = take(transitionByPath[job.transition])
      guard let from, let to, let transition else {
        return Result(job: job, plan: nil, diagnostics: diagnostics)
      }
      var plan = Planner.plan(from: from, to: to, transition: transition)
      plan.diagnostics = diagnostics + plan.diagnostics
      return Result(job: job, plan: plan, diagnostics: plan.diagnostics)
    }
  }
}

/// Maps `items` on up to `threads` threads, keeping order.
func parallelMap<T: Sendable, R: Sendable>(
  _ items: [T],
  threads: Int,
  _ transform: @Sendable (T) -> R
) -> [R] {
  guard threads > 1, items.count > 1 else { return items.map(transform) }
  let results = ResultSlots<R>(count: items.count)
  let workers = min(threads, items.count)
  DispatchQueue.concurrentPerform(iterations: workers) { worker in
    var i = worker
    while i < items.count {
      results.set(i, transform(items[i]))
      i += workers
    }
  }
  return results.values()
}

/// Fixed slots written once each from several threads.
private final class ResultSlots<R: Sendable>: @unchecked Sendable {
  // Each index is written by exactly one worker and read only after all workers finish,
  // under the lock for memory ordering.
  private var slots: [R?]
  private let lock = NSLock()

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ value: R) {
    lock.lock()
    slots[index] = value
    lock.unlock()
  }

  func values() -> [R] {
    lock.lock()
    defer { lock.unlock() }
    return slots.compactMap { $0 }
  }
}
