import Foundation
import SceneDiffTestSupport
import Testing

/// `--interaction`, `--interrupt-at` and `--then` through the command line
/// (Docs/interaction.md).
@Suite struct InteractionCommandTests {
  /// The frames JSON of `arguments`, parsed.
  static func frames(_ arguments: [String]) throws -> [[String: Any]] {
    let run = try ToolRunner.run(arguments)
    #expect(run.status == 0, "\(run.stderr)")
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    )
    return try #require(document["frames"] as? [[String: Any]])
  }

  /// The left edge of `key`'s bounds in `frame`.
  static func left(_ frame: [String: Any], _ key: String) -> Double? {
    let views = frame["views"] as? [String: Any]
    let view = views?[key] as? [String: Any]
    return (view?["bounds"] as? [Double])?.first
  }

  @Test func theShippedPagerScriptCancelsFromAQuarter() throws {
    let frames = try Self.frames([
      "sample", "Scenes/ios/layout/pager_one.xml", "Scenes/ios/layout/pager_two.xml",
      "--transition", "Scenes/ios/transition/page_push.xml",
      "--interaction", "Scenes/ios/interaction/pager_release_25.xml",
      "--at", "50,120,237.5", "--compact",
    ])
    // Page two starts one pager width (358 pt) right of the pager at x 16: 374. Scrubbed
    // linearly to 10 % at 50 ms: 374 − 35.8 = 338.2; held at 25 % at 120 ms: 374 − 89.5 =
    // 284.5; the cancel takes 0.25 × 350 / 1 = 87.5 ms from 150: back at 374 at 237.5 ms.
    // (Translations are Android-style 32-bit floats: within 1e-3.)
    let lefts = frames.map { Self.left($0, "to:pager") ?? .nan }
    #expect(abs(lefts[0] - 338.2) < 1e-3)
    #expect(abs(lefts[1] - 284.5) < 1e-3)
    #expect(lefts[2] == 374)
  }

  @Test func planRecordsTheInteraction() throws {
    let run = try ToolRunner.run([
      "plan", "Scenes/ios/layout/pager_one.xml", "Scenes/ios/layout/pager_two.xml",
      "--transition", "Scenes/ios/transition/page_push.xml",
      "--interaction", "Scenes/ios/interaction/pager_release_25.xml",
    ])
    #expect(run.status == 0)
    #expect(run.stdout.contains("\"outcome\": \"cancel\""))
    // 150 + 87.5.
    #expect(run.stdout.contains("\"endMs\": 237.5"))
  }

  @Test func aBadScriptIsLocatedAndNothingIsSampled() throws {
    let folder = try TemporaryFolder("interaction")
    let file = try folder.write(
      #"<interaction><update atMs="0" percent="1.5"/></interaction>"#,
      to: "drag.xml"
    )
    let run = try ToolRunner.run([
      "sample", "Scenes/ios/layout/pager_one.xml", "Scenes/ios/layout/pager_two.xml",
      "--interaction", file, "--at", "0",
    ])
    #expect(run.status == 1)
    #expect(run.stdout.isEmpty)
    // `<interaction><update atMs="0" percent="` is 39 characters.
    #expect(
      run.stderr.contains(
        "\(file):1:40: error: invalid value '1.5' for 'percent': expected a fraction of the transition from 0 to 1"
      ),
      "\(run.stderr)"
    )
  }

  @Test func anInterruptionStartsFromTheCurrentBounds() throws {
    let layout = "Scenes/state-change/layout/"
    let frames = try Self.frames([
      "sample", layout + "download_idle.xml", layout + "download_progress.xml",
      "--interrupt-at", "450", "--then", layout + "download_idle.xml", "--at", "450,750",
      "--compact",
    ])
    // AutoTransition's ChangeBounds runs 300–600 ms moving the button's left edge from 16 to
    // 264 in its parent (at x 16): at 450 ms, half-way, AccelerateDecelerate gives 0.5, so
    // 16 + 248 × 0.5 = 140, 156 in the root. The second AutoTransition holds that value until
    // its ChangeBounds starts 300 ms later (750 ms).
    #expect(frames.map { Self.left($0, "download_button") } == [156, 156])
  }

  @Test func thenNeedsInterruptAt() throws {
    let run = try ToolRunner.run([
      "sample", "Scenes/ios/layout/pager_one.xml", "Scenes/ios/layout/pager_two.xml",
      "--then", "Scenes/ios/layout/pager_one.xml", "--at", "0",
    ])
    #expect(run.status == 2)
    #expect(run.stderr.contains("--then needs --interrupt-at MS"), "\(run.stderr)")
  }
}
