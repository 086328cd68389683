/// A position in an input file: 1-based line and 1-based UTF-8 byte column.
///
/// Every element and attribute read from XML carries one, so that any error
/// about it can point at the exact place (`file:line:column`).
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The file path as the user gave it.
  public var file: String
  /// The line, counting from 1.
  public var line: Int
  /// The column in UTF-8 bytes, counting from 1.
  public var column: Int

  /// Creates a location.
  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// The start of a file (line 1, column 1), for problems with the file as a whole.
  public static func start(of file: String) -> SourceLocation {
    SourceLocation(file: file, line: 1, column: 1)
  }

  /// `file:line:column`.
  public var description: String { "\(file):\(line):\(column)" }

  /// Orders by file, then line, then column.
  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
  }
}
