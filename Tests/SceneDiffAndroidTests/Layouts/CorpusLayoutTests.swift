import Foundation
import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffAndroid

/// The layouts of `../shared/corpus/android`, laid out with the upstream-only resources of
/// `Tests/Fixtures/CorpusResources` (SOURCES.md's quoted values) and each sample's theme.
@Suite struct CorpusLayoutTests {
  static let corpus = TransitionFileTests.corpus
  static let fixtures = TestPaths.corpusResources

  /// The options for a corpus file: its sample's fixtures and theme (`CorpusSample`, the list
  /// the benchmark loads the corpus with too).
  static func options(for path: String, device: Device = .defaultPhone) -> LayoutOptions {
    CorpusSample.layoutOptions(for: path, corpus: corpus, fixtures: fixtures, device: device)
  }

  /// Every layout file of the corpus.
  static func layouts() -> [String] {
    InputFile.xmlFiles(in: corpus).filter {
      let folder = (($0 as NSString).deletingLastPathComponent as NSString).lastPathComponent
      return folder == "layout" || folder.hasPrefix("layout-")
    }
  }

  static func load(_ relative: String, device: Device = .defaultPhone) throws -> SceneTree {
    let path = corpus + "/" + relative
    return try LayoutFile.load(path: path, options: options(for: path, device: device)).value
  }

  @Test func everyCorpusLayoutLaysOutWithoutErrors() {
    let files = Self.layouts()
    #expect(files.count == 55)
    for file in files {
      do {
        for device in [Device.defaultPhone, Device(width: 1920, height: 1080, density: 2.625)] {
          let scene = try LayoutFile.load(
            path: file,
            options: Self.options(for: file, device: device)
          )
          .value
          #expect(scene.width == Double(device.width), "\(file)")
        }
      } catch {
        Issue.record("\(file): \(error.diagnostics.map(\.description).joined(separator: "\n"))")
      }
    }
  }

  /// Issue 13 item 5: the typo checks (unknown `android:` attributes and platform classes,
  /// views inside views that cannot hold them) find nothing in the real layouts of
  /// `../shared/corpus` — `android/` with its fixtures and theme, `apps/`, `android-extra/` and
  /// `cts-widget/` as they are (they may fail on resources they lack, but not on typos).
  @Test func noCorpusLayoutHasATypo() {
    let typos: Set<String> = ["unknown-attribute", "unknown-view-class", "not-a-container"]
    var layouts = Self.layouts()
    for folder in ["apps", "android-extra", "cts-widget"] {
      layouts += InputFile.xmlFiles(in: TestPaths.sharedCorpus + "/" + folder).filter {
        let parent = (($0 as NSString).deletingLastPathComponent as NSString).lastPathComponent
        return parent == "layout" || parent.hasPrefix("layout-")
      }
    }
    // 55 in android/, 110 in the other folders.
    #expect(layouts.count == 165)
    for file in layouts {
      let diagnostics: [Diagnostic]
      do {
        diagnostics = try LayoutFile.load(path: file, options: Self.options(for: file)).diagnostics
      } catch {
        diagnostics = error.diagnostics
      }
      let found = diagnostics.filter { typos.contains($0.code) }
      #expect(found.isEmpty, "\(found.map(\.description).joined(separator: "\n"))")
    }
  }

  @Test func ctsScene1() throws {
    // CTS scene1.xml on the default phone (2.625): two 10dp squares (26.25 → 26 px) in a
    // RelativeLayout; greenSquare is below redSquare: top = 26.
    let scene = try Self.load("platform_cts/tests/tests/transition/res/layout/scene1.xml")
    #expect(bounds(scene.view("redSquare")) == [0, 0, 26, 26])
    #expect(bounds(scene.view("greenSquare")) == [0, 26, 26, 26])
  }

  @Test func androidxScene10Corners() throws {
    // scene10.xml at 1080x1920@2.625: 26 px squares in the four corners of the full-screen
    // RelativeLayout: right ones at 1080 − 26 = 1054, bottom ones at 1920 − 26 = 1894.
    let scene = try Self.load(
      "androidx/transition/transition/src/androidTest/res/layout/scene10.xml"
    )
    #expect(bounds(scene.view("redSquare")) == [0, 0, 26, 26])
    #expect(bounds(scene.view("greenSquare")) == [1054, 0, 26, 26])
    #expect(bounds(scene.view("blueSquare")) == [1054, 1894, 26, 26])
    #expect(bounds(scene.view("yellowSquare")) == [0, 1894, 26, 26])
  }

  @Test func androidxSupportScene1Gravity() throws {
    // support_scene1.xml at 1080x1920@2.625: 64dp = 168 px. end|top → x = 1080 − 168 = 912;
    // center → ((1080 − 168) / 2, (1920 − 168) / 2) = (456, 876); end|bottom → (912, 1752).
    let scene = try Self.load(
      "androidx/transition/transition/src/androidTest/res/layout/support_scene1.xml"
    )
    #expect(bounds(scene.view("view0")) == [912, 0, 168, 168])
    #expect(bounds(scene.view("view1")) == [456, 876, 168, 168])
    #expect(bounds(scene.view("view2")) == [912, 1752, 168, 168])
  }

  @Test func materialAnimationsScene1() throws {
    // activity_animations_scene1.xml at 2.625: MaterialAnimations.Icon.Big = 150dp (393.75 →
    // 394) with the inherited 10dp margin (26.25 → 26). green (26, 26); red alignParentRight:
    // right = 1080 − 26 → left 660; blue below green: 26 + 394 + 26 + 26 = 472.
    let scene = try Self.load(
      "Material-Animations/app/src/main/res/layout/activity_animations_scene1.xml"
    )
    #expect(bounds(scene.view("square_green")) == [26, 26, 394, 394])
    #expect(bounds(scene.view("square_red")) == [660, 26, 394, 394])
    #expect(bounds(scene.view("square_blue")) == [26, 472, 394, 394])
    #expect(bounds(scene.view("square_yellow")) == [660, 472, 394, 394])
  }

  @Test func motionCheeseGridItem() throws {
    // cheese_grid_item.xml at 360x640@1 (1 dp = 1 px), MaterialCardView (no padding) holding
    // a ConstraintLayout: image 0dp × 128 across; favorite/bookmark/share a spread chain of
    // 24 px icons: free 360 − 72 = 288, gaps 72 → x = 72, 168, 264. The card wraps its
    // height: 128 + 8 + 24 + 8 = 168; favorite sits between the image bottom + 8 = 136 and
    // the parent bottom − 8 = 160, exactly 24: y = 136.
    let scene = try Self.load(
      "animation-samples/Motion/app/src/main/res/layout/cheese_grid_item.xml",
      device: Device(width: 360, height: 640, density: 1)
    )
    #expect(bounds(scene.view("card")) == [0, 0, 360, 168])
    #expect(bounds(scene.view("image")) == [0, 0, 360, 128])
    #expect(bounds(scene.view("favorite")) == [72, 136, 24, 24])
    #expect(bounds(scene.view("bookmark")) == [168, 136, 24, 24])
    #expect(bounds(scene.view("share")) == [264, 136, 24, 24])
    // name: 48 px tall (listPreferredItemHeightSmall) with its bottom on the image's: y = 80.
    #expect(bounds(scene.view("name")) == [0, 80, 360, 48])
  }

  @Test func motionCheeseDetailCoordinator() throws {
    // cheese_detail_fragment.xml at 360x640@1, §8.3's corpus result: the AppBarLayout is its
    // 256 dp CollapsingToolbarLayout; scroll range 256 − 56 (the collapsing layout's
    // minHeight, actionBarSize) = 200; the ScrollingViewBehavior child `main` is measured
    // EXACTLY 640 − 256 + 200 = 584 and placed at the app bar's bottom, 256.
    let scene = try Self.load(
      "animation-samples/Motion/app/src/main/res/layout/cheese_detail_fragment.xml",
      device: Device(width: 360, height: 640, density: 1)
    )
    #expect(bounds(scene.view("app_bar")) == [0, 0, 360, 256])
    #expect(bounds(scene.view("main")) == [0, 256, 360, 584])
    #expect(bounds(scene.view("toolbar")) == [0, 0, 360, 56])
  }
}

/// SOURCES.md §2's scene pairs whose both sides are layouts in the corpus, planned from the
/// laid-out layouts with the transition SOURCES.md names (AutoTransition where it is code).
@Suite struct CorpusLayoutPairTests {
  typealias Corpus = CorpusLayoutTests

  /// `(pair number, sample res, from, to, transition file or nil, changes)`.
  static let pairs: [(Int, String, String, String, String?, [LayoutChange])] = [
    (1, "animation-samples/BasicTransition/Application/src/main/res", "scene1", "scene2", nil, []),
    (
      2, "animation-samples/BasicTransition/Application/src/main/res", "scene1", "scene3",
      "changebounds_fadein_together", []
    ),
    (3, "animation-samples/BasicTransition/Application/src/main/res", "scene3", "scene1", nil, []),
    (5, "animation-samples/CustomTransition/Application/src/main/res", "scene1", "scene2", nil, []),
    (6, "Transitions-Everywhere/sample/src/main/res", "scene1", "scene2", nil, []),
    (7, "Transitions-Everywhere/sample/src/main/res", "scene1", "scene3", "scene3_transition", []),
    (
      9, "Material-Animations/app/src/main/res", "activity_animations_scene2",
      "activity_animations_scene1", nil, []
    ),
    (
      10, "Material-Animations/app/src/main/res", "activity_animations_scene1",
      "activity_animations_scene2", "slide_and_changebounds", []
    ),
    (
      11, "Material-Animations/app/src/main/res", "activity_animations_scene2",
      "activity_animations_scene3", "slide_and_changebounds_sequential", []
    ),
    (
      12, "Material-Animations/app/src/main/res", "activity_animations_scene3",
      "activity_animations_scene4", "slide_and_changebounds_sequential_with_interpolators", []
    ),
    (
      14, "Material-Animations/app/src/main/res", "activity_sharedelement_fragment1",
      "activity_sharedelement_fragment2", nil, []
    ),
    (
      16, "animation-samples/ActivitySceneTransitionBasic/app/src/main/res", "grid_item",
      "details", "grid_detail_transition", []
    ),
    (
      17, "animation-samples/GridToPager/app/src/main/res", "image_card", "fragment_image",
      "image_shared_element_transition", []
    ),
    (
      18, "animation-samples/Motion/app/src/main/res", "cheese_grid_item",
      "cheese_detail_fragment", nil, []
    ),
    (
      21, "animation-samples/OurStreets/app/src/main/res", "gallery_item", "fragment_detail",
      "detail_shared_enter", []
    ),
    (
      22, "animation-samples/Unsplash/app/src/main/res", "photo_item", "detail_view",
      "shared_main_detail", []
    ),
    (
      23, "androidx/transition/transition/src/androidTest/res", "fragment_scene1",
      "fragment_scene2", nil, []
    ),
    (
      24, "androidx/transition/transition/src/androidTest/res", "fragment_scene1",
      "fragment_scene3", nil, []
    ),
    (26, "androidx/transition/transition/src/androidTest/res", "scene11", "scene13", nil, []),
    (27, "platform_cts/tests/tests/transition/res", "scene1", "scene2", nil, []),
    (28, "platform_cts/tests/tests/transition/res", "scene2", "scene3", nil, []),
    (
      4, "animation-samples/BasicTransition/Application/src/main/res", "scene1", "scene1", nil,
      [
        .set(
          view: "transition_square",
          attribute: "layout_width",
          value: "@dimen/square_size_expanded",
          location: nil
        ),
        .set(
          view: "transition_square",
          attribute: "layout_height",
          value: "@dimen/square_size_expanded",
          location: nil
        ),
      ]
    ),
    (
      15, "Material-Animations/app/src/main/res", "activity_reveal", "activity_reveal",
      "changebounds_with_arcmotion",
      [
        .unset(view: "square_red", attribute: "layout_*", location: nil),
        .set(view: "square_red", attribute: "layout_width", value: "wrap_content", location: nil),
        .set(view: "square_red", attribute: "layout_height", value: "wrap_content", location: nil),
        .set(view: "square_red", attribute: "layout_centerInParent", value: "true", location: nil),
      ]
    ),
  ]

  @Test func everyExpressiblePairPlans() throws {
    for (number, res, from, to, transition, changes) in Self.pairs {
      let fromPath = "\(Corpus.corpus)/\(res)/layout/\(from).xml"
      let toPath = "\(Corpus.corpus)/\(res)/layout/\(to).xml"
      var toOptions = Corpus.options(for: toPath)
      toOptions.changes = changes
      do {
        let a = try LayoutFile.load(path: fromPath, options: Corpus.options(for: fromPath)).value
        let b = try LayoutFile.load(path: toPath, options: toOptions).value
        let file = transition.map { "\(Corpus.corpus)/\(res)/transition/\($0).xml" }
        let loaded = try file.map { try TransitionFile.load(path: $0).value } ?? .autoTransition
        let plan = Planner.plan(from: a, to: b, transition: loaded)
        #expect(!plan.diagnostics.contains { $0.severity == .error }, "pair \(number)")
        // Pairs 16–18, 21 and 22 match through names set in code (SOURCES.md §8.4), so only
        // the others must match views from the layouts' own ids and names.
        if ![16, 17, 18, 21, 22].contains(number) {
          #expect(!plan.matches.isEmpty, "pair \(number)")
        }
      } catch {
        Issue.record("pair \(number): \(error)")
      }
    }
  }

  @Test func basicTransitionSquareResizedTo100dp() throws {
    // Pair 4: beginDelayedTransition, then transition_square = @dimen/square_size_expanded.
    // 50dp → 100dp at 2.625: 131 → 263 px (262.5 rounds up), animated by ChangeBounds.
    let path =
      "\(Corpus.corpus)/animation-samples/BasicTransition/Application/src/main/res/layout/scene1.xml"
    var options = Corpus.options(for: path)
    let before = try LayoutFile.load(path: path, options: options).value
    options.changes = Self.pairs.first { $0.0 == 4 }?.5 ?? []
    let after = try LayoutFile.load(path: path, options: options).value
    #expect(before.view("transition_square")?.width == 131)
    #expect(after.view("transition_square")?.width == 263)
    #expect(after.view("transition_square")?.height == 263)
    let plan = Planner.plan(from: before, to: after, transition: .autoTransition)
    #expect(
      plan.animators.contains {
        $0.target == "transition_square" && $0.transition == "ChangeBounds"
      }
    )
  }
}

/// Issue 13: two unmatched views of the two scenes never share a key, in the plan, the frames
/// or the timeline.
@Suite struct CorpusSharedKeyTests {
  typealias Corpus = CorpusLayoutTests

  static let cases: [(res: String, from: String, to: String, transition: String)] = [
    (
      "Material-Animations/app/src/main/res", "activity_animations_scene1",
      "activity_animations_scene2",
      "Material-Animations/app/src/main/res/transition/slide_and_changebounds.xml"
    ),
    (
      "platform_cts/tests/tests/transition/res", "scene1", "scene2",
      "platform_frameworks_base/core/res/res/transition/explode.xml"
    ),
  ]

  @Test(arguments: cases)
  func unmatchedRootsGetSides(
    res: String,
    from: String,
    to: String,
    transition: String
  ) throws {
    let fromPath = "\(Corpus.corpus)/\(res)/layout/\(from).xml"
    let toPath = "\(Corpus.corpus)/\(res)/layout/\(to).xml"
    let plan = Planner.plan(
      from: try LayoutFile.load(path: fromPath, options: Corpus.options(for: fromPath)).value,
      to: try LayoutFile.load(path: toPath, options: Corpus.options(for: toPath)).value,
      transition: try TransitionFile.load(path: "\(Corpus.corpus)/\(transition)").value
    )
    // Neither RelativeLayout root has an id: both are /0 in their own file. They do not match
    // (two files share no instance), so the start one is from:/0 and the end one to:/0.
    #expect(plan.disappearing.contains("from:/0"))
    #expect(plan.appearing.contains("to:/0"))
    #expect(Set(plan.appearing).isDisjoint(with: plan.disappearing))
    #expect(plan.separatedKeys == ["/0"])
    // Every frame names each view once.
    let sampler = Sampler(plan: plan)
    for time in [0, plan.totalDurationMs / 2, plan.totalDurationMs] {
      let keys = sampler.sample(at: time).views.map(\.key)
      #expect(Set(keys).count == keys.count)
    }
    // The timeline has a row per view: the two roots' bars are in different rows.
    let svg = TimelineSVG(plan: plan).svg
    #expect(svg.contains(">from:/0 <tspan") && svg.contains(">to:/0 <tspan"))
    // The plan's keys find their views.
    #expect(plan.startView(forKey: "from:/0")?.className.hasSuffix("RelativeLayout") == true)
    #expect(plan.endView(forKey: "to:/0")?.className.hasSuffix("RelativeLayout") == true)
  }
}
