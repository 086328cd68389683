import Foundation
import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffAndroid

/// Scene pairs from `shared/corpus/SOURCES.md`, laid out by hand as native scenes (SceneDiff does
/// not lay out Android layouts yet), planned with the corpus's own transition files.
@Suite struct CorpusPairTests {
  static let pairs = TestPaths.fixtures(of: "SceneDiffAndroidTests") + "/corpus-pairs"

  func scene(_ name: String) throws -> SceneTree {
    try SceneFile.load(path: "\(Self.pairs)/\(name).xml").value
  }

  @Test func basicTransitionScene1ToScene3WithChangeBoundsAndFadeInTogether() throws {
    // SOURCES.md pair 2: scene1 → scene3 through scene3_transition_manager.xml, whose to-only
    // rule picks changebounds_fadein_together.xml.
    let res =
      TransitionFileTests.corpus + "/animation-samples/BasicTransition/Application/src/main/res"
    let manifest = try TransitionManagerFile.load(
      path: res + "/transition/scene3_transition_manager.xml"
    ).value
    let file = try #require(
      manifest.transition(from: res + "/layout/scene1.xml", to: res + "/layout/scene3.xml")
    )
    let transition = try TransitionFile.load(path: file).value
    let plan = Planner.plan(
      from: try scene("basic_scene1"),
      to: try scene("basic_scene3"),
      transition: transition
    )
    #expect(
      plan.matches.map(\.to) == [
        "container", "transition_square", "transition_image", "transition_oval",
      ]
    )
    #expect(plan.appearing == ["transition_title"])
    #expect(plan.disappearing.isEmpty)
    // Together, no durations set: everything runs 0–300 ms.
    let moves = plan.animators.filter { $0.property == .bounds }
    #expect(moves.map(\.target) == ["transition_image", "transition_oval", "transition_square"])
    #expect(moves.allSatisfy { $0.startMs == 0 && $0.durationMs == 300 })
    // All three keep their size, so each is a pure move of its top-left corner.
    #expect(moves[0].path?.json == .string("M0 50L0 432"))
    #expect(moves[1].path?.json == .string("M0 98L296 448"))
    #expect(moves[2].path?.json == .string("M0 0L139 0"))
    // The fade is limited to @id/transition_title and only fades in.
    let fade = try #require(plan.animator("transition_title", .alpha))
    #expect((fade.from, fade.to, fade.startMs) == (.scalar(0), .scalar(1), 0))
    #expect(plan.totalDurationMs == 300)
  }

  @Test func ctsScene2ToScene3WithTheManagersDefaultAutoTransition() throws {
    // SOURCES.md pair 28: no rule for scene2 → scene3, so TransitionManager runs AutoTransition.
    // The RelativeLayouts have no id: the old one disappears and the new one appears, while the
    // squares inside them match by id. Both roots' path key is /0; two unmatched views never
    // share a key, so they are from:/0 and to:/0 (issue 13).
    let plan = Planner.plan(from: try scene("cts_scene2"), to: try scene("cts_scene3"))
    #expect(plan.disappearing == ["from:/0"])
    #expect(plan.appearing == ["to:/0"])
    #expect(plan.matches.map(\.to) == ["greenSquare", "redSquare"])
    // Fade out the old layout 0–300, move redSquare (0, 10) → (10, 0) 300–600, fade in 600–900.
    let red = try #require(plan.animator("redSquare", .bounds))
    #expect((red.startMs, red.path?.json) == (300, .string("M0 10L10 0")))
    #expect(plan.animators.filter { $0.property == .alpha }.map(\.startMs) == [0, 600])
    #expect(plan.totalDurationMs == 900)
    // Half-way through the move the square is at (5, 5) inside the new, still transparent layout.
    let frame = Sampler(plan: plan).sample(at: 450)
    let sample = try #require(frame["redSquare"])
    #expect(sample.bounds == Rect(x: 5, y: 5, width: 10, height: 10))
    #expect(sample.alpha == 0)
  }

  @Test func materialAnimationsScene1ToScene3WithASequentialSlideThenChangeBounds() throws {
    // SOURCES.md pair 11: slide_and_changebounds_sequential.xml, a sequential set of <slide/>
    // (bottom edge, SidePropagation) and <changeBounds/>, duration @integer/anim_duration_long
    // = 500 (values/dimens.xml).
    let transition = try TransitionFile.load(
      path: TransitionFileTests.corpus
        + "/Material-Animations/app/src/main/res/transition/slide_and_changebounds_sequential.xml"
    ).value
    let plan = Planner.plan(
      from: try scene("ma_scene1"),
      to: try scene("ma_scene3"),
      transition: transition
    )
    // The RelativeLayouts have no id: the old one slides out, the new one slides in; both are
    // /0 in their own scene, so the plan calls them from:/0 and to:/0.
    #expect(plan.disappearing == ["from:/0"] && plan.appearing == ["to:/0"])
    let slides = plan.animators.filter { $0.property == .translationY }
    #expect(slides.count == 2)
    // Slide BOTTOM moves by the full root height, 560: out 0 → 560, in 560 → 0.
    let out = try #require(slides.first { $0.space == .root })
    let into = try #require(slides.first { $0.space == .parent })
    #expect((out.from, out.to) == (.scalar(0), .scalar(560)))
    #expect((into.from, into.to) == (.scalar(560), .scalar(0)))
    // SidePropagation(BOTTOM), speed 3, duration 500, root (0, 0, 360, 560), epicenter
    // (180, 280). Out: start centre (180, 280), direction −1, distance (280 − 0) + 0 = 280:
    // round(−500 / 3 × 280/560) = round(−83.33) = −83. In: end centre (180, 150), direction +1,
    // distance 150: round(500 / 3 × 150/560) = round(44.64) = 45. Normalised: 0 and 128.
    #expect((out.startMs, into.startMs) == (0, 128))
    #expect(slides.allSatisfy { $0.durationMs == 500 })
    // ChangeBounds runs when Slide ends, at max(0 + 500, 128 + 500) = 628, for 500 ms.
    let moves = plan.animators.filter { $0.property == .bounds }
    #expect(moves.count == 4)
    #expect(moves.allSatisfy { $0.startMs == 628 && $0.durationMs == 500 })
    #expect(
      plan.animator("square_red", .bounds)?.path?.json == .string("M210 0L0 150")
    )
    #expect(plan.totalDurationMs == 1128)
  }

  @Test func everyCorpusTransitionFileLoads() throws {
    let root = TransitionFileTests.corpus
    let files = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? [])
      .filter { $0.contains("/res/transition/") && $0.hasSuffix(".xml") }.sorted()
    #expect(files.count >= 35)  // today 33 transition files and 2 transitionManager files
    for file in files {
      let path = root + "/" + file
      let (kind, diagnostics) = InputFile.check(path: path)
      #expect(kind == .transition || kind == .manifest, "\(file)")
      #expect(diagnostics.allSatisfy { $0.severity != .error }, "\(diagnostics)")
    }
  }
}
