import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffExport

@Suite struct CSSValueTests {
  @Test(arguments: [
    ("#80FF0000", "#FF000080"),  // Android alpha first → CSS alpha last
    ("#00796b", "#00796B"),
    ("#abc", "#ABC"),
    ("#8abc", "#ABC8"),
    ("White", "white"),
  ])
  func androidColoursBecomeCSS(android: String, css: String) {
    #expect(CSSValue.color(android) == css)
  }

  @Test(arguments: ["url(http://x)", "#12", "#GGGGGG", "red;color:blue", ""])
  func otherColourTextIsRefused(text: String) {
    #expect(CSSValue.color(text) == nil)
  }

  @Test func numbersHaveNoExponentsAndNoNegativeZero() {
    #expect(CSSValue.number(1e-7) == "0")
    #expect(CSSValue.number(-1e-9) == "0")
    #expect(CSSValue.number(12.5) == "12.5")
    #expect(CSSValue.number(300) == "300")
    #expect(CSSValue.px(-3.25) == "-3.25px")
  }

  @Test func androidMatricesMapToCSSArgumentOrder() {
    // Android rotation by 90°: [cos, −sin, 0, sin, cos, 0] = [0, −1, 0, 1, 0, 0]; CSS
    // matrix(a, b, c, d, e, f) takes (scaleX, skewY, skewX, scaleY, transX, transY) =
    // (0, 1, −1, 0, 0, 0).
    #expect(CSSValue.transform(.rotation(degrees: 90)) == "matrix(0, 1, -1, 0, 0, 0)")
    #expect(
      CSSValue.transform(Matrix([2, 0, 10, 0, 3, 20, 0, 0, 1])) == "matrix(2, 0, 0, 3, 10, 20)"
    )
  }
}
