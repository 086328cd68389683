import Foundation
import SceneDiff
import Testing

/// Bad input throws every diagnostic, each printed as `file:line:column: error: message`.
@Suite struct DiagnosticsAPITests {
  @Test func aBadSceneThrowsLocatedDiagnostics() {
    let text = """
      <scene width='360' height='640'>
        <view id='card' width='-4' height='10'/>
      </scene>
      """
    do {
      _ = try NativeSceneFile.load(data: Data(text.utf8), file: "card.xml")
      Issue.record("a negative width loaded")
    } catch {
      // Line 2 is `  <view id='card' width='-4' height='10'/>`: two spaces, `<view ` to
      // column 8, `id='card' ` to 18, `width=` 19–24, the quote 25, the value at 26.
      #expect(
        error.diagnostics.map(\.description) == [
          "card.xml:2:26: error: invalid value '-4' for 'width': expected a number >= 0"
        ]
      )
      #expect(
        error.diagnostics.first?.location == SourceLocation(file: "card.xml", line: 2, column: 26)
      )
    }
  }

  @Test func aTransitionFromBytesIsLocatedUnderTheNameGiven() {
    let text =
      "<fade xmlns:android='http://schemas.android.com/apk/res/android' android:fadingMode='sideways'/>"
    #expect {
      try TransitionFile.load(bytes: Array(text.utf8), file: "res/transition/fade.xml")
    } throws: { error in
      (error as? DiagnosticsError)?.diagnostics.first?.location?.file == "res/transition/fade.xml"
    }
  }
}
