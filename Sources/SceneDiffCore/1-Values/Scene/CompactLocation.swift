/// A ``SourceLocation`` whose line and column fit 32 bits, as ``ViewNode`` stores it.
struct CompactLocation {
  /// The file.
  var file: String
  /// The line.
  var line: UInt32
  /// The column.
  var column: UInt32

  /// `location` in 32-bit numbers, or `nil` if its line or column does not fit.
  init?(_ location: SourceLocation) {
    guard let line = UInt32(exactly: location.line), let column = UInt32(exactly: location.column)
    else { return nil }
    self.file = location.file
    self.line = line
    self.column = column
  }
}
