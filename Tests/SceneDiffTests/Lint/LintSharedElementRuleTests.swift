import Foundation
import SceneDiff
import SceneDiffTestSupport
import Testing

@Suite("Lint shared-element rules")
struct LintSharedElementRuleTests {
  /// A shared element `hero` moving from `start` to (20, 300) 100 × 100, with `extra` views.
  static func hero(
    start: ViewNode,
    extraFrom: [ViewNode] = [],
    extraTo: [ViewNode] = []
  ) -> LintPair {
    LintFixtures.pair(
      LintFixtures.scene([start] + extraFrom),
      LintFixtures.scene(
        [LintFixtures.view("hero_end", 20, 300, 100, 100, name: "hero")] + extraTo,
        file: "b.xml"
      ),
      SceneTransition(ChangeBounds()).duration(300)
    )
  }

  @Test("shared-name-one-side: a name in one screen only")
  func oneSide() {
    let pair = LintFixtures.pair(
      LintFixtures.scene([LintFixtures.view("cover", 20, 200, 100, 100, name: "cover_art")]),
      LintFixtures.scene([LintFixtures.view("cover", 20, 300, 100, 100)], file: "b.xml"),
      SceneTransition(ChangeBounds()).duration(300)
    )
    #expect(
      LintFixtures.findings("shared-name-one-side", pair).map { (finding: LintFinding) in
        finding.message
      } == [
        "transitionName 'cover_art' is in a.xml but not in b.xml, so it matches nothing"
      ]
    )
    let both = Self.hero(start: LintFixtures.view("hero_start", 20, 200, 100, 100, name: "hero"))
    #expect(LintFixtures.findings("shared-name-one-side", both).isEmpty)
  }

  @Test("shared-name-duplicate: the same name twice in one screen")
  func duplicate() {
    let twice = Self.hero(
      start: LintFixtures.view("row1", 20, 100, 100, 50, name: "hero"),
      extraFrom: [LintFixtures.view("row2", 20, 160, 100, 50, name: "hero")]
    )
    let found = LintFixtures.findings("shared-name-duplicate", twice)
    #expect(found.count == 1)
    #expect(found.first?.severity == .error)
    let once = Self.hero(start: LintFixtures.view("row1", 20, 100, 100, 50, name: "hero"))
    #expect(LintFixtures.findings("shared-name-duplicate", once).isEmpty)
  }

  @Test("shared-element-offscreen: off the screen, or clipped by a scrolling parent")
  func offscreen() {
    // Starts at x = -60: [-60, 200, 40, 300] leaves the screen [0, 0, 360, 640].
    let off = Self.hero(start: LintFixtures.view("h", -60, 200, 100, 100, name: "hero"))
    #expect(
      LintFixtures.findings("shared-element-offscreen", off).map { (finding: LintFinding) in
        finding.message
      } == [
        "shared element 'hero' starts off screen at [-60, 200, 40, 300] (the screen is [0, 0, 360, 640])"
      ]
    )
    // In a RecyclerView at y 100, 200 tall (shows [0, 100, 360, 300]), at y 150 inside it:
    // [20, 250, 120, 350] reaches below 300.
    let list = LintFixtures.view(
      "list",
      0,
      100,
      360,
      200,
      className: "RecyclerView",
      children: [LintFixtures.view("h", 20, 150, 100, 100, name: "hero")]
    )
    let clipped = Self.hero(start: list)
    #expect(
      LintFixtures.findings("shared-element-offscreen", clipped).map { (finding: LintFinding) in
        finding.message
      } == [
        "shared element 'hero' starts at [20, 250, 120, 350], clipped by 'list' (RecyclerView) "
          + "showing [0, 100, 360, 300]"
      ]
    )
    let inside = Self.hero(start: LintFixtures.view("h", 20, 200, 100, 100, name: "hero"))
    #expect(LintFixtures.findings("shared-element-offscreen", inside).isEmpty)
  }

  @Test("shared-element-under-bar: under a toolbar drawn after it")
  func underBar() {
    // The toolbar [0, 0, 360, 56] is drawn after the hero at [20, 20, 120, 120]: they overlap.
    let toolbar = LintFixtures.view("toolbar", 0, 0, 360, 56, className: "Toolbar")
    let under = Self.hero(
      start: LintFixtures.view("h", 20, 20, 100, 100, name: "hero"),
      extraFrom: [toolbar],
      extraTo: [toolbar]
    )
    #expect(
      LintFixtures.findings("shared-element-under-bar", under).map { (finding: LintFinding) in
        finding.message
      } == [
        "shared element 'hero' starts at [20, 20, 120, 120], under 'toolbar' (Toolbar) at "
          + "[0, 0, 360, 56], which is drawn above it"
      ]
    )
    let clear = Self.hero(
      start: LintFixtures.view("h", 20, 200, 100, 100, name: "hero"),
      extraFrom: [toolbar],
      extraTo: [toolbar]
    )
    #expect(LintFixtures.findings("shared-element-under-bar", clear).isEmpty)
  }
}
