import SceneDiffAndroid
import SceneDiffCore
import SceneDiffXML

extension Batch {
  /// The jobs of a Navigation graph: each action with a destination, forward then popped.
  ///
  /// An action that cannot be planned (a destination without a layout) is reported and gives
  /// no job. An action that only pops (`app:popUpTo` without destination) has no screen
  /// change and is skipped.
  static func navigationJobs(
    _ root: LocatedElement,
    path: String,
    _ diagnostics: inout [Diagnostic]
  )
    -> [Job]
  {
    let graph: NavigationGraph
    do {
      graph = try NavigationGraph.load(root, path: path).value
    } catch {
      diagnostics += error.diagnostics
      return []
    }
    var jobs: [Job] = []
    for action in graph.actions where action.destination != nil {
      for pairing in [Job.Pairing.navigationAction, .navigationActionPopped] {
        do {
          let step = try graph.step(action: action.id, isPop: pairing == .navigationActionPopped)
          jobs.append(
            Job(
              manifest: path,
              from: step.fromLayout,
              to: step.toLayout,
              transition: path,
              location: action.location,
              pairing: pairing,
              action: action.id
            )
          )
        } catch {
          // Forward and popped fail alike: report once.
          if pairing == .navigationAction { diagnostics += error.diagnostics }
        }
      }
    }
    return jobs
  }

  /// Plans a Navigation job from its loaded scenes: the action's animations from the graph,
  /// through ``ScreenChangeFiles``.
  static func navigationResult(
    _ job: Job,
    from: SceneTree,
    to: SceneTree,
    diagnostics: [Diagnostic]
  ) -> PairResult {
    let isPop = job.pairing == .navigationActionPopped
    do {
      let graph = try NavigationGraph.load(path: job.transition).value
      let step = try graph.step(action: job.action ?? "", isPop: isPop)
      let loaded = try ScreenChangeFiles.plan(
        from: from,
        to: to,
        enter: step.enterAnim.map { ($0, job.transition) },
        exit: step.exitAnim.map { ($0, job.transition) },
        order: ScreenChange.order(isPop: isPop)
      )
      var plan = loaded.value
      plan.diagnostics = diagnostics + loaded.diagnostics + plan.diagnostics
      return PairResult(job: job, plan: plan, diagnostics: plan.diagnostics)
    } catch {
      return PairResult(job: job, plan: nil, diagnostics: diagnostics + error.diagnostics)
    }
  }
}
