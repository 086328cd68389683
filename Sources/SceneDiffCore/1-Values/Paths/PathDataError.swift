/// Why SVG path data could not be read.
///
/// `offset` is the byte offset (UTF-8) in the path-data string where the problem is, so a
/// caller can point into the attribute value that held it.
public struct PathDataError: Error, Equatable, Sendable {
  /// The byte offset in the path-data string.
  public var offset: Int
  /// Lowercase, quotes the bad text and says what was expected.
  public var message: String

  /// Creates an error.
  public init(offset: Int, message: String) {
    self.offset = offset
    self.message = message
  }
}
