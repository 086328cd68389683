import Foundation
import Testing

/// Screen changes from the command line and from a manifest's `sd:` settings agree, and
/// `explain --json` describes a screen change.
@Suite struct ScreenChangeSettingsCommandTests {
  let layouts = "Scenes/android-screens/layout"

  /// `batch` writes for each android-screens manager rule the plan `plan` prints with the
  /// options of the same names.
  @Test func batchPlansTheRulesAsTheOptionsDo() throws {
    let out = FileManager.default.temporaryDirectory
      .appendingPathComponent("screens-settings-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: out) }
    let batch = try ToolRunner.run(["batch", "Scenes/android-screens", "-o", out])
    #expect(batch.status == 0)
    #expect(batch.stdout.contains("7 pairs: 7 planned, 0 failed"))
    let cases: [(String, [String])] = [
      (
        "fragment_list-to-fragment_detail",
        [
          "\(layouts)/fragment_list.xml", "\(layouts)/fragment_detail.xml",
          "--enter-transition", "@transition/slide_right", "--exit-transition",
          "@transition/fade_out",
        ]
      ),
      (
        "fragment_detail-to-fragment_list",
        [
          "\(layouts)/fragment_detail.xml", "\(layouts)/fragment_list.xml", "--pop",
          "--enter-transition", "@transition/slide_right", "--exit-transition",
          "@transition/fade_out",
        ]
      ),
      (
        "gallery_grid-to-photo_viewer",
        [
          "\(layouts)/gallery_grid.xml", "\(layouts)/photo_viewer.xml", "--activity", "scale-up",
          "--source", "thumb_2",
        ]
      ),
    ]
    let summary = try #require(
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: URL(fileURLWithPath: out + "/summary.json"))
      ) as? [String: Any]
    )
    let results = try #require(summary["results"] as? [[String: Any]])
    for (name, arguments) in cases {
      // summary.json gives each such pair the command line that plans it.
      let entry = results.first { $0["name"] as? String == "android-screens/\(name)" }
      #expect(entry?["arguments"] as? [String] == arguments, "\(name)")
      let plan = try ToolRunner.run(["plan"] + arguments)
      #expect(plan.status == 0)
      let written = try String(
        contentsOfFile: "\(out)/android-screens/\(name).plan.json",
        encoding: .utf8
      )
      #expect(written == plan.stdout, "\(name)")
    }
  }

  /// A popped fragment replace (detail → list): slide_in_left on the list's root,
  /// slide_out_right on the detail's, each a 400 ms translate (config_mediumAnimTime); the
  /// popped detail draws on top and is drawn until its animation ends at 400 ms.
  @Test func explainJSONNamesBothSides() throws {
    let run = try ToolRunner.run([
      "explain", "\(layouts)/fragment_detail.xml", "\(layouts)/fragment_list.xml",
      "--enter-anim", "@anim/slide_in_left", "--exit-anim", "@anim/slide_out_right", "--pop",
      "--json",
    ])
    #expect(run.status == 0)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
    )
    #expect(json["format"] as? String == "scenediff.explain")
    let change = try #require(json["screenChange"] as? [String: Any])
    #expect(change["onTop"] as? String == "from")
    let roots = try #require(change["roots"] as? [[String: Any]])
    #expect(roots.map { $0["key"] as? String } == ["to:list_root", "from:detail_root"])
    #expect(
      roots.map { ($0["motion"] as? [String: Any])?["viewAnimation"] as? String } == [
        "@anim/slide_in_left", "@anim/slide_out_right",
      ]
    )
    #expect(roots[1]["drawnUntilMs"] as? Double == 400)
    let animators = roots.compactMap { ($0["animators"] as? [[String: Any]])?.first }
    #expect(animators.map { $0["endMs"] as? Double } == [400, 400])
  }
}
