import Foundation
import Testing

@testable import SceneDiffCore

/// `NAME=VALUE` spring parameters: which names pick which API, their values and their errors;
/// and one spring compared across platforms.
@Suite struct SpringParametersTests {
  /// `"a=1 b=2"` as pairs.
  static func pairs(_ text: String) -> [(name: String, value: String)] {
    text.split(separator: " ").map { word in
      let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
      return (parts[0], parts.count > 1 ? parts[1] : "")
    }
  }

  static func parse(_ text: String) throws(SpringParameterError) -> SpringParameters {
    try SpringParameters.parse(pairs(text))
  }

  @Test func namesPickTheirAPI() throws {
    #expect(
      try SpringParametersTests.parse("mass=1 stiffness=100 damping=10")
        == .coreAnimation(try #require(CoreAnimationSpring()))
    )
    #expect(
      try SpringParametersTests.parse("stiffness=300")
        == .coreAnimation(try #require(CoreAnimationSpring(stiffness: 300)))
    )
    #expect(
      try SpringParametersTests.parse("damping=5 duration=2")
        == .coreAnimation(try #require(CoreAnimationSpring(damping: 5, duration: 2)))
    )
    #expect(
      try SpringParametersTests.parse("response=0.4 dampingFraction=0.6")
        == .swiftUIResponse(try #require(SwiftUISpring(response: 0.4, dampingFraction: 0.6)))
    )
    #expect(
      try SpringParametersTests.parse("springDuration=0.5 bounce=0.3")
        == .swiftUIDuration(try #require(SwiftUISpring(duration: 0.5, bounce: 0.3)))
    )
    #expect(
      try SpringParametersTests.parse("duration=0.5 bounce=0.3")
        == .swiftUIDuration(try #require(SwiftUISpring(duration: 0.5, bounce: 0.3)))
    )
    #expect(
      try SpringParametersTests.parse(
        "duration=0.4 usingSpringWithDamping=0.7 initialSpringVelocity=0.3"
      )
        == .uiViewAnimate(
          try #require(
            DurationFittedSpring(duration: 0.4, dampingRatio: 0.7, initialVelocity: 0.3)
          )
        )
    )
    #expect(
      try SpringParametersTests.parse("duration=0.5 dampingRatio=0.8")
        == .propertyAnimator(
          try #require(SpringTimingParameters(dampingRatio: 0.8)),
          duration: 0.5
        )
    )
    // duration alone: UISpringTimingParameters(), ratio 4.56.
    #expect(
      try SpringParametersTests.parse("duration=0.5")
        == .propertyAnimator(SpringTimingParameters(), duration: 0.5)
    )
    #expect(
      try SpringParametersTests.parse("stiffness=1500 dampingRatio=0.5")
        == .springForce(try #require(SpringForce()), initialVelocity: 0)
    )
    #expect(
      try SpringParametersTests.parse("dampingRatio=0.75 initialVelocity=2")
        == .springForce(try #require(SpringForce(dampingRatio: 0.75)), initialVelocity: 2)
    )
  }

  @Test func androidAndComposeConstants() throws {
    // A named stiffness alone is Android's; Compose's names and the class prefixes work too.
    #expect(
      try SpringParametersTests.parse("stiffness=STIFFNESS_LOW")
        == .springForce(try #require(SpringForce(stiffness: 200)), initialVelocity: 0)
    )
    #expect(
      try SpringParametersTests.parse(
        "stiffness=Spring.StiffnessMediumLow dampingRatio=SpringForce.DAMPING_RATIO_HIGH_BOUNCY"
      )
        == .springForce(
          try #require(SpringForce(stiffness: 400, dampingRatio: 0.2)),
          initialVelocity: 0
        )
    )
    #expect(
      try SpringParametersTests.parse("dampingRatio=DampingRatioNoBouncy")
        == .springForce(try #require(SpringForce(dampingRatio: 1)), initialVelocity: 0)
    )
  }

  @Test(arguments: [
    ("stifness=100", SpringParameterError.unknownName("stifness", suggestion: "stiffness")),
    ("zzz=1", .unknownName("zzz", suggestion: nil)),
    ("mass=1 mass=2", .repeatedName("mass")),
    ("mass=0", .invalidValue(name: "mass", value: "0", expected: "a number from 1e-6 to 1e9")),
    ("damping=-1", .invalidValue(name: "damping", value: "-1", expected: "a number from 0 to 1e9")),
    ("mass=nan", .invalidValue(name: "mass", value: "nan", expected: "a number from 1e-6 to 1e9")),
    (
      "response=0.00001",
      .invalidValue(
        name: "response",
        value: "0.00001",
        expected: "a number of seconds from 0.0001 to 10000"
      )
    ),
    (
      "initialVelocity=2e6 mass=1",
      .invalidValue(name: "initialVelocity", value: "2e6", expected: "a number from -1e6 to 1e6")
    ),
    (
      "bounce=1.5",
      .invalidValue(
        name: "bounce",
        value: "1.5",
        expected: "a number from -0.999 to 1"
      )
    ),
    (
      "stiffness=STIFFNESS_HUGE",
      .invalidValue(
        name: "stiffness",
        value: "STIFFNESS_HUGE",
        expected: "a number from 1e-6 to 1e9 or a constant such as STIFFNESS_MEDIUM"
      )
    ),
    (
      "response=0.4 stiffness=100",
      .conflictingNames(
        name: "stiffness",
        other: "response",
        api: "SwiftUI Animation.spring(response:dampingFraction:blendDuration:)"
      )
    ),
    (
      "mass=1 dampingRatio=0.5",
      .conflictingNames(name: "dampingRatio", other: "mass", api: "CASpringAnimation")
    ),
    (
      "springDuration=0.5 duration=0.4",
      .conflictingNames(
        name: "duration",
        other: "springDuration",
        api: "SwiftUI Spring(duration:bounce:)"
      )
    ),
    (
      "usingSpringWithDamping=0.7",
      .missingName(
        "duration",
        api: "UIView.animate(withDuration:usingSpringWithDamping:initialSpringVelocity:)"
      )
    ),
    (
      "duration=0.5 dampingRatio=0",
      .invalidValue(
        name: "dampingRatio",
        value: "0",
        expected: "a positive number (a spring without damping cannot be fitted to a duration)"
      )
    ),
    ("initialVelocity=1", .noSpring),
    ("", .noSpring),
  ])
  func errors(text: String, error: SpringParameterError) {
    let pairs = text.isEmpty ? [] : SpringParametersTests.pairs(text)
    #expect(throws: error) { try SpringParameters.parse(pairs) }
  }

  @Test func errorMessagesAndCodes() {
    let unknown = SpringParameterError.unknownName("stifness", suggestion: "stiffness")
    #expect(unknown.message == "unknown spring parameter 'stifness'")
    #expect(unknown.code == "unknown-spring-parameter")
    let conflict = SpringParameterError.conflictingNames(
      name: "stiffness",
      other: "response",
      api: "X"
    )
    #expect(conflict.message == "'stiffness' cannot be used with 'response' (X)")
    #expect(conflict.code == "conflicting-spring-parameters")
  }

  @Test func aSpringComparedAcrossPlatforms() throws {
    // spring(response: 0.4, dampingFraction: 0.6): ω0 = 2π/0.4 = 15.707963, k = 246.740110,
    // c = 4π·0.6/0.4 = 18.849556; ζω0 = 9.424778, ωd = 15.707963·0.8 = 12.566371, R = 1/0.8 =
    // 1.25. Apple settles at ln(1250)/9.424778 = 7.130899/9.424778 = 0.756611 s; the overshoot
    // e^(−0.6π/0.8) = e^(−2.356194) = 0.094780 peaks at π/12.566371 = 0.25 s.
    let given = try SpringParametersTests.parse("response=0.4 dampingFraction=0.6")
    let comparison = try #require(SpringComparison(given, distance: nil))
    #expect(comparison.distance == 100 && comparison.quantity == .position)
    #expect(abs(comparison.curve.stiffness - 246.740_110) <= 1e-6)
    #expect(abs((comparison.settlingDuration ?? 0) - 0.756_611) <= 1e-6)
    #expect(abs(comparison.overshoot - 0.094_780) <= 1e-6)
    #expect(abs((comparison.peakTime ?? 0) - 0.25) <= 1e-12)
    #expect(
      comparison.platforms.map(\.platform)
        == ["CASpringAnimation", "UIView.animate", "SwiftUI", "SpringForce", "Compose"]
    )
    // Compose: spring(dampingRatio = 0.6f, stiffness = 246.74011f).
    #expect(comparison.compose?.dampingRatio == 0.6)
    #expect(abs((comparison.compose?.stiffness ?? 0) - 246.740_110) <= 1e-6)
    #expect(
      comparison.platforms[4].code == "spring(dampingRatio = 0.6f, stiffness = 246.74011f)"
    )
    // UIKit writes it with the settling duration, which the fit maps back to the same spring.
    let uiView = comparison.platforms[1]
    #expect(uiView.duration == comparison.settlingDuration)
    let uiDuration = try #require(uiView.duration)
    let refit = try #require(DurationFittedSpring(duration: uiDuration, dampingRatio: 0.6))
    #expect(abs(refit.curve.stiffness - comparison.curve.stiffness) <= 1e-9)
    // Every Apple form stops within 0.001 × 100 px = 0.1 px; Android within 0.75 px, Compose
    // within 0.5 px.
    for form in comparison.platforms.prefix(3) {
      #expect((form.endJump ?? 1) <= 0.1 + 1e-9)
    }
    #expect((comparison.platforms[3].endJump ?? 1) < 0.75)
    #expect((comparison.platforms[4].endJump ?? 1) <= 0.5 + 1e-9)
    #expect(comparison.platforms.allSatisfy { abs($0.overshoot - comparison.overshoot) < 1e-15 })
    #expect(comparison.differences.count == 3)
    #expect(comparison.differences[0].hasPrefix("SpringForce stops after "))
  }
}
