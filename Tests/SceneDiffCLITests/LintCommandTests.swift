import Foundation
import SceneDiffTestSupport
import Testing

@Suite("scenediff lint")
struct LintCommandTests {
  static let offGuidance = "Scenes/material/off-guidance"

  @Test("the exact text line of one finding")
  func textLine() throws {
    let run = try ToolRunner.run(["lint", Self.offGuidance])
    #expect(run.status == 0)
    // tabs_songs.xml line 19 is `    <view id="song_1_cover" transitionName="cover_art" …`: the
    // element starts at column 5, after the 4-space indent.
    #expect(
      run.stdout.split(separator: "\n").contains(
        "Scenes/material/off-guidance/layout/tabs_songs.xml:19:5: warning: [shared-name-one-side] "
          + "transitionName 'cover_art' is in tabs_songs.xml but not in tabs_albums.xml, so it "
          + "matches nothing"
      )
    )
    #expect(run.stdout.hasSuffix("2 pairs linted: 0 errors, 4 warnings\n"))
  }

  @Test("the off-guidance flow's findings, and none elsewhere in the Material scenario")
  func offGuidanceFindings() throws {
    let run = try ToolRunner.run(["lint", "Scenes/material", "--format", "json"])
    #expect(run.status == 0)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    )
    #expect(document["format"] as? String == "scenediff.lint")
    #expect(document["pairs"] as? Int == 8)  // 6 Material pairs and 2 off-guidance ones
    let findings = try #require(document["findings"] as? [[String: Any]])
    let rules = findings.compactMap { $0["rule"] as? String }
    #expect(
      rules == [
        "shared-name-one-side", "inconsistent-navigation", "large-element-duration",
        "pattern-mismatch",
      ]
    )
    let files = Set(findings.compactMap { $0["file"] as? String })
    #expect(files.allSatisfy { $0.hasPrefix(Self.offGuidance + "/") })
  }

  @Test("the shipped Scenes: exactly the findings Docs/lint.md lists, no errors")
  func shippedScenes() throws {
    let run = try ToolRunner.run(["lint", "--format", "json"])
    #expect(run.status == 0)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    )
    let findings = try #require(document["findings"] as? [[String: Any]])
    let found = findings.map { "\($0["file"] as? String ?? "") \($0["rule"] as? String ?? "")" }
    // Docs/lint.md, "The shipped examples": list-remove 600 ms and state-change 650 and 450 ms
    // are above 400 ms with no large element; master-detail's way back slides where its way in
    // fades; ios's flip and cross-dissolve are both changes in place, and its album flow's
    // scale animator (push and pop) fades between screens where the other pushes slide; its
    // storyboard's cross-dissolve and flip presentations (each both ways) are screen changes
    // that fade and flip where its push and pop slide; the off-guidance flow; android-screens'
    // activity opened with makeScaleUpAnimation zooms where its other screen changes slide; and
    // android-screens' Navigation actions slide with res/anim view animations, which keep
    // playing with animations removed: one finding per animation file and screen it runs on
    // (slide_in_left and slide_out_left on the list, the same for both actions; slide_in_right
    // and slide_out_right on the detail and on the settings screen).
    #expect(
      found == [
        "Scenes/android-screens/anim/slide_in_left.xml reduced-motion-still-moves",
        "Scenes/android-screens/anim/slide_in_right.xml reduced-motion-still-moves",
        "Scenes/android-screens/anim/slide_in_right.xml reduced-motion-still-moves",
        "Scenes/android-screens/anim/slide_out_left.xml reduced-motion-still-moves",
        "Scenes/android-screens/anim/slide_out_right.xml reduced-motion-still-moves",
        "Scenes/android-screens/anim/slide_out_right.xml reduced-motion-still-moves",
        "Scenes/android-screens/transition/manager.xml inconsistent-navigation",
        "Scenes/ios/storyboard/Albums.storyboard inconsistent-navigation",
        "Scenes/ios/storyboard/Albums.storyboard inconsistent-navigation",
        "Scenes/ios/storyboard/Albums.storyboard inconsistent-navigation",
        "Scenes/ios/storyboard/Albums.storyboard inconsistent-navigation",
        "Scenes/ios/transition/manager.xml inconsistent-navigation",
        "Scenes/ios/transition/manager.xml inconsistent-navigation",
        "Scenes/ios/transition/manager.xml inconsistent-navigation",
        "Scenes/list-remove/transition/auto_remove.xml duration-material-mobile",
        "Scenes/master-detail/transition/manager.xml inconsistent-navigation",
        "Scenes/material/off-guidance/layout/tabs_songs.xml shared-name-one-side",
        "Scenes/material/off-guidance/transition/manager.xml inconsistent-navigation",
        "Scenes/material/off-guidance/transition/tabs_slide.xml large-element-duration",
        "Scenes/material/off-guidance/transition/tabs_slide.xml pattern-mismatch",
        "Scenes/state-change/transition/download_cancel.xml duration-material-mobile",
        "Scenes/state-change/transition/download_start.xml duration-material-mobile",
      ]
    )
    #expect(document["errors"] as? Int == 0)
    // Every one of the 39 batch pairs: manifests' rules (their sd: screen changes too, and
    // motion-layout's MotionScene), the 2 Navigation actions forward and popped and the
    // storyboard's 6 segue pairs.
    #expect(document["pairs"] as? Int == 39)
    // Scenes/ios/interaction: the pager and the album pop, both with threshold 50 %.
    #expect(document["interactionFiles"] as? Int == 2)
  }

  @Test("exit status 1 when a finding has error severity; 0 for warnings")
  func exitCodes() throws {
    let folder = try ToolRunner.temporaryDirectory()
    let config = folder.appendingPathComponent("strict.json").path
    try #"{"rules": {"pattern-mismatch": "error"}}"#.write(
      toFile: config,
      atomically: true,
      encoding: .utf8
    )
    let strict = try ToolRunner.run(["lint", Self.offGuidance, "--config", config])
    #expect(strict.status == 1)
    #expect(strict.stdout.contains(": error: [pattern-mismatch] "))
    let off = folder.appendingPathComponent("off.json").path
    try #"{"rules": {"pattern-mismatch": {"severity": "off"}}}"#.write(
      toFile: off,
      atomically: true,
      encoding: .utf8
    )
    let quiet = try ToolRunner.run(["lint", Self.offGuidance, "--config", off])
    #expect(quiet.status == 0)
    #expect(!quiet.stdout.contains("pattern-mismatch"))
  }

  @Test("a bad configuration is a located error and exit status 1")
  func badConfig() throws {
    let folder = try ToolRunner.temporaryDirectory()
    let config = folder.appendingPathComponent("bad.json").path
    try "{\"rules\": {\"no-such-rule\": \"warning\"}}".write(
      toFile: config,
      atomically: true,
      encoding: .utf8
    )
    let run = try ToolRunner.run(["lint", Self.offGuidance, "--config", config])
    #expect(run.status == 1)
    // Diagnostics point at the setting's value: `{"rules": {` (11 bytes), `"no-such-rule"` (14)
    // and `: ` (2) come before it, so column 28.
    #expect(run.stderr.contains("\(config):1:28: error: unknown lint rule 'no-such-rule'"))
  }

  @Test("the configuration file is found upward from PATH")
  func configFoundUpward() throws {
    let folder = try ToolRunner.temporaryDirectory()
    let copy = folder.appendingPathComponent("app")
    try FileManager.default.copyItem(
      at: ToolRunner.packageRoot.appendingPathComponent(Self.offGuidance),
      to: copy
    )
    try #"{"rules": {"large-element-duration": {"maxMs": 1400}}}"#.write(
      to: folder.appendingPathComponent("scenediff-lint.json"),
      atomically: true,
      encoding: .utf8
    )
    let run = try ToolRunner.run(["lint", copy.path])
    // 1306 ms is within 1400 now.
    #expect(!run.stdout.contains("large-element-duration"))
    #expect(run.stdout.contains("pattern-mismatch"))
  }

  @Test("--tokens names the nearest token")
  func tokens() throws {
    let folder = try ToolRunner.temporaryDirectory()
    let tokens = folder.appendingPathComponent("tokens.json").path
    try """
    {"duration": {"$type": "duration", "medium": {"$value": {"value": 300, "unit": "ms"}},
                  "long": {"$value": {"value": 500, "unit": "ms"}}}}
    """.write(toFile: tokens, atomically: true, encoding: .utf8)
    let run = try ToolRunner.run(["lint", Self.offGuidance, "--tokens", tokens])
    // The slide runs 900 ms per view: 400 from 500 and 600 from 300, so the nearest is long.
    #expect(
      run.stdout.contains(
        "warning: [token-duration] duration 900 ms (Slide) is not a duration token; nearest: "
          + "duration.long (500 ms)"
      )
    )
  }

  @Test("batch --lint adds each pair's findings to its line, summary.json and index.html")
  func batchLint() throws {
    let plain = try ToolRunner.run(["batch", Self.offGuidance, "--json"])
    #expect(!plain.stdout.contains("\"lint\""))  // without --lint, the lines are as before
    let folder = try ToolRunner.temporaryDirectory().path
    let run = try ToolRunner.run(["batch", Self.offGuidance, "--lint", "--json", "-o", folder])
    #expect(run.status == 0)
    let lines = try run.stdout.split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    // ALBUMS → SONGS (fade): the cover's name on one side only. SONGS → ALBUMS (slide): that,
    // the large element for 1306 ms and the slide between tabs; inconsistent-navigation
    // compares pairs and is left to `scenediff lint`.
    let rules = lines.map { line in
      (line["lint"] as? [[String: Any]])?.compactMap { $0["rule"] as? String } ?? []
    }
    #expect(
      rules == [
        ["shared-name-one-side"],
        ["shared-name-one-side", "large-element-duration", "pattern-mismatch"],
      ]
    )
    let summary = try String(contentsOfFile: folder + "/summary.json", encoding: .utf8)
    #expect(summary.contains("\"rule\": \"pattern-mismatch\""))
    let index = try String(contentsOfFile: folder + "/index.html", encoding: .utf8)
    #expect(index.contains("4 lint findings."))
    #expect(index.contains("lint warning: [pattern-mismatch] a content change inside one screen"))
  }

  @Test("SARIF 2.1.0 that validates against the OASIS schema")
  func sarif() throws {
    let run = try ToolRunner.run(["lint", Self.offGuidance, "--format", "sarif"])
    #expect(run.status == 0)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    )
    #expect(document["version"] as? String == "2.1.0")
    let runs = try #require(document["runs"] as? [[String: Any]])
    let driver = try #require((runs.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(rules.count == 18)
    let first = try #require(rules.first)
    #expect(first["id"] as? String == "duration-hig")
    #expect((first["defaultConfiguration"] as? [String: Any])?["level"] as? String == "warning")
    #expect((first["shortDescription"] as? [String: Any])?["text"] is String)
    #expect((first["fullDescription"] as? [String: Any])?["text"] is String)
    #expect((first["help"] as? [String: Any])?["text"] is String)
    let results = try #require(runs.first?["results"] as? [[String: Any]])
    #expect(results.count == 4)
    let located = try #require(results.first { $0["ruleId"] as? String == "shared-name-one-side" })
    let physical = try #require(
      (located["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
    )
    let artifact = try #require(physical["artifactLocation"] as? [String: Any])
    #expect(artifact["uri"] as? String == "Scenes/material/off-guidance/layout/tabs_songs.xml")
    let region = try #require(physical["region"] as? [String: Any])
    #expect(region["startLine"] as? Int == 19)
    #expect(region["startColumn"] as? Int == 5)
    try Self.validate(run.stdout)
  }

  /// Validates a SARIF document with Python's jsonschema against the official schema
  /// (Tests/SceneDiffCLITests/Fixtures/Lint/sarif-schema-2.1.0.json, from
  /// oasis-tcs/sarif-spec, sarif-2.1/schema); Scripts/install-dependencies.sh installs it.
  static func validate(_ sarif: String) throws {
    let folder = try ToolRunner.temporaryDirectory()
    let file = folder.appendingPathComponent("lint.sarif")
    try sarif.write(to: file, atomically: true, encoding: .utf8)
    let schema = ToolRunner.fixtures + "/Lint/sarif-schema-2.1.0.json"
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", "-c",
      "import json, sys, jsonschema; jsonschema.validate(json.load(open(sys.argv[1])), "
        + "json.load(open(sys.argv[2]))); print('valid')",
      file.path, schema,
    ]
    // The child's output goes to a file, not a pipe: reading a pipe to its end can trap on
    // EINTR under load (see ToolRunner).
    let report = folder.appendingPathComponent("validate.txt")
    _ = FileManager.default.createFile(atPath: report.path, contents: nil)
    let handle = try FileHandle(forWritingTo: report)
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    process.waitUntilExit()
    try handle.close()
    let text = try String(contentsOf: report, encoding: .utf8)
    #expect(
      process.terminationStatus == 0 && text == "valid\n",
      "SARIF does not validate (or python3-jsonschema is missing: bash Scripts/install-dependencies.sh): \(text)"
    )
  }
}
