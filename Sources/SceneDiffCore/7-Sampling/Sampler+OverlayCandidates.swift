extension Sampler.Presences {
  /// Whether each view of `start` may have an overlay presence, by start index.
  ///
  /// Every view whose key is a key of ``overlays`` is marked (a few others may be), so that
  /// only the marked views' keys are looked up; `nil` when every view's key must be looked up.
  ///
  /// A start key is the view's `transitionName`, its `id` or its path, with `from:` before it
  /// when the plan separated it: the names and ids of the overlay keys are found once in the
  /// scene's name table and each view's are compared as numbers; a path key marks its view.
  /// A screen change's keys are paths within each screen, so none is marked there.
  func overlayCandidates(in start: FlatScene, screenChange: Bool) -> [Bool]? {
    guard !overlays.isEmpty, !screenChange else { return nil }
    var marked = [Bool](repeating: false, count: start.names.count)
    var result = [Bool](repeating: false, count: start.count)
    var paths: [[Int32]] = []
    let side = ViewKeys.startPrefix.utf8.count
    for key in overlays.keys {
      // The key as the view's own name, id or path: without its side, when it has one.
      let own = key.hasPrefix(ViewKeys.startPrefix) ? key.utf8.dropFirst(side) : key.utf8[...]
      if own.first == UInt8(ascii: "/") {
        if let steps = Self.steps(ofPath: own) { paths.append(steps) }
      } else if let n = start.names.number(of: String(Substring(own))) {
        marked[Int(n)] = true
      }
    }
    Self.mark(paths, in: start, &result)
    for i in result.indices where !result[i] {
      let name = start.names.name[i]
      let id = start.names.id[i]
      result[i] = name >= 0 && marked[Int(name)] || id >= 0 && marked[Int(id)]
    }
    return result
  }

  /// The child positions that `path` (`/0/2/1`) names from the root, or `nil` when it is not
  /// a path as ``FlatScene/index(ofPath:)`` reads one (each step one to nine digits).
  static func steps(ofPath path: Substring.UTF8View) -> [Int32]? {
    guard path.first == UInt8(ascii: "/") else { return nil }
    var steps: [Int32] = []
    var step: Int32 = 0
    var digits = 0
    for byte in path.dropFirst() {
      if byte == UInt8(ascii: "/") {
        guard digits > 0 else { return nil }
        steps.append(step)
        step = 0
        digits = 0
      } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), digits < 9 {
        step = step * 10 + Int32(byte - UInt8(ascii: "0"))
        digits += 1
      } else {
        return nil
      }
    }
    guard digits > 0 else { return nil }
    steps.append(step)
    return steps
  }

  /// Marks in `result` the view of `start` at each of `paths` (child positions from the root),
  /// when there is one.
  ///
  /// Document order is the order of the views' paths compared step by step (a parent before
  /// its children, a child before its next sibling), so the sorted paths are met in one pass
  /// over the entries. The pass keeps the chain of positions from the root to the view reached
  /// and how many leading steps of the path sought it shares: only a view entered right below
  /// those steps can take one more step of the path, meet it or pass it (a path passed names no
  /// view). (Finding each path from the root walked every sibling before each step, each one an
  /// entry read at random.)
  static func mark(_ paths: [[Int32]], in start: FlatScene, _ result: inout [Bool]) {
    guard !paths.isEmpty else { return }
    let sorted = paths.sorted { $0.lexicographicallyPrecedes($1) }
    var next = 0
    // The ancestors of the view reached and itself (indices and positions): `depth` of them.
    var chain = [Int](repeating: -1, count: 16)
    var positions = [Int32](repeating: 0, count: 16)
    var depth = 0
    // How many leading steps of `sorted[next]` the chain shares; the path comes after the chain.
    var shared = 0
    for i in start.entries.indices {
      let parent = start.entries[i].parent ?? -1
      while depth > 0, chain[depth - 1] != parent { depth -= 1 }
      if depth == chain.count {
        chain.append(-1)
        positions.append(0)
      }
      let position = Int32(start.entries[i].indexInParent)
      chain[depth] = i
      positions[depth] = position
      shared = min(shared, depth)
      depth += 1
      // A view beside the shared steps is still before the path.
      guard shared == depth - 1 else { continue }
      let path = sorted[next]
      if shared < path.count, position <= path[shared] {
        guard position == path[shared] else { continue }
        shared += 1
        guard shared == path.count else { continue }
      }
      // The path is met or passed: the next ones up to this view are met or passed too.
      let here = positions[..<depth]
      if path.elementsEqual(here) { result[i] = true }
      while true {
        next += 1
        if next == sorted.count { return }
        if here.lexicographicallyPrecedes(sorted[next]) { break }
        if sorted[next].elementsEqual(here) { result[i] = true }
      }
      shared = zip(sorted[next], here).prefix { $0 == $1 }.count
    }
  }
}
