import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffNative

/// Issue 13: numbers whose geometry would overflow are located errors, never `null` in a plan.
@Suite struct NumberLimitTests {
  func errors(_ text: String) -> [String] {
    do {
      _ = try NativeSceneFile.load(bytes: Array(text.utf8), file: "t.xml")
      return []
    } catch {
      return error.diagnostics.map(\.description)
    }
  }

  @Test func aValueBeyondTheLimitNamesItsAttribute() {
    // Line 2: two spaces, `<view id="a" ` (13 bytes) and `x="` (3) come before x's value:
    // column 2 + 13 + 3 + 1 = 19; then `1e308" ` (7) and `width="` (7): column 19 + 14 = 33.
    let text = """
      <scene width="100" height="100">
        <view id="a" x="1e308" width="1e308" height="10"/>
      </scene>
      """
    #expect(
      errors(text) == [
        "t.xml:2:19: error: invalid value '1e308' for 'x': expected a number from -1e9 to 1e9",
        "t.xml:2:33: error: invalid value '1e308' for 'width': expected a number from -1e9 to 1e9",
      ]
    )
  }

  @Test func theLimitItselfIsAccepted() throws {
    let scene = try NativeSceneFile.load(
      bytes: Array(#"<scene width="1e9" height="1"><view x="-1e9" width="1e9"/></scene>"#.utf8),
      file: "t.xml"
    ).value
    #expect(scene.views[0].x == -1_000_000_000)
  }

  @Test func nestedScalesThatOverflowAreAnErrorAtTheView() {
    // a scales by 1e9, b by 1e9 again: b's right edge lies at 1e9 × 1e9 × 10 / 2 = 5e18 from
    // the pivot, beyond the 1e15 limit on root-space coordinates, while a (1e9 × 5 = 5e9) is not.
    let text = """
      <scene width="100" height="100">
        <view id="a" scaleX="1e9" width="10" height="10">
          <view id="b" scaleX="1e9" width="10" height="10"/>
        </view>
      </scene>
      """
    #expect(
      errors(text) == [
        "t.xml:3:5: error: view 'b' lies beyond ±1e15 in the scene root once its ancestors' positions, scrolls and transforms are applied; reduce its or its ancestors' x, y, size, translation or scale"
      ]
    )
  }

  @Test func aScrollInsideAScaledViewIsCheckedAsTheViewIsRead() {
    // a scales by 1e9 about its centre (pivot 5): its corners lie at 5 ± 5e9. Its scroll of 2e6
    // puts b's left edge, 0 in its own coordinates, at 0 − 2e6 in a's, so at
    // 5 + 1e9 × (−2e6 − 5) ≈ −2e15 in the root: beyond −1e15. c, later in the file and out
    // of range too, is not named: only the first view in document order is.
    let text = """
      <scene width="100" height="100">
        <view id="a" scaleX="1e9" scrollX="2e6" width="10" height="10">
          <view id="b"/>
        </view>
        <view id="c" x="1e9" scaleX="1e9" width="1e9"/>
      </scene>
      """
    #expect(
      errors(text) == [
        "t.xml:3:5: error: view 'b' lies beyond ±1e15 in the scene root once its ancestors' positions, scrolls and transforms are applied; reduce its or its ancestors' x, y, size, translation or scale"
      ]
    )
    // Without the scroll, b lies at 5 − 5e9 and only c is out of range: it scales by 1e9 about
    // its centre 5e8, so its edges lie at 1e9 + 5e8 ± 1e9 × 5e8 = 1.5e9 ± 5e17.
    #expect(
      errors(text.replacing(#" scrollX="2e6""#, with: "")) == [
        "t.xml:5:3: error: view 'c' lies beyond ±1e15 in the scene root once its ancestors' positions, scrolls and transforms are applied; reduce its or its ancestors' x, y, size, translation or scale"
      ]
    )
  }

  @Test func theJSONWriterRefusesANonFiniteNumber() async {
    await #expect(processExitsWith: .failure) {
      _ = JSONValue.number(.infinity).render()
    }
  }
}
