/// For each view of one scene, the index of its pair in ``MatchResult/pairs``, if it is in one:
/// 4 bytes a view (`-1` for none) where an `[Int?]` took 16.
package struct PairIndices: Sendable {
  /// Each view's pair index, `-1` for none.
  private var indices: [Int32]

  /// No view in a pair, for `count` views.
  init(count: Int) {
    indices = [Int32](repeating: -1, count: count)
  }

  /// The index of view `view`'s pair, if it is in one.
  package subscript(view: Int) -> Int? {
    get { indices[view] < 0 ? nil : Int(indices[view]) }
    set { indices[view] = newValue.map { Int32($0) } ?? -1 }
  }

  /// The number of views.
  package var count: Int { indices.count }
}
