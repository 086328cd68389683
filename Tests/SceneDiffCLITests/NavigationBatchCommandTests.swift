import Foundation
import SceneDiffTestSupport
import Testing

/// `batch` names each Navigation action it plans, forward and popped, in its table, its
/// `summary.json` and its index page.
@Suite struct NavigationBatchCommandTests {
  @Test func batchNamesEveryActionForwardAndPopped() throws {
    let out = try TemporaryFolder("navigation-batch")
    // The graph's folder only: the scenario's transition/manager.xml adds screen changes.
    let run = try ToolRunner.run(["batch", "Scenes/android-screens/navigation", "-o", out.path])
    #expect(run.status == 0)
    let labels = [
      "nav_graph.xml: action_list_to_detail", "nav_graph.xml: action_list_to_detail (pop)",
      "nav_graph.xml: action_global_settings", "nav_graph.xml: action_global_settings (pop)",
    ]
    // The table's RULE column ends each row with the action's name.
    let rows = run.stdout.split(separator: "\n").filter { $0.hasPrefix("ok") }
    #expect(rows.count == 4)
    for (row, label) in zip(rows, labels) { #expect(row.hasSuffix(label), "\(row)") }
    #expect(run.stdout.contains("4 pairs: 4 planned, 0 failed"))
    let index = try String(contentsOfFile: out.path + "/index.html", encoding: .utf8)
    for label in labels { #expect(index.contains(label)) }
    let summary = try #require(
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: URL(fileURLWithPath: out.path + "/summary.json"))
      ) as? [String: Any]
    )
    let results = try #require(summary["results"] as? [[String: Any]])
    #expect(
      results.map { $0["name"] as? String } == [
        "android-screens/nav_graph-action_list_to_detail",
        "android-screens/nav_graph-action_list_to_detail-pop",
        "android-screens/nav_graph-action_global_settings",
        "android-screens/nav_graph-action_global_settings-pop",
      ]
    )
    let rules = results.compactMap { $0["rule"] as? [String: Any] }
    #expect(
      rules.map { $0["action"] as? String } == [
        "action_list_to_detail", "action_list_to_detail", "action_global_settings",
        "action_global_settings",
      ]
    )
    #expect(
      rules.map { $0["pairing"] as? String } == [
        "navigation-action", "navigation-action-pop", "navigation-action", "navigation-action-pop",
      ]
    )
  }
}
