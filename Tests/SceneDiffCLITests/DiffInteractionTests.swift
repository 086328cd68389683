import Foundation
import SceneDiffTestSupport
import Testing

/// `scenediff diff` compares plans' interaction timelines: two plans of the same pager push
/// whose scripts release at 25 % and at 40 % play different motion, and the diff says so.
@Suite struct DiffInteractionTests {
  static let pair = [
    "Scenes/ios/layout/pager_one.xml", "Scenes/ios/layout/pager_two.xml", "--transition",
    "Scenes/ios/transition/page_push.xml",
  ]

  /// Plans the pair with an interaction script (or none) into `folder/name`.
  static func plan(_ script: String?, _ folder: URL, _ name: String) throws -> String {
    let path = folder.appendingPathComponent(name).path
    let run = try ToolRunner.run(
      ["plan"] + pair + (script.map { ["--interaction", $0] } ?? []) + ["-o", path]
    )
    #expect(run.status == 0, "\(run.stderr)")
    return path
  }

  @Test func aChangedScriptIsAChange() throws {
    let folder = try ToolRunner.temporaryDirectory()
    let old = try Self.plan("Scenes/ios/interaction/pager_release_25.xml", folder, "old.json")
    let new = try Self.plan(
      "Tests/SceneDiffCLITests/Fixtures/interaction/pager_release_40.xml",
      folder,
      "new.json"
    )
    let text = try ToolRunner.run(["diff", old, new, "--exit-code"])
    #expect(text.status == 1)
    #expect(text.stdout.contains("~ interaction: changed\n"), "\(text.stdout)")
    let json = try ToolRunner.run(["diff", old, new, "--format", "json"])
    #expect(json.stdout.contains(#""interactionChanged": true"#), "\(json.stdout)")
    let same = try ToolRunner.run(["diff", old, old, "--exit-code"])
    #expect(same.status == 0)
  }

  @Test func anAddedScriptIsAChange() throws {
    let folder = try ToolRunner.temporaryDirectory()
    let old = try Self.plan(nil, folder, "old.json")
    let new = try Self.plan("Scenes/ios/interaction/pager_release_25.xml", folder, "new.json")
    let run = try ToolRunner.run(["diff", old, new, "--exit-code"])
    #expect(run.status == 1)
    #expect(run.stdout.contains("+ interaction\n"), "\(run.stdout)")
    let back = try ToolRunner.run(["diff", new, old, "--exit-code"])
    #expect(back.stdout.contains("- interaction\n"), "\(back.stdout)")
  }
}
