import Foundation
import Testing

@Suite struct CommandTests {
  let pairs = ToolRunner.fixtures + "/pairs"

  @Test func versionAndHelpGoToStandardOutput() throws {
    let version = try ToolRunner.run(["--version"])
    #expect(version.status == 0)
    #expect(version.stdout == "0.1.0\n")
    let help = try ToolRunner.run(["plan", "--help"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("USAGE: scenediff plan"))
    #expect(help.stderr.isEmpty)
  }

  @Test(arguments: [
    (["frobnicate"], "Error: unknown command 'frobnicate'"),
    (["plan", "a.xml"], "Error: missing"),
    (["plan", "a.xml", "b.xml", "--jsn"], "Error: unknown option '--jsn'"),
    (["sample", "a.xml", "b.xml"], "Error: give the instants with --at MS,... or --fps N"),
    (["sample", "a.xml", "b.xml", "--fps", "0"], "Error: invalid value '0' for '--fps'"),
  ])
  func usageErrorsExitWith2(arguments: [String], message: String) throws {
    let run = try ToolRunner.run(arguments)
    #expect(run.status == 2)
    #expect(run.stderr.hasPrefix(message), "\(run.stderr)")
    #expect(run.stdout.isEmpty)
  }

  @Test func planPrintsThePlanAndNothingOnStderr() throws {
    let run = try ToolRunner.run([
      "plan", "\(pairs)/layout/a.xml", "\(pairs)/layout/b.xml", "--transition",
      "\(pairs)/transition/together.xml",
    ])
    #expect(run.status == 0)
    #expect(run.stderr.isEmpty)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    )
    #expect(json["format"] as? String == "scenediff.plan")
    // A together set of 200 ms: everything runs 0–200 ms.
    #expect(json["totalDurationMs"] as? Int == 200)
    let animators = try #require(json["animators"] as? [[String: Any]])
    #expect(animators.map { $0["target"] as? String } == ["gone_soon", "mover", "new"])
    #expect(animators[1]["interpolator"] as? String == "linear")
  }

  @Test func aManifestCanStandInForTheTransition() throws {
    let run = try ToolRunner.run([
      "plan", "\(pairs)/layout/a.xml", "\(pairs)/layout/b.xml", "--transition",
      "\(pairs)/transition/manager.xml", "--compact",
    ])
    #expect(run.status == 0)
    #expect(run.stdout.contains(#""totalDurationMs":200"#))
  }

  @Test func aBrokenSceneIsALocatedErrorWithExitStatus1() throws {
    // `widht` starts at column 34: 2 spaces, `<view ` (6), `id="mover" ` (11), `x="0" ` (6),
    // `y="100" ` (8) → 2 + 6 + 11 + 6 + 8 = 33 bytes before it.
    let run = try ToolRunner.run(["plan", "\(pairs)/layout/broken.xml", "\(pairs)/layout/b.xml"])
    #expect(run.status == 1)
    #expect(run.stdout.isEmpty)
    #expect(
      run.stderr
        == "\(pairs)/layout/broken.xml:2:34: error: unknown attribute 'widht' on <view>; did you mean 'width'?\n"
    )
  }

  @Test func aMissingFileIsALocatedError() throws {
    let run = try ToolRunner.run(["plan", "nope.xml", "\(pairs)/layout/b.xml"])
    #expect(run.status == 1)
    #expect(run.stderr.hasPrefix("nope.xml:1:1: error: "))
  }

  @Test func sampleAtGivenInstants() throws {
    let run = try ToolRunner.run([
      "sample", "\(pairs)/layout/a.xml", "\(pairs)/layout/b.xml", "--at", "0,150,450,750,900",
      "--compact",
    ])
    #expect(run.status == 0)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    )
    let frames = try #require(json["frames"] as? [[String: Any]])
    #expect(frames.map { $0["timeMs"] as? Int } == [0, 150, 450, 750, 900])
    // AutoTransition: "new" fades in 600–900 with AccelerateDecelerate: f(0.5) = 0.5 at 750.
    let views = try #require(frames[3]["views"] as? [String: [String: Any]])
    #expect(views["new"]?["alpha"] as? Double == 0.5)
  }

  @Test func sampleAtFramesPerSecondIncludesTheEnd() throws {
    // 900 ms at 7 fps: 0, 142.857…, …, 857.142…, then 900 itself.
    let run = try ToolRunner.run([
      "sample", "\(pairs)/layout/a.xml", "\(pairs)/layout/b.xml", "--fps", "7", "--compact",
    ])
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    )
    let frames = try #require(json["frames"] as? [[String: Any]])
    #expect(frames.count == 8)
    #expect(frames.last?["timeMs"] as? Int == 900)
  }

  @Test func batchKeepsGoodResultsWhenAnInputIsBad() throws {
    let out = try ToolRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: out) }
    let run = try ToolRunner.run(["batch", pairs, "-o", out.path, "--json"])
    #expect(run.status == 1)
    #expect(run.stderr.contains("broken.xml:2:34: error: unknown attribute 'widht'"))
    // One line per pair: a-to-b, b-to-a and the pair that reads broken.xml.
    let lines = try run.stdout.split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    #expect(lines.count == 3)
    #expect(lines.filter { $0["status"] as? String == "ok" }.count == 2)
    let summary = try #require(
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: out.appendingPathComponent("summary.json"))
      ) as? [String: Any]
    )
    #expect(summary["pairs"] as? Int == 3)
    #expect(summary["planned"] as? Int == 2)
    let written = try FileManager.default.contentsOfDirectory(
      atPath: out.appendingPathComponent("pairs").path
    ).filter { $0.hasSuffix(".plan.json") }.sorted()
    #expect(written == ["a-to-b.plan.json", "b-to-a.plan.json"])
    #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("summary.json").path))
  }

  @Test func outputIsByteIdenticalAcrossRunsAndThreadCounts() throws {
    let one = try ToolRunner.temporaryDirectory()
    let many = try ToolRunner.temporaryDirectory()
    defer {
      try? FileManager.default.removeItem(at: one)
      try? FileManager.default.removeItem(at: many)
    }
    let first = try ToolRunner.run(["batch", "Scenes", "-o", one.path, "--jobs", "1", "--json"])
    let second = try ToolRunner.run(["batch", "Scenes", "-o", many.path, "--jobs", "8", "--json"])
    #expect(first.status == 0, "\(first.stderr)")
    #expect(first.stdout == second.stdout)
    let files = try #require(
      FileManager.default.enumerator(atPath: one.path)?.allObjects as? [String]
    )
    #expect(files.filter { $0.hasSuffix(".plan.json") }.count >= 5)
    for file in files where file.hasSuffix(".json") {
      let a = try Data(contentsOf: one.appendingPathComponent(file))
      let b = try Data(contentsOf: many.appendingPathComponent(file))
      #expect(a == b, "\(file) differs between --jobs 1 and --jobs 8")
    }
  }

  @Test func checkSummarisesAndReportsEveryFile() throws {
    let run = try ToolRunner.run(["check", pairs])
    #expect(run.status == 1)
    // 3 layouts, 2 transition files and animator/step_then_pulse.xml; broken.xml has the error.
    #expect(run.stdout == "6 files checked: 1 error, 0 warnings\n")
  }
}

@Suite struct CommandRegressionTests {
  let pairs = ToolRunner.fixtures + "/pairs"

  @Test func aSceneGivenAsTheTransitionIsNamedAsSuch() throws {
    let run = try ToolRunner.run([
      "plan", "\(pairs)/layout/a.xml", "\(pairs)/layout/b.xml", "--transition",
      "\(pairs)/layout/a.xml",
    ])
    #expect(run.status == 1)
    #expect(run.stderr.contains("is a scene, not a transition"))
  }

  @Test func batchRemovesTheStalePlanOfAPairThatNowFails() throws {
    let out = try ToolRunner.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: out) }
    let stale = out.appendingPathComponent("pairs/broken-to-b.plan.json")
    try FileManager.default.createDirectory(
      at: stale.deletingLastPathComponent(),
      withIntermediateDirectories: true
    )
    try Data("old".utf8).write(to: stale)
    _ = try ToolRunner.run(["batch", pairs, "-o", out.path])
    #expect(!FileManager.default.fileExists(atPath: stale.path))
  }
}
