import SceneDiff
import Testing

@testable import SceneDiffCore

@Suite struct InternedNamesTests {
  @Test func aNameAndAnIdPerViewAreAllFound() {
    // Eight views, each with its own name and id: 16 strings, numbered in document order
    // (each view's name, then its id: n0 0, i0 1, n1 2, …), all in a table of 32 slots.
    let views = (0..<8).map { ViewNode(id: "i\($0)", transitionName: "n\($0)") }
    let flat = FlatScene(SceneTree(width: 10, height: 10, views: views))
    #expect(flat.names.count == 16)
    for k in 0..<8 {
      #expect(flat.names.number(of: "n\(k)") == Int32(2 * k))
      #expect(flat.names.number(of: "i\(k)") == Int32(2 * k + 1))
    }
    #expect(flat.names.number(of: "n8") == nil)
    #expect(flat.names.number(of: "") == nil)
  }

  @Test func aStringUsedAsANameAndAnIdHasOneNumber() {
    // "x" is the first view's name and id, and the second view's id: one number, 0; "y" is 1.
    let views = [ViewNode(id: "x", transitionName: "x"), ViewNode(id: "x"), ViewNode(id: "y")]
    let flat = FlatScene(SceneTree(width: 10, height: 10, views: views))
    #expect(flat.names.count == 2)
    #expect(flat.names.name == [0, -1, -1])
    #expect(flat.names.id == [0, 0, 1])
    #expect(flat.names.number(of: "y") == 1)
  }

  @Test func idsMatchAcrossScenesWhereNamesDiffer() {
    // Start views are keyed by their names, end views (no names) by their ids; the ids pair
    // every view, in start document order.
    let start = (0..<8).map {
      ViewNode(id: "i\($0)", transitionName: "n\($0)", y: Double($0) * 10, width: 10, height: 10)
    }
    let end = (0..<8).map {
      ViewNode(id: "i\($0)", x: 5, y: Double($0) * 10, width: 10, height: 10)
    }
    let plan = Planner.plan(
      from: SceneTree(width: 100, height: 100, views: start),
      to: SceneTree(width: 100, height: 100, views: end)
    )
    #expect(plan.matches == (0..<8).map { Plan.Match(from: "n\($0)", to: "i\($0)", by: "id") })
  }
}
