import Foundation
import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffAndroid

/// A transition file's `@integer/` and `@android:integer/` references resolve through the same
/// resources as layouts: every `values*/` folder of the file's `res/` tree, chosen for the
/// default device, with located errors.
@Suite struct TransitionResourceTests {
  static let ns = "xmlns:android=\"http://schemas.android.com/apk/res/android\""

  static let values = """
    <resources>
      <integer name="base">250</integer>
      <integer name="slow">@integer/base</integer>
      <integer name="qualified">100</integer>
      <integer name="bad">fast</integer>
    </resources>
    """

  /// Loads `res/transition/<name>.xml` of `fixture`.
  func load(_ fixture: LayoutFixture, _ name: String) throws(DiagnosticsError)
    -> Loaded<SceneTransition>
  {
    try TransitionFile.load(path: "\(fixture.res)/transition/\(name).xml")
  }

  /// The errors loading `res/transition/<name>.xml` reports.
  func errors(_ fixture: LayoutFixture, _ name: String) -> [Diagnostic] {
    do {
      _ = try load(fixture, name)
      return []
    } catch {
      return error.diagnostics.filter { $0.severity == .error }
    }
  }

  @Test func integerReferencesFollowValuesFilesAndQualifiers() throws {
    let fixture = try LayoutFixture([
      "values/integers.xml": Self.values,
      "values-v21/integers.xml": "<resources><integer name=\"qualified\">150</integer></resources>",
      "transition/durations.xml": """
      <transitionSet \(Self.ns)>
        <changeBounds android:duration="@integer/slow"/>
        <fade android:duration="@integer/qualified"/>
      </transitionSet>
      """,
    ])
    let t = try load(fixture, "durations").value
    let set = try #require(t.kind as? TransitionSet)
    // @integer/slow → @integer/base → 250.
    #expect(set.children[0].durationMs == 250)
    // The default phone runs API 34, so values-v21 (150) wins over values/ (100), as Android
    // picks the highest version qualifier not above the device's.
    #expect(set.children[1].durationMs == 150)
  }

  @Test(arguments: [
    // android.R.integer, platform-transitions reference: short 200, medium 400, long 500 ms.
    ("config_shortAnimTime", 200), ("config_mediumAnimTime", 400), ("config_longAnimTime", 500),
  ])
  func frameworkAnimationTimes(name: String, milliseconds: Int) throws {
    let fixture = try LayoutFixture([
      "transition/time.xml": """
      <fade \(Self.ns) android:duration="@android:integer/\(name)"
          android:startDelay="@android:integer/\(name)"/>
      """
    ])
    let t = try load(fixture, "time").value
    #expect(t.durationMs == milliseconds)
    #expect(t.startDelayMs == milliseconds)
  }

  @Test func aMissingIntegerIsLocatedAtTheAttribute() throws {
    let fixture = try LayoutFixture([
      "values/integers.xml": Self.values,
      "transition/missing.xml": """
      <changeBounds \(Self.ns)
          android:duration="@integer/slwo"/>
      """,
    ])
    let found = errors(fixture, "missing")
    // 4 spaces + `android:duration="` (18) → the value starts at column 23 of line 2.
    #expect(found.map { XMLTest.at($0.location) } == ["2:23"])
    #expect(found.map(\.code) == ["unresolved-reference"])
    #expect(found.first?.location?.file.hasSuffix("transition/missing.xml") == true)
    // "slwo" is one swap away from "slow".
    #expect(found.first?.message.hasSuffix("; did you mean '@integer/slow'?") == true)
  }

  @Test func anIntegerValueThatIsNotOneIsLocatedInTheValuesFile() throws {
    let fixture = try LayoutFixture([
      "values/integers.xml": Self.values,
      "transition/bad.xml": "<fade \(Self.ns) android:duration=\"@integer/bad\"/>",
    ])
    let found = errors(fixture, "bad")
    // Line 5 of the values file: 2 spaces + `<integer name="bad">` (20) → the text is at 23.
    #expect(found.map { XMLTest.at($0.location) } == ["5:23"])
    #expect(found.first?.location?.file.hasSuffix("values/integers.xml") == true)
    #expect(
      found.first?.message == "invalid value 'fast' for 'android:duration': expected an integer"
    )
  }

  /// A malformed values file fails the transition even when the transition uses none of its
  /// values: Android's build fails on it, and layouts in the same tree report it the same way.
  @Test func aBrokenValuesFileBesideATransitionIsAnError() throws {
    let fixture = try LayoutFixture([
      "values/integers.xml": Self.values,
      "values/broken.xml": """
      <resources>
        <integer name="x">1</integer>
      </resurces>
      """,
      "transition/plain.xml": "<fade \(Self.ns) android:duration=\"@integer/base\"/>",
    ])
    let found = errors(fixture, "plain")
    // The end tag `</resurces>` (11 bytes) ends at column 11, where libxml2 reports the
    // mismatch: column 12 of line 3.
    #expect(found.map { XMLTest.at($0.location) } == ["3:12"])
    #expect(found.map(\.code) == ["xml-malformed"])
    #expect(found.first?.location?.file.hasSuffix("values/broken.xml") == true)
  }

  /// A transition read from bytes under a path where no `res/` tree exists still reads the
  /// built-in framework values, without an error about the missing tree.
  @Test func aTransitionOutsideAnyTreeReadsFrameworkValues() throws {
    let text = "<fade \(Self.ns) android:duration=\"@android:integer/config_longAnimTime\"/>"
    let loaded = try TransitionFile.load(
      bytes: Array(text.utf8),
      file: "no-such-folder-\(UUID().uuidString)/transition/fade.xml"
    )
    // config_longAnimTime is 500 ms (platform-transitions reference).
    #expect(loaded.value.durationMs == 500)
    #expect(loaded.diagnostics.isEmpty)
  }

  /// A transition file whose own folder is not a resource folder is in no `res/` tree: the
  /// folder above it is not read, so its subfolders (`values/` with a broken file,
  /// `layout-golden/` with a qualifier Android does not know) add no diagnostics and
  /// `@integer/` finds nothing there.
  @Test func aTransitionOutsideAResourceFolderDoesNotReadTheFolderAbove() throws {
    let folder = try TemporaryFolder("outside-res")
    try folder.write("<resources><integer name=\"x\">1</resources>", to: "values/broken.xml")
    try folder.write("<resources/>", to: "layout-golden/a.xml")
    let plain = try folder.write("<fade \(Self.ns) android:duration=\"250\"/>", to: "scene/t.xml")
    let loaded = try TransitionFile.load(path: plain)
    #expect(loaded.value.durationMs == 250)
    #expect(loaded.diagnostics.isEmpty)
    let reference = try folder.write(
      "<fade \(Self.ns) android:duration=\"@integer/x\"/>",
      to: "scene/ref.xml"
    )
    #expect(throws: DiagnosticsError.self) { try TransitionFile.load(path: reference) }
  }

  @Test(
    arguments: [
      // 0x12c = 1 × 256 + 2 × 16 + 12 = 300.
      ("0x12c", 300, nil), (" 300", 300, nil), ("@integer/hex", 300, nil),
      // 0xffffffff is −1 in 32 bits, and a negative duration is not used (no error).
      ("0xffffffff", nil, nil),
      // aapt2 rejects a negative or upper-case-X hexadecimal, a plus sign and 2³¹ or more.
      ("-0x10", nil, "invalid-value"), ("0X12C", nil, "invalid-value"),
      ("+300", nil, "invalid-value"), ("3000000000", nil, "invalid-value"),
    ] as [(String, Int?, String?)]
  )
  func durationsFollowAndroidsIntegerSyntax(value: String, milliseconds: Int?, code: String?)
    throws
  {
    let fixture = try LayoutFixture([
      "values/integers.xml": "<resources><integer name=\"hex\">0x12c</integer></resources>",
      "transition/duration.xml": "<fade \(Self.ns) android:duration=\"\(value)\"/>",
    ])
    if let code {
      #expect(errors(fixture, "duration").map(\.code) == [code])
    } else {
      #expect(try load(fixture, "duration").value.durationMs == milliseconds)
    }
  }
}
