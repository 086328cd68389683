import Testing

@testable import SceneDiffCore

/// The sizes of the values a plan holds one of per animator: a million-view plan writes close
/// to 400,000 of them, so a few bytes more in one are megabytes of fresh pages.
@Suite struct AnimatorLayoutTests {
  @Test func anInterpolatorIsNineBytes() {
    // Its largest inline case is anticipateOvershoot's two Floats (8), plus the case tag; the
    // path interpolator is boxed (`indirect`).
    #expect(MemoryLayout<Interpolator>.size == 9)
  }

  @Test func aTimingCurveHoldsAnInterpolatorInlineAndTheRestBoxed() {
    // The interpolator (9) plus the curve's own tag at most; a cubic Bézier (four Doubles
    // and a name: 48) and a spring (four Doubles) are boxed.
    #expect(MemoryLayout<TimingCurve>.size <= 10)
  }

  @Test func anAnimatorPathIsOnePointer() {
    // Boxed (`indirect`): a reference, its optional in the pointer's spare bits.
    #expect(MemoryLayout<AnimatorPath?>.size == 8)
  }

  @Test func anAnimatorIsNinetySixBytes() {
    // Target, transition and property Strings (48), the keyframes array (8) = 56; start and
    // duration Doubles (16) = 72; the timing curve (at most 10) and the space and evaluator
    // bytes after it = at most 84; the path reference (8, aligned to 8) from 88: 96.
    #expect(MemoryLayout<Animator>.stride == 96)
  }

  @Test func aPendingAnimatorIsOneHundredAndFortyFourBytes() {
    // The animator (96); the presence (an overlay rectangle of four Doubles and a tag, boxed
    // ghost matrix: 33, optional in the tag's spare values) from 96 = 129; the pair's two
    // Int32 (aligned to 4) from 132 = 140 and its flag = 141, padded to 144.
    #expect(MemoryLayout<PendingAnimator>.stride == 144)
  }
}
