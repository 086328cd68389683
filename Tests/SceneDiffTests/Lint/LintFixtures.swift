import Foundation
import SceneDiff
import SceneDiffTestSupport

/// Small hand-built scenes and pairs for the lint rule tests: a 360 × 640 screen whose views
/// are placed so that each rule's condition is easy to read off.
enum LintFixtures {
  /// A 360 × 640 scene.
  static func scene(_ views: [ViewNode], file: String = "a.xml") -> SceneTree {
    SceneTree(file: file, width: 360, height: 640, views: views)
  }

  /// A view.
  static func view(
    _ id: String,
    _ x: Double,
    _ y: Double,
    _ width: Double,
    _ height: Double,
    name: String? = nil,
    className: String = "View",
    children: [ViewNode] = []
  ) -> ViewNode {
    ViewNode(
      id: id,
      transitionName: name,
      className: className,
      x: x,
      y: y,
      width: width,
      height: height,
      children: children
    )
  }

  /// A pair planned from two scenes and a transition; the transition file is
  /// `<app>/transition/<name>.xml`, declared at `<app>/transition/manager.xml:<line>:5`.
  static func pair(
    _ from: SceneTree,
    _ to: SceneTree,
    _ transition: SceneTransition,
    app: String = "app",
    name: String = "t",
    line: Int = 1
  ) -> LintPair {
    LintPair(
      from: from.file ?? "a.xml",
      to: to.file ?? "b.xml",
      transitionFile: "\(app)/transition/\(name).xml",
      declaration: SourceLocation(file: "\(app)/transition/manager.xml", line: line, column: 5),
      transition: transition,
      plan: Planner.plan(from: from, to: to, transition: transition)
    )
  }

  /// The rule ids of a pair's findings with the default configuration.
  static func rules(_ pair: LintPair, _ linter: Linter = Linter()) -> [String] {
    linter.findings(for: pair).map(\.rule)
  }

  /// The findings of one rule.
  static func findings(_ rule: String, _ pair: LintPair, _ linter: Linter = Linter())
    -> [LintFinding]
  {
    linter.findings(for: pair).filter { $0.rule == rule }
  }

  /// A card of 100 × 100 at (20, 200) that moves to (120, 300): a small change in place.
  static func movingCard(duration: Int, className: String = "View") -> LintPair {
    pair(
      scene([view("card", 20, 200, 100, 100, className: className)]),
      scene([view("card", 120, 300, 100, 100, className: className)], file: "b.xml"),
      SceneTransition(ChangeBounds()).duration(duration)
    )
  }
}
