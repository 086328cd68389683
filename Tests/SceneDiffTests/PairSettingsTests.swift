import Foundation
import SceneDiffTestSupport
import Testing

@testable import SceneDiff

/// A manifest rule's `sd:` settings (``PairSettings``): planned as the options of the same
/// names plan, the shipped screen changes of Scenes/, and bad values with their locations.
@Suite struct PairSettingsTests {
  static let screens = TestPaths.package("Scenes/android-screens")

  /// The android-screens manager's jobs, after the Navigation graph's four.
  func managerJobs() -> [Batch.Job] {
    Array(Batch.discover([Self.screens]).jobs.dropFirst(4))
  }

  /// The settings the command line builds for the same pair (spelled as options, anchored
  /// at the scene files), planned through the same function.
  func optionPlan(_ job: Batch.Job, _ fill: (inout PairSettings) -> Void) throws -> Plan {
    var settings = PairSettings()
    fill(&settings)
    settings.fromAnchor = job.from
    settings.toAnchor = job.to
    let from = try SceneFile.load(path: job.from).value
    let to = try SceneFile.load(path: job.to).value
    return try ScreenChangeFiles.plan(settings, from: from, to: to).value
  }

  /// A scale-up rule plans as `--activity scale-up --source thumb_2` does.
  ///
  /// `sd:activity="scale-up" sd:source="thumb_2"`: the §2.2 scale-up from the thumbnail.
  /// Laid out for the default phone (2.625), thumb_2 is at (16 + 120 + 16) dp = 152 dp =
  /// 399 px, (56 + 16) dp = 72 dp = 189 px, 120 dp = 315 px square. The window starts at
  /// scale s0 about the pivot r.left / (1 − s0), so its left edge is
  /// r.left · (1 − s) / (1 − s0); at 50 ms of 200 (n = 0.25) decelerate_cubic gives
  /// 1 − s = (1 − s0) · 0.75³, so left = 399 · 0.421875 = 168.328125 and top =
  /// 189 · 0.421875 = 79.734375; alpha is LOSI(0.5) ≈ 0.8392 (§2.2's worked value).
  @Test func scaleUpRuleIsTheScaleUpOption() throws {
    let job = try #require(managerJobs().last)
    #expect(job.settings?.activity == .scaleUp)
    #expect(job.label == "manager.xml: activity scale-up, source thumb_2")
    let result = Batch.run([job])[0]
    #expect(result.diagnostics.isEmpty)
    let plan = try #require(result.plan)
    let options = try optionPlan(job) {
      $0.activity = .scaleUp
      $0.source = "thumb_2"
    }
    #expect(plan == options)
    let window = try #require(Sampler(plan: plan).sample(at: 50)["to:photo_root"])
    #expect(abs(window.bounds.left - 168.328125) < 1e-3)
    #expect(abs(window.bounds.top - 79.734375) < 1e-3)
    #expect(abs(window.alpha - 0.8392) < 1e-3)
    // At 0 ms the window lies on the thumbnail's rectangle.
    let start = try #require(Sampler(plan: plan).sample(at: 0)["to:photo_root"])
    for (got, expected) in zip(start.bounds.edges, [399.0, 189, 714, 504]) {
      #expect(abs(got - expected) < 1e-3)
    }
  }

  /// Fragment Transition-resource rules, pushed and popped.
  ///
  /// `sd:enterTransition="@transition/slide_right" sd:exitTransition="@transition/fade_out"`. Push: the detail root slides in from translationX = the 1080 px
  /// window width to 0, the list root fades 1 → 0, both 300 ms (the Transition default).
  /// Pop: returnTransition defaults to the enter Slide (the detail slides out 0 → 1080) and
  /// reenterTransition to the exit Fade, whose fade_out mode leaves the appearing list alone.
  @Test func fragmentTransitionRulesPushAndPop() throws {
    let jobs = managerJobs()
    #expect(jobs.count == 3)
    let push = try #require(Batch.run([jobs[0]])[0].plan)
    let pop = try #require(Batch.run([jobs[1]])[0].plan)
    let summary = { (plan: Plan) in
      plan.animators.map {
        "\($0.target) \($0.property.rawValue) \($0.transition) \($0.startMs) \($0.durationMs)"
      }
    }
    #expect(
      summary(push) == [
        "from:list_root alpha Fade 0.0 300.0", "to:detail_root translationX Slide 0.0 300.0",
      ]
    )
    #expect(summary(pop) == ["from:detail_root translationX Slide 0.0 300.0"])
    #expect(jobs[1].settings?.isPop == true)
    let options = try optionPlan(jobs[1]) {
      $0.transitions[.enterTransition] = "@transition/slide_right"
      $0.transitions[.exitTransition] = "@transition/fade_out"
      $0.isPop = true
    }
    #expect(pop == options)
  }

  /// The ios manager's interactive pop.
  ///
  /// nav_pop with `sd:interaction`. The script releases
  /// at 150 ms below its threshold, so it cancels and the photo slides back in
  /// 0.25 × 400 ms ÷ 1 = 100 ms: the interaction ends at 250 ms.
  @Test func interactionRule() throws {
    let jobs = Batch.discover([TestPaths.package("Scenes/ios")]).jobs
    let job = try #require(jobs.last)
    #expect(job.name == "album_photo-to-album_detail-pop_release_25")
    let plan = try #require(Batch.run([job])[0].plan)
    let timeline = try #require(plan.interactionTimeline)
    #expect(timeline.endMs == 250)
  }

  /// Bad values, each at its attribute's value.
  ///
  /// Every rule before the last two gives no pair
  /// (the manifest's other rules still do); an unknown `sd:` attribute is a warning at its
  /// name; an `@anim/` that names nothing fails its pair at the attribute. Every rule line
  /// starts `  <transition android:fromScene="@layout/a" android:toScene="@layout/b" `:
  /// 2 + 12 + 30 + 28 = 72 characters, so its first sd: attribute is at column 73 and that
  /// attribute's value at 73 + len(`sd:pop="`) = 81, 73 + len(`sd:activity="`) = 86, …;
  /// after ` android:transition="@transition/t"` (35 more) the attribute is at 108.
  @Test func badValuesAreLocated() throws {
    let folder = try TemporaryFolder("pair-settings")
    let layout = """
      <FrameLayout xmlns:android="http://schemas.android.com/apk/res/android"
          android:id="@+id/root" android:layout_width="match_parent"
          android:layout_height="match_parent" />

      """
    try folder.write(layout, to: "res/layout/a.xml")
    try folder.write(layout, to: "res/layout/b.xml")
    try folder.write(
      "<fade xmlns:android=\"http://schemas.android.com/apk/res/android\"/>\n",
      to: "res/transition/t.xml"
    )
    let rule = "  <transition android:fromScene=\"@layout/a\" android:toScene=\"@layout/b\" "
    let lines = [
      "<transitionManager xmlns:android=\"http://schemas.android.com/apk/res/android\"",
      "    xmlns:sd=\"https://scenediff.dev/ns\">",
      rule + "sd:pop=\"yes\"/>",
      rule + "sd:activity=\"zoom\"/>",
      rule + "sd:activity=\"scale-up\" sd:source=\"x\" sd:start=\"1,x\"/>",
      rule + "sd:source=\"x\"/>",
      rule + "android:transition=\"@transition/t\" sd:enterAnim=\"@anim/x\"/>",
      rule + "sd:operation=\"pop\"/>",
      rule + "android:transition=\"@transition/t\" sd:interaction=\"nope.xml\"/>",
      "  <transition android:fromScene=\"@layout/b\" android:toScene=\"@layout/a\" "
        + "sd:enterAnim=\"@anim/nope\" sd:foo=\"1\"/>",
      rule + "sd:exitAnim=\"@android:anim/fade_out\"/>",
      "</transitionManager>",
    ]
    let manifest = try folder.write(
      lines.joined(separator: "\n") + "\n",
      to: "res/transition/manager.xml"
    )
    let discovery = Batch.discover([folder.path])
    let found = discovery.diagnostics.map {
      "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.severity) \($0.code)"
    }
    #expect(
      found == [
        "3:81 error invalid-value",  // sd:pop="yes": true or false
        "4:86 error invalid-value",  // sd:activity="zoom"
        // sd:start at 73 + len(`sd:activity="scale-up" sd:source="x" `) = 73 + 37 = 110,
        // its value at 110 + len(`sd:start="`) = 120.
        "5:120 error invalid-value",
        "6:84 error conflicting-settings",  // sd:source without scale-up or clip-reveal
        "7:122 error conflicting-settings",  // sd:enterAnim with android:transition
        "8:87 error missing-attribute",  // sd:operation without android:transition
        "9:124 error unresolved-reference",  // 108 + len(`sd:interaction="`) = 124
        "10:99 warning ignored-attribute",  // sd:foo's name: 73 + len(`sd:enterAnim="@anim/nope" `)
      ]
    )
    #expect(discovery.diagnostics[0].message.contains("invalid value 'yes' for 'sd:pop'"))
    #expect(discovery.diagnostics[3].message.contains("sd:source goes with sd:activity scale-up"))
    #expect(discovery.jobs.map(\.location.line) == [10, 11])
    let results = Batch.run(discovery.jobs)
    // The @anim/ that names nothing fails its pair at its value: 73 + len(`sd:enterAnim="`).
    #expect(
      results[0].diagnostics.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0)" }
        == ["10:87"]
    )
    #expect(results[0].plan == nil)
    #expect(results[1].plan != nil)
    // check reports the same settings diagnostics.
    let checked = InputFile.check(path: manifest).diagnostics
    #expect(checked.filter { $0.severity == .error }.count == 7)
  }

  /// A rule whose settings make no screen change and that names no transition is ignored
  /// with a warning at the rule, as a rule without `android:transition` always was.
  @Test func aRuleWithNothingToPlanIsIgnored() throws {
    let folder = try TemporaryFolder("pair-settings-empty")
    let layout = """
      <FrameLayout xmlns:android="http://schemas.android.com/apk/res/android"
          android:layout_width="match_parent" android:layout_height="match_parent" />

      """
    try folder.write(layout, to: "res/layout/a.xml")
    try folder.write(layout, to: "res/layout/b.xml")
    try folder.write(
      """
      <transitionManager xmlns:android="http://schemas.android.com/apk/res/android"
          xmlns:sd="https://scenediff.dev/ns">
        <transition android:fromScene="@layout/a" android:toScene="@layout/b" sd:pop="false"/>
      </transitionManager>

      """,
      to: "res/transition/manager.xml"
    )
    let discovery = Batch.discover([folder.path])
    #expect(discovery.jobs.isEmpty)
    // Line 3, column 3: the <transition> element.
    #expect(
      discovery.diagnostics.map {
        "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.code)"
      } == ["3:3 rule-without-transition", "0:0 no-pairs"]
    )
  }

  /// `arguments` are the options that give the same settings, and read back to them.
  @Test func argumentsRoundTrip() throws {
    var settings = PairSettings()
    settings.enterAnim = "@anim/a"
    settings.isPop = true
    settings.container = .frameLayout
    settings.transitions[.returnTransition] = "@transition/r"
    settings.activity = .clipReveal
    settings.source = "thumb"
    settings.start = Point(x: 10, y: 20.5)
    settings.size = PairSettings.Size(width: 96, height: 48)
    #expect(
      settings.arguments == [
        "--enter-anim", "@anim/a", "--pop", "--container", "FrameLayout", "--return-transition",
        "@transition/r", "--activity", "clip-reveal", "--source", "thumb", "--start", "10,20.5",
        "--size", "96,48",
      ]
    )
    #expect(PairSettings(arguments: settings.arguments) == settings)
    #expect(PairSettings(arguments: ["--enter-anim"]) == nil)
    #expect(PairSettings(arguments: ["--nope", "1"]) == nil)
  }
}
