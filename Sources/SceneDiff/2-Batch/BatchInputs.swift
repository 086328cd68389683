import SceneDiffAndroid
import SceneDiffCore
import SceneDiffIOS

/// The files a batch reads, each loaded once, and the planning of one job from them.
///
/// ``Batch/results(for:maxConcurrency:layoutOptions:)`` and ``Batch/run(_:layoutOptions:)``
/// share it: they differ only in how many files and pairs they work on at once.
struct BatchInputs: Sendable {
  /// One file a batch reads.
  enum File: Sendable, Hashable {
    /// A scene file (native scene or Android layout).
    case scene(String)
    /// A transition file.
    case transition(String)
    /// A MotionLayout layout laid out at its MotionScene's end state (a job that plays the
    /// scene, ``Batch/Job/playsMotionScene``).
    case sceneAtMotionEnd(String)

    /// Loads the file; layouts are laid out with `layoutOptions`.
    func load(_ layoutOptions: LayoutOptions) -> LoadedFile {
      switch self {
      case .scene(let path):
        .scene(
          Result { () throws(DiagnosticsError) in
            try SceneFile.load(path: path, layoutOptions: layoutOptions)
          }
        )
      case .transition(let path):
        .transition(
          Result { () throws(DiagnosticsError) in try SceneTransitionFile.load(path: path) }
        )
      case .sceneAtMotionEnd(let path):
        .scene(
          Result { () throws(DiagnosticsError) in
            var options = layoutOptions
            options.isAtMotionEnd = true
            return try SceneFile.load(path: path, layoutOptions: options)
          }
        )
      }
    }
  }

  /// A loaded file, or every diagnostic that stopped it.
  enum LoadedFile: Sendable {
    /// A scene file's outcome.
    case scene(Result<Loaded<SceneTree>, DiagnosticsError>)
    /// A transition file's outcome.
    case transition(Result<Loaded<SceneTransition>, DiagnosticsError>)
  }

  /// Scene files by path.
  private var scenes: [String: Result<Loaded<SceneTree>, DiagnosticsError>] = [:]
  /// MotionLayout layouts at their end state by path.
  private var motionEndScenes: [String: Result<Loaded<SceneTree>, DiagnosticsError>] = [:]
  /// Transition files by path.
  private var transitions: [String: Result<Loaded<SceneTransition>, DiagnosticsError>] = [:]

  /// Every file `jobs` read, once each: the scene files sorted by path, then the transition
  /// files sorted by path, then the MotionLayout layouts read at their end state.
  static func files(of jobs: [Batch.Job]) -> [File] {
    let scenes = Set(jobs.flatMap { [$0.from, $0.to] }).sorted().map(File.scene)
    let transitions = Set(jobs.filter { !$0.isNavigation && !$0.isScreenChange }.map(\.transition))
      .sorted()
      .map(File.transition)
    let motionEnds = Set(jobs.filter(\.playsMotionScene).map(\.to)).sorted()
      .map(File.sceneAtMotionEnd)
    return scenes + transitions + motionEnds
  }

  /// The loaded files.
  init(_ loaded: [LoadedFile], of files: [File]) {
    for (file, outcome) in zip(files, loaded) {
      switch (file, outcome) {
      case (.scene(let path), .scene(let result)): scenes[path] = result
      case (.transition(let path), .transition(let result)): transitions[path] = result
      case (.sceneAtMotionEnd(let path), .scene(let result)): motionEndScenes[path] = result
      default: continue
      }
    }
  }

  /// Plans one job from the loaded files: its inputs' warnings, then the plan's, or the
  /// inputs' errors when one did not load.
  func plan(_ job: Batch.Job) -> Batch.PairResult {
    var diagnostics: [Diagnostic] = []
    func take<Value>(_ loaded: Result<Loaded<Value>, DiagnosticsError>?) -> Value? {
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
    let from = take(scenes[job.from])
    let to =
      job.playsMotionScene
      ? take(motionEndScenes[job.to]) : job.to == job.from ? from : take(scenes[job.to])
    if job.isNavigation {
      guard let from, let to else {
        return Batch.PairResult(job: job, plan: nil, diagnostics: diagnostics)
      }
      if job.isSegue {
        return Batch.segueResult(job, from: from, to: to, diagnostics: diagnostics)
      }
      return Batch.navigationResult(job, from: from, to: to, diagnostics: diagnostics)
    }
    if job.isScreenChange, let settings = job.settings {
      guard let from, let to else {
        return Batch.PairResult(job: job, plan: nil, diagnostics: diagnostics)
      }
      return Self.screenChangeResult(job, settings, from: from, to: to, diagnostics: diagnostics)
    }
    let transition = take(transitions[job.transition])
    guard let from, let to, let transition else {
      return Batch.PairResult(job: job, plan: nil, diagnostics: diagnostics)
    }
    do {
      let applied = try job.settings?.applyingOperation(to: transition) ?? transition
      var plan = Planner.plan(from: from, to: to, transition: applied)
      try Self.addInteraction(job.settings?.interaction, to: &plan, &diagnostics)
      plan.diagnostics = diagnostics + plan.diagnostics
      plan.transitionSource = .managerRule(transition: job.transition, rule: job.location)
      return Batch.PairResult(job: job, plan: plan, diagnostics: plan.diagnostics)
    } catch {
      return Batch.PairResult(job: job, plan: nil, diagnostics: diagnostics + error.diagnostics)
    }
  }

  /// Plans a job whose rule sets a screen change with `sd:` attributes.
  private static func screenChangeResult(
    _ job: Batch.Job,
    _ settings: PairSettings,
    from: SceneTree,
    to: SceneTree,
    diagnostics: [Diagnostic]
  ) -> Batch.PairResult {
    var diagnostics = diagnostics
    do {
      let loaded = try ScreenChangeFiles.plan(settings, from: from, to: to)
      var plan = loaded.value
      try addInteraction(settings.interaction, to: &plan, &diagnostics)
      plan.diagnostics = diagnostics + loaded.diagnostics + plan.diagnostics
      return Batch.PairResult(job: job, plan: plan, diagnostics: plan.diagnostics)
    } catch {
      return Batch.PairResult(job: job, plan: nil, diagnostics: diagnostics + error.diagnostics)
    }
  }

  /// Loads the interaction script a rule names, if any, into the plan; its warnings join
  /// `diagnostics`.
  private static func addInteraction(
    _ path: String?,
    to plan: inout Plan,
    _ diagnostics: inout [Diagnostic]
  ) throws(DiagnosticsError) {
    guard let path else { return }
    let interaction = try InteractionFile.load(path: path)
    diagnostics += interaction.diagnostics
    plan.interaction = interaction.value
  }
}
