import Foundation
import Testing

/// `--navigation FILE --action ID [--pop]` on the android-screens scenario: the layouts come
/// from the destinations' tools:layout and the animations from the action.
@Suite struct NavigationCommandTests {
  static let graph = ToolRunner.packageRoot.appendingPathComponent(
    "Scenes/android-screens/navigation/nav_graph.xml"
  ).path

  /// The views of the one frame `sample` prints, and its scenes' files.
  func frame(_ stdout: String) throws -> (views: [String: [String: Any]], from: String, to: String)
  {
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any]
    )
    let frames = try #require(json["frames"] as? [[String: Any]])
    let views = try #require(frames.first?["views"] as? [String: [String: Any]])
    let from = try #require((json["from"] as? [String: Any])?["file"] as? String)
    let to = try #require((json["to"] as? [String: Any])?["file"] as? String)
    return (views, from, to)
  }

  /// The left edge of a view's bounds.
  func left(_ views: [String: [String: Any]], _ key: String) throws -> Double {
    try #require((views[key]?["bounds"] as? [Double])?.first)
  }

  /// The drawing order of a view.
  func z(_ views: [String: [String: Any]], _ key: String) throws -> Int {
    try #require(views[key]?["z"] as? Int)
  }

  /// action_list_to_detail forward.
  ///
  /// At 150 ms of 400 (config_mediumAnimTime), default
  /// AccelerateDecelerate: f = 0.5 + cos((0.375 + 1)π)/2 = 0.5 − 0.382683/2 = 0.308658.
  /// The container is the default 1080 px wide device. slide_in_right (100%p → 0) puts the
  /// detail root at 1080 × (1 − 0.308658) = 746.649; slide_out_left (0 → −100%p) puts the
  /// list root at −1080 × 0.308658 = −333.351. The coming screen draws on top.
  @Test func forward() throws {
    let run = try ToolRunner.run([
      "sample", "--navigation", NavigationCommandTests.graph, "--action", "action_list_to_detail",
      "--at", "150",
    ])
    #expect(run.status == 0)
    #expect(run.stderr.isEmpty)
    let (views, from, to) = try frame(run.stdout)
    #expect(from.hasSuffix("layout/fragment_list.xml"))
    #expect(to.hasSuffix("layout/fragment_detail.xml"))
    #expect(abs(try left(views, "to:detail_root") - 746.649) < 0.01)
    #expect(abs(try left(views, "from:list_root") - -333.351) < 0.01)
    #expect(try z(views, "to:detail_root") > z(views, "from:list_root"))
  }

  /// Popped: the detail screen leaves with popExitAnim slide_out_right (0 → 100%p):
  /// 1080 × 0.308658 = 333.351; the list comes back with popEnterAnim slide_in_left
  /// (−100%p → 0): −1080 × (1 − 0.308658) = −746.649; the popped screen draws on top.
  @Test func popped() throws {
    let run = try ToolRunner.run([
      "sample", "--navigation", NavigationCommandTests.graph, "--action", "action_list_to_detail",
      "--pop", "--at", "150",
    ])
    #expect(run.status == 0)
    let (views, from, to) = try frame(run.stdout)
    #expect(from.hasSuffix("layout/fragment_detail.xml"))
    #expect(to.hasSuffix("layout/fragment_list.xml"))
    #expect(abs(try left(views, "from:detail_root") - 333.351) < 0.01)
    #expect(abs(try left(views, "to:list_root") - -746.649) < 0.01)
    #expect(try z(views, "from:detail_root") > z(views, "to:list_root"))
  }

  /// `explain` names the animations the action gives each side.
  @Test func explainNamesTheActionsAnimations() throws {
    let run = try ToolRunner.run([
      "explain", "--navigation", NavigationCommandTests.graph, "--action", "action_global_settings",
    ])
    #expect(run.status == 0)
    #expect(run.stdout.contains("to:settings_root: coming screen root, runs @anim/slide_in_right"))
    #expect(run.stdout.contains("from:list_root: leaving screen root, runs @anim/slide_out_left"))
  }

  /// Usage errors: FROM/TO with --navigation, no --action, --enter-anim with it; an unknown
  /// action is an input error at the graph.
  @Test func misuse() throws {
    let graph = NavigationCommandTests.graph
    for args in [
      ["plan", "--navigation", graph, "--action", "action_list_to_detail", "a.xml"],
      ["plan", "--navigation", graph],
      ["plan", "--navigation", graph, "--action", "x", "--enter-anim", "@anim/slide_in_left"],
    ] {
      let run = try ToolRunner.run(args)
      #expect(run.status == 2, "\(args)")
    }
    // A graph given as --transition says how to plan it.
    let screens = ToolRunner.packageRoot.appendingPathComponent("Scenes/android-screens").path
    let asTransition = try ToolRunner.run([
      "plan", "\(screens)/layout/fragment_list.xml", "\(screens)/layout/fragment_detail.xml",
      "--transition", graph,
    ])
    #expect(asTransition.status == 1)
    #expect(
      asTransition.stderr
        == "\(graph):1:1: error: '\(graph)' is a Navigation graph, not a transition; "
        + "plan its actions with --navigation FILE --action ID\n"
    )
    let unknown = try ToolRunner.run(["plan", "--navigation", graph, "--action", "nope"])
    #expect(unknown.status == 1)
    #expect(unknown.stderr.hasPrefix("\(graph):1:1: error: no action 'nope'"))
  }
}
