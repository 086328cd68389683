import Foundation
import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffAndroid

@Suite struct PathMotionFileTests {
  static let corpus = TestPaths.corpus

  /// Loads transition XML written to a fresh `res/transition/t.xml`.
  func load(_ xml: String) throws -> (transition: SceneTransition?, diagnostics: [Diagnostic]) {
    let folder = try TemporaryFolder("pathmotion")
    let path = try folder.write(xml, to: "res/transition/t.xml")
    do {
      let loaded = try TransitionFile.load(path: path)
      return (loaded.value, loaded.diagnostics)
    } catch {
      return (nil, error.diagnostics)
    }
  }

  /// `line:column code` of each diagnostic.
  func located(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.code)" }
  }

  func children(_ t: SceneTransition?) -> [SceneTransition] {
    if let set = t?.kind as? TransitionSet { return set.children }
    return []
  }

  @Test func everyPathMotionErrorIsLocated() throws {
    let xml = """
      <transitionSet xmlns:android="http://schemas.android.com/apk/res/android">
        <changeBounds>
          <arcMotion android:maximumAngle="120" android:minimumVerticalAngle="wide"/>
        </changeBounds>
        <changeBounds>
          <patternPathMotion android:patternPathData="M0 0 L10 # 5"/>
        </changeBounds>
        <changeBounds>
          <patternPathMotion/>
        </changeBounds>
        <fade>
          <patternPathMotion android:patternPathData="M0 0 L10 0 L10 10 Z"/>
        </fade>
        <changeBounds>
          <pathMotion/>
        </changeBounds>
        <transition/>
      </transitionSet>
      """
    let (transition, diagnostics) = try load(xml)
    #expect(transition == nil)
    #expect(
      located(diagnostics) == [
        // Diagnostics come in source order (Android would stop at minimumVerticalAngle, which it
        // reads first). 4 + `<arcMotion ` (11) + `android:maximumAngle="` (22) = 37 bytes
        // before `120`.
        "3:38 angle-out-of-range",
        // 4 spaces + `<arcMotion ` (11) + `android:maximumAngle="120" ` (27) +
        // `android:minimumVerticalAngle="` (30) = 72 bytes.
        "3:73 invalid-value",
        // 4 + `<patternPathMotion ` (19) + `android:patternPathData="` (25) = 48 bytes before
        // the value; `#` is at offset 9 of `M0 0 L10 # 5` → column 49 + 9.
        "6:58 invalid-path-data",
        "9:5 missing-attribute",  // <patternPathMotion/> without android:patternPathData
        "12:49 pattern-ends-at-start",  // the closed contour ends where it starts
        "15:5 missing-class",  // <pathMotion/>
        "17:3 missing-class",  // <transition/>
      ]
    )
    let messages = diagnostics.map(\.message)
    #expect(
      messages[0]
        == "arc motion angle '120' for 'android:maximumAngle' is out of range: expected 0 to 90 degrees"
    )
    #expect(
      messages[5]
        == "<pathMotion> tag must have a 'class' attribute (written without a namespace, e.g. class=\"com.example.MyClass\")"
    )
  }

  @Test func pathMotionsAtTheRootAreErrors() throws {
    for tag in ["arcMotion", "patternPathMotion", "pathMotion"] {
      let (transition, diagnostics) = try load("<\(tag)/>")
      #expect(transition == nil)
      #expect(located(diagnostics) == ["1:1 misplaced-element"])
    }
  }

  @Test func customClassesAreLocatedWarningsAndTheRestStillWorks() throws {
    let xml = """
      <transitionSet xmlns:android="http://schemas.android.com/apk/res/android">
        <transition class="com.example.Foo" android:duration="100"/>
        <changeBounds>
          <arcMotion/>
          <pathMotion class="com.example.Wave"/>
        </changeBounds>
      </transitionSet>
      """
    let (transition, diagnostics) = try load(xml)
    // `class` after 2 spaces + `<transition ` (12) → column 15; after 4 + `<pathMotion ` (12)
    // → column 17.
    #expect(located(diagnostics) == ["2:15 custom-class", "5:17 custom-class"])
    #expect(diagnostics.allSatisfy { $0.severity == .warning })
    #expect(diagnostics[0].message.contains("'com.example.Foo'"))
    #expect(diagnostics[1].message.contains("'com.example.Wave'"))
    // The custom transition is skipped; the custom path motion (the last one given) leaves a
    // straight line.
    let kids = children(transition)
    #expect(kids.count == 1)
    #expect(kids.first?.pathMotion == .straight)
  }

  @Test func aCustomTransitionAtTheRootLeavesAnEmptySet() throws {
    let (transition, diagnostics) = try load(#"<transition class="com.example.Foo"/>"#)
    #expect(located(diagnostics) == ["1:13 custom-class"])  // `<transition ` is 12 bytes
    #expect((transition?.kind as? TransitionSet) == TransitionSet())
  }

  @Test func aSetsPathMotionOverridesItsChildrensBeforeAndAfterIt() throws {
    let xml = """
      <transitionSet xmlns:android="http://schemas.android.com/apk/res/android">
        <changeBounds>
          <patternPathMotion android:patternPathData="M0 0 L0 100 L100 100"/>
        </changeBounds>
        <arcMotion android:maximumAngle="90"/>
        <changeBounds/>
      </transitionSet>
      """
    let (loaded, diagnostics) = try load(xml)
    #expect(diagnostics.isEmpty)
    let transition = try #require(loaded)
    let arc90 = PathMotion.arc(minimumHorizontalAngle: 0, minimumVerticalAngle: 0, maximumAngle: 90)
    #expect(transition.pathMotion == arc90)
    // The first child keeps its own value as written, but the tree resolves the set's.
    guard case .pattern = children(transition)[0].pathMotion else {
      Issue.record("the first child's own pattern is kept as written")
      return
    }
    let tree = TransitionTree(transition)
    #expect(tree.nodes.map(\.pathMotion) == [arc90, arc90, arc90])

    // (0,0)→(100,100) with tMax = tan(45°) = 1: h2 = 20000, mid2 = 5000, e = (0, 100),
    // arc2 = 5000, not above max2 = 5000 → no clamp. Controls (0, 50) and (50, 100).
    let start = TestScenes.scene([TestScenes.view("a", 0, 0, 40, 40)])
    let end = TestScenes.scene([TestScenes.view("a", 100, 100, 40, 40)])
    let plan = Planner.plan(from: start, to: end, transition: transition)
    #expect(plan.animators.count == 2)
    #expect(plan.animators.allSatisfy { $0.path?.json == .string("M0 0C0 50 50 100 100 100") })
  }

  @Test func aLeafKeepsItsOwnPathMotionWhenTheSetHasNone() throws {
    let xml = """
      <transitionSet xmlns:android="http://schemas.android.com/apk/res/android">
        <changeBounds>
          <patternPathMotion android:patternPathData="M0 0 L0 100 L100 100"/>
        </changeBounds>
        <changeBounds/>
      </transitionSet>
      """
    let transition = try #require(try load(xml).transition)
    let start = TestScenes.scene([TestScenes.view("a", 0, 0, 40, 40)])
    let end = TestScenes.scene([TestScenes.view("a", 200, 0, 40, 40)])
    let plan = Planner.plan(from: start, to: end, transition: transition)
    let paths = plan.animators.compactMap { animator -> String? in
      if case .move(let p) = animator.path { return p.svgPathData }
      return nil
    }
    // The pattern leaf dips to (100, 100) half-way (normalised (0.5, 0.5) × 200); the other leaf
    // moves straight.
    #expect(paths.count == 2)
    #expect(paths.contains("M0 0L200 0"))
    #expect(paths.contains { $0.hasPrefix("M0 0L100") && $0.hasSuffix("L200 0") })
  }

  @Test func changeBoundsMovesAlongTheArcByArcLength() throws {
    // Arc with minimum horizontal and maximum angle 90°: the horizontal move (0,0)→(100,0)
    // bulges to e = (50, 50): controls (25, 25) and (75, 25) (see PathMotionTests).
    var transition = SceneTransition.changeBounds(interpolator: .linear)
    transition.pathMotion = .arc(
      minimumHorizontalAngle: 90,
      minimumVerticalAngle: 0,
      maximumAngle: 90
    )
    let start = TestScenes.scene([TestScenes.view("a", 0, 0, 40, 40)])
    let end = TestScenes.scene([TestScenes.view("a", 100, 0, 40, 40)])
    let plan = Planner.plan(from: start, to: end, transition: transition)
    let a = try #require(plan.animator("a", .bounds))
    #expect(a.path?.json == .string("M0 0C25 25 75 25 100 0"))
    let sampler = Sampler(plan: plan)
    // t = 150 ms, linear → fraction 0.5 of the arc's length. The curve is symmetric about
    // x = 50, so half its length is at t = 0.5: B(0.5) = (0 + 3·25 + 3·75 + 100)/8,
    // (0 + 3·25 + 3·25 + 0)/8 = (50, 18.75) → rounded (50, 19). A straight line would give y 0.
    #expect(
      try #require(sampler.sample(at: 150)["a"]).bounds == Rect(x: 50, y: 19, width: 40, height: 40)
    )
    #expect(
      try #require(sampler.sample(at: 0)["a"]).bounds == Rect(x: 0, y: 0, width: 40, height: 40)
    )
    #expect(
      try #require(sampler.sample(at: 300)["a"]).bounds == Rect(x: 100, y: 0, width: 40, height: 40)
    )
  }

  @Test func materialAnimationsArcMotionLoads() throws {
    let loaded = try TransitionFile.load(
      path: Self.corpus
        + "/Material-Animations/app/src/main/res/transition/changebounds_with_arcmotion.xml"
    )
    #expect(loaded.diagnostics.map(\.code) == ["set-interpolator-not-inherited"])
    #expect(
      children(loaded.value).first?.pathMotion
        == .arc(minimumHorizontalAngle: 90, minimumVerticalAngle: 0, maximumAngle: 90)
    )
  }

  @Test func androidxSetArcMotionReachesEveryChild() throws {
    let loaded = try TransitionFile.load(
      path: Self.corpus
        + "/androidx/transition/transition/src/androidTest/res/transition/transition_set.xml"
    )
    #expect(loaded.diagnostics.isEmpty)
    #expect(loaded.value.pathMotion == .arc)
    #expect(TransitionTree(loaded.value).nodes.map(\.pathMotion) == [.arc, .arc, .arc])
  }

  @Test(arguments: [
    // Files SceneDiff loads with warnings only for custom classes.
    ("androidx/transition/transition/src/androidTest/res/transition/custom_transition.xml", true),
    ("androidx/transition/transition/src/androidTest/res/transition/custom_path_motion.xml", true),
    ("androidx/transition/transition/src/androidTest/res/transition/transition_set.xml", true),
    ("Material-Animations/app/src/main/res/transition/changebounds_with_arcmotion.xml", true),
    // These also use changeTransform, changeImageTransform, changeClipBounds and recolor.
    ("animation-samples/OurStreets/app/src/main/res/transition/detail_shared_enter.xml", true),
    ("Transitions-Everywhere/sample/src/main/res/transition/scene3_transition.xml", true),
    ("animation-samples/Unsplash/app/src/main/res/transition/shared_main_detail.xml", true),
  ])
  func corpusFilesWithPathMotionsOrCustomClassesLoad(file: String, complete: Bool) throws {
    let path = Self.corpus + "/" + file
    var diagnostics: [Diagnostic] = []
    var loaded = false
    do {
      diagnostics = try TransitionFile.load(path: path).diagnostics
      loaded = true
    } catch {
      diagnostics = error.diagnostics
    }
    if complete { #expect(loaded) }
    let expected: Set = [
      "custom-class", "set-interpolator-not-inherited", "platform-only-transition",
    ]
    #expect(diagnostics.allSatisfy { expected.contains($0.code) }, "\(diagnostics)")
    #expect(diagnostics.allSatisfy { $0.severity == .warning })
  }
}
