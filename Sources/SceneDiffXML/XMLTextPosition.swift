import SceneDiffCore

/// A place in scanned XML bytes: the byte offset plus the 1-based line and UTF-8 byte column.
///
/// Lines end at LF (as libxml2 counts them); a UTF-8 byte order mark does not count toward
/// the columns of line 1.
package struct XMLTextPosition: Hashable, Sendable {
  /// Bytes from the start of the buffer.
  package var offset: Int
  /// The line, counting from 1.
  package var line: Int
  /// The column in UTF-8 bytes, counting from 1.
  package var column: Int

  /// Creates a position.
  package init(offset: Int, line: Int, column: Int) {
    self.offset = offset
    self.line = line
    self.column = column
  }

  /// This position as a ``SourceLocation`` in `file`.
  package func location(in file: String) -> SourceLocation {
    SourceLocation(file: file, line: line, column: column)
  }
}
