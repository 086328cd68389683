import SceneDiffCore

/// An element as ``XMLStreamHandler/startElement(_:)`` sees it: its local name, namespace,
/// location and attributes, all as bytes that are valid only during that call.
///
/// Namespace declarations are not listed as attributes.
package struct XMLStreamElement {
  /// The bytes the ranges below point into.
  package var bytes: UnsafeBufferPointer<UInt8>
  /// The local name (`view`), without prefix.
  package var name: Range<Int>
  /// The namespace URI, `nil` for no namespace.
  package var namespaceURI: Range<Int>?
  /// Where the start tag begins (the `<`).
  package var position: XMLTextPosition
  /// The attributes in document order.
  package var attributes: UnsafeBufferPointer<XMLStreamAttribute>

  /// Creates an element.
  package init(
    bytes: UnsafeBufferPointer<UInt8>,
    name: Range<Int>,
    namespaceURI: Range<Int>?,
    position: XMLTextPosition,
    attributes: UnsafeBufferPointer<XMLStreamAttribute>
  ) {
    self.bytes = bytes
    self.name = name
    self.namespaceURI = namespaceURI
    self.position = position
    self.attributes = attributes
  }

  /// The bytes of a range.
  package subscript(range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(rebasing: bytes[range])
  }

  /// The text of a range as a `String`.
  package func string(_ range: Range<Int>) -> String {
    String(decoding: self[range], as: UTF8.self)
  }

  /// Whether the bytes of `range` are the ASCII `literal`.
  package func bytes(_ range: Range<Int>, equal literal: StaticString) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard range.count == count else { return false }
    let pattern = literal.utf8Start
    for index in 0..<count where bytes[range.lowerBound + index] != pattern[index] {
      return false
    }
    return true
  }
}
