import Foundation
import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffAndroid

/// `<transition class="com.google.android.material.transition[.platform].X">` with `sd:`
/// constructor arguments, and the motion theme Material patterns read.
@Suite struct MaterialTransitionFileTests {
  static let sd = "xmlns:sd=\"https://scenediff.dev/ns\""
  static let package = "com.google.android.material.transition"

  /// Loads transition XML given as a string (located as `t.xml`).
  static func load(_ text: String) throws -> Loaded<SceneTransition> {
    try TransitionFile.load(XMLTest.parse(text), path: XMLTest.file)
  }

  /// `line:column code` of every diagnostic loading `text` reports.
  static func problems(_ text: String) -> [String] {
    do {
      return try load(text).diagnostics.map { "\(XMLTest.at($0.location)) \($0.code)" }
    } catch let error as DiagnosticsError {
      return error.diagnostics.map { "\(XMLTest.at($0.location)) \($0.code)" }
    } catch {
      return ["\(error)"]
    }
  }

  @Test func everyPatternIsReadInBothPackages() throws {
    let loaded = try Self.load(
      """
      <transitionSet \(Self.sd)>
        <transition class="\(Self.package).MaterialSharedAxis" sd:axis="y" sd:forward="false"/>
        <transition class="\(Self.package).platform.MaterialSharedAxis" sd:axis="Z" sd:forward="true"/>
        <transition class="\(Self.package).MaterialFadeThrough"/>
        <transition class="\(Self.package).platform.MaterialFade" sd:secondary="none"/>
        <transition class="\(Self.package).MaterialElevationScale" sd:growing="false"/>
        <transition class="\(Self.package).Hold"/>
      </transitionSet>
      """
    )
    #expect(loaded.diagnostics.isEmpty)
    let children = try #require(loaded.value.kind as? TransitionSet).children
    #expect(
      (children[0].kind as? MaterialSharedAxis) == MaterialSharedAxis(axis: .y, forward: false)
    )
    #expect(
      (children[1].kind as? MaterialSharedAxis) == MaterialSharedAxis(axis: .z, forward: true)
    )
    #expect((children[2].kind as? MaterialFadeThrough) == MaterialFadeThrough())
    #expect((children[3].kind as? MaterialFade) == MaterialFade(secondary: nil))
    #expect((children[4].kind as? MaterialElevationScale) == MaterialElevationScale(growing: false))
    #expect(children[5].kind is Hold)
  }

  @Test func aPatternCanBeTheRootWithCommonAttributes() throws {
    let loaded = try Self.load(
      """
      <transition xmlns:android="http://schemas.android.com/apk/res/android" \(Self.sd)
          class="\(Self.package).MaterialSharedAxis" sd:axis="x" sd:forward="true"
          android:duration="250"/>
      """
    )
    #expect(loaded.diagnostics.isEmpty)
    #expect(loaded.value.kind is MaterialSharedAxis)
    #expect(loaded.value.durationMs == 250)
  }

  @Test func missingAndBadArgumentsAreLocated() {
    // A missing argument is reported at the element (col 3). Values: `  <transition ` is 14
    // columns, `class="` 7 more, so the class name starts at col 22; the package is 38
    // characters and `.MaterialSharedAxis` 19, so the name ends at col 78 and its quote at 79;
    // `sd:axis="` starts at 81 and its value at 81 + 9 = 90; `w" ` then `sd:forward="` (12)
    // starts at 93, its value at 105. Line 5: `.MaterialFade` is 13, the name ends at 72,
    // `sd:secondary="` (14) starts at 75, its value at 89.
    #expect(
      Self.problems(
        """
        <transitionSet \(Self.sd)>
          <transition class="\(Self.package).MaterialSharedAxis" sd:forward="true"/>
          <transition class="\(Self.package).MaterialSharedAxis" sd:axis="w" sd:forward="yes"/>
          <transition class="\(Self.package).MaterialElevationScale"/>
          <transition class="\(Self.package).MaterialFade" sd:secondary="fade"/>
        </transitionSet>
        """
      ) == [
        "2:3 missing-argument",
        "3:90 invalid-value",
        "3:105 invalid-value",
        "4:3 missing-argument",
        "5:89 invalid-value",
      ]
    )
  }

  @Test func unknownArgumentsWarnWithTheClosestName() {
    // `<transition ` 12 columns; `xmlns:sd="https://scenediff.dev/ns"` 9 + 26 = 35 (cols
    // 13–47); `class="` at 49, the 57-character name at 56–112; `sd:axis="x"` at 115–125;
    // `sd:forwards` at 127. sd:forward is missing, so there is also an error at the element.
    #expect(
      Self.problems(
        """
        <transition \(Self.sd) class="\(Self.package).MaterialSharedAxis" sd:axis="x" sd:forwards="true"/>
        """
      ) == ["1:1 missing-argument", "1:127 ignored-attribute"]
    )
  }

  @Test func anotherClassIsStillACustomTransition() {
    // The warning is at the `class` attribute, col 13 after `<transition `.
    #expect(
      Self.problems(
        """
        <transition class="\(Self.package).MaterialCustom"/>
        """
      ) == ["1:13 custom-class"]
    )
  }

  /// Writes `res/transition/t.xml` (a shared axis) and, when given, a manifest theme and styles.
  static func app(manifestTheme: String?, styles: String?) throws -> String {
    let folder = try TemporaryFolder("material-theme")
    if let manifestTheme {
      try folder.write(
        """
        <manifest xmlns:android="http://schemas.android.com/apk/res/android">
          <application android:theme="\(manifestTheme)"/>
        </manifest>
        """,
        to: "AndroidManifest.xml"
      )
    }
    if let styles {
      try folder.write("<resources>\(styles)</resources>", to: "res/values/styles.xml")
    }
    return try folder.write(
      """
      <transition \(sd) class="\(package).MaterialSharedAxis" sd:axis="x" sd:forward="true"/>
      """,
      to: "res/transition/t.xml"
    )
  }

  static func theme(_ path: String, option: String? = nil) throws -> MaterialMotionTheme? {
    (try TransitionFile.load(path: path, theme: option).value.kind as? MaterialSharedAxis)?.theme
  }

  @Test func theManifestThemeChoosesM2OrM3() throws {
    let m2 = try Self.app(
      manifestTheme: "@style/AppTheme",
      styles: #"<style name="AppTheme" parent="Theme.MaterialComponents.Light"/>"#
    )
    #expect(try Self.theme(m2) == .materialComponents)
    // --theme overrides the manifest.
    #expect(try Self.theme(m2, option: "Theme.Material3.Light") == .material3)
    // No manifest, no option: Material3.
    #expect(try Self.theme(Self.app(manifestTheme: nil, styles: nil)) == .material3)
  }

  @Test func appStylesOverrideDurations() throws {
    let path = try Self.app(
      manifestTheme: "@style/AppTheme",
      styles: """
        <style name="AppTheme" parent="Base"><item name="motionDurationLong1">600</item></style>
        <style name="Base" parent="Theme.Material3.DayNight">
          <item name="motionDurationLong1">500</item><item name="motionDurationShort3">120</item>
        </style>
        """
    )
    let theme = try #require(try Self.theme(path))
    // The nearest style wins: AppTheme's 600 over Base's 500; Base's Short3 stays.
    #expect(theme.duration(.long1) == 600)
    #expect(theme.duration(.short3) == 120)
    #expect(theme.duration(.long2) == 500)  // Material3's own value
  }

  @Test func appStylesOverrideInterpolators() throws {
    let path = try Self.app(
      manifestTheme: "@style/AppTheme",
      styles: """
        <style name="AppTheme" parent="Theme.MaterialComponents.Light">
          <item name="motionEasingEmphasizedInterpolator">cubic-bezier(0.2, 0, 0, 1)</item>
          <item name="motionEasingStandardInterpolator">@interpolator/m3_sys_motion_easing_emphasized_decelerate</item>
          <item name="motionEasingLinearInterpolator">@android:interpolator/linear</item>
          <item name="motionEasingEmphasizedAccelerateInterpolator">ease-in</item>
        </style>
        """
    )
    let loaded = try TransitionFile.load(path: path)
    let theme = try #require((loaded.value.kind as? MaterialSharedAxis)?.theme)
    // A legacy cubic-bezier string: PathInterpolator(0.2, 0, 0, 1) (§1.3).
    #expect(
      theme.easings[.emphasized]
        == .path(try PathInterpolator(controlX1: 0.2, controlY1: 0, controlX2: 0, controlY2: 1))
    )
    // MDC's own resource: the emphasized-decelerate curve Material3 ships, (0.1, 0.7, 0.1, 1).
    var decelerate = try PathInterpolator(
      controlX1: 0.1,
      controlY1: 0.7,
      controlX2: 0.1,
      controlY2: 1
    )
    decelerate.name = "emphasizedDecelerate"
    #expect(theme.easings[.standard] == .path(decelerate))
    #expect(theme.easings[.linear] == .linear)
    // An M2 theme defines no interpolators of its own; the bad one is a warning at its item
    // (line 5 of styles.xml: `<resources>` shares line 1 with the first style).
    #expect(theme.easings[.emphasizedAccelerate] == nil)
    #expect(loaded.diagnostics.map(\.code) == ["unresolved-motion-easing"])
    #expect(loaded.diagnostics.first?.location?.line == 5)
  }
}

/// The container transform's `sd:` setters.
@Suite struct MaterialContainerTransformFileTests {
  @Test func everySetterIsRead() throws {
    let loaded = try MaterialTransitionFileTests.load(
      """
      <transition \(MaterialTransitionFileTests.sd)
          class="\(MaterialTransitionFileTests.package).platform.MaterialContainerTransform"
          sd:startView="@id/card" sd:endView="@+id/detail" sd:direction="return"
          sd:fadeMode="through" sd:fitMode="height" sd:pathMotion="arc"/>
      """
    )
    #expect(loaded.diagnostics.isEmpty)
    #expect(
      (loaded.value.kind as? MaterialContainerTransform)
        == MaterialContainerTransform(
          startView: "card",
          endView: "detail",
          direction: .return,
          fadeMode: .through,
          fitMode: .height,
          arcMotion: true
        )
    )
  }

  @Test func badSettersAreLocated() {
    // `<transition ` 12 columns; the xmlns (35) at 13–47; `class="` at 49, the name
    // (38 + 27 = 65 characters with `.MaterialContainerTransform`) at 56–120, its quote at
    // 121; `sd:startView="` (14) at 123, value at 137: `card` is not a reference.
    // `card" ` ends at 142; `sd:fadeMode="` (13) at 143, value at 156.
    #expect(
      MaterialTransitionFileTests.problems(
        """
        <transition \(MaterialTransitionFileTests.sd) class="\(MaterialTransitionFileTests.package).MaterialContainerTransform" sd:startView="card" sd:fadeMode="fade"/>
        """
      ) == ["1:137 invalid-value", "1:156 invalid-value"]
    )
  }
}
