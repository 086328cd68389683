import Foundation
import SceneDiffCore
import SceneDiffXML

/// What `scenediff lint` checks under some paths: the scene pairs the transition manager
/// files name and the storyboards' segues (planned), and the interaction files.
public struct LintRun: Sendable {
  /// The pairs that planned.
  public var pairs: [LintPair]
  /// The interaction files found.
  public var interactionFiles: [String]
  /// Problems with the paths and inputs (a pair whose files do not load is left out).
  public var diagnostics: [Diagnostic]

  /// Finds and plans every pair under `paths`, as ``Batch/discover(_:)`` finds them (a
  /// manifest given as a file counts), and every interaction file (`<interaction>`).
  ///
  /// - Parameters:
  ///   - paths: Files or folders.
  ///   - layoutOptions: How Android layouts are laid out.
  /// - Returns: The pairs and files, with every problem found.
  public static func load(_ paths: [String], layoutOptions: LayoutOptions = LayoutOptions())
    -> LintRun
  {
    var interactions: [String] = []
    var seen: Set<String> = []
    for path in paths {
      for file in InputFile.xmlFiles(in: path) where seen.insert(file).inserted {
        if let root = try? XMLDocumentReader.read(file: file), root.name == "interaction" {
          interactions.append(file)
        }
      }
    }
    let discovery = Batch.discover(paths)
    var diagnostics = discovery.diagnostics
    if !interactions.isEmpty { diagnostics.removeAll { $0.code == "no-pairs" } }
    var transitions: [String: SceneTransition] = [:]
    var pairs: [LintPair] = []
    for result in Batch.run(discovery.jobs, layoutOptions: layoutOptions) {
      diagnostics += result.diagnostics
      let job = result.job
      guard let plan = result.plan else { continue }
      if transitions[job.transition] == nil, !job.isSegue, !Self.plansWithoutTransitionFile(job) {
        transitions[job.transition] = try? SceneTransitionFile.load(path: job.transition).value
      }
      // A segue's transition is the one its step plans (none for an immediate change).
      let found =
        Self.locatedTransition(job)
        ?? (job.isSegue ? Batch.segueTransition(job) : transitions[job.transition])
      guard let transition = found else { continue }
      pairs.append(
        LintPair(
          from: job.from,
          to: job.to,
          transitionFile: job.transition,
          declaration: job.location,
          transition: transition,
          plan: plan
        )
      )
    }
    return LintRun(
      pairs: pairs,
      interactionFiles: interactions,
      diagnostics: diagnostics.removingRepeats()
    )
  }

  /// Every finding: the pairs' and the interaction files'.
  ///
  /// - Parameter linter: The rules' configuration and tokens.
  /// - Returns: The findings, sorted by location, each once.
  public func findings(_ linter: Linter) -> [LintFinding] {
    var all = linter.findings(for: pairs)
    for file in interactionFiles {
      if case .success(let found) = linter.findings(forInteractionFile: file) { all += found }
    }
    return Linter.sorted(all)
  }

  /// One batch result as a lint pair (its transition file loaded again), or `nil` when it did
  /// not plan.
  public static func pair(of result: Batch.PairResult) -> LintPair? {
    guard let plan = result.plan,
      let transition = locatedTransition(result.job)
        ?? (result.job.isSegue
          ? Batch.segueTransition(result.job)
          : try? SceneTransitionFile.load(path: result.job.transition).value)
    else { return nil }
    let job = result.job
    return LintPair(
      from: job.from,
      to: job.to,
      transitionFile: job.transition,
      declaration: job.location,
      transition: transition,
      plan: plan
    )
  }

  /// Whether a job is a Navigation action (forward or popped), whose "transition file" is the
  /// Navigation graph, or a screen change a manifest rule sets with `sd:` attributes, whose
  /// "transition file" is the manifest.
  static func plansWithoutTransitionFile(_ job: Batch.Job) -> Bool {
    job.pairing == .navigationAction || job.pairing == .navigationActionPopped
      || job.isScreenChange
  }

  /// For a Navigation action's job, the transition its lint pair carries: an empty set located
  /// at the action element, so that every finding of the pair (its plan is the screen change
  /// the action's animations make) points at the `<action>` in the graph; likewise at the rule
  /// for a manifest's screen change; `nil` for any other job.
  static func locatedTransition(_ job: Batch.Job) -> SceneTransition? {
    guard plansWithoutTransitionFile(job) else { return nil }
    return SceneTransition(TransitionSet(), location: job.location)
  }
}
