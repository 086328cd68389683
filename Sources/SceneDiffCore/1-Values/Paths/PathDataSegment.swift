/// One command letter of SVG path data with all the numbers that follow it.
struct PathDataSegment: Sendable, Hashable {
  /// The command letter as an ASCII byte (`M`, `l`, …).
  var command: UInt8
  /// Where the letter is (byte offset).
  var offset: Int
  /// The numbers, a multiple of the command's group size.
  var numbers: [Float]
}
