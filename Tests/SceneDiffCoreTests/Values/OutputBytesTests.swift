import Testing

@testable import SceneDiffCore

@Suite struct OutputBytesTests {
  @Test func appendsEveryWayAndGrows() {
    // The smallest storage is 16 bytes: 1 + 3 + 40 + 2 + 1 = 47 bytes make it grow twice.
    var out = OutputBytes(capacity: 1)
    out.append(UInt8(ascii: "["))
    out.append("abc")
    out.append(repeating: UInt8(ascii: " "), count: 40)
    out.append(utf8: "é")  // U+00E9: C3 A9 in UTF-8
    [UInt8(ascii: "]")].withUnsafeBufferPointer { out.append(contentsOf: $0) }
    #expect(out.count == 47)
    let expected: [UInt8] =
      Array("[abc".utf8) + Array(repeating: 0x20, count: 40) + [0xC3, 0xA9, 0x5D]
    #expect(out.array() == expected)
    #expect(
      out.withBytes { String(decoding: $0, as: UTF8.self) } == "[abc"
        + String(repeating: " ", count: 40) + "é]"
    )
  }

  @Test func removeAllKeepsWriting() {
    var out = OutputBytes()
    out.append("first")
    out.removeAll()
    #expect(out.count == 0)
    out.append(repeating: UInt8(ascii: "x"), count: 0)
    out.append("second")
    #expect(out.array() == Array("second".utf8))
  }

  @Test func deepNestingIndentsEveryLevel() {
    // 70 nested arrays: the innermost `1` is on a line of 70 × 2 = 140 spaces.
    var value = JSONValue.array([.int(1), .array([])])
    for _ in 1..<70 { value = .array([value]) }
    let lines = value.render().split(separator: "\n")
    #expect(lines.contains { $0 == Substring(String(repeating: " ", count: 140) + "1,") })
  }

  @Test func copiesEveryShortLengthExactly() {
    // Lengths 0…40 cover every branch of the short copy (0, 1–3, 4–7, 8–16) and memcpy
    // beyond; each run is appended after an odd prefix so that the loads and stores are
    // unaligned, and must equal the bytes 0, 1, 2, … of its length.
    for length in 0...40 {
      let source = (0..<length).map { UInt8($0) }
      var out = OutputBytes(capacity: 1)
      out.append(UInt8(ascii: "<"))
      source.withUnsafeBufferPointer { out.append(contentsOf: $0) }
      source.withUnsafeBufferPointer { out.appendQuoted($0.baseAddress!, count: length) }
      out.append(UInt8(ascii: ">"))
      let expected = [UInt8(ascii: "<")] + source + [0x22] + source + [0x22, UInt8(ascii: ">")]
      #expect(out.array() == expected, "length \(length)")
    }
  }

  @Test func appendInPlaceKeepsWhatTheBodyWrote() {
    var out = OutputBytes(capacity: 1)
    out.append("ab")
    out.appendInPlace(maxCount: 40) { room in
      room[0] = UInt8(ascii: "c")
      room[1] = UInt8(ascii: "d")
      return 2
    }
    out.append("e")
    #expect(out.array() == Array("abcde".utf8))
  }

  @Test func escapeScanFindsEveryByteToEscapeAtEveryPosition() {
    // A string of `length` copies of "a" with one byte replaced at `position`: the scan must
    // say "escape" exactly for the bytes JSON escapes (below 0x20, 0x22 `"`, 0x5C `\`), at
    // every place: three single bytes (1–3), two halves (4–7), whole words and an overlapping
    // last word (8 and more).
    var wrong: [String] = []
    for length in 1...19 {
      for position in 0..<length {
        for byte in UInt8(0)...UInt8(255) {
          var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
          bytes[position] = byte
          let expected = byte < 0x20 || byte == 0x22 || byte == 0x5C
          let found = bytes.withUnsafeBufferPointer {
            JSONValue.containsByteToEscape($0.baseAddress!, count: length)
          }
          if found != expected { wrong.append("byte \(byte) at \(position) of \(length)") }
        }
      }
    }
    #expect(wrong.isEmpty)
  }

  @Test func escapeScanIsNotFooledByHighBytesBesideLowOnes() {
    // Bytes of 0x80 and more beside bytes just above and at the limits: 0x20 (space), 0x21,
    // 0x23 and 0x5B/0x5D around the two escaped characters need no escaping; é is C3 A9.
    let clean: [UInt8] = [0x80, 0x20, 0xFF, 0x21, 0x23, 0x5B, 0x5D, 0xC3, 0xA9, 0x7F, 0x20]
    #expect(
      !clean.withUnsafeBufferPointer {
        JSONValue.containsByteToEscape($0.baseAddress!, count: $0.count)
      }
    )
  }

  @Test func stringsAreEscapedOrCopied() {
    // JSON's escapes: \" \\ \n and \u0001; plain text (including é) is copied as it is.
    #expect(JSONValue.string("plain é").render() == "\"plain é\"\n")
    #expect(JSONValue.string("a\"b\\c\nd\u{01}").render() == "\"a\\\"b\\\\c\\nd\\u0001\"\n")
    #expect(JSONValue.string("").render() == "\"\"\n")
  }
}
