import Foundation
import SceneDiffTestSupport
import Testing

/// `--reduced-motion` and `--animator-duration-scale` through the command line
/// (Docs/reduced-motion.md).
@Suite struct ReducedMotionCommandTests {
  static let inbox = [
    "Scenes/master-detail/layout/inbox.xml", "Scenes/master-detail/layout/message_detail.xml",
    "--transition", "Scenes/master-detail/transition/inbox_to_detail.xml",
  ]

  /// The views of the only frame of `sample … --at MS`.
  static func views(_ arguments: [String]) throws -> [String: [String: Any]] {
    let run = try ToolRunner.run(["sample"] + arguments)
    #expect(run.status == 0, "\(run.stderr)")
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    )
    let frames = try #require(document["frames"] as? [[String: Any]])
    return try #require(frames.first?["views"] as? [String: [String: Any]])
  }

  @Test func androidEndsAtOnce() throws {
    // With animations removed the first frame is the frame after the transition has ended.
    let reduced = try Self.views(Self.inbox + ["--reduced-motion", "--at", "0"])
    let ended = try Self.views(Self.inbox + ["--at", "100000"])
    #expect(reduced.count == ended.count)
    for (key, view) in ended {
      #expect(
        (reduced[key]?["bounds"] as? [Double]) == (view["bounds"] as? [Double]),
        "\(key)"
      )
      #expect((reduced[key]?["alpha"] as? Double) == (view["alpha"] as? Double), "\(key)")
    }
  }

  @Test func iosFlipBecomesACrossDissolve() throws {
    let flip = [
      "Scenes/ios/layout/card_front.xml", "Scenes/ios/layout/card_back.xml", "--transition",
      "Scenes/ios/transition/card_flip.xml",
    ]
    let plan = try ToolRunner.run(["plan"] + flip + ["--reduced-motion"])
    #expect(plan.status == 0)
    #expect(!plan.stdout.contains("\"flipY\""))
    #expect(plan.stdout.contains("\"opacity\""))
    #expect(plan.stdout.contains("\"reducedMotion\": \"ios\""))
    // card_flip.xml gives no curve: UIKit's default curveEaseInOut, symmetric, so half of
    // 500 ms is progress 0.5 — each side at alpha 0.5 instead of edge-on.
    let half = try Self.views(flip + ["--reduced-motion", "--at", "250"])
    #expect((half["from:card"]?["alpha"] as? Double) == 0.5)
    #expect((half["to:card"]?["alpha"] as? Double) == 0.5)
  }

  @Test func animatorDurationScaleStretchesAnimators() throws {
    let plain = try ToolRunner.run(["plan"] + Self.inbox)
    let slow = try ToolRunner.run(["plan"] + Self.inbox + ["--animator-duration-scale", "2"])
    #expect(slow.status == 0)
    let total = { (text: String) -> Double? in
      let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
      return object?["totalDurationMs"] as? Double
    }
    let base = try #require(total(plain.stdout))
    #expect(base > 0)
    #expect(total(slow.stdout) == base * 2)
    #expect(slow.stdout.contains("\"animatorDurationScale\": 2,"))
    #expect(!slow.stdout.contains("\"reducedMotion\""))
  }

  @Test func badSettingsAreUsageErrors() throws {
    let both = try ToolRunner.run(
      ["plan"] + Self.inbox + ["--reduced-motion", "--animator-duration-scale", "0.5"]
    )
    #expect(both.status == 2)
    #expect(both.stderr.contains("give one of the two"))
    let negative = try ToolRunner.run(
      ["plan"] + Self.inbox + ["--animator-duration-scale", "-1"]
    )
    #expect(negative.status == 2)
    #expect(negative.stderr.contains("'-1'"))
  }
}
