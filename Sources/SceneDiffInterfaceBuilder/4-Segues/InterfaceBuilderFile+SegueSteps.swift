import SceneDiffCore
import SceneDiffXML

extension InterfaceBuilderFile {
  /// The screen change a segue of the storyboard at `path` makes, forward or (`isPop`) its pop
  /// or dismissal.
  ///
  /// `segue` is the segue's `identifier`, else its IB object id. A `show` (or legacy `push`)
  /// from a controller in a navigation controller's stack is `UINavigationController`'s
  /// default push; other segues are modal presentations with their `modalTransitionStyle`;
  /// `animates="NO"` is an immediate change. Load ``StoryboardSegueStep/from`` and
  /// ``StoryboardSegueStep/to`` (`FILE#NAME` paths) and call
  /// ``StoryboardSegueStep/plan(from:to:)``.
  ///
  /// - Throws: ``/SceneDiffCore/DiagnosticsError``: `unknown-segue` (with a suggestion),
  ///   `segue-not-a-transition` (relationship, embed), `unwind-segue`,
  ///   `segue-destination-not-a-scene`, or the document's own errors.
  public static func segueStep(path: String, segue: String, isPop: Bool) throws(DiagnosticsError)
    -> StoryboardSegueStep
  {
    try segueStep(try XMLDocumentReader.root(file: path), file: path, segue: segue, isPop: isPop)
  }

  /// ``segueStep(path:segue:isPop:)`` for a parsed storyboard.
  package static func segueStep(
    _ root: LocatedElement,
    file: String,
    segue: String,
    isPop: Bool
  ) throws(DiagnosticsError) -> StoryboardSegueStep {
    let planner = try StoryboardSeguePlanner(document: try IBDocument.read(root, file: file))
    return try planner.step(try planner.segue(named: segue), isPop: isPop)
  }

  /// Every screen change of a parsed storyboard, each transition segue forward then reversed.
  ///
  /// In document order; `skipped` has a note for each unwind segue and an error for each
  /// segue that cannot be planned. Relationship and embed segues (a container's children) are
  /// no transitions and are left out silently.
  package static func segueSteps(_ root: LocatedElement, file: String) throws(DiagnosticsError)
    -> (steps: [StoryboardSegueStep], skipped: [Diagnostic])
  {
    let document = try IBDocument.read(root, file: file)
    let planner = try StoryboardSeguePlanner(document: document)
    var steps: [StoryboardSegueStep] = []
    var skipped: [Diagnostic] = []
    for segue in planner.segues where !StoryboardSeguePlanner.containment.contains(segue.kind) {
      if segue.kind == .unwind {
        skipped.append(StoryboardSegueDiagnostics.unwind(segue, severity: .note))
        continue
      }
      do {
        steps.append(try planner.step(segue, isPop: false))
        steps.append(try planner.step(segue, isPop: true))
      } catch {
        skipped += error.diagnostics
      }
    }
    return (steps, skipped)
  }

  /// Whether a parsed document is an iOS storyboard (segues are read from storyboards only).
  package static func isStoryboardRoot(_ root: LocatedElement) -> Bool {
    IBDocument.isDocumentRoot(root)
      && root.value("type") == InterfaceBuilderError.storyboardType
  }
}
