import Testing

@testable import SceneDiffCore

/// The sampler's table of end keys (``Sampler/EndKeyIndex``) gives what a dictionary of the
/// scene's keys gives: each key's view, `nil` for a key no view has.
@Suite struct SamplerEndKeyIndexTests {
  @Test func eachKeyFindsItsView() {
    // A root with an id, a view named by its transitionName, an unnamed view (its path) and a
    // second root with an id: keys r0, t, /0/1, r1 in pre-order.
    let scene = SceneTree(
      width: 10,
      height: 10,
      views: [
        ViewNode(id: "r0", children: [ViewNode(transitionName: "t"), ViewNode()]),
        ViewNode(id: "r1"),
      ]
    )
    let index = Sampler.EndKeyIndex(FlatScene(scene))
    #expect(index.count == 4)
    #expect(index["r0"] == 0)
    #expect(index["t"] == 1)
    #expect(index["/0/1"] == 2)
    #expect(index["r1"] == 3)
    for missing in ["", "r", "r2", "/0", "/0/2", "to:t", "t "] {
      #expect(index[missing] == nil)
    }
  }

  @Test func manyKeysCollideAndAreStillFound() {
    // 3,000 views under one root, ids v0 ... v2999: the table (8,192 slots) must probe past
    // other keys' slots for some of them.
    let children = (0..<3000).map { ViewNode(id: "v\($0)") }
    let scene = SceneTree(width: 10, height: 10, views: [ViewNode(id: "root", children: children)])
    let index = Sampler.EndKeyIndex(FlatScene(scene))
    #expect(index.count == 3001)
    #expect(index["root"] == 0)
    let found = (0..<3000).map { index["v\($0)"] }
    #expect(found == (0..<3000).map { $0 + 1 })
    #expect(index["v3000"] == nil)
    #expect(index["v-1"] == nil)
  }

  @Test func noKeysFindNothing() {
    let index = Sampler.EndKeyIndex()
    #expect(index.count == 0)
    #expect(index["a"] == nil)
  }
}
