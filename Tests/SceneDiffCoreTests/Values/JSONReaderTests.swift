import SceneDiffTestSupport
import Testing

@testable import SceneDiffCore

@Suite struct JSONReaderTests {
  /// Reads `text` as `t.json`.
  func read(_ text: String, limits: JSONLimits = .default) throws(JSONReadError) -> JSONDocument {
    try JSONReader.parse(Array(text.utf8), file: "t.json", limits: limits)
  }

  @Test func keepsKeyOrderAndReadsEveryKindOfValue() throws {
    let document = try read(
      #" { "z": 1, "a": [true, false, null, -0, 0.5, 1E-2, 12e1], "s": "q\"\\\/\b\f\n\r\t" } "#
    )
    #expect(
      document.value
        == .object([
          ("z", .number(1)),
          (
            "a",
            .array([
              .bool(true), .bool(false), .null, .number(-0.0), .number(0.5), .number(0.01),
              .number(120),
            ])
          ),
          ("s", .string("q\"\\/\u{08}\u{0C}\n\r\t")),
        ])
    )
  }

  @Test func resolvesUnicodeEscapesAndSurrogatePairs() throws {
    // U+00E9 is é; U+1F600 is the surrogate pair D83D DE00 (0x10000 + (0x3D << 10) + 0x200).
    let document = try read(#"["\u00e9\u00C9", "\uD83D\uDE00", "ü"]"#)
    #expect(document.value == .array([.string("éÉ"), .string("😀"), .string("ü")]))
  }

  @Test func readsBackWhatTheWriterRenders() throws {
    let value = JSONValue.object([
      ("format", .string("scenediff.plan")), ("n", .numbers([0.1464466154575348, 1e-7, 300])),
      ("o", .object([("k", .string("a\u{1}b\"")), ("e", .object([]))])), ("a", .array([])),
    ])
    #expect(try read(value.render()).value == value)
    #expect(try read(value.render(indent: nil)).value == value)
  }

  @Test func skipsAByteOrderMarkWithoutCountingIt() throws {
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("[,]".utf8)
    #expect(throws: JSONReadError.self) { try JSONReader.parse(bytes, file: "t.json") }
    do {
      _ = try JSONReader.parse(bytes, file: "t.json")
    } catch {
      // The comma is the second character after the mark.
      #expect(error.location == SourceLocation(file: "t.json", line: 1, column: 2))
    }
    #expect(
      try JSONReader.parse([0xEF, 0xBB, 0xBF] + Array("7".utf8), file: "t").value == .number(7)
    )
  }

  /// Bad documents and the exact error each gives: code, line, column and message.
  @Test(arguments: [
    ("", "json-no-value", 1, 1, "file is empty; expected a JSON value"),
    (" \n ", "json-no-value", 1, 1, "file holds only whitespace; expected a JSON value"),
    (
      #"{"a": 1,}"#, "json-unexpected-character", 1, 9,
      "unexpected '}'; expected a key in double quotes (JSON allows no trailing comma)"
    ),
    (
      "[1, 2,]", "json-unexpected-character", 1, 7,
      "unexpected ']'; expected a value (JSON allows no trailing comma)"
    ),
    (
      #"{"a" 1}"#, "json-unexpected-character", 1, 6,
      "unexpected '1'; expected ':' after the key 'a'"
    ),
    (
      "[1 2]", "json-unexpected-character", 1, 4,
      "unexpected '2'; expected ',' or ']' after a member of the array opened at 1:1"
    ),
    (
      "NaN", "json-unexpected-character", 1, 1,
      "unexpected 'NaN'; expected a value (an object, array, string, number, true, false or null)"
    ),
    (
      "[tru]", "json-unexpected-character", 1, 2,
      "unexpected 'tru'; expected a value (an object, array, string, number, true, false or null)"
    ),
    (
      #"{"a": [1, 2"#, "json-unexpected-end", 1, 12,
      "file ends inside the array opened at 1:7; expected ',' or ']'"
    ),
    (
      #"["abc"#, "json-unexpected-end", 1, 6,
      "file ends inside the string opened at 1:2; expected '\"'"
    ),
    (
      #"{"a": 01}"#, "json-invalid-number", 1, 7,
      "invalid number '01'; expected a JSON number such as 12, -3.5 or 1e2 (no leading zeros, "
        + "'+' or '.', and digits after '.' and 'e')"
    ),
    (
      "[+1]", "json-invalid-number", 1, 2,
      "invalid number '+1'; expected a JSON number such as 12, -3.5 or 1e2 (no leading zeros, "
        + "'+' or '.', and digits after '.' and 'e')"
    ),
    (
      "{\"a\":\n  1e400}", "json-number-out-of-range", 2, 3,
      "number '1e400' is out of range; expected a finite number (at most about 1.8e308)"
    ),
    (
      #"["\x"]"#, "json-invalid-escape", 1, 3,
      #"invalid escape '\x' in a string; expected \" \\ \/ \b \f \n \r \t or \u and 4 hex digits"#
    ),
    (
      #"["\u12G4"]"#, "json-invalid-escape", 1, 3,
      #"invalid escape '\u12G' in a string; expected \" \\ \/ \b \f \n \r \t or \u and 4 hex digits"#
    ),
    (
      #"["a\uD800b"]"#, "json-unpaired-surrogate", 1, 4,
      #"unpaired surrogate '\uD800' in a string; expected a high surrogate (\uD800 to \uDBFF) followed by a low one (\uDC00 to \uDFFF)"#
    ),
    (
      "[\"a\u{1}\"]", "json-control-character", 1, 4,
      #"control character U+0001 in a string; expected it escaped (\n, \t or \u0001)"#
    ),
    (
      #"{"a": 1, "a": 2}"#, "json-duplicate-key", 1, 10,
      "duplicate key 'a'; expected each key once in an object"
    ),
    (
      "[1] x", "json-trailing-content", 1, 5,
      "unexpected 'x' after the document's value; expected the end of the file"
    ),
  ])
  func reportsTheExactPlace(
    text: String,
    code: String,
    line: Int,
    column: Int,
    message: String
  ) throws {
    let error = try #require(throws: JSONReadError.self) { try read(text) }
    #expect(error.code == code)
    #expect(error.location == SourceLocation(file: "t.json", line: line, column: column))
    #expect(error.message == message)
  }

  @Test func aDuplicateKeyPointsAtItsFirstUse() throws {
    let error = try #require(throws: JSONReadError.self) { try read("{\"k\": 1,\n \"k\": 2}") }
    let diagnostic = error.diagnostic
    #expect(
      diagnostic.description
        == "t.json:2:2: error: duplicate key 'k'; expected each key once in an object"
    )
    #expect(diagnostic.notes.map(\.description) == ["t.json:1:2: note: 'k' first used here"])
  }

  @Test func invalidUTF8IsReportedAtItsLeadByte() throws {
    // 0xC3 must be followed by a continuation byte (0x80...0xBF); 0x28 is '('.
    let bytes: [UInt8] = [UInt8(ascii: "\""), 0xC3, 0x28, UInt8(ascii: "\"")]
    let error = try #require(throws: JSONReadError.self) {
      try JSONReader.parse(bytes, file: "t.json")
    }
    #expect(error.code == "json-invalid-utf8")
    #expect(error.location == SourceLocation(file: "t.json", line: 1, column: 2))
    #expect(error.message == "invalid UTF-8 byte sequence 0xC3 0x28; expected UTF-8 text")
  }

  @Test func limitsAreCheckedWhereTheyAreCrossed() throws {
    var limits = JSONLimits()
    limits.maxDepth = 3
    // The fourth '[' is at column 4.
    let deep = try #require(throws: JSONReadError.self) { try read("[[[[1]]]]", limits: limits) }
    #expect(deep.location.column == 4)
    #expect(deep.code == "json-too-deep")
    #expect(
      deep.message
        == "arrays and objects are nested 4 levels deep; expected at most 3 (JSONLimits.maxDepth)"
    )
    limits = JSONLimits()
    limits.maxValues = 3
    // Values: the array (1), 1 (2), 2 (3); the 3 at column 6 is the fourth.
    let many = try #require(throws: JSONReadError.self) { try read("[1,2,3]", limits: limits) }
    #expect(many.location.column == 6)
    #expect(many.message == "value number 4; expected at most 3 values (JSONLimits.maxValues)")
    limits = JSONLimits()
    limits.maxBytes = 4
    let large = try #require(throws: JSONReadError.self) { try read("[1, 2]", limits: limits) }
    #expect(large.message == "file is 6 bytes; expected at most 4 bytes (JSONLimits.maxBytes)")
    limits.maxDepth = 100_000
    #expect(limits.effectiveMaxDepth == 256)
  }

  @Test func aMissingFileOrAFolderIsUnreadable() throws {
    let folder = try TemporaryFolder("json")
    let missing = try #require(throws: JSONReadError.self) {
      try JSONReader.read(file: folder.path + "/none.json")
    }
    #expect(missing.message == "cannot read file: no such file")
    let isFolder = try #require(throws: JSONReadError.self) {
      try JSONReader.read(file: folder.path)
    }
    #expect(isFolder.message == "cannot read file: it is a folder")
    let path = try folder.write("{\"a\": [1]}", to: "ok.json")
    #expect(try JSONReader.read(file: path).value == .object([("a", .array([.number(1)]))]))
  }

  @Test func findsWhereAValueIsWritten() throws {
    let document = try read("{\n  \"a\": [\n    1,\n    {\"b\": true}\n  ]\n}")
    // Line 4 is `    {"b": true}`: '{' at column 5, `true` at column 11.
    #expect(document.location(of: [.key("a"), .index(1), .key("b")]).description == "t.json:4:11")
    // A key that is not there points at its object.
    #expect(document.location(of: [.key("a"), .index(1), .key("c")]).description == "t.json:4:5")
    #expect(document.location(of: [.key("a"), .index(0)]).description == "t.json:3:5")
    #expect(document.location(of: []).description == "t.json:1:1")
    #expect(JSONPathStep.text([.key("a"), .index(1), .key("b")]) == "a[1].b")
  }
}
