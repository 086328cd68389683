import Foundation
import SceneDiffTestSupport
import Testing

@Suite struct DiffCommandTests {
  let pairs = ToolRunner.fixtures + "/pairs"

  /// Plans the fixture pair with `arguments` into `name` in `folder`.
  func plan(_ folder: TemporaryFolder, _ name: String, _ arguments: [String]) throws -> String {
    let run = try ToolRunner.run(
      ["plan", "\(pairs)/layout/a.xml", "\(pairs)/layout/b.xml"] + arguments
    )
    #expect(run.status == 0)
    return try folder.write(run.stdout, to: name)
  }

  @Test func exitCodesFollowGitDiff() throws {
    let folder = try TemporaryFolder("diff")
    let auto = try plan(folder, "auto.json", [])
    let together = try plan(
      folder,
      "together.json",
      ["--transition", "\(pairs)/transition/together.xml"]
    )
    // Same plan: status 0 with and without --exit-code.
    for flags in [[], ["--exit-code"]] {
      let same = try ToolRunner.run(["diff", auto, auto] + flags)
      #expect(same.status == 0)
      #expect(
        same.stdout == "--- \(auto)\n+++ \(auto)\nno motion changes (total duration 900 ms)\n"
      )
      #expect(same.stderr.isEmpty)
    }
    // Different plans: 0 without --exit-code, 1 with it, and nothing on standard error.
    let differs = try ToolRunner.run(["diff", together, auto])
    #expect(differs.status == 0)
    let failing = try ToolRunner.run(["diff", together, auto, "--exit-code"])
    #expect(failing.status == 1)
    #expect(failing.stderr.isEmpty)
    #expect(failing.stdout == differs.stdout)
    // together.xml runs everything for 200 ms with a linear ChangeBounds; AutoTransition runs
    // Fade out (0–300), ChangeBounds (300–600, accelerateDecelerate), Fade in (600–900).
    #expect(
      differs.stdout == """
        --- \(together)
        +++ \(auto)
        total duration: 200 ms → 900 ms (+700 ms)
        ~ gone_soon · Fade · alpha
            durationMs: 200 → 300
        ~ mover · ChangeBounds · bounds
            startMs: 0 → 300
            durationMs: 200 → 300
            interpolator: linear → accelerateDecelerate
        ~ new · Fade · alpha
            startMs: 0 → 600
            durationMs: 200 → 300
        0 view changes, 3 animator changes (3 changed, 0 added, 0 removed)

        """
    )
  }

  @Test func sidesCanBePlannedFromScenes() throws {
    let folder = try TemporaryFolder("diff")
    let auto = try plan(folder, "auto.json", [])
    let planned = try ToolRunner.run([
      "diff", auto, "--from", "\(pairs)/layout/a.xml", "--to", "\(pairs)/layout/b.xml",
      "--exit-code",
    ])
    #expect(planned.status == 0, "\(planned.stderr)")
    let transitions = try ToolRunner.run([
      "diff", "--from", "\(pairs)/layout/a.xml", "--to", "\(pairs)/layout/b.xml",
      "--new-transition", "\(pairs)/transition/together.xml", "--format", "json", "--exit-code",
    ])
    #expect(transitions.status == 1)
    #expect(
      transitions.stdout.contains(
        #""new": "\#(pairs)/layout/a.xml → \#(pairs)/layout/b.xml (transition \#(pairs)/transition/together.xml)""#
      )
    )
    #expect(transitions.stdout.contains(#""totalDurationMs": { "old": 900, "new": 200 }"#))
  }

  @Test func standardInputIsOneSide() throws {
    let folder = try TemporaryFolder("diff")
    let auto = try plan(folder, "auto.json", [])
    let text = try String(contentsOfFile: auto, encoding: .utf8)
    let run = try ToolRunner.run(["diff", auto, "-", "--exit-code"], stdin: text)
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("--- \(auto)\n+++ <stdin>\n"))
  }

  @Test func markdownIsReadyToPaste() throws {
    let folder = try TemporaryFolder("diff")
    let auto = try plan(folder, "auto.json", [])
    let together = try plan(
      folder,
      "together.json",
      ["--transition", "\(pairs)/transition/together.xml"]
    )
    let run = try ToolRunner.run(["diff", together, auto, "--format", "markdown"])
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("## Motion review\n"))
    #expect(run.stdout.contains("| ~ | `mover` · ChangeBounds · `bounds` |"))
  }

  @Test func aBrokenPlanIsALocatedError() throws {
    let folder = try TemporaryFolder("diff")
    let auto = try plan(folder, "auto.json", [])
    let broken = try folder.write(
      "{\n  \"format\": \"scenediff.plan\",\n  \"version\": 1,,\n}",
      to: "broken.json"
    )
    let run = try ToolRunner.run(["diff", broken, auto])
    #expect(run.status == 1)
    #expect(run.stdout.isEmpty)
    // Line 3 is `  "version": 1,,`: 2 spaces, `"version"` (9), `:`, a space, `1` and `,` are 15
    // bytes, so the second comma is at column 16.
    #expect(
      run.stderr
        == "\(broken):3:16: error: unexpected ','; expected a key in double quotes\n"
    )
    let missing = try ToolRunner.run(["diff", folder.path + "/none.json", auto])
    #expect(missing.status == 1)
    #expect(
      missing.stderr == "\(folder.path)/none.json:1:1: error: cannot read file: no such file\n"
    )
  }

  @Test(arguments: [
    (
      ["diff"],
      "Error: missing OLD: give a plan file or a batch folder, or --from and --to (or --old-from and --old-to) to plan it"
    ),
    (
      ["diff", "a.json"],
      "Error: missing NEW: give a plan file or a batch folder, or --from and --to (or --new-from and --new-to) to plan it"
    ),
    (
      ["diff", "a.json", "b.json", "--from", "x.xml"],
      "Error: '--from' plans a side from scenes, but OLD and NEW are both given"
    ),
    (
      ["diff", "a.json", "b.json", "--tolerance", "-1"],
      "Error: invalid value '-1' for '--tolerance': expected a non-negative number"
    ),
    (
      ["diff", "a.json", "b.json", "--format", "html"], "Error: invalid value 'html' for '--format'"
    ),
    (["diff", "-", "-"], "Error: standard input ('-') can be read only once"),
    (
      ["diff", "Scenes", "a.json"],
      "Error: compare two batch folders or two plans: Scenes and a.json are not both folders"
    ),
  ])
  func usageErrors(arguments: [String], message: String) throws {
    let run = try ToolRunner.run(arguments)
    #expect(run.status == 2)
    #expect(run.stderr.hasPrefix(message), "\(run.stderr)")
  }
}
