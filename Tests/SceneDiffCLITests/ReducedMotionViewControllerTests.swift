import Foundation
import SceneDiffTestSupport
import Testing

/// `--reduced-motion` on iOS view-controller transitions, and `explain` naming the reduced
/// variant and its mapping (Docs/reduced-motion.md).
@Suite struct ReducedMotionViewControllerTests {
  static let push = [
    "Scenes/ios/layout/album_detail.xml", "Scenes/ios/layout/album_photo.xml", "--transition",
    "Scenes/ios/transition/nav_push.xml",
  ]
  static let scale = [
    "Scenes/ios/layout/album_list.xml", "Scenes/ios/layout/album_detail.xml", "--transition",
    "Scenes/ios/transition/scale_animator.xml",
  ]

  /// The plan's `totalDurationMs`.
  static func total(_ arguments: [String]) throws -> Double? {
    let run = try ToolRunner.run(["plan"] + arguments)
    #expect(run.status == 0, "\(run.stderr)")
    let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    return object?["totalDurationMs"] as? Double
  }

  @Test func navigationPushBecomesACrossDissolveInPlace() throws {
    // Reduced: 400 ms (the push's own) along curveEaseInOut, cubic (0.42, 0, 0.58, 1), which
    // is symmetric: half the time is progress 0.5, so both screens at alpha 0.5 — and neither
    // moves: both at the container's bounds, 390 × 844 pt.
    #expect(try Self.total(Self.push + ["--reduced-motion"]) == 400)
    let half = try ReducedMotionCommandTests.views(Self.push + ["--reduced-motion", "--at", "200"])
    #expect((half["to:album_photo"]?["alpha"] as? Double) == 0.5)
    #expect((half["from:album_detail"]?["alpha"] as? Double) == 0.5)
    #expect((half["to:album_photo"]?["bounds"] as? [Double]) == [0, 0, 390, 844])
    #expect((half["from:album_detail"]?["bounds"] as? [Double]) == [0, 0, 390, 844])
    // The incoming screen still draws on top (a push).
    let top = try #require(half["to:album_photo"]?["z"] as? Int)
    let under = try #require(half["from:album_detail"]?["z"] as? Int)
    #expect(top > under)
  }

  @Test func customSpringAnimatorBecomesAnEaseInOutCrossDissolve() throws {
    // scale_animator.xml: a 0.4 s spring growing the album from 0.8; reduced, 400 ms
    // curveEaseInOut, no scale: at 200 ms alpha 0.5 and the album at its full bounds.
    #expect(try Self.total(Self.scale + ["--reduced-motion"]) == 400)
    let half = try ReducedMotionCommandTests.views(
      Self.scale + ["--reduced-motion", "--at", "200"]
    )
    #expect((half["to:album_detail"]?["alpha"] as? Double) == 0.5)
    #expect((half["to:album_detail"]?["bounds"] as? [Double]) == [0, 0, 390, 844])
  }

  @Test func modalCoverVerticalKeepsItsDuration() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("reduced-modal-\(UUID().uuidString).xml")
    try Data(#"<modalTransition style="coverVertical"/>"#.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let modal = [
      "Scenes/ios/layout/album_detail.xml", "Scenes/ios/layout/album_photo.xml", "--transition",
      file.path,
    ]
    // coverVertical is 335 ms; its reduced cross-dissolve keeps the 335 ms.
    #expect(try Self.total(modal + ["--reduced-motion"]) == 335)
    let run = try ToolRunner.run(["plan"] + modal + ["--reduced-motion"])
    #expect(!run.stdout.contains("\"translationY\""))
  }

  @Test func explainNamesTheReducedVariantAndItsMapping() throws {
    let text = try ToolRunner.run(["explain"] + Self.push + ["--reduced-motion"])
    #expect(text.status == 0, "\(text.stderr)")
    #expect(text.stdout.hasPrefix("reduced motion (iOS Reduce Motion)"))
    #expect(text.stdout.contains("UINavigationController push → cross-dissolve of the two screens"))
    let flip = [
      "Scenes/ios/layout/card_front.xml", "Scenes/ios/layout/card_back.xml", "--transition",
      "Scenes/ios/transition/card_flip.xml", "--reduced-motion", "--json",
    ]
    let json = try ToolRunner.run(["explain"] + flip)
    #expect(json.status == 0, "\(json.stderr)")
    let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    let reduced = try #require(object?["reducedMotion"] as? [String: Any])
    #expect(reduced["platform"] as? String == "ios")
    let mappings = try #require(reduced["mappings"] as? [String])
    #expect(mappings.count == 1)
    #expect(
      mappings.first?.hasPrefix(
        "uiViewTransition transitionFlipFromRight → transitionCrossDissolve"
      ) == true
    )
    // Without --reduced-motion, no such key.
    let plain = try ToolRunner.run(["explain"] + flip.dropLast(2) + ["--json"])
    #expect(!plain.stdout.contains("reducedMotion"))
  }

  @Test func explainOfAnAndroidPairNamesTheDurationScale() throws {
    let run = try ToolRunner.run(
      ["explain"] + ReducedMotionCommandTests.inbox + ["--reduced-motion"]
    )
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("reduced motion (Android 'Remove animations')"))
    #expect(run.stdout.contains("ANIMATOR_DURATION_SCALE 0"))
  }
}
