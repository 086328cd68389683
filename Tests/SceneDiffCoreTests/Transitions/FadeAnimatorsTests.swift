import Testing

@testable import SceneDiffCore

/// Fade's pending animators, worked out by hand from Android's `Fade` (alpha 0 → 1 for a view
/// that appears, 1 → 0 for one that disappears, the `ValueAnimator` defaults until scheduled),
/// and the keyframe arrays its animators share.
@Suite struct FadeAnimatorsTests {
  /// Two scenes with one view kept in place, one removed and one added.
  ///
  /// Start: root (id root, 100 × 100) holding a, b and c; end: root holding a, b (INVISIBLE)
  /// and d. By hand: b stays in the end scene and goes invisible (kept in place, parent
  /// space), c is removed (drawn in the overlay, root space), d is added (appears).
  private static let scenes = (
    start: scene([
      ViewNode(id: "a", width: 10, height: 10),
      ViewNode(id: "b", width: 10, height: 10),
      ViewNode(id: "c", x: 10, y: 20, width: 30, height: 40),
    ]),
    end: scene([
      ViewNode(id: "a", width: 10, height: 10),
      ViewNode(id: "b", width: 10, height: 10, visibility: .invisible),
      ViewNode(id: "d", width: 20, height: 20),
    ])
  )

  /// A 100 × 100 scene whose one top-level view (id root, as large) holds `children`.
  private static func scene(_ children: [ViewNode]) -> SceneTree {
    SceneTree(
      width: 100,
      height: 100,
      views: [ViewNode(id: "root", width: 100, height: 100, children: children)]
    )
  }

  /// The alpha animator Fade makes for `target`, from the public initializer.
  private static func alpha(_ target: String, _ space: AnimatorSpace, appearing: Bool) -> Animator {
    Animator(
      target: target,
      transition: "Fade",
      property: .alpha,
      space: space,
      from: .scalar(appearing ? 0 : 1),
      to: .scalar(appearing ? 1 : 0),
      startMs: 0,
      durationMs: 300,
      timing: .interpolator(.accelerateDecelerate)
    )
  }

  /// Fade's pending animators for the scenes, with or without the planner's decisions.
  private static func animators(decided: Bool) -> [PendingAnimator] {
    var context = Planner.context(from: scenes.start, to: scenes.end, transition: .fade())
    if decided { context.decideVisibility() }
    return Fade(mode: .both).animators(node: 0, context: context)
  }

  @Test(arguments: [true, false])
  func theAnimatorsAreTheHandMadeOnes(decided: Bool) {
    let made = Self.animators(decided: decided)
    // In pair order: b, then c (start only), then d (end only).
    #expect(
      made.map(\.animator) == [
        Self.alpha("b", .parent, appearing: false),
        Self.alpha("c", .root, appearing: false),
        Self.alpha("d", .parent, appearing: true),
      ]
    )
    let overlay = Rect(x: 10, y: 20, width: 30, height: 40)
    #expect(made.map(\.presence) == [.inPlace, .overlay(overlay), nil])
  }

  @Test func animatorsOfOneDirectionShareTheirKeyframes() {
    let made = Self.animators(decided: true)
    let storage = made.map { $0.animator.keyframes.withUnsafeBufferPointer { $0.baseAddress } }
    #expect(storage.count == 3)
    #expect(storage[0] == storage[1])
    #expect(storage[0] != storage[2])
  }
}
