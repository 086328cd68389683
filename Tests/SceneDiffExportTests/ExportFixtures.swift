import Foundation
import SceneDiff
import SceneDiffTestSupport

@testable import SceneDiffExport

/// Plans for the export tests: the shipped scenes, and hand-made plans with every animated
/// property the sampler applies.
enum ExportFixtures {
  /// The package root.
  static let packageRoot = URL(fileURLWithPath: TestPaths.packageRoot)

  /// Every pair the manifests under `Scenes/` name, planned.
  static func shippedPlans() -> [Plan] {
    let discovery = Batch.discover([packageRoot.appendingPathComponent("Scenes").path])
    return Batch.run(discovery.jobs).compactMap(\.plan)
  }

  /// A linear animator.
  static func animator(
    _ target: String,
    _ property: AnimatedProperty,
    _ from: AnimatedValue,
    _ to: AnimatedValue,
    start: Double = 0,
    duration: Double = 300,
    space: AnimatorSpace = .parent,
    interpolator: Interpolator = .linear,
    path: AnimatorPath? = nil
  ) -> Animator {
    Animator(
      target: target,
      transition: "Test",
      property: property,
      space: space,
      from: from,
      to: to,
      startMs: start,
      durationMs: duration,
      timing: .interpolator(interpolator),
      path: path
    )
  }

  /// A plan from its parts.
  static func plan(
    from: SceneTree,
    to: SceneTree,
    animators: [Animator],
    presences: [ViewPresence] = [],
    matches: [Plan.Match] = []
  ) -> Plan {
    Plan(
      fromScene: from,
      toScene: to,
      matches: matches,
      appearing: [],
      disappearing: [],
      animators: animators,
      presences: presences,
      diagnostics: []
    )
  }

  /// A scene exercising translation, scroll, clip, the animation matrix, the image matrix,
  /// static transforms and an overlay subtree, one animator each.
  static func everyProperty() -> Plan {
    let child = ViewNode(
      id: "child",
      x: 10,
      y: 20,
      width: 60,
      height: 30,
      transform: ViewTransform(translationX: 5, rotation: 10)
    )
    let scroller = ViewNode(
      id: "scroller",
      x: 40,
      y: 60,
      width: 200,
      height: 120,
      alpha: 0.8,
      clip: Rect(left: 0, top: 0, right: 150, bottom: 100),
      scrollX: 4,
      scrollY: 6,
      children: [child]
    )
    let spun = ViewNode(id: "spun", x: 20, y: 300, width: 100, height: 50)
    let photo = ViewNode(
      id: "photo",
      className: "ImageView",
      x: 200,
      y: 300,
      width: 120,
      height: 80,
      image: ImageContent(scaleType: .centerCrop, drawableWidth: 300, drawableHeight: 100)
    )
    let end = TestScenes.scene([scroller, spun, photo])
    let leaving = ViewNode(
      id: "leaving",
      x: 30,
      y: 500,
      width: 100,
      height: 60,
      transform: ViewTransform(translationX: 3),
      children: [ViewNode(id: "leaving_child", x: 10, y: 10, width: 20, height: 20, alpha: 0.5)]
    )
    let start = TestScenes.scene([scroller, spun, photo, leaving])
    let spin = Matrix.translation(20, 300).concatenating(.rotation(degrees: 30))
    return plan(
      from: start,
      to: end,
      animators: [
        animator("child", .translationX, .scalar(-1000), .scalar(5)),
        animator("child", .translationY, .scalar(40), .scalar(0), start: 100, duration: 200),
        animator("scroller", .scrollX, .scalar(0), .scalar(4)),
        animator("scroller", .scrollY, .scalar(30), .scalar(6), interpolator: .fastOutSlowIn),
        animator(
          "scroller",
          .clipBounds,
          .rect(Rect(left: 0, top: 0, right: 200, bottom: 120)),
          .rect(Rect(left: 0, top: 0, right: 150, bottom: 100)),
          space: .local
        ),
        animator("spun", .matrix, .matrix(spin), .matrix(.translation(20, 300))),
        animator(
          "photo",
          .imageMatrix,
          .matrix(.scale(0.4, 0.8)),
          .matrix(.translation(-90, 0).concatenating(.scale(0.8, 0.8))),
          space: .local
        ),
        animator("leaving", .alpha, .scalar(1), .scalar(0), space: .root),
        animator("leaving", .translationX, .scalar(3), .scalar(-200), space: .root),
      ],
      presences: [
        ViewPresence(
          key: "leaving",
          placement: .overlay(Rect(left: 33, top: 500, right: 133, bottom: 560)),
          untilMs: 300
        )
      ]
    )
  }

  /// `v` changes parent with a ChangeTransform ghost (linear, 300 ms).
  ///
  /// Start: `v` (10, 10, 50 × 50, scaleX 2) in `p1` at (100, 50). End: `v` (10, 10, 50 × 50)
  /// in `p2` at (0, 300), scrolled by 20, alpha 0.5. `v` holds `dot` (5, 5, 10 × 10). As
  /// ChangeTransform plans it: the root-space matrix runs from `inverse(P_end) · P_start ·
  /// M_start = T(0, −280) · T(100, 50) · [2 0 −25; 0 1 0] = [2 0 75; 0 1 −230]` to the
  /// identity, and the ghost's parent matrix is `P_end = T(0, 300) · T(0, −20) = T(0, 280)`.
  static func reparented() -> Plan {
    let dot = TestScenes.view("dot", 5, 5, 10, 10)
    var v = TestScenes.view("v", 10, 10, 50, 50, children: [dot])
    v.transform = ViewTransform(scaleX: 2)
    let start = TestScenes.scene([TestScenes.view("p1", 100, 50, 200, 200, children: [v])])
    v.transform = ViewTransform()
    var p2 = TestScenes.view("p2", 0, 300, 200, 200, children: [v])
    p2.scrollY = 20
    p2.alpha = 0.5
    return plan(
      from: start,
      to: TestScenes.scene([p2]),
      animators: [
        animator(
          "v",
          .matrix,
          .matrix(Matrix([2, 0, 75, 0, 1, -230, 0, 0, 1])),
          .matrix(.identity),
          space: .root
        )
      ],
      presences: [
        ViewPresence(key: "v", placement: .ghost(parentMatrix: .translation(0, 280)), untilMs: 300)
      ]
    )
  }
}
