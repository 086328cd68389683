import Foundation
import SceneDiffTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `batch` at scale: identical output at every `--jobs`, atomic results, `--resume` after a
/// kill, `--json` lines, `--shard` and `merge`, the progress bar; on batches from
/// `Scripts/batch-fixtures.py` (copies of the Scenes/ pairs, every tenth broken in one of ten
/// ways).
@Suite(.serialized) struct BatchScaleTests {
  /// Generates `pairs` pairs (every tenth broken) into a fresh folder; returns its path.
  static func fixture(pairs: Int, brokenEvery: Int = 10) throws -> String {
    let folder = try ToolRunner.temporaryDirectory().appendingPathComponent("pairs").path
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", ToolRunner.packageRoot.appendingPathComponent("Scripts/batch-fixtures.py").path,
      folder, "--pairs", String(pairs), "--broken-every", String(brokenEvery),
    ]
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0)
    return folder
  }

  /// Every file under `folder`, by relative path, with its bytes.
  static func contents(of folder: String) throws -> [String: Data] {
    var files: [String: Data] = [:]
    let walker = try #require(FileManager.default.enumerator(atPath: folder))
    while let relative = walker.nextObject() as? String {
      let path = (folder as NSString).appendingPathComponent(relative)
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue {
        files[relative] = try Data(contentsOf: URL(fileURLWithPath: path))
      }
    }
    return files
  }

  /// A fresh output folder's path.
  static func output() throws -> String {
    try ToolRunner.temporaryDirectory().appendingPathComponent("out").path
  }

  @Test func outputIsIdenticalAtEveryJobCount() throws {
    let pairs = try Self.fixture(pairs: 40)
    var runs: [(ToolRunner.Output, [String: Data])] = []
    for jobs in ["1", "2", "8"] {
      let out = try Self.output()
      let run = try ToolRunner.run(["batch", pairs, "-o", out, "--jobs", jobs])
      runs.append((run, try Self.contents(of: out)))
    }
    let (first, files) = runs[0]
    // 40 pairs, every tenth broken: 36 planned, 4 failed, each failure one located error.
    #expect(first.status == 1)
    // The broken files are the failed pairs' errors, none outside a pair.
    #expect(first.stdout.hasSuffix("\n40 pairs: 36 planned, 4 failed\n"))
    let located = first.stderr.split(separator: "\n").filter {
      $0.contains(": error: ") && $0.hasPrefix(pairs)
    }
    #expect(located.count == 4)
    // Plan, preview and result per planned pair, result per failed one, summary and index.
    #expect(files.count == 36 * 3 + 4 + 2)
    for (run, other) in runs.dropFirst() {
      #expect(run.stdout == first.stdout)
      #expect(run.stderr == first.stderr)
      #expect(run.status == first.status)
      #expect(other == files)
    }
  }

  @Test func jsonStreamsTheSummaryEntriesInOrderAtEveryJobCount() throws {
    let pairs = try Self.fixture(pairs: 12)
    var outputs: [String] = []
    for jobs in ["1", "2", "8"] {
      let out = try Self.output()
      let run = try ToolRunner.run(["batch", pairs, "-o", out, "--json", "-j", jobs])
      // 12 pairs, the tenth broken: the batch fails, but every pair still has its line.
      #expect(run.status == 1)
      #expect(run.stdout.hasSuffix("\n"))
      let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      let summary = try #require(
        try JSONSerialization.jsonObject(
          with: Data(contentsOf: URL(fileURLWithPath: out + "/summary.json"))
        ) as? [String: Any]
      )
      let results = try #require(summary["results"] as? [NSDictionary])
      #expect(lines.count == 12)
      #expect(results.count == 12)
      for (line, entry) in zip(lines, results) {
        let parsed = try #require(
          try JSONSerialization.jsonObject(with: Data(line.utf8)) as? NSDictionary
        )
        #expect(parsed == entry)
      }
      #expect(lines.filter { $0.contains(#""status":"error""#) }.count == 1)
      outputs.append(run.stdout)
    }
    #expect(outputs.dropFirst().allSatisfy { $0 == outputs[0] })
  }

  @Test func ndjsonIsASynonymOfJSON() throws {
    let pairs = try Self.fixture(pairs: 3)
    let json = try ToolRunner.run(["batch", pairs, "--json"])
    let ndjson = try ToolRunner.run(["batch", pairs, "--ndjson"])
    let both = try ToolRunner.run(["batch", pairs, "--json", "--ndjson"])
    #expect(json.status == 0, "\(json.stderr)")
    #expect(json.stdout.split(separator: "\n").count == 3)
    #expect(ndjson.stdout == json.stdout)
    #expect(ndjson.status == 0)
    #expect(both.stdout == json.stdout)
    #expect(both.status == 0)
  }

  @Test func resumeSkipsUnchangedPairsAndReplansChangedOnes() throws {
    let pairs = try Self.fixture(pairs: 9, brokenEvery: 0)
    let out = try Self.output()
    #expect(try ToolRunner.run(["batch", pairs, "-o", out]).status == 0)
    let summary = try #require(try Self.contents(of: out)["summary.json"])
    let kept = out + "/p0001-card-expand/places_grid-to-place_detail.preview.html"
    let replanned = out + "/p0003-list-remove/tasks_before-to-tasks_after.preview.html"
    for file in [kept, replanned] {
      try Data("marker".utf8).write(to: URL(fileURLWithPath: file))
    }
    // A change to one file of pair 3's res tree (a comment) replans that pair only.
    let layout = pairs + "/p0003-list-remove/layout/tasks_after.xml"
    let text = try String(contentsOfFile: layout, encoding: .utf8)
    try (text + "<!-- edited -->\n").write(toFile: layout, atomically: true, encoding: .utf8)
    let run = try ToolRunner.run(["batch", pairs, "-o", out, "--resume"])
    #expect(run.status == 0)
    #expect(try String(contentsOfFile: kept, encoding: .utf8) == "marker")
    #expect(try String(contentsOfFile: replanned, encoding: .utf8) != "marker")
    #expect(try Self.contents(of: out)["summary.json"] == summary)
    // Changing an option replans everything.
    _ = try ToolRunner.run(["batch", pairs, "-o", out, "--resume", "--no-previews"])
    #expect(FileManager.default.fileExists(atPath: kept))
    let again = try ToolRunner.run(["batch", pairs, "-o", out, "--resume"])
    #expect(again.status == 0)
    #expect(try String(contentsOfFile: kept, encoding: .utf8) != "marker")
  }

  @Test func resumeAfterKillsEndsIdenticalToAnUninterruptedRun() throws {
    let pairs = try Self.fixture(pairs: 100)
    let reference = try Self.output()
    let whole = try ToolRunner.run(["batch", pairs, "-o", reference, "-j", "2"])
    let expected = try Self.contents(of: reference)
    let out = try Self.output()
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<3 {
      let process = Process()
      process.executableURL = try ToolRunner.binary()
      process.arguments = ["batch", pairs, "-o", out, "-j", "2", "--resume"]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      usleep(UInt32.random(in: 20_000...400_000, using: &generator))
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      // Whatever is in the folder is whole: every result file parses.
      for (name, data) in try Self.contents(of: out) where name.hasSuffix(".json") {
        #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: data) }
      }
    }
    let resumed = try ToolRunner.run(["batch", pairs, "-o", out, "-j", "2", "--resume"])
    #expect(resumed.status == whole.status)
    #expect(resumed.stdout == whole.stdout)
    #expect(try Self.contents(of: out) == expected)
  }

  @Test func mergedShardsEqualAnUnshardedRun() throws {
    let pairs = try Self.fixture(pairs: 30)
    let single = try Self.output()
    let whole = try ToolRunner.run(["batch", pairs, "-o", single])
    var shards: [String] = []
    var assigned = 0
    for index in 1...3 {
      let out = try Self.output()
      let run = try ToolRunner.run(["batch", pairs, "-o", out, "--shard", "\(index)/3"])
      #expect(run.status <= 1)
      let results = try Self.contents(of: out).keys.filter { $0.hasSuffix(".result.json") }
      assigned += results.count
      shards.append(out)
    }
    #expect(assigned == 30)
    let merged = try Self.output()
    let merge = try ToolRunner.run(["merge"] + shards.reversed() + ["-o", merged])
    #expect(merge.status == 1)
    #expect(merge.stdout.hasSuffix("\n30 pairs: 27 planned, 3 failed\n"))
    #expect(merge.stdout == whole.stdout)
    #expect(try Self.contents(of: merged) == Self.contents(of: single))
    // With --json, the merge prints the lines the unsharded batch prints.
    let wholeJSON = try ToolRunner.run(["batch", pairs, "-o", try Self.output(), "--json"])
    let mergeJSON = try ToolRunner.run(
      ["merge"] + shards + ["-o", try Self.output(), "--json"]
    )
    #expect(mergeJSON.stdout.split(separator: "\n").count == 30)
    #expect(mergeJSON.stdout == wholeJSON.stdout)
  }

  @Test func mergeReportsAMissingShard() throws {
    let pairs = try Self.fixture(pairs: 9, brokenEvery: 0)
    let out = try Self.output()
    _ = try ToolRunner.run(["batch", pairs, "-o", out, "--shard", "1/2"])
    let merge = try ToolRunner.run(["merge", out, "-o", try Self.output()])
    #expect(merge.status == 1)
    #expect(merge.stderr.contains("error: shard 2/2 not given"))
  }

  @Test(arguments: ["0/2", "3/2", "1/0", "a/b", "1", "1/2/3"])
  func aBadShardIsAUsageError(shard: String) throws {
    let run = try ToolRunner.run(["batch", "Scenes", "--shard", shard])
    #expect(run.status == 2)
    #expect(run.stderr.contains("'\(shard)'"))
  }

  @Test func noProgressBarWithoutATerminal() throws {
    let run = try ToolRunner.run(["batch", "Scenes", "-j", "2"])
    #expect(!run.stderr.contains("pairs/s"))
    #expect(!run.stderr.contains("\r"))
  }

  @Test func progressBarOnATerminalUnlessQuiet() throws {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else { return }
    let binary = try ToolRunner.binary().path
    for (quiet, expected) in [("", true), (" --quiet", false)] {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
      // stdout to /dev/null inside the terminal: what remains is standard error.
      // card-expand's manifest names 2 pairs.
      process.arguments = [
        "-qec", "\(binary) batch Scenes/card-expand\(quiet) >/dev/null", "/dev/null",
      ]
      process.currentDirectoryURL = ToolRunner.packageRoot
      // Output to a file, read after the exit (see ToolRunner.run: no pipe reads).
      let file = try ToolRunner.temporaryDirectory().appendingPathComponent("terminal")
      _ = FileManager.default.createFile(atPath: file.path, contents: nil)
      let output = try FileHandle(forWritingTo: file)
      process.standardOutput = output
      process.standardInput = Pipe()
      try process.run()
      process.waitUntilExit()
      try output.close()
      let text = String(decoding: try Data(contentsOf: file), as: UTF8.self)
      #expect(text.contains("2/2 pairs") == expected)
    }
  }
}
