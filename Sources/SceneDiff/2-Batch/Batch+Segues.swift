import SceneDiffCore
import SceneDiffInterfaceBuilder
import SceneDiffXML

extension Batch {
  /// The jobs of a storyboard: each transition segue performed, then popped or dismissed.
  ///
  /// Relationship and embed segues (silently) and unwind segues (a note each) give no job; a
  /// segue that cannot be planned (its destination is a storyboard reference) is reported at
  /// the `<segue>` and gives none. The storyboard's other segues still do.
  static func segueJobs(
    _ root: LocatedElement,
    path: String,
    _ diagnostics: inout [Diagnostic]
  ) -> [Job] {
    let steps: [StoryboardSegueStep]
    do {
      let found = try InterfaceBuilderFile.segueSteps(root, file: path)
      steps = found.steps
      diagnostics += found.skipped
    } catch {
      diagnostics += error.diagnostics
      return []
    }
    return steps.map { step in
      Job(
        manifest: path,
        from: step.from,
        to: step.to,
        transition: path,
        location: step.segue.location,
        pairing: step.isPop ? .storyboardSeguePopped : .storyboardSegue,
        action: step.segue.name
      )
    }
  }

  /// The transition a segue job plays (`nil` for an immediate change, or when the
  /// storyboard no longer reads), for lint.
  package static func segueTransition(_ job: Job) -> SceneTransition? {
    (try? segueStep(job))?.transition
  }

  /// The step of the `<segue>` at the job's location, read again from the storyboard.
  private static func segueStep(_ job: Job) throws(DiagnosticsError) -> StoryboardSegueStep? {
    let root = try XMLDocumentReader.root(file: job.transition)
    return try InterfaceBuilderFile.segueSteps(root, file: job.transition).steps.first {
      $0.segue.location == job.location && $0.isPop == job.isPopped
    }
  }

  /// Plans a segue job from its loaded scenes: the step of the `<segue>` at the job's
  /// location, read again from the storyboard.
  static func segueResult(
    _ job: Job,
    from: SceneTree,
    to: SceneTree,
    diagnostics: [Diagnostic]
  ) -> PairResult {
    do {
      guard let step = try segueStep(job) else {
        let missing = Diagnostic(
          .error,
          at: job.location,
          code: "unknown-segue",
          "the storyboard no longer has a segue '\(job.action ?? "")' here"
        )
        return PairResult(job: job, plan: nil, diagnostics: diagnostics + [missing])
      }
      var plan = step.plan(from: from, to: to)
      plan.diagnostics = diagnostics + plan.diagnostics
      return PairResult(job: job, plan: plan, diagnostics: plan.diagnostics)
    } catch {
      return PairResult(job: job, plan: nil, diagnostics: diagnostics + error.diagnostics)
    }
  }
}
