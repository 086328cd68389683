import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffExport

@Suite struct CSSEasingTests {
  @Test func platformCubicsAreTheirCubicBezier() throws {
    // fast_out_slow_in is PathInterpolator(0.4, 0, 0.2, 1): its CSS form is that cubic.
    #expect(CSSEasing.exact(.fastOutSlowIn)?.css == "cubic-bezier(0.4, 0, 0.2, 1)")
    #expect(CSSEasing.exact(.linearOutSlowIn)?.css == "cubic-bezier(0, 0, 0.2, 1)")
    #expect(CSSEasing.exact(.fastOutLinearIn)?.css == "cubic-bezier(0.4, 0, 1, 1)")
    #expect(CSSEasing.exact(.linear)?.css == "linear")
  }

  @Test func curvesWithoutACSSFormHaveNone() {
    // Cosine, bounce, overshoot and multi-segment paths are not one cubic Bézier.
    #expect(CSSEasing.exact(.accelerateDecelerate) == nil)
    #expect(CSSEasing.exact(.bounce) == nil)
    #expect(CSSEasing.exact(.overshoot(tension: 2)) == nil)
    #expect(CSSEasing.exact(.fastOutExtraSlowIn) == nil)
    // accelerate with factor 1.5 is t³, not a quadratic.
    #expect(CSSEasing.exact(.accelerate(factor: 1.5)) == nil)
  }

  @Test func quadraticsAreElevatedToCubics() throws {
    // t² is the quadratic (0,0) (½,0) (1,1); as a cubic its control points are ⅔ of the way
    // to that middle point: (⅓, 0) and (⅔, ⅓). At x = ½ the curve's parameter is ½ (x(s) = s
    // for this curve), so y = ¼.
    let accelerate = try #require(CSSEasing.exact(.accelerate(factor: 1)))
    #expect(accelerate.css == "cubic-bezier(0.333333, 0, 0.666667, 0.333333)")
    #expect(abs(accelerate.value(at: 0.5) - 0.25) < 1e-12)
    // 1 − (1 − t)² at t = 0.3: 1 − 0.49 = 0.51.
    let decelerate = try #require(CSSEasing.exact(.decelerate(factor: 1)))
    #expect(abs(decelerate.value(at: 0.3) - 0.51) < 1e-12)
    // PathInterpolator(0.2, 0.8), quadratic: elevated controls (⅔·0.2, ⅔·0.8) and
    // (⅓ + ⅔·0.2, ⅓ + ⅔·0.8) = (0.133333, 0.533333) and (0.466667, 0.866667).
    let quad = try #require(
      CSSEasing.exact(.path(try PathInterpolator(controlX1: 0.2, controlY1: 0.8)))
    )
    #expect(quad.css == "cubic-bezier(0.133333, 0.533333, 0.466667, 0.866667)")
  }

  @Test func cubicBezierSolvesForXAsBrowsersDo() {
    // A straight cubic, controls on the diagonal: y = x everywhere.
    #expect(abs(CSSEasing.cubicBezier(1.0 / 3, 1.0 / 3, 2.0 / 3, 2.0 / 3, at: 0.37) - 0.37) < 1e-12)
    // ease-in-out (0.42, 0, 0.58, 1) is symmetric about (½, ½): y(½) = ½.
    #expect(abs(CSSEasing.cubicBezier(0.42, 0, 0.58, 1, at: 0.5) - 0.5) < 1e-12)
    // Ends are exact.
    #expect(CSSEasing.cubicBezier(0.4, 0, 0.2, 1, at: 0) == 0)
    #expect(CSSEasing.cubicBezier(0.4, 0, 0.2, 1, at: 1) == 1)
  }

  @Test func linearStopsArePercentages() {
    #expect(
      CSSEasing.linear([(0, 0), (0.25, 0.1), (1, 1)]) == "linear(0 0%, 0.1 25%, 1 100%)"
    )
  }
}
