import SceneDiffCore

/// The bytes that start each member of an object the plan writer writes many times at one
/// nesting level (an animator), made once per document.
///
/// Each head is what ``/SceneDiffCore/JSONValue/writeMember(_:first:to:indent:level:)`` appends
/// for its key (the comma after the member before it, the new line and indentation, the quoted
/// key and its colon), written by that function into the table when the table is made; the
/// writer then copies the head instead of building it again, which costs about a tenth as much.
/// The first head starts with the object's `{`; the last entry is the object's end (a new line
/// at the object's own level and `}`).
struct JSONMemberHeads {
  /// Every head, one after another.
  private let bytes: [UInt8]
  /// Where head `i` ends in ``bytes`` (it starts where head `i - 1` ends, the first at 0).
  private let ends: [Int]

  /// `{` and the head of the first of `keys`, the heads of the others, for members at nesting
  /// level `level + 1` of an object at `level`, then the object's end.
  ///
  /// - Parameters:
  ///   - keys: The keys in the order their members may appear; each literal needs no escaping.
  ///   - indent: Spaces per nesting level; `nil` for one compact line.
  ///   - level: The nesting level of the object itself.
  init(keys: [StaticString], indent: Int?, level: Int) {
    var out = OutputBytes(capacity: 32 * (keys.count + 1))
    var ends: [Int] = []
    ends.reserveCapacity(keys.count + 1)
    out.append(UInt8(ascii: "{"))
    for (index, key) in keys.enumerated() {
      JSONValue.writeMember(key, first: index == 0, to: &out, indent: indent, level: level + 1)
      ends.append(out.count)
    }
    JSONValue.newline(&out, indent: indent, level: level)
    out.append(UInt8(ascii: "}"))
    ends.append(out.count)
    bytes = out.array()
    self.ends = ends
  }

  /// Appends the head of key number `index` (``init(keys:indent:level:)``'s order), or the
  /// object's end for the index after the last key.
  @inline(__always)
  func write(_ index: Int, to out: inout OutputBytes) {
    let start = index == 0 ? 0 : ends[index - 1]
    let count = ends[index] - start
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      out.append(base + start, count: count)
    }
  }
}
