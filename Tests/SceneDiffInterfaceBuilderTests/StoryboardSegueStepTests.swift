import SceneDiffCore
import SceneDiffXML
import Testing

@testable import SceneDiffInterfaceBuilder

/// Segues planned as screen changes (Docs/interface-builder.md, *Segues as screen changes*),
/// against values worked by hand from the transitions the package adopted
/// (Docs/ios-transition-format.md: push 400 ms along (0.35, 0.91, 0.33, 0.97) with a parallax
/// of ⅓; coverVertical 335 ms along the same curve; the other styles 400 ms curveEaseInOut).
@Suite struct StoryboardSegueStepTests {
  /// A 375 × 667 controller scene whose root view has the id `root` and one label.
  static func controller(_ id: String, _ attributes: String, connections: String = "") -> String {
    """
    <scene sceneID="s-\(id)"><objects>
      <viewController id="\(id)" \(attributes) sceneMemberID="viewController">
        <view key="view" id="\(id)-root"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
          <subviews><label id="\(id)-title" text="\(id)"><rect key="frame" x="16" y="80" width="200" height="20"/></label></subviews>
        </view>
        <connections>\(connections)</connections>
      </viewController></objects></scene>
    """
  }

  /// A navigation controller around `list`; `list` pushes, presents and flips to the others.
  static let document = IBTestDocuments.storyboard(
    """
    <scene sceneID="s-nav"><objects>
      <navigationController id="nav" sceneMemberID="viewController">
        <navigationBar key="navigationBar" id="bar"><rect key="frame" x="0.0" y="20" width="375" height="44"/></navigationBar>
        <connections><segue destination="list" kind="relationship" relationship="rootViewController" id="rel"/></connections>
      </navigationController></objects></scene>
    \(controller("list", #"storyboardIdentifier="List""#, connections: """
      <segue destination="detail" kind="show" identifier="push" id="g-push"/>
      <segue destination="info" kind="presentation" identifier="fade" modalPresentationStyle="fullScreen" modalTransitionStyle="crossDissolve" id="g-fade"/>
      <segue destination="info" kind="presentation" identifier="flip" modalPresentationStyle="overFullScreen" modalTransitionStyle="flipHorizontal" id="g-flip"/>
      <segue destination="info" kind="presentation" identifier="cover" id="g-cover"/>
      <segue destination="info" kind="presentation" identifier="sheet" modalPresentationStyle="formSheet" id="g-sheet"/>
      <segue destination="detail" kind="show" identifier="quiet" animates="NO" id="g-quiet"/>
      <segue destination="detail" kind="custom" identifier="fancy" customClass="FancySegue" id="g-custom"/>
      <segue destination="curl" kind="presentation" id="g-curl"/>
      <segue destination="ref" kind="show" identifier="elsewhere" id="g-ref"/>
      """))
    \(controller("detail", #"title="Detail""#, connections: """
      <segue destination="exit" kind="unwind" identifier="back" unwindAction="unwind:" id="g-unwind"/>
      <segue destination="child" kind="embed" id="g-embed"/>
      """))
    \(controller("info", #"storyboardIdentifier="Info""#, connections: """
      <segue destination="detail" kind="show" identifier="infoShow" id="g-infoshow"/>
      """))
    \(controller("curl", #"storyboardIdentifier="Curl" modalTransitionStyle="partialCurl" modalPresentationStyle="fullScreen""#))
    \(controller("child", #"storyboardIdentifier="Child""#))
    <scene sceneID="s-ref"><objects>
      <viewControllerPlaceholder storyboardName="Other" id="ref" sceneMemberID="viewController"/>
      <exit id="exit" userLabel="Exit" sceneMemberID="exit"/></objects></scene>
    """,
    initial: "nav"
  )

  static func root() throws -> LocatedElement {
    try XMLDocumentReader.root(bytes: Array(document.utf8), file: "Test.storyboard")
  }

  static func step(_ name: String, pop: Bool = false) throws -> StoryboardSegueStep {
    try InterfaceBuilderFile.segueStep(try root(), file: "Test.storyboard", segue: name, isPop: pop)
  }

  /// The step's plan from its scenes, loaded from the same document.
  static func plan(_ step: StoryboardSegueStep) throws -> Plan {
    let scene = { (path: String) throws -> SceneTree in
      let name = InterfaceBuilderFile.splitScenePath(path).scene
      return try IBTestDocuments.load(document, scene: name).value
    }
    return step.plan(from: try scene(step.from), to: try scene(step.to))
  }

  /// A cubic Bézier's value at `x`, solved by bisection on the curve parameter.
  static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double)
    -> Double
  {
    let coordinate = { (a: Double, b: Double, s: Double) in
      3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s
    }
    var (lo, hi) = (0.0, 1.0)
    for _ in 0..<100 {
      let mid = (lo + hi) / 2
      if coordinate(x1, x2, mid) < x { lo = mid } else { hi = mid }
    }
    return coordinate(y1, y2, lo)
  }

  @Test func showInsideANavigationControllerIsThePush() throws {
    let step = try Self.step("push")
    #expect(step.presentation == .push)
    #expect(step.from == "Test.storyboard#List" && step.to == "Test.storyboard#Detail")
    #expect(step.diagnostics.isEmpty)
    let plan = try Self.plan(step)
    #expect(plan.totalDurationMs == 400)
    #expect(plan.screenChange?.order == .enteringOnTop)
    // At 100 ms (25 %), linearToEaseOut c(0.25) = 0.624827 (bisection above, and the core
    // tests' figure): the incoming root at 375·(1 − c) = 140.690, the outgoing at −125·c =
    // −78.103 (a third of 375).
    let frame = Sampler(plan: plan).sample(at: 100)
    let c = Self.bezier(0.35, 0.91, 0.33, 0.97, at: 0.25)
    #expect(abs(c - 0.624827) <= 1e-6)
    #expect(abs(try #require(frame["to:detail-root"]).bounds.left - 140.690) <= 1e-3)
    #expect(abs(try #require(frame["from:list-root"]).bounds.left - -78.103) <= 1e-3)
    // The incoming root's slide (its other animator is the dimming of the covered screen).
    let timing = plan.animators.first {
      $0.target == "to:detail-root" && $0.property == .translationX
    }?.timing
    guard case .cubicBezier(let curve)? = timing else {
      Issue.record("expected a cubic Bézier, got \(String(describing: timing))")
      return
    }
    #expect([curve.x1, curve.y1, curve.x2, curve.y2] == [0.35, 0.91, 0.33, 0.97])
  }

  @Test func thePopOfAPushMirrorsIt() throws {
    let step = try Self.step("push", pop: true)
    #expect(step.from == "Test.storyboard#Detail" && step.to == "Test.storyboard#List")
    let plan = try Self.plan(step)
    #expect(plan.screenChange?.order == .leavingOnTop)
    // 100 ms: the popped Detail at 375·c = 234.310, List from −125·(1 − c) = −46.897.
    let frame = Sampler(plan: plan).sample(at: 100)
    #expect(abs(try #require(frame["from:detail-root"]).bounds.left - 234.310) <= 1e-3)
    #expect(abs(try #require(frame["to:list-root"]).bounds.left - -46.897) <= 1e-3)
  }

  @Test(arguments: [(0.0, 0.0, 1.0), (200.0, 0.5, 0.5)])
  func crossDissolveAlphas(timeMs: Double, incoming: Double, outgoing: Double) throws {
    // curveEaseInOut (0.42, 0, 0.58, 1) is 0 at 0 and, being symmetric, 0.5 at 50 %.
    let plan = try Self.plan(try Self.step("fade"))
    #expect(plan.totalDurationMs == 400)
    let frame = Sampler(plan: plan).sample(at: timeMs)
    #expect(abs(try #require(frame["to:info-root"]).alpha - incoming) <= 1e-6)
    #expect(abs(try #require(frame["from:list-root"]).alpha - outgoing) <= 1e-6)
  }

  @Test func crossDissolveEnds() throws {
    // 100 %: the presented view opaque, the presenting one no longer drawn.
    let plan = try Self.plan(try Self.step("fade"))
    let frame = Sampler(plan: plan).sample(at: 400)
    #expect(try #require(frame["to:info-root"]).alpha == 1)
    #expect(frame["from:list-root"]?.visible != true)
  }

  @Test func flipHorizontalIsAtNinetyDegreesHalfWay() throws {
    let step = try Self.step("flip")
    // overFullScreen covers the screen: no approximation to report.
    #expect(step.diagnostics.isEmpty)
    let plan = try Self.plan(step)
    // transitionFlipFromRight: outgoing 0 → 180°, incoming −180° → 0, 400 ms curveEaseInOut;
    // at 200 ms the curve is 0.5: 90° and −90°, both edge-on.
    let grid = PixelGrid(density: 2)
    let outgoing = try #require(
      plan.animators.first { $0.target == "from:list-root" && $0.property == .flipY }
    )
    let incoming = try #require(
      plan.animators.first { $0.target == "to:info-root" && $0.property == .flipY }
    )
    #expect(outgoing.value(at: 200, grid: grid) == .scalar(90))
    #expect(incoming.value(at: 200, grid: grid) == .scalar(-90))
    // Its dismissal flips back from the left: the presented Info turns 0 → −180°.
    let back = try Self.plan(try Self.step("flip", pop: true))
    let turn = back.animators.first { $0.target == "from:info-root" && $0.property == .flipY }
    #expect(turn?.to == .scalar(-180))
  }

  @Test func coverVerticalIsTheDefaultStyle() throws {
    let step = try Self.step("cover")
    // No modalPresentationStyle: UIKit's automatic is a page sheet; drawn full screen, said
    // in a note.
    #expect(step.diagnostics.map(\.code) == ["presentation-drawn-full-screen"])
    #expect(step.diagnostics.map(\.severity) == [.note])
    let plan = try Self.plan(step)
    #expect(plan.totalDurationMs == 335)
    // At 100 ms, x = 100/335 = 0.298507; linearToEaseOut(x) = 0.716969 (bisection); the
    // presented view's top at 667·(1 − 0.716969) = 188.782; the list stays at 0.
    let frame = Sampler(plan: plan).sample(at: 100)
    #expect(abs(try #require(frame["to:info-root"]).bounds.top - 188.782) <= 1e-3)
    #expect(try #require(frame["from:list-root"]).bounds.top == 0)
  }

  @Test func aFormSheetIsAWarnedApproximation() throws {
    let step = try Self.step("sheet")
    #expect(step.diagnostics.map(\.code) == ["presentation-drawn-full-screen"])
    #expect(step.diagnostics.map(\.severity) == [.warning])
    // The scenes start at line 5; the navigation scene is lines 5–9, the list's scene opens
    // at 10 and its <connections> (holding the first segue, 'push') is line 15; 'sheet' is
    // the 5th segue: line 19.
    #expect(step.diagnostics.first?.location?.line == 19)
  }

  @Test func theDestinationsOwnStyleApplies() throws {
    // The curl segue sets no style; the Curl controller's modalTransitionStyle and
    // modalPresentationStyle apply (full screen, so no note).
    let step = try Self.step("g-curl")
    #expect(step.diagnostics.isEmpty)
    let kind = try #require(step.transition?.kind as? IOSModalTransition)
    #expect(kind.style == .partialCurl && kind.operation == .present)
  }

  @Test func animatesNOIsImmediate() throws {
    let step = try Self.step("quiet")
    #expect(step.presentation == .immediate && step.transition == nil)
    let plan = try Self.plan(step)
    // 0 ms: at time 0 the end state is already shown and the list is gone.
    #expect(plan.totalDurationMs == 0 && plan.animators.isEmpty)
    let frame = Sampler(plan: plan).sample(at: 0)
    #expect(try #require(frame["to:detail-root"]).bounds.left == 0)
    #expect(frame["from:list-root"]?.visible != true)
  }

  @Test func aCustomSegueWarnsAndPlansAsShow() throws {
    let step = try Self.step("fancy")
    #expect(step.isCustomDefault && step.presentation == .push)
    #expect(step.diagnostics.map(\.code) == ["custom-segue"])
    #expect(step.diagnostics.first?.severity == .warning)
    #expect(step.diagnostics.first?.message.contains("FancySegue") == true)
    #expect(try Self.plan(step).totalDurationMs == 400)
  }

  @Test func aCustomSegueWithAFileUsesIt() throws {
    // A cross-dissolve modal transition named for the custom segue: its dismiss is planned
    // for the pop.
    let file = SceneTransition(IOSModalTransition(style: .crossDissolve, operation: .present))
    let step = try Self.step("fancy", pop: true).using(file)
    #expect(!step.isCustomDefault && step.diagnostics.isEmpty)
    let kind = try #require(step.transition?.kind as? IOSModalTransition)
    #expect(kind.operation == .dismiss)
    let frame = Sampler(plan: try Self.plan(step)).sample(at: 200)
    #expect(abs(try #require(frame["from:detail-root"]).alpha - 0.5) <= 1e-6)
  }

  @Test func showOutsideANavigationStackPresents() throws {
    // Info is presented, so it is in no navigation stack: its show is a modal presentation.
    let step = try Self.step("infoShow")
    #expect(step.presentation == .modal)
    #expect(
      step.diagnostics.map(\.code) == ["show-presents-modally", "presentation-drawn-full-screen"]
    )
  }

  @Test func segueNamesAndMisses() throws {
    // By IB id when it has no identifier.
    #expect(try Self.step("g-curl").to == "Test.storyboard#Curl")
    #expect(throws: DiagnosticsError.self) { try Self.step("psuh") }
    do {
      _ = try Self.step("psuh")
    } catch let error as DiagnosticsError {
      // At <scenes>: IBTestDocuments.storyboard has the XML declaration on line 1, the
      // <document> start tag on line 2 (its two source lines joined by `\`), <device> on 3 and
      // <scenes> on 4, indented 4 spaces (column 5). The names: every segue of `document` but
      // the relationship `rel` and the embed `g-embed`, by identifier else id, sorted.
      #expect(
        error.diagnostics.map(\.description) == [
          "Test.storyboard:4:5: error: no segue named 'psuh'; the storyboard's segues "
            + "(identifier, else IB id) are: back, cover, elsewhere, fade, fancy, flip, g-curl, "
            + "infoShow, push, quiet, sheet; did you mean 'push'?"
        ]
      )
    }
  }

  /// A miss lists a name two segues share once; a storyboard without `<scenes>` has it at its
  /// `<document>` (line 2, column 1), with no segues to list.
  @Test func segueMissesListEachNameOnceAndFallBackToTheDocument() throws {
    let twice = IBTestDocuments.storyboard(
      Self.controller(
        "a",
        "",
        connections: #"<segue destination="b" kind="show" identifier="go" id="s1"/>"#
      )
        + Self.controller(
          "b",
          "",
          connections: #"<segue destination="a" kind="show" identifier="go" id="s2"/>"#
        ),
      initial: "a"
    )
    let empty = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"/>
      """
    for (text, expected) in [
      (
        twice,
        "T.storyboard:4:5: error: no segue named 'stop'; the storyboard's segues (identifier, else IB id) are: go"
      ),
      (
        empty,
        "T.storyboard:2:1: error: no segue named 'stop'; the storyboard's segues (identifier, else IB id) are: none"
      ),
    ] {
      let root = try XMLDocumentReader.root(bytes: Array(text.utf8), file: "T.storyboard")
      do {
        _ = try InterfaceBuilderFile.segueStep(
          root,
          file: "T.storyboard",
          segue: "stop",
          isPop: false
        )
        Issue.record("no error for 'stop'")
      } catch {
        #expect(error.diagnostics.map(\.description) == [expected])
      }
    }
  }

  @Test func containmentUnwindAndReferencesAreNotPlanned() throws {
    let codes = { (name: String) -> [String] in
      do {
        _ = try Self.step(name)
        return []
      } catch let error as DiagnosticsError {
        return error.diagnostics.map(\.code)
      } catch { return ["\(error)"] }
    }
    #expect(codes("rel") == ["segue-not-a-transition"])
    #expect(codes("g-embed") == ["segue-not-a-transition"])
    #expect(codes("back") == ["unwind-segue"])
    #expect(codes("elsewhere") == ["segue-destination-not-a-scene"])
  }

  @Test func everyStepOfTheStoryboard() throws {
    let (steps, skipped) = try InterfaceBuilderFile.segueSteps(
      try Self.root(),
      file: "Test.storyboard"
    )
    // 13 segues: 1 relationship + 1 embed (left out), 1 unwind (a note), 1 to a storyboard
    // reference (an error); the other 9 forward and back.
    #expect(steps.count == 18)
    #expect(
      steps.map(\.segue.name).enumerated().filter { $0.offset % 2 == 0 }.map(\.element) == [
        "push", "fade", "flip", "cover", "sheet", "quiet", "fancy", "g-curl", "infoShow",
      ]
    )
    #expect(steps.map(\.isPop) == Array(repeating: [false, true], count: 9).flatMap { $0 })
    #expect(
      skipped.map(\.code) == ["segue-destination-not-a-scene", "unwind-segue"]
    )
    #expect(skipped.map(\.severity) == [.error, .note])
  }

  @Test func checkLocatesBadSegues() throws {
    let text = IBTestDocuments.storyboard(
      Self.controller(
        "home",
        #"storyboardIdentifier="Home""#,
        connections: """
          <segue destination="nowhere" kind="show" identifier="lost" id="b1"/>
          <segue destination="home" kind="custom" customClass="WipeSegue" identifier="wipe" id="b2"/>
          <segue destination="home" kind="zoom" identifier="odd" id="b3"/>
          """
      )
    )
    let root = try XMLDocumentReader.root(bytes: Array(text.utf8), file: "Bad.storyboard")
    let found = InterfaceBuilderFile.check(root, file: "Bad.storyboard", scene: nil)
      .map(\.description)
    // The scene opens at line 5 and its <connections> line (holding 'lost') is line 10; the
    // three segues are lines 10, 11, 12 (the connections text is not indented: a multi-line
    // literal drops the indentation of its closing quotes). Line 10 is `    <connections>`
    // (4 spaces, 13 characters) + `<segue destination="` (20): the value at column
    // 4 + 13 + 20 + 1 = 38. Line 11: `<segue` at column 1. Line 12's kind value:
    // `<segue destination="home" kind="` (32) + 1 = column 33.
    #expect(
      found.contains {
        $0.hasPrefix("Bad.storyboard:10:38: error: ") && $0.contains("'nowhere'")
      }
    )
    #expect(
      found.contains {
        $0.hasPrefix("Bad.storyboard:11:1: warning: custom segue 'wipe' (WipeSegue)")
      }
    )
    #expect(
      found.contains {
        $0.hasPrefix("Bad.storyboard:12:33: error: invalid value 'zoom' for 'kind'")
      }
    )
  }
}
