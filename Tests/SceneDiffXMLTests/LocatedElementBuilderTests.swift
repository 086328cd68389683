import Foundation
import SceneDiffCore
import SceneDiffTestSupport
import Testing

@testable import SceneDiffXML

/// Trees read in the fast path's one pass (``LocatedElementBuilder``) against trees libxml2's
/// path builds (``XMLPrescan`` then ``XMLTreeBuilder``): equal for every file, prefixes and
/// namespace URIs read from the declarations in scope, documents with text left to libxml2.
@Suite struct LocatedElementBuilderTests {
  /// The tree libxml2's path builds for `bytes`, or its error.
  static func libxml2Tree(_ bytes: [UInt8], file: String) -> Result<LocatedElement, XMLError> {
    bytes.withUnsafeBufferPointer { buffer in
      Result { () throws(XMLError) -> LocatedElement in
        try XMLDocumentReader.parseWithLibxml2(buffer, file: file)
      }
    }
  }

  @Test func everyXMLFileGivesTheSameTreeOnBothPaths() throws {
    #expect(XMLFastReaderTests.files.count > 800)
    var builtInOnePass = 0
    for path in XMLFastReaderTests.files {
      guard let data = FileManager.default.contents(atPath: path) else { continue }
      let bytes = Array(data)
      let expected = Self.libxml2Tree(bytes, file: path)
      let read = Result { () throws(XMLError) in try XMLDocumentReader.parse(bytes, file: path) }
      switch (read, expected) {
      case (.success(let tree), .success(let libxml2)):
        #expect(tree == libxml2, "\(path)")
      case (.failure(let error), .failure(let libxml2)):
        #expect(error.diagnostic == libxml2.diagnostic, "\(path)")
      default:
        Issue.record("\(path): one path failed, the other did not")
      }
      let onePass = bytes.withUnsafeBufferPointer {
        LocatedElementBuilder.read($0, file: path, limits: .default)
      }
      if onePass != nil { builtInOnePass += 1 }
    }
    // Layouts, drawables, transitions and scenes hold no text; values files do (libxml2).
    #expect(builtInOnePass * 2 > XMLFastReaderTests.files.count)
  }

  @Test func prefixesResolveToTheInnermostDeclarationInScope() throws {
    let text = """
      <a xmlns:p="urn:x" p:k="v">
       <b xmlns:p="urn:y" p:k="1"/>
       <c p:k="2" k="3"/>
      </a>
      """
    let bytes = Array(text.utf8)
    let onePass = bytes.withUnsafeBufferPointer {
      LocatedElementBuilder.read($0, file: "t.xml", limits: .default)
    }
    let root = try #require(onePass)
    #expect(root == (try Self.libxml2Tree(bytes, file: "t.xml").get()))
    // Line 1: `<` column 1, `xmlns:p` 4–10, `"urn:x"` 12–18, `p:k` 20–22, `=` 23, `"` 24, v 25.
    #expect(root.name == "a" && root.namespaceURI == nil)
    #expect(
      root.attributes == [
        LocatedAttribute(
          name: "k",
          namespaceURI: "urn:x",
          prefix: "p",
          value: "v",
          location: SourceLocation(file: "t.xml", line: 1, column: 20),
          valueLocation: SourceLocation(file: "t.xml", line: 1, column: 25)
        )
      ]
    )
    // Line 2: one space, `<` 2, `b` 3, `xmlns:p` 5–11, `"urn:y"` 13–19, `p:k` 21–23, `1` 26.
    let b = root.children[0]
    #expect(b.location == SourceLocation(file: "t.xml", line: 2, column: 2))
    #expect(b.attributes.map(\.namespaceURI) == ["urn:y"])
    #expect(b.attributes[0].location == SourceLocation(file: "t.xml", line: 2, column: 21))
    #expect(b.attributes[0].valueLocation == SourceLocation(file: "t.xml", line: 2, column: 26))
    // Line 3: b's declaration is out of scope again; `p:k="2"` 5–11, a space, `k` (no prefix) 13.
    let c = root.children[1]
    #expect(c.attributes.map(\.namespaceURI) == ["urn:x", nil])
    #expect(c.attributes.map(\.prefix) == ["p", nil])
    #expect(c.attributes[1].location == SourceLocation(file: "t.xml", line: 3, column: 13))
    #expect(root.textLocation == nil && root.text.isEmpty)
  }

  @Test func documentsWithTextAreLeftToLibxml2() throws {
    let bytes = Array(#"<resources><integer name="d">300</integer></resources>"#.utf8)
    let onePass = bytes.withUnsafeBufferPointer {
      LocatedElementBuilder.read($0, file: "v.xml", limits: .default)
    }
    #expect(onePass == nil)
    let root = try XMLDocumentReader.parse(bytes, file: "v.xml")
    #expect(root.children[0].text == "300")
    // `<resources>` is 11 bytes and `<integer name="d">` 18: the text starts at column 30.
    #expect(root.children[0].textLocation == SourceLocation(file: "v.xml", line: 1, column: 30))
  }

  @Test func whitespaceOnlyDocumentsAreBuiltInOnePass() throws {
    let bytes = Array("<a>\n  <b/>\t<!-- c -->\r\n</a>\n".utf8)
    let onePass = bytes.withUnsafeBufferPointer {
      LocatedElementBuilder.read($0, file: "w.xml", limits: .default)
    }
    let root = try #require(onePass)
    #expect(root == (try Self.libxml2Tree(bytes, file: "w.xml").get()))
    #expect(root.children.count == 1 && root.text.isEmpty && root.textLocation == nil)
  }
}
