import SceneDiffCore
import SceneDiffTestSupport
import SceneDiffXML
import Testing

@testable import SceneDiffIOS

/// The iOS transition file format (Docs/ios-transition-format.md): each element, its timing
/// spellings, and each bad input at its exact location.
@Suite struct IOSTransitionFileTests {
  /// Loads `text` as `t.xml`.
  static func load(_ text: String) throws -> Loaded<SceneTransition> {
    try IOSTransitionFile.load(XMLTest.parse(text), path: XMLTest.file)
  }

  /// The diagnostics loading `text` throws.
  static func errors(_ text: String) throws -> [Diagnostic] {
    do {
      _ = try IOSTransitionFile.load(XMLTest.parse(text), path: XMLTest.file)
      return []
    } catch let error as DiagnosticsError {
      return error.diagnostics
    }
  }

  @Test func crossDissolveWithTheUIKitCurve() throws {
    let loaded = try Self.load(
      #"<uiViewTransition with="photo" duration="0.4" options="transitionCrossDissolve curveEaseInOut"/>"#
    )
    let kind = try #require(loaded.value.kind as? IOSViewTransition)
    #expect(kind.views == .container("photo"))
    #expect(kind.style == .transitionCrossDissolve)
    // 0.4 s is 400 ms; the curve keeps UIKit's name.
    #expect(kind.timing.durationMs == 400)
    #expect(
      kind.timing.curve == .cubicBezier(try #require(CubicBezier(uiKitCurve: "curveEaseInOut")))
    )
    #expect(loaded.diagnostics.isEmpty)
  }

  @Test func flipFromToWithShowHide() throws {
    let loaded = try Self.load(
      #"<uiViewTransition from="front" to="back" duration="0.5" options=".transitionFlipFromRight, .showHideTransitionViews"/>"#
    )
    let kind = try #require(loaded.value.kind as? IOSViewTransition)
    #expect(kind.views == .fromTo(from: "front", to: "back"))
    #expect(kind.style == .transitionFlipFromRight && kind.showHideTransitionViews)
    // No curve option: the curve bits are 0, curveEaseInOut.
    #expect(kind.timing.curve == .cubicBezier(.uiKitDefault))
  }

  @Test func caTransitionDefaultsAndTimingFunction() throws {
    let plain = try #require(
      try Self.load(#"<caTransition layer="pager"/>"#).value.kind as? IOSLayerTransition
    )
    // Type fade, the transaction's 0.25 s, linear pacing (timingFunction nil).
    #expect(plain.type == .fade && plain.subtype == nil)
    #expect(plain.timing.durationMs == 250 && plain.timing.curve == .cubicBezier(.linear))
    let push = try #require(
      try Self.load(
        #"<caTransition layer="pager" type="push" subtype="fromRight" duration="0.35" timingFunction="easeInEaseOut" startProgress="0.1" endProgress="0.9"/>"#
      ).value.kind as? IOSLayerTransition
    )
    #expect(push.type == .push && push.subtype == .fromRight)
    #expect(push.timing.durationMs == 350 && push.timing.curve == .cubicBezier(.easeInEaseOut))
    #expect(push.startProgress == 0.1 && push.endProgress == 0.9)
  }

  @Test func blockAnimationTimingSpellings() throws {
    let curve = try #require(
      try Self.load(#"<uiViewAnimate duration="0.3" delay="0.1" controlPoints="0.2 0 0 1"/>"#).value
        .kind as? IOSBlockAnimation
    )
    #expect(curve.timing.durationMs == 300 && curve.timing.delayMs == 100)
    #expect(
      curve.timing.curve == .cubicBezier(try #require(CubicBezier(x1: 0.2, y1: 0, x2: 0, y2: 1)))
    )
    // usingSpringWithDamping 0.7 fitted to 0.4 s from rest (Docs/interpolators.md §9.5):
    // ω0 = ln(1/(0.001·√(1 − 0.49)))/(0.7·0.4) = ln(1400.280)/0.28 = 25.872956, stiffness
    // ω0² = 669.4098, damping 2·0.7·ω0 = 36.2221; the animator runs the 0.4 s.
    let spring = try #require(
      try Self.load(
        #"<uiViewAnimate duration="0.4" usingSpringWithDamping="0.7" initialSpringVelocity="0"/>"#
      ).value.kind as? IOSBlockAnimation
    )
    guard case .spring(let fitted) = spring.timing.curve else {
      Issue.record("not a spring")
      return
    }
    #expect(abs(fitted.stiffness - 669.409_8) <= 1e-3)
    #expect(abs(fitted.damping - 36.222_1) <= 1e-3)
    #expect(spring.timing.durationMs == 400)
    // SwiftUI spring(response: 0.5, dampingFraction: 0.825) runs until it settles:
    // ln(1.769496/0.001)/(0.825·4π) = 0.721353 s (Docs/interpolators.md §9.6).
    let swiftUI = try #require(
      try Self.load(#"<uiViewAnimate response="0.5" dampingFraction="0.825"/>"#).value.kind
        as? IOSBlockAnimation
    )
    #expect(abs(swiftUI.timing.durationMs - 721.353) <= 0.01)
  }

  @Test(arguments: [
    // (file, code, line:column, a part of the message); columns counted by hand: a value's
    // location is its first character, an attribute's its name's first character.
    (
      #"<uiViewTransition with="card" duration="0.5" options="transitionFlipFromRigth"/>"#,
      "unknown-option", "1:55", "did you mean 'transitionFlipFromRight'?"
    ),
    (
      #"<uiViewTransition with="card" duration="-0.4"/>"#, "invalid-value", "1:41",
      "invalid value '-0.4' for 'duration'"
    ),
    (
      #"<uiViewAnimate duration="0.4" usingSpringWithDamping="0"/>"#,
      "invalid-spring-parameter", "1:55", "'usingSpringWithDamping'"
    ),
    (
      #"<caTransition layer="pager" type="push" subtype="fromRigth"/>"#, "invalid-value", "1:50",
      "did you mean 'fromRight'?"
    ),
    (
      #"<caTransition layer="pager" duraton="1"/>"#, "unknown-attribute", "1:29",
      "did you mean 'duration'?"
    ),
    (
      #"<uiViewTransition duration="0.4"/>"#, "missing-attribute", "1:1", "needs 'with'"
    ),
    (
      #"<uiViewAnimate duration="0.4" options="curveEaseIn" timingFunction="easeOut"/>"#,
      "conflicting-timing", "1:1", "give one timing"
    ),
    (
      #"<caTransition layer="pager" startProgress="0.5" endProgress="0.2"/>"#, "invalid-value",
      "1:62", "from startProgress to 1"
    ),
  ])
  func badInputsAreLocated(text: String, code: String, at: String, message: String) throws {
    let found = try Self.errors(text)
    let first = try #require(found.first)
    #expect(first.code == code)
    #expect(XMLTest.at(first.location) == at)
    #expect(first.message.contains(message), "\(first.message)")
  }
}
