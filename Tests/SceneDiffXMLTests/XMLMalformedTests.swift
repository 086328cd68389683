import Foundation
import SceneDiff
import SceneDiffTestSupport
import Testing

@testable import SceneDiffXML

@Suite struct XMLMalformedTests {
  @Test(arguments: [
    (
      "<scene>\n<view>\n</scene>", "xml-malformed", "3:9",
      "malformed XML: opening and ending tag mismatch: view line 2 and scene"
    ),
    ("<scene><view", "xml-malformed", "1:13", "malformed XML: couldn't find end of Start Tag view"),
    (
      "<scene>\n  <view a='1'", "xml-malformed", "2:14", "malformed XML: attributes construct error"
    ),
    (
      "<scene><view/>", "xml-malformed", "1:15",
      "malformed XML: file ends inside element 'scene' opened at 1:1; expected '</scene>'"
    ),
    (
      "<a>\n  <b><c></c>\n  <!-- end -->\n", "xml-malformed", "4:1",
      "malformed XML: file ends inside element 'b' opened at 2:3; expected '</b>'"
    ),
    ("<a/><b>", "xml-malformed", "1:5", "malformed XML: extra content at the end of the document"),
    (
      "<a>é</b>", "xml-malformed", "1:10",
      "malformed XML: opening and ending tag mismatch: a line 1 and b"
    ),
    ("<a b='1' b='2'/>", "xml-malformed", "1:15", "malformed XML: attribute b redefined"),
    ("<a/><b/>", "xml-malformed", "1:5", "malformed XML: extra content at the end of the document"),
    ("<a>\u{1}</a>", "xml-malformed", "1:4", "malformed XML: PCDATA invalid Char value 1"),
    (
      "<a b=\"<\"/>", "xml-malformed", "1:7",
      "malformed XML: unescaped '<' not allowed in attributes values"
    ),
    (
      "<a/>hello", "xml-malformed", "1:5", "malformed XML: extra content at the end of the document"
    ),
    ("<!doctype a><a/>", "xml-malformed", "1:2", "malformed XML: startTag: invalid element name"),
    ("<a b=1/>", "xml-malformed", "1:6", "malformed XML: attValue: \" or ' expected"),
    (
      "<a>\n<x:b/></a>", "xml-namespace", "2:5",
      "namespace error: namespace prefix x on b is not defined"
    ),
    (
      "<a\n  x:y='1'/>", "xml-namespace", "2:10",
      "namespace error: namespace prefix x for y on a is not defined"
    ),
  ])
  func reportsLibxml2ErrorsWithTheirLocation(
    text: String,
    code: String,
    at: String,
    message: String
  ) throws {
    let error = try #require(XMLTest.failure(text))
    #expect(error.code == code)
    #expect(XMLTest.at(error.location) == at)
    #expect(error.message == message)
    #expect(error.diagnostic.description == "t.xml:\(at): error: \(message)")
  }

  @Test(
    arguments: [
      ([0xC3, 0x28], [0xC3, 0x28], "invalid UTF-8 byte sequence 0xC3 0x28; expected UTF-8 text"),
      ([0x80], [0x80], "invalid UTF-8 byte sequence 0x80; expected UTF-8 text"),
      ([0xC0, 0xAF], [0xC0], "invalid UTF-8 byte sequence 0xC0; expected UTF-8 text"),
      (
        [0xED, 0xA0, 0x80], [0xED, 0xA0],
        "invalid UTF-8 byte sequence 0xED 0xA0; expected UTF-8 text"
      ),
      (
        [0xF4, 0x90, 0x80, 0x80], [0xF4, 0x90],
        "invalid UTF-8 byte sequence 0xF4 0x90; expected UTF-8 text"
      ),
      ([0xF5], [0xF5], "invalid UTF-8 byte sequence 0xF5; expected UTF-8 text"),
      (
        [0xE2, 0x82, 0x41], [0xE2, 0x82, 0x41],
        "invalid UTF-8 byte sequence 0xE2 0x82 0x41; expected UTF-8 text"
      ),
      ([0x00], [0x00], "invalid byte 0x00 (NUL); expected UTF-8 text, which never contains NUL"),
    ] as [([UInt8], [UInt8], String)]
  )
  func rejectsInvalidUTF8InsideAnAttributeValue(
    bad: [UInt8],
    reported: [UInt8],
    message: String
  ) throws {
    let bytes = Array("<a b='".utf8) + bad + Array("'/>".utf8)
    let error = try #require(XMLTest.failure(bytes))
    #expect(error == .invalidUTF8(XMLTest.location(1, 7), bytes: reported))
    #expect(error.code == "xml-invalid-utf8")
    #expect(error.message == message)
  }

  @Test func locatesInvalidUTF8OnLaterLinesAndAtTheEnd() {
    let later = Array("<a>\n  <b c=\"éé".utf8) + [0xC3, 0x28] + Array("\"/></a>".utf8)
    #expect(XMLTest.failure(later) == .invalidUTF8(XMLTest.location(2, 13), bytes: [0xC3, 0x28]))
    let truncated = Array("<a>x</a>\n".utf8) + [0xE2, 0x82]
    #expect(
      XMLTest.failure(truncated) == .invalidUTF8(XMLTest.location(2, 1), bytes: [0xE2, 0x82])
    )
  }

  @Test(
    arguments: [
      ([0xFF, 0xFE, 0x3C, 0x00], "1:1", "UTF-16"),
      ([0xFE, 0xFF, 0x00, 0x3C], "1:1", "UTF-16"),
      (Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a/>".utf8), "1:31", "ISO-8859-1"),
      (Array("<?xml version='1.0'\n  encoding = 'UTF-16'?><a/>".utf8), "2:15", "UTF-16"),
    ] as [([UInt8], String, String)]
  )
  func rejectsEncodingsOtherThanUTF8(bytes: [UInt8], at: String, encoding: String) throws {
    let error = try #require(XMLTest.failure(bytes))
    #expect(error == .unsupportedEncoding(XMLTest.location(at), encoding: encoding))
    #expect(error.code == "xml-encoding")
    #expect(error.message == "unsupported encoding '\(encoding)'; expected UTF-8")
  }

  @Test(arguments: [
    "<?xml version='1.0' encoding='UTF-8'?><a/>", "<?xml version='1.0' encoding=\"utf8\"?><a/>",
    "<?xml version='1.0' standalone='yes'?><a/>", "<?xml version='1.0'?><a/>",
  ])
  func acceptsUTF8Declarations(text: String) {
    #expect(XMLTest.failure(text) == nil)
  }

  @Test(
    arguments: [
      ([], "1:1", "xml-no-root-element", "file is empty; expected a root element"),
      ([0xEF, 0xBB, 0xBF], "1:1", "xml-no-root-element", "file is empty; expected a root element"),
      (
        Array("  \n\t \n".utf8), "1:1", "xml-no-root-element",
        "file has no element; expected a root element"
      ),
      (
        Array("<?xml version='1.0'?>\n<!-- only a comment -->\n<?pi?>".utf8), "1:1",
        "xml-no-root-element",
        "file has no element; expected a root element"
      ),
      (
        Array("<!DOCTYPE a>".utf8), "1:1", "xml-no-root-element",
        "file has no element; expected a root element"
      ),
      (
        Array("\n  hello world  \n more".utf8), "2:3", "xml-text-outside-element",
        "found text 'hello world' outside the root element; expected an element"
      ),
      (
        Array("<!-- c -->&amp; x<a/>".utf8), "1:11", "xml-text-outside-element",
        "found text '&amp; x' outside the root element; expected an element"
      ),
      (
        Array("<?xml version='1.0'?>hello<a/>".utf8), "1:22", "xml-text-outside-element",
        "found text 'hello' outside the root element; expected an element"
      ),
    ] as [([UInt8], String, String, String)]
  )
  func rejectsFilesWithoutAnElementOrWithTextBeforeIt(
    bytes: [UInt8],
    at: String,
    code: String,
    message: String
  ) throws {
    let error = try #require(XMLTest.failure(bytes))
    #expect(error.code == code)
    #expect(XMLTest.at(error.location) == at)
    #expect(error.message == message)
  }

  @Test func reportsUnreadableFilesWithTheSystemReason() throws {
    let missing = "/nonexistent-\(UUID().uuidString)/scene.xml"
    #expect(throws: XMLError.unreadable(.start(of: missing), reason: "no such file or directory")) {
      try XMLDocumentReader.read(file: missing)
    }
    let directory = FileManager.default.temporaryDirectory.path
    let error = try #require(
      throws: XMLError.self,
      performing: { try XMLDocumentReader.read(file: directory) }
    )
    #expect(error == .unreadable(.start(of: directory), reason: "is a directory"))
    #expect(
      error.diagnostic.description == "\(directory):1:1: error: cannot read file: is a directory"
    )
    #expect(error.code == "xml-unreadable")
  }

  @Test func readsAFileAndLocatesInIt() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("scenediff-read-\(UUID().uuidString).xml")
    try Data("<scene>\n  <view a='1'/>\n</scene>\n".utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let root = try XMLDocumentReader.read(file: url.path)
    #expect(root.children.first?.location == SourceLocation(file: url.path, line: 2, column: 3))
    try Data("<scene>\n  <view a='1'>\n</scene>\n".utf8).write(to: url)
    #expect(
      throws: XMLError.malformed(
        SourceLocation(file: url.path, line: 3, column: 9),
        message: "opening and ending tag mismatch: view line 2 and scene"
      )
    ) {
      try XMLDocumentReader.read(file: url.path)
    }
  }
}
