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

  /// The names of `ids` (one view each, no transition names), numbered against `start`'s.
  private static func end(_ ids: [String], after start: FlatScene) -> InternedNames {
    let views = ids.map { ViewNode(id: $0) }
    return FlatScene(SceneTree(width: 10, height: 10, views: views), numberingNamesAs: start).names
  }

  /// A scene of one view per id, no transition names.
  private static func scene(_ ids: [String]) -> FlatScene {
    FlatScene(SceneTree(width: 10, height: 10, views: ids.map { ViewNode(id: $0) }))
  }

  @Test func endStringsInStartOrderKeepTheStartNumbers() {
    // Start: (name n, id a), b, c: n 0, a 1, b 2, c 3. The end has the same views, so each
    // string is the start's next one and keeps its number; nothing new, count 4.
    let views = [ViewNode(id: "a", transitionName: "n"), ViewNode(id: "b"), ViewNode(id: "c")]
    let start = FlatScene(SceneTree(width: 10, height: 10, views: views))
    let end = FlatScene(SceneTree(width: 10, height: 10, views: views), numberingNamesAs: start)
    #expect(end.names.name == [0, -1, -1])
    #expect(end.names.id == [1, 2, 3])
    #expect(end.names.count == 4)
    #expect(end.names.sharesNumbers(with: start.names))
    #expect(!start.names.sharesNumbers(with: end.names))
  }

  @Test func endStringsOutOfOrderNewAndRemovedAreNumberedOnce() {
    // Start a b c d: 0 1 2 3. End d x b a y (c removed, x and y new): d is found in the start's
    // table (3), x is not (the first new string: 4), b found (1), a found (0), y new (5).
    let start = Self.scene(["a", "b", "c", "d"])
    let end = Self.end(["d", "x", "b", "a", "y"], after: start)
    #expect(end.id == [3, 4, 1, 0, 5])
    #expect(end.count == 6)
    #expect(end.string(4) == "x")
    #expect(end.string(5) == "y")
    #expect(end.string(2) == "c")
    #expect(end.number(of: "x") == 4)
    #expect(end.number(of: "d") == 3)
    #expect(end.number(of: "z") == nil)
  }

  @Test func repeatedEndStringsShareTheirNumber() {
    // Start a b: 0 1. End a a b z z: a 0 (next), a again 0 (found), b 1 (next after a), z new
    // 2, z again 2 (found among the new ones).
    let start = Self.scene(["a", "b"])
    let end = Self.end(["a", "a", "b", "z", "z"], after: start)
    #expect(end.id == [0, 0, 1, 2, 2])
    #expect(end.count == 3)
  }

  @Test func manyNewEndStringsGrowTheirTable() {
    // Start s0 … s3: 0 … 3. End t0 … t99 then s3: the new strings are 4 … 103 in order (the
    // table of new ones, made for 8, grows), and s3 keeps 3.
    let start = Self.scene((0..<4).map { "s\($0)" })
    let end = Self.end((0..<100).map { "t\($0)" } + ["s3"], after: start)
    #expect(end.id == (4..<104).map { Int32($0) } + [3])
    #expect(end.count == 104)
    for k in 0..<100 { #expect(end.number(of: "t\(k)") == Int32(4 + k)) }
  }
}
