import SceneDiffCore

/// Receives a document's elements in document order from
/// ``XMLDocumentReader/stream(_:file:limits:path:into:)``, as they are read, without a tree.
///
/// ``XMLFastReader`` reads them when the bytes are inside its strict subset of XML; otherwise
/// the same checks as a tree read run (``XMLPrescan``, then libxml2), with the handler reset
/// to its state before the call. A read that fails throws its ``XMLError`` and whatever the
/// handler collected is to be discarded.
package protocol XMLStreamHandler {
  /// An element starts; its bytes are valid only during this call.
  mutating func startElement(_ element: XMLStreamElement)
  /// The innermost open element ends (an empty element ends right after it starts).
  mutating func endElement()
  /// Text that is not whitespace starts at `position`, directly inside the innermost open
  /// element; called once for each stretch of text between tags.
  mutating func text(at position: XMLTextPosition)
  /// The document about to be read is `byteCount` bytes long: called once, before any other
  /// event (a hint for sizing what the handler collects; nothing by default).
  mutating func startDocument(byteCount: Int)
}

extension XMLStreamHandler {
  /// Does nothing.
  package mutating func startDocument(byteCount: Int) {}
}
