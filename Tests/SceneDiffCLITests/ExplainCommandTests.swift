import Foundation
import Testing

@Suite struct ExplainCommandTests {
  let pairs = ToolRunner.fixtures + "/pairs"

  @Test func explainPrintsOneLinePerView() throws {
    let run = try ToolRunner.run([
      "explain", "\(pairs)/layout/a.xml", "\(pairs)/layout/b.xml", "--transition",
      "\(pairs)/transition/together.xml",
    ])
    #expect(run.status == 0)
    #expect(run.stderr.isEmpty)
    // a: mover (0,100) and gone_soon; b: mover (100,100) and new. The together set runs
    // ChangeBounds on mover and Fade on the removed and the added view. The first line names
    // the transition file given.
    #expect(
      run.stdout == """
        transition \(pairs)/transition/together.xml
        from \(pairs)/layout/a.xml
          mover      matched by id → mover  (ChangeBounds)
          gone_soon  disappearing: no view in the end scene has id 'gone_soon'  (Fade)
        to \(pairs)/layout/b.xml
          mover  matched by id ← mover  (ChangeBounds)
          new    appearing: no view in the start scene has id 'new'  (Fade)

        """
    )
  }

  @Test func explainJSONIsOneDocument() throws {
    let run = try ToolRunner.run([
      "explain", "\(pairs)/layout/a.xml", "\(pairs)/layout/b.xml", "--json",
    ])
    #expect(run.status == 0)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    )
    #expect(json["format"] as? String == "scenediff.explain")
    #expect(json["version"] as? Int == 1)
    let views = try #require(json["views"] as? [[String: Any]])
    #expect(views.map { $0["scene"] as? String } == ["from", "from", "to", "to"])
    #expect(
      views.map { $0["status"] as? String } == ["matched", "disappearing", "matched", "appearing"]
    )
    // AutoTransition: the fade-out, ChangeBounds and the fade-in each animate one of them.
    #expect(
      views.map { $0["transitions"] as? [String] } == [
        ["ChangeBounds"], ["Fade"], ["ChangeBounds"], ["Fade"],
      ]
    )
    #expect(views[0]["by"] as? String == "id" && views[0]["counterpart"] as? String == "mover")
    // Keys are in a fixed order.
    #expect(run.stdout.hasPrefix("{\n  \"format\": \"scenediff.explain\",\n  \"version\": 1,"))
  }

  @Test func explainReportsBrokenInputsWithStatus1() throws {
    let run = try ToolRunner.run(["explain", "\(pairs)/layout/broken.xml", "\(pairs)/layout/b.xml"])
    #expect(run.status == 1)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.contains("broken.xml:2:34: error: unknown attribute 'widht'"))
  }

  @Test func aCustomClassIsOneWarningAndTheRestIsExplained() throws {
    let corpus = ToolRunner.packageRoot.deletingLastPathComponent()
      .appendingPathComponent("shared/corpus/android").path
    let file =
      corpus
      + "/androidx/transition/transition/src/androidTest/res/transition/custom_path_motion.xml"
    let run = try ToolRunner.run([
      "explain", "\(pairs)/layout/a.xml", "\(pairs)/layout/b.xml", "--transition", file,
    ])
    #expect(run.status == 0)
    // Printed once, at the `class` attribute: 4 spaces + `<pathMotion ` (12) → column 17.
    #expect(
      run.stderr
        == "\(file):18:17: warning: <pathMotion> names the app class 'androidx.transition.TransitionInflaterTest$CustomPathMotion', which SceneDiff cannot run; the path motion of <changeBounds> is a straight line\n"
    )
    // The file is a lone ChangeBounds: it moves mover, and nothing fades.
    #expect(run.stdout.contains("  mover      matched by id → mover  (ChangeBounds)\n"))
    #expect(run.stdout.contains("  new    appearing: no view in the start scene has id 'new'\n"))
  }

  @Test func explainHasHelp() throws {
    let run = try ToolRunner.run(["explain", "--help"])
    #expect(run.status == 0)
    #expect(run.stdout.contains("USAGE: scenediff explain"))
    #expect(run.stdout.contains("--json"))
  }
}
