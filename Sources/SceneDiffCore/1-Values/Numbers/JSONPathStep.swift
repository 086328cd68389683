/// One step from a JSON value into one of its members: an object key or an array index.
///
/// A list of steps names a value inside a document, as in `animators[3].startMs`
/// (`[.key("animators"), .index(3), .key("startMs")]`); ``JSONDocument/location(of:)`` finds
/// where it is written.
public enum JSONPathStep: Sendable, Hashable, CustomStringConvertible {
  /// The member of an object with this key.
  case key(String)
  /// The element of an array at this 0-based index.
  case index(Int)

  /// `.key` or `[3]`, as the step is written after the path before it.
  public var description: String {
    switch self {
    case .key(let key): ".\(key)"
    case .index(let index): "[\(index)]"
    }
  }

  /// A path as text, `animators[3].startMs`; the empty path is `(document)`.
  public static func text(_ path: [JSONPathStep]) -> String {
    guard !path.isEmpty else { return "(document)" }
    let text = path.map(\.description).joined()
    return text.hasPrefix(".") ? String(text.dropFirst()) : text
  }
}
