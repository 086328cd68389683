import Testing

@testable import SceneDiffCore

/// ``AnimatedProperty/isViewAnimation`` names exactly the five properties a view animation's
/// `<alpha>`, `<translate>`, `<scale>`, `<rotate>` and `<cliprect>` animate.
@Suite struct AnimatedPropertyViewAnimationTests {
  @Test func theFiveViewAnimationPropertiesAreViewAnimations() {
    for name in [
      "animationAlpha", "animationTranslation", "animationScale", "animationRotation",
      "animationClip",
    ] {
      #expect(AnimatedProperty(rawValue: name).isViewAnimation, "\(name)")
    }
  }

  @Test func otherPropertiesAreNot() {
    // Animator properties, and names that only share a prefix or differ in case.
    for name in [
      "alpha", "bounds", "matrix", "translationX", "scaleX", "rotation", "clipBounds",
      "animation", "animationAlphaX", "AnimationAlpha", "animationclip", "",
    ] {
      #expect(!AnimatedProperty(rawValue: name).isViewAnimation, "\(name)")
    }
  }
}
