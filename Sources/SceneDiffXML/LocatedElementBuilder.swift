import SceneDiffCore

/// Builds a ``LocatedElement`` tree from ``XMLFastReader``'s events, in the one validated pass
/// native scenes take, for documents that hold no text (layouts, drawables, transition files).
///
/// The tree is the one ``XMLTreeBuilder`` builds from libxml2 for the same bytes: the fast
/// path hands the same names, namespaces, decoded values and positions as libxml2's path
/// (`XMLStreamRecorder.difference`). Two things a tree holds are not in those events, and
/// are read here from the source bytes, which the fast path has already validated:
///
/// * an attribute's prefix and namespace URI (the events only say whether it has a prefix):
///   the prefix is written at the attribute's position, up to its colon, and its URI is the
///   innermost `xmlns:prefix` declaration in scope, read from the start tags as written (the
///   fast path accepts declarations only when their values hold no reference, so the bytes
///   are the URI);
/// * an element's text: the events give only where text starts, so a document with any text
///   that is not whitespace (a resource value) is not built here at all (``read(_:file:limits:)``
///   answers `nil` and the caller runs libxml2's path, which concatenates it).
struct LocatedElementBuilder: XMLStreamHandler {
  /// One `xmlns:prefix` declaration in scope.
  struct Binding {
    /// The prefix's bytes in the source.
    var prefix: Range<Int>
    /// The prefix as a `String`.
    var name: String
    /// The namespace URI.
    var uri: String
  }

  /// The bytes the fast path reads; positions' offsets point into them.
  let source: UnsafeBufferPointer<UInt8>
  /// The path used in locations.
  let file: String
  /// The elements whose end has not been read yet, outermost first.
  private var open: [LocatedElement] = []
  /// For each open element, the number of ``bindings`` in scope before it.
  private var outerBindings: [Int] = []
  /// Prefixed namespace declarations in scope, outermost first.
  private var bindings: [Binding] = []
  /// The finished root element.
  private var root: LocatedElement?
  /// Whether text that is not whitespace was read, or a prefix could not be resolved: the
  /// tree is then built by libxml2's path instead.
  private var unusable = false
  /// The last element namespace URI made a `String`, reused while the bytes are the same.
  private var lastNamespace: String?

  /// Reads `source` with ``XMLFastReader`` into a tree; `nil` when the fast path abandons the
  /// bytes (anything outside its subset, any error or limit), when they hold text that is not
  /// whitespace, or when `SCENEDIFF_XML_READER=libxml2` asks for libxml2's path alone.
  static func read(_ source: UnsafeBufferPointer<UInt8>, file: String, limits: XMLLimits)
    -> LocatedElement?
  {
    guard XMLReadPath.environmentDefault != .libxml2 else { return nil }
    var builder = LocatedElementBuilder(source: source, file: file)
    var reader = XMLFastReader(source, limits: limits)
    do throws(XMLFastReader.Abandon) {
      try reader.run(&builder)
    } catch {
      return nil
    }
    guard !builder.unusable, builder.open.isEmpty else { return nil }
    return builder.root
  }

  /// Creates a builder over the bytes the reader reads.
  init(source: UnsafeBufferPointer<UInt8>, file: String) {
    self.source = source
    self.file = file
  }

  /// Opens an element: its declarations come into scope, its attributes are made values.
  mutating func startElement(_ element: XMLStreamElement) {
    guard !unusable else { return }
    outerBindings.append(bindings.count)
    declareNamespaces(startTagAt: element.position.offset)
    var attributes: [LocatedAttribute] = []
    attributes.reserveCapacity(element.attributes.count)
    for attribute in element.attributes {
      var prefix: String?
      var namespaceURI: String?
      if attribute.hasNamespace {
        guard let binding = binding(ofAttributeAt: attribute.namePosition.offset) else {
          unusable = true
          return
        }
        prefix = binding.name
        namespaceURI = binding.uri
      }
      attributes.append(
        LocatedAttribute(
          name: element.string(attribute.name),
          namespaceURI: namespaceURI,
          prefix: prefix,
          value: element.string(attribute.value),
          location: attribute.namePosition.location(in: file),
          valueLocation: attribute.valuePosition.location(in: file)
        )
      )
    }
    open.append(
      LocatedElement(
        name: element.string(element.name),
        namespaceURI: element.namespaceURI.map { namespace(element[$0]) },
        attributes: attributes,
        location: element.position.location(in: file)
      )
    )
  }

  /// Closes the innermost element: its declarations leave scope, it joins its parent.
  mutating func endElement() {
    guard !unusable, let element = open.popLast() else { return }
    bindings.removeSubrange(outerBindings.removeLast()...)
    if let parent = open.indices.last {
      open[parent].children.append(element)
    } else {
      root = element
    }
  }

  /// Text that is not whitespace: the tree must carry it, so libxml2's path builds it.
  mutating func text(at position: XMLTextPosition) {
    unusable = true
  }

  /// Adds the `xmlns:prefix` declarations of the start tag whose `<` is at `start` to
  /// ``bindings``, reading the tag as written (the fast path has validated it: attributes are
  /// `name S? = S? quoted-value`, separated by whitespace, and no value holds its own quote).
  private mutating func declareNamespaces(startTagAt start: Int) {
    var index = start + 1
    let count = source.count
    while index < count, !XMLByte.endsName(source[index]) { index += 1 }
    while index < count {
      while index < count, XMLByte.isSpace(source[index]) { index += 1 }
      guard index < count, !XMLByte.endsName(source[index]) else { return }
      let nameStart = index
      while index < count, !XMLByte.endsAttributeName(source[index]) { index += 1 }
      let name = nameStart..<index
      while index < count, source[index] != XMLByte.equals { index += 1 }
      index += 1
      while index < count, !XMLByte.isQuote(source[index]) { index += 1 }
      guard index < count else { return }
      let quote = source[index]
      let valueStart = index + 1
      index = valueStart
      while index < count, source[index] != quote { index += 1 }
      if name.count > 6, startsWithNamespacePrefix(name) {
        let prefix = (name.lowerBound + 6)..<name.upperBound
        bindings.append(
          Binding(prefix: prefix, name: string(prefix), uri: namespaceURI(valueStart..<index))
        )
      }
      index += 1
    }
  }

  /// The namespace URI declared at `range`: the well-known ``XMLNamespace`` string itself when
  /// its bytes are one's, so that comparing an attribute's namespace with it finds the same
  /// storage at once (two copies were compared byte by byte, about 120 instructions a
  /// comparison).
  private func namespaceURI(_ range: Range<Int>) -> String {
    let bytes = UnsafeBufferPointer(rebasing: source[range])
    for known in Self.wellKnownNamespaces where Self.equal(bytes, known) { return known }
    return string(range)
  }

  /// Whether `bytes` are the UTF-8 bytes of `known`, compared byte by byte (the generic
  /// `elementsEqual` of two UTF-8 views, tried first, cost more than the sharing saved).
  private static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ known: String) -> Bool {
    let answer = known.utf8.withContiguousStorageIfAvailable { known in
      guard known.count == bytes.count else { return false }
      for index in known.indices where known[index] != bytes[index] { return false }
      return true
    }
    return answer ?? false
  }

  /// The namespaces ``namespaceURI(_:)`` shares.
  private static let wellKnownNamespaces = [
    XMLNamespace.android, XMLNamespace.app, XMLNamespace.tools,
  ]

  /// The source bytes of `range` as a `String`.
  private func string(_ range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: source[range]), as: UTF8.self)
  }

  /// Whether the source bytes at `name` start with `xmlns:`.
  private func startsWithNamespacePrefix(_ name: Range<Int>) -> Bool {
    let start = name.lowerBound
    return source[start] == 0x78 && source[start + 1] == 0x6D && source[start + 2] == 0x6C
      && source[start + 3] == 0x6E && source[start + 4] == 0x73
      && source[start + 5] == XMLByte.colon
  }

  /// The innermost declaration of the prefix of the attribute written at `offset`, or `nil`.
  private func binding(ofAttributeAt offset: Int) -> Binding? {
    var end = offset
    while end < source.count, source[end] != XMLByte.colon {
      guard !XMLByte.endsAttributeName(source[end]) else { return nil }
      end += 1
    }
    let prefix = UnsafeBufferPointer(rebasing: source[offset..<end])
    for binding in bindings.reversed()
    where UnsafeBufferPointer(rebasing: source[binding.prefix]).elementsEqual(prefix) {
      return binding
    }
    return nil
  }

  /// An element's namespace URI as a `String`, the previous one's when the bytes are the same.
  private mutating func namespace(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    if var last = lastNamespace, last.withUTF8({ $0.elementsEqual(bytes) }) { return last }
    let uri = String(decoding: bytes, as: UTF8.self)
    lastNamespace = uri
    return uri
  }
}
