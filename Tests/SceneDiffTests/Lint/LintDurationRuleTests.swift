import Foundation
import SceneDiff
import SceneDiffTestSupport
import Testing

@Suite("Lint duration rules")
struct LintDurationRuleTests {
  @Test("duration-material-mobile: a small change outside 150–400 ms")
  func materialMobile() {
    // The card is 100 × 100 = 10 000 of 230 400 (360 × 640): 4.3 %, below the 25 % that makes
    // it large, so the mobile range applies: 450 > 400 and 100 < 150 are reported, 300 is not.
    let slow = LintFixtures.findings(
      "duration-material-mobile",
      LintFixtures.movingCard(duration: 450)
    )
    #expect(
      slow.map { (finding: LintFinding) in finding.message } == [
        "the transition runs 450 ms, outside Material's mobile range of 150–400 ms"
      ]
    )
    #expect(slow.first?.severity == .warning)
    #expect(
      LintFixtures.findings("duration-material-mobile", LintFixtures.movingCard(duration: 100))
        .count == 1
    )
    #expect(LintFixtures.rules(LintFixtures.movingCard(duration: 300)).isEmpty)
  }

  @Test("large-element-duration: a large element above 600 ms")
  func largeElement() {
    // 360 × 400 = 144 000 of 230 400: 62.5 % (reported rounded: 63 %), large; 700 ms > 600.
    func panel(_ ms: Int) -> LintPair {
      LintFixtures.pair(
        LintFixtures.scene([LintFixtures.view("panel", 0, 240, 360, 400)]),
        LintFixtures.scene([LintFixtures.view("panel", 0, 200, 360, 400)], file: "b.xml"),
        SceneTransition(ChangeBounds()).duration(ms)
      )
    }
    #expect(
      LintFixtures.findings("large-element-duration", panel(700)).map { (finding: LintFinding) in
        finding.message
      } == [
        "the transition runs 700 ms while the large element 'panel' (63 % of the screen) "
          + "animates; Material allows large elements up to 600 ms"
      ]
    )
    // 500 ms: within 600 for a large element, and the mobile range is not applied to it.
    #expect(LintFixtures.rules(panel(500)).isEmpty)
  }

  @Test("duration-hig: an iOS transition above 500 ms")
  func hig() throws {
    let folder = try TemporaryFolder("lint-hig")
    let from = TestPaths.package("Scenes/ios/layout/card_front.xml")
    let to = TestPaths.package("Scenes/ios/layout/card_back.xml")
    func pair(_ seconds: String) throws -> LintPair {
      let file = try folder.write(
        """
        <uiViewTransition from="card_front" to="card_back" duration="\(seconds)"
            options="transitionFlipFromRight showHideTransitionViews"/>
        """,
        to: "flip-\(seconds).xml"
      )
      let transition = try SceneTransitionFile.load(path: file).value
      let plan = Planner.plan(
        from: try SceneFile.load(path: from).value,
        to: try SceneFile.load(path: to).value,
        transition: transition
      )
      return LintPair(
        from: from,
        to: to,
        transitionFile: file,
        declaration: .start(of: file),
        transition: transition,
        plan: plan
      )
    }
    // 0.6 s = 600 ms > 500; 0.5 s = 500 ms is not above the bound.
    let found = LintFixtures.findings("duration-hig", try pair("0.6"))
    #expect(
      found.map { (finding: LintFinding) in finding.message } == [
        "the transition runs 600 ms, above the HIG bound of 500 ms"
      ]
    )
    #expect(found.first?.location.line == 1)
    #expect(LintFixtures.findings("duration-hig", try pair("0.5")).isEmpty)
  }

  @Test("exit-longer-than-enter: leaving views animate longer than entering ones")
  func exitLongerThanEnter() {
    func swap(out: Int, in inMs: Int) -> LintPair {
      LintFixtures.pair(
        LintFixtures.scene([LintFixtures.view("old", 20, 200, 100, 100)]),
        LintFixtures.scene([LintFixtures.view("new", 20, 200, 100, 100)], file: "b.xml"),
        SceneTransition(
          TransitionSet(.together) {
            Fade(mode: .out).duration(out)
            Fade(mode: .in).duration(inMs)
          }
        )
      )
    }
    #expect(
      LintFixtures.findings("exit-longer-than-enter", swap(out: 300, in: 200)).map {
        (finding: LintFinding) in finding.message
      } == [
        "leaving view 'old' animates for 300 ms (Fade), longer than entering view 'new' "
          + "(200 ms); exits should be shorter than entries"
      ]
    )
    // Material's own numbers: 195 ms out, 225 ms in.
    #expect(LintFixtures.findings("exit-longer-than-enter", swap(out: 195, in: 225)).isEmpty)
  }

  @Test("animates-nothing: no animator changes a value")
  func animatesNothing() {
    let still = LintFixtures.scene([LintFixtures.view("card", 20, 200, 100, 100)])
    let pair = LintFixtures.pair(still, still, SceneTransition(ChangeBounds()))
    #expect(
      LintFixtures.findings("animates-nothing", pair).map { (finding: LintFinding) in
        finding.message
      } == [
        "the transition animates nothing between a.xml and a.xml (no animator)"
      ]
    )
    #expect(
      LintFixtures.findings("animates-nothing", LintFixtures.movingCard(duration: 300)).isEmpty
    )
  }
}
