import SceneDiffXML

/// Where an id or transition name was first used: a line and column in 32 bits each, which
/// every position in an input under the loader's limits (`XMLLimits.maxBytes`) fits.
struct FirstUse {
  /// The line, counting from 1.
  var line: UInt32
  /// The column in UTF-8 bytes, counting from 1.
  var column: UInt32

  /// A line and column.
  init(line: UInt32, column: UInt32) {
    self.line = line
    self.column = column
  }

  /// The line and column of `position`.
  init(_ position: XMLTextPosition) {
    line = UInt32(clamping: position.line)
    column = UInt32(clamping: position.column)
  }
}
