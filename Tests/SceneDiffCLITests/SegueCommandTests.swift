import Foundation
import SceneDiffTestSupport
import Testing

/// Storyboard segues through the command line: `--storyboard FILE --segue ID [--pop]`,
/// `--segue-transition`, and `batch` over the shipped storyboard
/// (Docs/interface-builder.md, *Segues as screen changes*).
@Suite struct SegueCommandTests {
  /// The shipped storyboard: a navigation controller around Albums, which pushes Album
  /// (showAlbum), cross-dissolves to Info (showInfo) and flips to Settings (flipSettings).
  static let albums = "Scenes/ios/storyboard/Albums.storyboard"
  /// SwiftMessages' demo (corpus/ios, SOURCES.md §9), with seven custom segues.
  static let messages =
    TestPaths.sharedCorpus
    + "/ios/SwiftKickMobile__SwiftMessages/Demo/Demo/Base.lproj/Main.storyboard"

  @Test func planAPushWithoutFromAndTo() throws {
    let run = try ToolRunner.run(["plan", "--storyboard", Self.albums, "--segue", "showAlbum"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.isEmpty)
    // UINavigationController's push of Album over Albums: 400 ms, the list moving left by a
    // third of 393 pt (131).
    #expect(run.stdout.contains(#""scene": "Albums" }"#))
    #expect(run.stdout.contains(#""scene": "Album" }"#))
    #expect(run.stdout.contains(#""transition": "UINavigationController""#))
    #expect(run.stdout.contains(#""totalDurationMs": 400"#))
    #expect(run.stdout.contains(#""to": -131"#))
  }

  @Test func popReversesTheScenes() throws {
    let run = try ToolRunner.run([
      "plan", "--storyboard", Self.albums, "--segue", "flipSettings", "--pop",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    // The dismissal of the flip: Settings leaves on top, flipping from the left (0 → −180°).
    #expect(
      run.stdout.contains(
        #""from": { "file": "Scenes/ios/storyboard/Albums.storyboard", "scene": "Settings" }"#
      )
    )
    #expect(run.stdout.contains(#""order": "leavingOnTop""#))
    #expect(run.stdout.contains(#""to": -180"#))
  }

  /// At Albums.storyboard's `<scenes>` (line 15, indented 4 spaces: column 5), with its three
  /// transition segues (lines 60, 68, 76; the relationship segue of line 27 is left out) sorted.
  @Test func aMisspelledSegueIsLocatedWithASuggestion() throws {
    let run = try ToolRunner.run(["plan", "--storyboard", Self.albums, "--segue", "showAlbm"])
    #expect(run.status == 1)
    #expect(
      run.stderr.contains(
        "\(Self.albums):15:5: error: no segue named 'showAlbm'; the storyboard's segues (identifier, else IB id) are: flipSettings, showAlbum, showInfo; did you mean 'showAlbum'?"
      ),
      "\(run.stderr)"
    )
  }

  @Test func usageErrors() throws {
    let withFrom = try ToolRunner.run([
      "plan", "Scenes/ios/layout/album_list.xml", "--storyboard", Self.albums, "--segue",
      "showInfo",
    ])
    #expect(withFrom.status == 2)
    let noSegue = try ToolRunner.run(["plan", "--storyboard", Self.albums])
    #expect(noSegue.status == 2)
    #expect(noSegue.stderr.contains("--storyboard needs --segue ID"))
    let withTransition = try ToolRunner.run([
      "plan", "--storyboard", Self.albums, "--segue", "showInfo",
      "--transition", "Scenes/ios/transition/nav_push.xml",
    ])
    #expect(withTransition.status == 2)
  }

  @Test func aCustomSegueWarnsUnlessAFileIsNamed() throws {
    // 7xS-Ca-mnb is a SwiftMessagesTopSegue from a controller in no navigation stack: by
    // default a coverVertical presentation (335 ms), with a warning at the <segue> (line 861).
    let plain = try ToolRunner.run(["plan", "--storyboard", Self.messages, "--segue", "7xS-Ca-mnb"])
    #expect(plain.status == 0)
    #expect(plain.stderr.contains("Main.storyboard:861:45: warning: custom segue '7xS-Ca-mnb'"))
    #expect(plain.stdout.contains(#""totalDurationMs": 335"#))
    let named = try ToolRunner.run([
      "plan", "--storyboard", Self.messages, "--segue", "7xS-Ca-mnb",
      "--segue-transition", "7xS-Ca-mnb=Scenes/ios/transition/nav_push.xml",
    ])
    #expect(named.status == 0)
    #expect(named.stderr.isEmpty, "\(named.stderr)")
    #expect(named.stdout.contains(#""transition": "UINavigationController""#))
    #expect(named.stdout.contains(#""totalDurationMs": 400"#))
  }

  @Test func previewAndExplainTakeASegue() throws {
    let folder = try ToolRunner.temporaryDirectory()
    let page = folder.appendingPathComponent("info.html").path
    let preview = try ToolRunner.run([
      "preview", "--storyboard", Self.albums, "--segue", "showInfo", "-o", page,
    ])
    #expect(preview.status == 0, "\(preview.stderr)")
    #expect(FileManager.default.fileExists(atPath: page))
    let explain = try ToolRunner.run([
      "explain", "--storyboard", Self.albums, "--segue", "showInfo",
    ])
    #expect(explain.status == 0)
    #expect(explain.stdout.contains("screen change"))
  }

  @Test func batchPlansEverySegueBothWays() throws {
    let folder = try ToolRunner.temporaryDirectory().path
    let run = try ToolRunner.run(["batch", "Scenes/ios/storyboard", "-o", folder])
    #expect(run.status == 0, "\(run.stderr)")
    let summary = try #require(
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: URL(fileURLWithPath: folder + "/summary.json"))
      ) as? [String: Any]
    )
    #expect(run.stdout.contains("Albums.storyboard: showInfo (pop)"))
    // Three segues, each performed and popped or dismissed; the relationship segue of the
    // navigation controller is no transition.
    #expect(summary["pairs"] as? Int == 6 && summary["planned"] as? Int == 6)
    let results = try #require(summary["results"] as? [[String: Any]])
    #expect(
      results.compactMap { $0["name"] as? String } == [
        "ios/Albums-showAlbum", "ios/Albums-showAlbum-pop", "ios/Albums-showInfo",
        "ios/Albums-showInfo-pop", "ios/Albums-flipSettings", "ios/Albums-flipSettings-pop",
      ]
    )
    let rules = results.compactMap { $0["rule"] as? [String: Any] }
    #expect(rules.compactMap { $0["pairing"] as? String }.first == "storyboard-segue")
    #expect(rules.compactMap { $0["action"] as? String }[4] == "flipSettings")
    let index = try String(contentsOfFile: folder + "/index.html", encoding: .utf8)
    #expect(index.contains("Albums.storyboard: flipSettings (pop)"))
  }
}
