import Testing

@testable import SceneDiffCore

/// ``PropertyKind`` decides once what the sampler used to decide by name at every evaluation,
/// so it must agree with the name-based sets it replaces.
@Suite struct PropertyKindTests {
  /// Every property SceneDiff declares, plus one it does not.
  static let properties: [AnimatedProperty] = [
    .bounds, .alpha, .clipBounds, .translationX, .translationY, .matrix, .imageMatrix,
    .scrollX, .scrollY, .scaleX, .scaleY, .backgroundColor, .textColor, .animationAlpha,
    .animationTranslation, .animationScale, .animationRotation, .animationClip, .dimmingAlpha,
    .frame, .opacity, .flipX, .flipY, .visibleRect, .clipRadius, .scrimAlpha, .translationZ,
    .rotation, .rotationX, .rotationY, .x, .y, AnimatedProperty(rawValue: "custom"),
  ]

  /// The iOS properties interpolated without a pixel grid are exactly
  /// ``AnimatedProperty/unrounded``, the set the iOS engine declares.
  @Test(arguments: properties)
  func unroundedKindsAreTheUnroundedSet(property: AnimatedProperty) {
    #expect(PropertyKind(property).isUnrounded == AnimatedProperty.unrounded.contains(property))
  }

  /// The two colour properties share one kind; a name SceneDiff does not know is `other`.
  @Test func coloursAndUnknownNames() {
    #expect(PropertyKind(.backgroundColor) == .color)
    #expect(PropertyKind(.textColor) == .color)
    #expect(PropertyKind(AnimatedProperty(rawValue: "custom")) == .other)
    #expect(PropertyKind(.rotationX) == .other)
  }
}
