import Foundation
import SceneDiff
import SceneDiffTestSupport
import Testing

@Suite("Lint navigation rules")
struct LintNavigationRuleTests {
  /// Two tabs of one screen: the TabLayout persists, the content (360 × 512 at y 128) is
  /// replaced.
  static func tabs(_ transition: SceneTransition, line: Int = 1) -> LintPair {
    let bar = LintFixtures.view("tabs", 0, 80, 360, 48, className: "TabLayout")
    return LintFixtures.pair(
      LintFixtures.scene([bar, LintFixtures.view("songs", 0, 128, 360, 512)]),
      LintFixtures.scene([bar, LintFixtures.view("albums", 0, 128, 360, 512)], file: "b.xml"),
      transition,
      line: line
    )
  }

  /// Two screens: everything but a status bar is replaced (a 360 × 600 body on each side).
  static func screens(_ transition: SceneTransition, app: String = "app", line: Int) -> LintPair {
    let status = LintFixtures.view("status", 0, 0, 360, 40)
    return LintFixtures.pair(
      LintFixtures.scene([status, LintFixtures.view("list", 0, 40, 360, 600)]),
      LintFixtures.scene([status, LintFixtures.view("detail", 0, 40, 360, 600)], file: "b.xml"),
      transition,
      app: app,
      name: "t\(line)",
      line: line
    )
  }

  @Test("pattern-mismatch: a slide between tabs; a cross-fade is fine")
  func tabsSlide() {
    let slide = Self.tabs(SceneTransition(Slide(edge: .end)).duration(300))
    #expect(
      LintFixtures.findings("pattern-mismatch", slide).map { (finding: LintFinding) in
        finding.message
      } == [
        "a content change inside one screen ('tabs' persists) uses slide; use a cross-fade "
          + "(fade, MaterialFadeThrough)"
      ]
    )
    #expect(
      LintFixtures.findings("pattern-mismatch", Self.tabs(SceneTransition(Fade()).duration(300)))
        .isEmpty
    )
  }

  @Test("pattern-mismatch: a card growing into its detail that nothing animates")
  func containerNotAnimated() {
    // The card grows from 100 × 100 to 360 × 300: 10.8× its area (≥ 2×), a card to detail.
    func open(_ transition: SceneTransition) -> LintPair {
      LintFixtures.pair(
        LintFixtures.scene([LintFixtures.view("card", 20, 200, 100, 100)]),
        LintFixtures.scene([LintFixtures.view("card", 0, 0, 360, 300)], file: "b.xml"),
        transition
      )
    }
    #expect(
      LintFixtures.findings("pattern-mismatch", open(SceneTransition(Fade()).duration(300))).count
        == 1
    )
    #expect(
      LintFixtures.findings("pattern-mismatch", open(SceneTransition(ChangeBounds()).duration(300)))
        .isEmpty
    )
  }

  @Test("pattern-mismatch: Explode for a whole screen; for removing a list item it is fine")
  func explode() {
    let screen = Self.screens(SceneTransition(Explode()).duration(300), line: 1)
    #expect(
      LintFixtures.findings("pattern-mismatch", screen).map(\.message).contains(
        "Explode is for emphasis such as removing an item from a list, but here it brings views in"
      )
    )
    let row = { (id: String, y: Double) in LintFixtures.view(id, 0, y, 360, 72) }
    let remove = LintFixtures.pair(
      LintFixtures.scene([row("r1", 100), row("r2", 172), row("r3", 244)]),
      LintFixtures.scene([row("r1", 100), row("r3", 244)], file: "b.xml"),
      SceneTransition(Explode(mode: .out)).duration(300)
    )
    #expect(LintFixtures.findings("pattern-mismatch", remove).isEmpty)
  }

  @Test("inconsistent-navigation: one screen-to-screen pair fades where two slide")
  func inconsistent() {
    let slideA = Self.screens(SceneTransition(Slide(edge: .end)).duration(300), line: 4)
    let slideB = Self.screens(SceneTransition(Slide(edge: .start)).duration(300), line: 8)
    let fade = Self.screens(SceneTransition(Fade()).duration(300), line: 12)
    let found = Linter().findings(for: [slideA, slideB, fade]).filter {
      $0.rule == "inconsistent-navigation"
    }
    #expect(found.map(\.location.description) == ["app/transition/manager.xml:12:5"])
    #expect(
      found.map { (finding: LintFinding) in finding.message } == [
        "a.xml → b.xml is a screen-to-screen navigation animated with fade, but this app "
          + "animates the same kind with slide elsewhere (slide: t4.xml, t8.xml; fade: t12.xml)"
      ]
    )
    // The same pairs in two apps are not compared; and one kind everywhere is consistent.
    let other = Self.screens(SceneTransition(Fade()).duration(300), app: "other", line: 12)
    #expect(
      !Linter().findings(for: [slideA, slideB, other]).contains {
        $0.rule == "inconsistent-navigation"
      }
    )
  }
}
