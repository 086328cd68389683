import Foundation
import SceneDiff
import Testing

/// The README's library snippet, compiled and run exactly as a user writes it (no `@testable`).
@Suite struct ReadmeTests {
  /// The package root, from this file's path.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test func librarySnippetRunsFromThePackageRoot() throws {
    // The snippet's paths are relative to the package root, where `swift test` runs.
    try #require(
      URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
        == Self.root.standardizedFileURL.path,
      "run the tests from the package root"
    )

    // README: library snippet
    let from = try SceneFile.load(path: "Scenes/master-detail/layout/inbox.xml").value
    let to = try SceneFile.load(path: "Scenes/master-detail/layout/message_detail.xml").value
    let transition = try TransitionFile.load(
      path: "Scenes/master-detail/transition/inbox_to_detail.xml"
    ).value

    let plan = Planner.plan(from: from, to: to, transition: transition)
    for animator in plan.animators {
      print(animator.target, animator.property.rawValue, animator.startMs, animator.durationMs)
    }
    let frame = Sampler(plan: plan).sample(at: 150)  // every view's bounds, alpha, visibility
    print(plan.json.render())  // the plan JSON of `scenediff plan`
    // README: end

    // inbox_to_detail.xml is a together set with android:duration="300": every animator it
    // creates starts at 0 and lasts 300 ms, so the plan ends at 300 ms.
    #expect(plan.totalDurationMs == 300)
    #expect(plan.animators.allSatisfy { $0.startMs == 0 && $0.durationMs == 300 })
    // The shared avatar matches by transitionName (contact_photo in both files).
    #expect(plan.matches.contains { $0.from == "contact_photo" && $0.by == "transitionName" })
    #expect(frame.timeMs == 150)
  }

  @Test func readmeShowsExactlyTheSnippetCompiledHere() throws {
    let readme = try String(
      contentsOf: Self.root.appendingPathComponent("README.md"),
      encoding: .utf8
    )
    let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
    let marker = "// README: library snippet"
    let tested = try #require(
      source.components(separatedBy: marker).dropFirst().first?
        .components(separatedBy: "// README: end").first
    )
    let block = try #require(
      readme.components(separatedBy: "```swift\nimport SceneDiff\n").dropFirst().first?
        .components(separatedBy: "```").first
    )
    func lines(_ text: String) -> [String] {
      text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty }
    }
    #expect(lines(block) == lines(tested))
  }
}
