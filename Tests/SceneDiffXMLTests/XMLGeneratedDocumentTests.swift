import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffXML

/// Parses large generated documents whose every location is known in advance, so that the
/// scanner and libxml2's reader are checked to stay in step across libxml2's 512-byte chunks.
@Suite struct XMLGeneratedDocumentTests {
  @Test(arguments: [1, 2, 3, 42])
  func everyLocationMatchesTheGenerator(seed: UInt64) throws {
    var generator = DocumentGenerator(seed: seed)
    let expected = generator.document(elements: 3_000)
    #expect(generator.bytes.count > 100_000)  // hundreds of libxml2 reader chunks
    let root = try XMLDocumentReader.parse(generator.bytes, file: DocumentGenerator.file)
    #expect(root.children.count == expected.children.count)
    // The generator tracks locations, not text content (covered by XMLTextContentTests).
    #expect(root.withoutText == expected)
  }
}

extension LocatedElement {
  /// This element and its descendants with `text` cleared.
  fileprivate var withoutText: LocatedElement {
    var copy = self
    copy.text = ""
    copy.children = children.map(\.withoutText)
    return copy
  }
}

/// Writes a random but reproducible XML document and, alongside, the tree it must parse to.
struct DocumentGenerator {
  /// The file name used in locations.
  static let file = "gen.xml"

  /// The document written so far.
  var bytes: [UInt8] = []
  /// The line of the next byte.
  var line = 1
  /// The UTF-8 byte column of the next byte.
  var column = 1
  /// The state of the pseudo-random sequence.
  var state: UInt64
  /// Elements written so far.
  var count = 0

  /// Starts a sequence from `seed`.
  init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 | 1 }

  /// A pseudo-random number below `bound`.
  mutating func next(_ bound: Int) -> Int {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Int((state >> 33) % UInt64(bound))
  }

  /// Where the next byte will be.
  var location: SceneDiff.SourceLocation {
    SceneDiff.SourceLocation(file: Self.file, line: line, column: column)
  }

  /// Appends text, tracking lines and columns.
  mutating func emit(_ text: String) {
    for byte in text.utf8 {
      if byte == 0x0A {
        line += 1
        column = 1
      } else {
        column += 1
      }
      bytes.append(byte)
    }
  }

  /// A root element holding at least `elements` elements, with an XML declaration before it.
  mutating func document(elements: Int) -> LocatedElement {
    emit("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- generated -->\n")
    let location = self.location
    emit("<root xmlns:p=\"urn:p\"\n      xmlns=\"urn:d\">")
    var root = LocatedElement(
      name: "root",
      namespaceURI: "urn:d",
      attributes: [],
      children: [],
      location: location
    )
    while count < elements {
      emit(["\n  ", "", " "][next(3)])
      root.children.append(element(depth: 1))
    }
    emit("\n</root>\n")
    return root
  }

  /// One element with random attributes, spacing and content.
  mutating func element(depth: Int) -> LocatedElement {
    count += 1
    let location = self.location
    let (qualifiedName, name, namespace) =
      [("view", "view", "urn:d"), ("p:item", "item", "urn:p"), ("g", "g", "urn:d")][next(3)]
    emit("<" + qualifiedName)
    var attributes: [LocatedAttribute] = []
    for index in 0..<next(5) {
      emit([" ", "\n    ", "\t", "  "][next(4)])
      let attributeLocation = self.location
      let prefixed = next(3) == 0
      emit(prefixed ? "p:a\(index)" : "a\(index)")
      emit(["=", " = ", "=\n"][next(3)])
      let quote = next(2) == 0 ? "\"" : "'"
      emit(quote)
      let valueLocation = self.location
      let (raw, value) =
        [("plain", "plain"), ("é>ü", "é>ü"), ("a&amp;b", "a&b"), ("&#x41;&#66;", "AB"), ("", "")][
          next(5)
        ]
      emit(raw + quote)
      attributes.append(
        LocatedAttribute(
          name: "a\(index)",
          namespaceURI: prefixed ? "urn:p" : nil,
          prefix: prefixed ? "p" : nil,
          value: value,
          location: attributeLocation,
          valueLocation: valueLocation
        )
      )
    }
    var element = LocatedElement(
      name: name,
      namespaceURI: namespace,
      attributes: attributes,
      children: [],
      location: location
    )
    if depth >= 8 || next(3) == 0 {
      emit(["/>", " />", "\n/>"][next(3)])
      return element
    }
    emit(">")
    for _ in 0..<next(6) {
      switch next(6) {
      case 0:
        emit(["\n  ", " ", "\t\n", "&#32;"][next(4)])
      case 1:
        emit("<!-- <not> an element -->")
      case 2:
        emit(" ")
        if element.textLocation == nil { element.textLocation = self.location }
        emit(["tëxt", "&lt;", "x>y", "&#65;"][next(4)])
      case 3:
        emit("<![CDATA[")
        if element.textLocation == nil { element.textLocation = self.location }
        emit("<x/>]]>")
      case 4:
        emit("<?pi <a/>?>")
      default:
        element.children.append(self.element(depth: depth + 1))
      }
    }
    emit("</" + qualifiedName + ">")
    return element
  }
}
