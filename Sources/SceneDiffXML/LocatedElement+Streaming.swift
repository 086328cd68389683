import SceneDiffCore

extension LocatedElement {
  /// Hands this element and everything inside it to `handler` as a streamed read would, for a
  /// tree that was already parsed (or built by hand).
  ///
  /// Positions carry the locations' lines and columns (their offsets are 0); an element's
  /// ``textLocation`` is handed over right after it starts.
  package func replay<Handler: XMLStreamHandler>(into handler: inout Handler) {
    var bytes: [UInt8] = []
    var attributes: [XMLStreamAttribute] = []
    func append(_ text: String) -> Range<Int> {
      let start = bytes.count
      bytes.append(contentsOf: text.utf8)
      return start..<bytes.count
    }
    let name = append(self.name)
    let namespace = namespaceURI.map { append($0) }
    for attribute in self.attributes {
      attributes.append(
        XMLStreamAttribute(
          name: append(attribute.name),
          hasNamespace: attribute.namespaceURI != nil,
          value: append(attribute.value),
          namePosition: Self.position(attribute.location),
          valuePosition: Self.position(attribute.valueLocation)
        )
      )
    }
    bytes.withUnsafeBufferPointer { buffer in
      attributes.withUnsafeBufferPointer { attributes in
        handler.startElement(
          XMLStreamElement(
            bytes: buffer,
            name: name,
            namespaceURI: namespace,
            position: Self.position(location),
            attributes: attributes
          )
        )
      }
    }
    if let textLocation { handler.text(at: Self.position(textLocation)) }
    for child in children { child.replay(into: &handler) }
    handler.endElement()
  }

  /// A location as a stream position (offset 0).
  private static func position(_ location: SourceLocation) -> XMLTextPosition {
    XMLTextPosition(offset: 0, line: location.line, column: location.column)
  }
}
