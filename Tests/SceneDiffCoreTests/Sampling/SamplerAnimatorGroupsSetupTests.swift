import Testing

@testable import SceneDiffCore

/// The sampler's setup grouping a plan's animators by end view: targets found a few views on
/// from the last one by comparing keys, others through the end index, in any order.
@Suite struct SamplerAnimatorGroupsSetupTests {
  /// Twenty top-level views with ids `v0` … `v19`: their keys, end indices 0 to 19.
  private static let end = FlatScene(
    SceneTree(width: 100, height: 100, views: (0..<20).map { ViewNode(id: "v\($0)") })
  )

  /// An alpha animator of `target` starting at `startMs` (each animator's own start, which
  /// tells it apart).
  private static func animator(_ target: String, _ startMs: Double) -> Animator {
    Animator(
      target: target,
      transition: "Test",
      property: .alpha,
      space: .parent,
      from: .scalar(0),
      to: .scalar(1),
      startMs: startMs,
      durationMs: 10,
      timing: .cubicBezier(.linear)
    )
  }

  @Test func eachEndViewGetsItsTargetsAnimatorsInPlanOrder() {
    // In order, the next view, one far ahead (beyond the keys compared), one behind, a key no
    // end view has, the last view twice, and the first again.
    let targets = ["v0", "v1", "v2", "v15", "v3", "nowhere", "v19", "v19", "v0", "v16"]
    let animators = targets.indices.map { Self.animator(targets[$0], Double($0)) }
    let endIndex = Sampler.EndKeyIndex(Self.end)
    let groups = Sampler.AnimatorGroups(animators, endIndex: endIndex, end: Self.end)
    for i in 0..<20 {
      let key = "v\(i)"
      // The expected starts: the plan positions whose target is this view's key.
      let expected = targets.indices.filter { targets[$0] == key }.map(Double.init)
      #expect(groups.ofEnd(i, key: key, endIndex: endIndex).map(\.startMs) == expected)
    }
    #expect(groups.ofKey("nowhere", endIndex: endIndex).map(\.startMs) == [5])
    #expect(groups.ofKey("v19", endIndex: endIndex).map(\.startMs) == [6, 7])
  }
}
