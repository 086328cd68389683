import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffAndroid

/// Issue 13: transition and interpolator numbers that would overflow Android's float arithmetic
/// are located errors.
@Suite struct NumberLimitFileTests {
  func diagnostics(_ files: [String: String], load path: String) throws -> [String] {
    let folder = try TemporaryFolder("limits")
    for (name, text) in files { try folder.write(text, to: "res/" + name) }
    do {
      return try TransitionFile.load(path: folder.path + "/res/" + path).diagnostics
        .map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") }
    } catch {
      return error.diagnostics.map {
        $0.description.replacingOccurrences(of: folder.path + "/", with: "")
      }
    }
  }

  let android = #"xmlns:android="http://schemas.android.com/apk/res/android""#

  @Test func anInterpolatorParameterBeyondTheLimit() throws {
    // `<anticipateInterpolator ` is 24 bytes, the namespace declaration 58 (`xmlns:android="`
    // 15, the URL 42, `"` 1) and a space 1, then `android:tension="` (17): the value starts
    // at column 24 + 58 + 1 + 17 + 1 = 101.
    let found = try diagnostics(
      [
        "interpolator/wild.xml": "<anticipateInterpolator \(android) android:tension=\"1e38\"/>",
        "transition/t.xml":
          "<changeBounds \(android) android:interpolator=\"@interpolator/wild\"/>",
      ],
      load: "transition/t.xml"
    )
    #expect(
      found == [
        "res/interpolator/wild.xml:1:101: error: 'android:tension' must lie within ±1000000, found '1e38'"
      ]
    )
  }

  @Test func aPathInterpolatorPointBeyondTheLimit() throws {
    let found = try diagnostics(
      [
        "interpolator/huge.xml":
          "<pathInterpolator \(android) android:pathData=\"M0,0 C 0,1e30 1,1e30 1,1\"/>",
        "transition/t.xml":
          "<changeBounds \(android) android:interpolator=\"@interpolator/huge\"/>",
      ],
      load: "transition/t.xml"
    )
    #expect(found.count == 1)
    #expect(
      found.first?.hasSuffix(
        "error: every point of 'android:pathData' must lie within ±1000000, found 'M0,0 C 0,1e30 1,1e30 1,1'"
      ) == true
    )
  }

  @Test func anEpicenterRectangleBeyondTheLimit() throws {
    let sd = #"xmlns:sd="https://scenediff.dev/ns""#
    let found = try diagnostics(
      ["transition/t.xml": "<slide \(android) \(sd) sd:epicenter=\"0 0 1e300 1e300\"/>"],
      load: "transition/t.xml"
    )
    // `<slide ` 7, the android declaration 58, a space, the sd one 35 (`xmlns:sd="` 10, the
    // URL 24, `"` 1), a space and `sd:epicenter="` 14: 116 bytes, so column 117.
    #expect(
      found == [
        "res/transition/t.xml:1:117: error: invalid value '0 0 1e300 1e300' for 'sd:epicenter': expected a rectangle of four numbers from -1e9 to 1e9"
      ]
    )
  }
}
