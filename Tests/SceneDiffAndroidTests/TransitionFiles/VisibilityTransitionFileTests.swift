import Foundation
import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffAndroid

/// `<slide>`, `<explode>` and SceneDiff's `sd:` propagation and epicenter attributes.
@Suite struct VisibilityTransitionFileTests {
  static let android = "xmlns:android=\"http://schemas.android.com/apk/res/android\""
  static let sd = "xmlns:sd=\"https://scenediff.dev/ns\""

  /// Loads transition XML given as a string (located as `t.xml`).
  static func load(_ text: String) throws -> Loaded<SceneTransition> {
    try TransitionFile.load(XMLTest.parse(text), path: XMLTest.file)
  }

  /// `line:column code` of every error loading `text` reports.
  static func errors(_ text: String) -> [String] {
    do {
      _ = try load(text)
      return []
    } catch let error as DiagnosticsError {
      return error.diagnostics.filter { $0.severity == .error }
        .map { "\(XMLTest.at($0.location)) \($0.code)" }
    } catch {
      return ["\(error)"]
    }
  }

  func children(_ t: SceneTransition) -> [SceneTransition] {
    if let set = t.kind as? TransitionSet { return set.children }
    return []
  }

  @Test func slideAndExplodeAttributesAreRead() throws {
    let loaded = try Self.load(
      """
      <transitionSet \(Self.android) \(Self.sd) sd:epicenter="@id/fab">
        <slide android:slideEdge="end" android:transitionVisibilityMode="mode_out"/>
        <slide android:slideEdge="0x30"/>
        <slide android:slideEdge="80" android:transitionVisibilityMode="mode_in|mode_out"/>
        <explode android:transitionVisibilityMode="mode_in" sd:epicenter="10 20 50 60"
            sd:propagation="side" sd:propagationSide="left" sd:propagationSpeed="1.5"/>
        <fade sd:propagation="circular"/>
        <slide sd:propagation="none"/>
        <slide android:slideEdge="left" sd:propagationSpeed="6"/>
        <explode sd:propagationSpeed="2" sd:epicenter="shared_card"/>
        <slide android:slideEdge="top" sd:propagation="side"/>
      </transitionSet>
      """
    )
    #expect(loaded.diagnostics.isEmpty)
    let t = loaded.value
    #expect(t.epicenter == .view("fab"))
    let c = children(t)
    #expect(c.map(\.kind).count == 9)
    #expect((c[0].kind as? Slide) == Slide(edge: .end, mode: .out))
    #expect((c[1].kind as? Slide) == Slide(edge: .top))  // 0x30 = Gravity.TOP
    #expect((c[2].kind as? Slide) == Slide(edge: .bottom, mode: .both))  // 80 = 0x50 = BOTTOM
    #expect((c[3].kind as? Explode) == Explode(mode: .in))
    #expect(c[3].epicenter == .rect(Rect(left: 10, top: 20, right: 50, bottom: 60)))
    #expect(c[3].propagation == .side(edge: .left, speed: 1.5))
    #expect(c[4].propagation == .circular(speed: 3))
    #expect(c[5].propagation == Propagation.none)
    // Without sd:propagation, side and speed configure the transition's own propagation.
    #expect(c[6].propagation == .side(edge: .left, speed: 6))
    #expect(c[7].propagation == .circular(speed: 2) && c[7].epicenter == .view("shared_card"))
    // sd:propagation="side" on a slide takes the slide's edge unless sd:propagationSide says.
    #expect(c[8].propagation == .side(edge: .top, speed: 3))
    #expect(c[0].propagation == nil && c[0].epicenter == nil)
  }

  @Test func badValuesAreLocatedErrors() {
    // Columns count bytes from 1 up to the first character of the value.
    let found = Self.errors(
      """
      <transitionSet \(Self.android)
          \(Self.sd)>
        <slide android:slideEdge="sideways"/>
        <explode android:transitionVisibilityMode="mode_sideways"/>
        <fade sd:propagation="radial" sd:epicenter="1 2 3"/>
        <slide sd:propagationSpeed="0" sd:propagationSide="middle"/>
        <slide android:slideEdge="7"/>
      </transitionSet>
      """
    )
    #expect(
      found == [
        "3:29 invalid-value",  // `  <slide ` (9) + `android:slideEdge="` (19) = 28 before
        "4:46 invalid-value",  // `  <explode ` (11) + `android:transitionVisibilityMode="` (34)
        "5:25 invalid-value",  // sd:propagation: `  <fade ` (8) + `sd:propagation="` (16)
        "5:47 invalid-value",  // sd:epicenter: 8 + `sd:propagation="radial" ` (24) + 14 = 46
        "6:31 invalid-value",  // sd:propagationSpeed: 9 + `sd:propagationSpeed="` (21)
        "6:54 invalid-value",  // sd:propagationSide: 9 + 24 (`sd:propagationSpeed="0" `) + 20
        "7:29 invalid-value",  // 7 is not a Gravity value Slide accepts
      ]
    )
  }

  @Test func theSlideEdgeMessageQuotesTheValue() throws {
    do {
      _ = try Self.load("<slide \(Self.android) android:slideEdge=\"sideways\"/>")
      Issue.record("expected an error")
    } catch let error as DiagnosticsError {
      #expect(
        error.diagnostics.map(\.message) == [
          "invalid value 'sideways' for 'android:slideEdge': expected 'left', 'top', 'right', 'bottom', 'start' or 'end'"
        ]
      )
    }
  }

  @Test func sceneDiffAttributeMistakesAreWarnings() throws {
    let loaded = try Self.load(
      """
      <transitionSet \(Self.android) \(Self.sd)>
        <fade sd:epicentre="@id/fab" sd:propagationSide="top"/>
        <explode sd:propagationSide="top"/>
        <slide sd:propagation="none" sd:propagationSpeed="2"/>
      </transitionSet>
      """
    )
    #expect(
      loaded.diagnostics.map { "\(XMLTest.at($0.location)) \($0.code)" } == [
        "2:9 ignored-attribute",  // sd:epicentre (typo)
        "2:32 ignored-attribute",  // propagationSide on a fade without sd:propagation
        "3:12 ignored-attribute",  // circular propagation has no side
        "4:32 ignored-attribute",  // speed with sd:propagation="none"
      ]
    )
    #expect(loaded.diagnostics[0].message.hasSuffix("did you mean sd:epicenter?"))
  }

  @Test func anEpicenterViewFromAFilePlacesTheFocalPoint() throws {
    let t = try Self.load("<explode \(Self.android) \(Self.sd) sd:epicenter=\"@id/fab\"/>").value
    // fab at (−50, −50, 50, 50) in the start scene: centre ((−50+50)>>1, (−50+50)>>1) = (0, 0).
    // v: bounds (550, 750, 650, 850), centre (600, 800): v̂ = (0.6, 0.8);
    // maxDistance = hypot(max(0, 1000), max(0, 2000)) = 2236.068;
    // out = (round(1341.641), round(1788.854)) = (1342, 1789).
    let fab = TestScenes.view("fab", -50, -50, 100, 100)
    let plan = Planner.plan(
      from: SceneTree(width: 1000, height: 2000, views: [fab]),
      to: SceneTree(
        width: 1000,
        height: 2000,
        views: [fab, TestScenes.view("v", 550, 750, 100, 100)]
      ),
      transition: t
    )
    #expect(try #require(plan.animator("v", .translationX)).from == .scalar(1342))
    #expect(try #require(plan.animator("v", .translationY)).from == .scalar(1789))
  }

  @Test(arguments: [
    // (corpus file, total duration on the scenes below). Root 360 × 640; `new` appears with end
    // centre (25, 325); `card_view` disappears with start centre (25, 25); transition_title
    // only moves. Side epicenter (180, 320); delays round(D/3 × distance/max), appearing +,
    // disappearing −, minus the leaf's minimum; total = latest delay + D.
    // BOTTOM, D = 500 (@integer/anim_duration_long): new 325 + 155 = 480/640 → 166.667 × 0.75 =
    // 125; card 25 + 155 = 180/640 → −46.875 → −47; new starts at 172 → 672.
    ("Material-Animations/app/src/main/res/transition/slide_from_bottom.xml", 672.0),
    // Together with changeBounds (500): max(672, 500).
    ("Material-Animations/app/src/main/res/transition/slide_and_changebounds.xml", 672),
    // Sequential: 672 + 500.
    ("Material-Animations/app/src/main/res/transition/slide_and_changebounds_sequential.xml", 1172),
    (
      "Material-Animations/app/src/main/res/transition/slide_and_changebounds_sequential_with_interpolators.xml",
      1172
    ),
    // Circular, epicenter (180, 320), maxD = hypot(360, 640) = 734.302; new d = hypot(155, 5) =
    // 155.081 (0.211195), card d = hypot(155, 295) = 333.242 (0.453820).
    // D = 500: new 166.667 × 0.211195 = 35.2 → 35; card −75.64 → −76; 111 + 500 = 611.
    ("Material-Animations/app/src/main/res/transition/explode.xml", 611),
    // D = 300: new 21.12 → 21; card −45.38 → −45; 66 + 300 = 366.
    ("platform_frameworks_base/core/res/res/transition/explode.xml", 366),
    ("animation-samples/Unsplash/app/src/main/res/transition/grid_exit.xml", 366),
    // BOTTOM, D = 300: new 100 × 0.75 = 75; card −28.125 → −28; 103 + 300 = 403.
    ("platform_frameworks_base/core/res/res/transition/slide_bottom.xml", 403),
    // TOP: (640 − y) + |180 − x|: new 470/640 → 73.44 → 73; card 770/640 → −120.31 → −120;
    // 193 + 300 = 493.
    ("platform_frameworks_base/core/res/res/transition/slide_top.xml", 493),
    ("animation-samples/Unsplash/app/src/main/res/transition/grid_reenter.xml", 493),
    // LEFT: (360 − x) + |320 − y|: new 335 + 5 = 340/360 → 94.44 → 94; card 335 + 295 = 630/360
    // → −175; 269 + 300 = 569.
    ("platform_frameworks_base/core/res/res/transition/slide_left.xml", 569),
    // RIGHT: x + |320 − y|: new 25 + 5 = 30/360 → 8.33 → 8; card 25 + 295 = 320/360 → −88.89 →
    // −89; 97 + 300 = 397.
    ("platform_frameworks_base/core/res/res/transition/slide_right.xml", 397),
  ])
  func corpusSlideAndExplodeFilesLoadAndPlan(file: String, total: Double) throws {
    let loaded = try TransitionFile.load(path: TransitionFileTests.corpus + "/" + file)
    #expect(loaded.diagnostics.isEmpty)
    let start = TestScenes.scene([
      TestScenes.view("card_view", 0, 0, 50, 50),
      TestScenes.view("transition_title", 0, 100, 50, 50),
    ])
    let end = TestScenes.scene([
      TestScenes.view("transition_title", 100, 100, 50, 50), TestScenes.view("new", 0, 300, 50, 50),
    ])
    #expect(Planner.plan(from: start, to: end, transition: loaded.value).totalDurationMs == total)
  }
}
