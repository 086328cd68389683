extension ViewKeys {
  /// Gives each view not in `keyed` its path key (`/0/2/1`, as ``FlatScene/path(of:)`` writes
  /// it), in one pass over the entries in document order.
  ///
  /// A view's path is its parent's with `/` and the view's index in its parent appended, and in
  /// document order the view before it is its parent or one of its parent's descendants: one
  /// buffer holds the path of the view read last, cut back to the parent's path before each
  /// view appends its own step. No path walks up a view's ancestors.
  static func assignPaths(_ entries: inout [FlatScene.Entry], keyed: [Bool]) {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(64)
    // The views whose steps `bytes` holds, from the top level down: each one's index and where
    // its path ends in `bytes`.
    var open: [(index: Int, end: Int)] = []
    for i in entries.indices {
      let parent = entries[i].parent ?? -1
      while let last = open.last, last.index != parent { open.removeLast() }
      bytes.removeLast(bytes.count - (open.last?.end ?? 0))
      appendStep(entries[i].indexInParent, to: &bytes)
      open.append((i, bytes.count))
      if !keyed[i] { entries[i].key = String(decoding: bytes, as: UTF8.self) }
    }
  }

  /// Appends `/` and the decimal digits of `step` (not negative) to `bytes`.
  private static func appendStep(_ step: Int, to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "/"))
    let first = bytes.count
    var rest = step
    repeat {
      bytes.append(UInt8(ascii: "0") + UInt8(rest % 10))
      rest /= 10
    } while rest > 0
    bytes[first...].reverse()
  }
}
