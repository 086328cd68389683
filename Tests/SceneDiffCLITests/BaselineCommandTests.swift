import Foundation
import SceneDiffTestSupport
import Testing

/// `batch --baseline`: no change, one change, one new pair, one removed pair, and updating.
@Suite struct BaselineCommandTests {
  /// A `res/` tree with two scenes, a transition of `duration` ms and a manager with `rules`.
  func project(_ folder: TemporaryFolder, duration: Int = 200, rules: [(String, String)]) throws
    -> String
  {
    try folder.write(
      """
      <scene name="a" width="360" height="640">
        <view id="mover" x="0" y="100" width="50" height="50"/>
        <view id="gone_soon" x="0" y="0" width="50" height="50"/>
      </scene>
      """,
      to: "res/layout/a.xml"
    )
    try folder.write(
      """
      <scene name="b" width="360" height="640">
        <view id="mover" x="100" y="100" width="50" height="50"/>
        <view id="new" x="200" y="200" width="50" height="50"/>
      </scene>
      """,
      to: "res/layout/b.xml"
    )
    try folder.write(
      """
      <transitionSet xmlns:android="http://schemas.android.com/apk/res/android"
          android:duration="\(duration)">
        <changeBounds android:interpolator="@android:interpolator/linear"/>
        <fade/>
      </transitionSet>
      """,
      to: "res/transition/together.xml"
    )
    let lines = rules.map { from, to in
      "  <transition android:fromScene=\"@layout/\(from)\" android:toScene=\"@layout/\(to)\" "
        + "android:transition=\"@transition/together\"/>"
    }
    try folder.write(
      "<transitionManager xmlns:android=\"http://schemas.android.com/apk/res/android\">\n"
        + lines.joined(separator: "\n") + "\n</transitionManager>\n",
      to: "res/transition/manager.xml"
    )
    return folder.path + "/res"
  }

  /// What `batch` prints after its table: the lines from the blank line on.
  func report(_ stdout: String) -> String {
    stdout.components(separatedBy: "\n\n").dropFirst().joined(separator: "\n\n")
  }

  @Test func noChangeOneChangeANewPairAndARemovedPair() throws {
    let folder = try TemporaryFolder("baseline")
    let base = folder.path + "/base"
    let res = try project(folder, rules: [("a", "b")])
    #expect(try ToolRunner.run(["batch", res, "-o", base]).status == 0)

    // No change: status 0, every pair unchanged.
    let same = try ToolRunner.run(["batch", res, "--baseline", base])
    #expect(same.status == 0, "\(same.stderr)")
    #expect(
      report(same.stdout)
        == "--- \(base)\n+++ this run\n1 pair: 0 changed, 0 added, 0 removed, 0 failed, 1 unchanged\n"
    )

    // One change: the set's duration goes from 200 to 250 ms, so each animator lasts 50 ms
    // longer and the total is 250 ms.
    _ = try project(folder, duration: 250, rules: [("a", "b")])
    let changed = try ToolRunner.run(["batch", res, "--baseline", base])
    #expect(changed.status == 1)
    #expect(changed.stderr.isEmpty)
    #expect(
      report(changed.stdout) == """
        --- \(base)
        +++ this run
        changed   res/a-to-b
          total duration: 200 ms → 250 ms (+50 ms)
          ~ gone_soon · Fade · alpha
              durationMs: 200 → 250
          ~ mover · ChangeBounds · bounds
              durationMs: 200 → 250
          ~ new · Fade · alpha
              durationMs: 200 → 250
        1 pair: 1 changed, 0 added, 0 removed, 0 failed, 0 unchanged

        """
    )

    // One new pair: b → a as well. Its plan has three animators in 200 ms.
    _ = try project(folder, rules: [("a", "b"), ("b", "a")])
    let added = try ToolRunner.run(["batch", res, "--baseline", base])
    #expect(added.status == 1)
    #expect(
      report(added.stdout) == """
        --- \(base)
        +++ this run
        added     res/b-to-a: 3 animators, 200 ms
        2 pairs: 0 changed, 1 added, 0 removed, 0 failed, 1 unchanged

        """
    )

    // Record both pairs, then drop a → b: one removed pair.
    let update = try ToolRunner.run(["batch", res, "--baseline", base, "--update-baseline"])
    #expect(update.status == 0)
    #expect(update.stdout.hasSuffix("baseline '\(base)' updated\n"))
    _ = try project(folder, rules: [("b", "a")])
    let removed = try ToolRunner.run(["batch", res, "--baseline", base])
    #expect(removed.status == 1)
    #expect(
      report(removed.stdout) == """
        --- \(base)
        +++ this run
        removed   res/a-to-b: 3 animators, 200 ms
        2 pairs: 0 changed, 0 added, 1 removed, 0 failed, 1 unchanged

        """
    )
    // Updating removes the vanished pair's files, and the next run is unchanged.
    #expect(
      try ToolRunner.run(["batch", res, "--baseline", base, "--update-baseline"]).status == 0
    )
    #expect(!FileManager.default.fileExists(atPath: base + "/res/a-to-b.plan.json"))
    #expect(try ToolRunner.run(["batch", res, "--baseline", base]).status == 0)
  }

  @Test func withAnOutputFolderItWritesTheReportsAndTheComparisonPage() throws {
    let folder = try TemporaryFolder("baseline")
    let base = folder.path + "/base"
    let out = folder.path + "/out"
    let res = try project(folder, rules: [("a", "b")])
    #expect(try ToolRunner.run(["batch", res, "-o", base]).status == 0)
    _ = try project(folder, duration: 250, rules: [("a", "b")])
    let run = try ToolRunner.run(["batch", res, "-o", out, "--baseline", base, "--json"])
    #expect(run.status == 1)
    let markdown = try String(contentsOfFile: out + "/motion-diff.md", encoding: .utf8)
    #expect(
      markdown.hasPrefix(
        "## Motion review\n\n**1 changed, 0 added, 0 removed, 0 failed, 0 unchanged** of 1 pair"
      )
    )
    #expect(markdown.contains("### `res/a-to-b` — changed"))
    let json = try String(contentsOfFile: out + "/motion-diff.json", encoding: .utf8)
    #expect(json.contains(#""format": "scenediff.diff""#))
    // --json prints the one pair's line, then a last line with the diff under "baseline";
    // summary.json does not carry it.
    let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 3 && lines.last == "")
    let entry = try #require(
      try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any]
    )
    #expect(entry["name"] as? String == "res/a-to-b")
    let last = try #require(
      try JSONSerialization.jsonObject(with: Data(lines[1].utf8)) as? [String: Any]
    )
    #expect(Array(last.keys) == ["baseline"])
    let diff = try #require(last["baseline"] as? [String: Any])
    #expect(diff["format"] as? String == "scenediff.diff")
    // The transition went from 200 to 250 ms: one changed pair, nothing else.
    #expect(diff["changed"] as? Int == 1)
    #expect(diff["unchanged"] as? Int == 0)
    let written = try #require(
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: URL(fileURLWithPath: out + "/motion-diff.json"))
      )
        as? NSDictionary
    )
    #expect(written == diff as NSDictionary)
    let summary = try String(contentsOfFile: out + "/summary.json", encoding: .utf8)
    #expect(!summary.contains(#""baseline""#))
    let page = try String(contentsOfFile: out + "/res/a-to-b.compare.html", encoding: .utf8)
    #expect(page.contains("<iframe id=\"old\""))
    #expect(page.contains("<iframe id=\"new\""))
    let index = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
    #expect(index.contains(#"<a href="res/a-to-b.compare.html">res/a-to-b</a>"#))
    // Once the baseline matches again, the stale comparison page is removed.
    #expect(
      try ToolRunner.run(["batch", res, "--baseline", base, "--update-baseline"]).status == 0
    )
    #expect(try ToolRunner.run(["batch", res, "-o", out, "--baseline", base]).status == 0)
    #expect(!FileManager.default.fileExists(atPath: out + "/res/a-to-b.compare.html"))
  }

  @Test func aMissingBaselineIsAnErrorUnlessItIsBeingRecorded() throws {
    let folder = try TemporaryFolder("baseline")
    let res = try project(folder, rules: [("a", "b")])
    let base = folder.path + "/none"
    let missing = try ToolRunner.run(["batch", res, "--baseline", base])
    #expect(missing.status == 1)
    #expect(
      missing.stderr
        == "scenediff: error: no baseline in '\(base)': '\(base)/summary.json' does not exist; "
        + "expected the output of 'scenediff batch -o \(base)' (record one with --baseline "
        + "\(base) --update-baseline)\n"
    )
    let record = try ToolRunner.run(["batch", res, "--baseline", base, "--update-baseline"])
    #expect(record.status == 0)
    #expect(FileManager.default.fileExists(atPath: base + "/summary.json"))
    let usage = try ToolRunner.run(["batch", res, "--update-baseline"])
    #expect(usage.status == 2)
    #expect(usage.stderr.hasPrefix("Error: '--update-baseline' needs '--baseline DIR'"))
  }

  @Test func batchFoldersCanBeDiffedDirectly() throws {
    let folder = try TemporaryFolder("baseline")
    let res = try project(folder, rules: [("a", "b")])
    #expect(try ToolRunner.run(["batch", res, "-o", folder.path + "/one"]).status == 0)
    _ = try project(folder, duration: 250, rules: [("a", "b"), ("b", "a")])
    #expect(try ToolRunner.run(["batch", res, "-o", folder.path + "/two"]).status == 0)
    let run = try ToolRunner.run([
      "diff", folder.path + "/one", folder.path + "/two", "--exit-code", "--tolerance-ms", "50",
    ])
    // Within 50 ms the durations are the same; b → a is new.
    #expect(run.status == 1)
    #expect(
      run.stdout == """
        --- \(folder.path)/one
        +++ \(folder.path)/two
        added     res/b-to-a: 3 animators, 250 ms
        2 pairs: 0 changed, 1 added, 0 removed, 0 failed, 1 unchanged

        """
    )
  }

  @Test func aFolderWhoseSummaryIsNotABatchIsALocatedError() throws {
    let folder = try TemporaryFolder("baseline")
    try folder.write(#"{"format": "scenediff.plan", "version": 1}"#, to: "one/summary.json")
    try folder.write(#"{"format": "scenediff.batch", "results": []}"#, to: "two/summary.json")
    let run = try ToolRunner.run(["diff", folder.path + "/one", folder.path + "/two"])
    #expect(run.status == 1)
    #expect(run.stdout.isEmpty)
    // The format's value starts at column 12: `{`, `"format"` (8), `:` and a space are 11.
    #expect(
      run.stderr
        == "\(folder.path)/one/summary.json:1:12: error: not a batch summary: 'format' is "
        + "\"scenediff.plan\"; expected \"scenediff.batch\" (the summary.json of 'scenediff batch -o')\n"
    )
  }
}
