import Foundation
import SceneDiff
import SceneDiffTestSupport
import Testing

@Suite("Lint configuration and tokens")
struct LintConfigurationTests {
  @Test("off, severity and threshold overrides")
  func overrides() throws {
    let folder = try TemporaryFolder("lint-config")
    let slow = LintFixtures.movingCard(duration: 450)
    func linter(_ json: String) throws -> Linter {
      let path = try folder.write(json, to: "scenediff-lint.json")
      return Linter(configuration: try LintConfiguration.load(path: path))
    }
    let off = try linter(#"{"rules": {"duration-material-mobile": "off"}}"#)
    #expect(LintFixtures.rules(slow, off).isEmpty)
    let error = try linter(#"{"rules": {"duration-material-mobile": "error"}}"#)
    #expect(off.findings(for: slow).isEmpty)
    #expect(error.findings(for: slow).map(\.severity) == [.error])
    // maxMs 500: 450 ms is inside [150, 500].
    let wider = try linter(#"{"rules": {"duration-material-mobile": {"maxMs": 500}}}"#)
    #expect(wider.findings(for: slow).isEmpty)
    let both = try linter(
      #"{"rules": {"duration-material-mobile": {"severity": "error", "maxMs": 300}}}"#
    )
    #expect(
      both.findings(for: LintFixtures.movingCard(duration: 350)).map { (finding: LintFinding) in
        finding.message
      } == [
        "the transition runs 350 ms, outside Material's mobile range of 150–300 ms"
      ]
    )
  }

  @Test("an unknown rule id or a bad value is a located error")
  func badConfiguration() throws {
    let folder = try TemporaryFolder("lint-config-bad")
    let path = try folder.write(
      """
      {"rules": {
        "duration-hg": "warning",
        "duration-hig": "loud",
        "large-element-duration": {"maxMs": "slow", "minMs": 1}
      }}
      """,
      to: "scenediff-lint.json"
    )
    #expect(throws: DiagnosticsError.self) { try LintConfiguration.load(path: path) }
    do {
      _ = try LintConfiguration.load(path: path)
    } catch {
      let lines = error.diagnostics.map(\.description)
      // Each value's own position: line 2 column 3 is the key "duration-hg"'s value's entry.
      #expect(lines.count == 4)
      #expect(lines[0].hasPrefix("\(path):2:"))
      #expect(lines[0].contains("unknown lint rule 'duration-hg'; did you mean 'duration-hig'?"))
      #expect(lines[1].contains("bad setting 'loud' for duration-hig"))
      #expect(lines[2].contains("bad value \"slow\" for large-element-duration.maxMs"))
      #expect(lines[3].contains("unknown setting 'minMs' for large-element-duration"))
      #expect(
        error.diagnostics.map(\.code) == [
          "unknown-lint-rule", "bad-lint-severity", "bad-lint-threshold", "unknown-lint-threshold",
        ]
      )
    }
  }

  @Test("the nearest configuration file above a path")
  func findUpward() throws {
    let folder = try TemporaryFolder("lint-config-find")
    let config = try folder.write("{}", to: "scenediff-lint.json")
    _ = try folder.write("<x/>", to: "app/transition/t.xml")
    let found = LintConfiguration.find(above: folder.path + "/app/transition")
    #expect(
      found.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        == URL(fileURLWithPath: config).standardizedFileURL.path
    )
  }

  @Test("tokens: a duration not among the tokens names the nearest one")
  func tokenDuration() throws {
    let folder = try TemporaryFolder("lint-tokens")
    let path = try folder.write(
      """
      {
        "motion": {
          "duration": {
            "$type": "duration",
            "short": {"$value": {"value": 200, "unit": "ms"}},
            "medium": {"$value": "0.3s"},
            "alias": {"$value": "{motion.duration.medium}"}
          },
          "easing": {
            "linear": {"$type": "cubicBezier", "$value": [0, 0, 1, 1]},
            "decelerate": {"$type": "cubicBezier", "$value": [0, 0, 0.2, 1]}
          }
        }
      }
      """,
      to: "tokens.json"
    )
    let tokens = try MotionTokens.load(path: path)
    #expect(
      tokens.durations.map(\.name) == [
        "motion.duration.short", "motion.duration.medium", "motion.duration.alias",
      ]
    )
    #expect(tokens.durations.map(\.ms) == [200, 300, 300])
    let linter = Linter(tokens: tokens)
    // 280 ms: 80 from 200, 20 from 300, so the nearest is motion.duration.medium.
    let pair = LintFixtures.pair(
      LintFixtures.scene([LintFixtures.view("card", 20, 200, 100, 100)]),
      LintFixtures.scene([LintFixtures.view("card", 120, 300, 100, 100)], file: "b.xml"),
      SceneTransition(ChangeBounds()).duration(280).interpolator(.linear)
    )
    #expect(
      LintFixtures.findings("token-duration", pair, linter).map { (finding: LintFinding) in
        finding.message
      } == [
        "duration 280 ms (ChangeBounds) is not a duration token; nearest: motion.duration.medium (300 ms)"
      ]
    )
    #expect(LintFixtures.findings("token-curve", pair, linter).isEmpty)  // linear is a token
    let exact = LintFixtures.pair(
      pair.plan.fromScene,
      pair.plan.toScene,
      SceneTransition(ChangeBounds()).duration(300).interpolator(.linear)
    )
    #expect(LintFixtures.findings("token-duration", exact, linter).isEmpty)
  }

  @Test("tokens: a curve not among the tokens names the nearest one")
  func tokenCurve() throws {
    let tokens = MotionTokens(
      durations: [],
      curves: [
        MotionTokens.Curve(
          name: "linear",
          bezier: try #require(CubicBezier(x1: 0, y1: 0, x2: 1, y2: 1))
        ),
        MotionTokens.Curve(
          name: "decelerate",
          bezier: try #require(CubicBezier(x1: 0, y1: 0, x2: 0.2, y2: 1))
        ),
      ]
    )
    // AccelerateDecelerate is cos((t + 1)π) / 2 + 0.5. Against linear the largest gap at the
    // tenths is at t = 0.2 (and 0.8): 0.5 − cos(0.2π)/2 = 0.5 − 0.809017/2 = 0.0954915, so
    // 0.2 − 0.0954915 = 0.1045085, shown as 0.105; decelerate is much farther (at t = 0.1 it is
    // already above 0.3).
    let pair = LintFixtures.movingCard(duration: 300)
    let found = LintFixtures.findings("token-curve", pair, Linter(tokens: tokens))
    #expect(
      found.map { (finding: LintFinding) in finding.message } == [
        "curve \"accelerateDecelerate\" (ChangeBounds) is not a cubicBezier token; nearest: "
          + "linear (0, 0, 1, 1), which differs by up to 0.105"
      ]
    )
  }
}
