extension FlatScene {
  /// The index of the view whose path key is `path` (`/0/2/1`: child indices from the root, as
  /// ``path(of:)`` writes them), or `nil` when no view has that path.
  ///
  /// The path is read byte by byte, each step's view found by walking its siblings.
  package func index(ofPath path: Substring.UTF8View) -> Int? {
    guard path.first == UInt8(ascii: "/") else { return nil }
    // `current`: the view the steps read so far lead to, -1 at the root.
    var current = -1
    var step = 0
    var digits = 0
    for byte in path.dropFirst() {
      if byte == UInt8(ascii: "/") {
        guard digits > 0, let child = child(step, of: current) else { return nil }
        current = child
        step = 0
        digits = 0
      } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), digits < 9 {
        step = step * 10 + Int(byte - UInt8(ascii: "0"))
        digits += 1
      } else {
        return nil
      }
    }
    guard digits > 0 else { return nil }
    return child(step, of: current)
  }

  /// The index of child `n` of the view at `parent` (of the root when `parent` is -1), or `nil`
  /// when it has fewer children.
  private func child(_ n: Int, of parent: Int) -> Int? {
    guard parent >= 0 else { return n < topLevel.count ? topLevel[n] : nil }
    var child = Int(entries[parent].firstChild)
    var remaining = n
    while remaining > 0, child >= 0 {
      child = Int(entries[child].nextSibling)
      remaining -= 1
    }
    return child >= 0 ? child : nil
  }
}
