import SceneDiff

/// What the lint harness does with a linter: check fixed pairs and render the report.
public enum FuzzLint {
  /// The workspace's two native scenes planned with every transition kind, both ways.
  static let pairs: [LintPair] = {
    let (a, b) = FuzzPipeline.scenes
    let workspace = FuzzWorkspace.shared
    let file = workspace.path("res/transition/every.xml")
    return [(a, b, "scene_a", "scene_b"), (b, a, "scene_b", "scene_a")].map { from, to, f, t in
      LintPair(
        from: workspace.path("res/layout/\(f).xml"),
        to: workspace.path("res/layout/\(t).xml"),
        transitionFile: file,
        declaration: SourceLocation(file: file, line: 1, column: 1),
        transition: FuzzPipeline.everyTransition,
        plan: Planner.plan(from: from, to: to, transition: FuzzPipeline.everyTransition)
      )
    }
  }()

  /// Checks ``pairs`` with `linter` and renders the report as text, JSON and SARIF.
  public static func report(_ linter: Linter) {
    let report = LintReport(
      findings: linter.findings(for: pairs),
      configuration: linter.configuration,
      pairCount: pairs.count
    )
    _ = report.text
    _ = report.json.render(indent: nil)
    _ = report.sarif(toolVersion: "fuzz").render(indent: nil)
  }
}
